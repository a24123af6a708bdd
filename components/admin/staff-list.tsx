"use client";

import { useId, useState } from "react";
import { STAFF_ROUTES } from "@/lib/staff/api";
import type { StaffAnswer } from "@/lib/staff/resource";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";
import { formatMoment } from "./format";

// The door team: each staff account with the devices it is signed in on (by the name the door
// app gave them), a device signed out from here (a lost phone), the account disabled (every
// device signed out, no login) or opened again, and a new invitation sent.

const when = (iso: string | null) => (iso ? formatMoment(new Date(iso)) : "Not yet");

/** One question before a change that signs someone out: the question, Yes and Cancel. */
function Confirm({
  question,
  yes,
  busy,
  onYes,
  onCancel,
}: {
  question: string;
  yes: string;
  busy: boolean;
  onYes: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <div className="space-y-2 rounded-lg border border-crimson/40 p-3">
      <p id={id} className="font-medium">
        {question}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          // the question is new content: focus lands on its answer
          autoFocus
          aria-describedby={id}
          className="btn-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={onYes}
        >
          {yes}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

type Asking = { kind: "disable" } | { kind: "device"; deviceId: string; name: string } | null;

function StaffCard({ member }: { member: StaffAnswer }) {
  const { call: run } = useAdminApi();
  const headingId = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(
    work: () => Promise<{ ok: true } | { ok: false; message: string }>,
    said: string,
  ) {
    setBusy(true);
    setError(null);
    setDone(null);
    const outcome = await work();
    setBusy(false);
    setAsking(null);
    if (!outcome.ok) setError(outcome.message);
    else setDone(said);
  }

  const params = { accountId: member.accountId };
  const setDisabled = (disabled: boolean) =>
    act(
      () => run(STAFF_ROUTES.setAccess, { params, body: { disabled } }),
      disabled
        ? `${member.name} is disabled: signed out on every device, and cannot log in.`
        : `${member.name} can log in again.`,
    );
  const signOut = (deviceId: string, name: string) =>
    act(
      () => run(STAFF_ROUTES.signOutDevice, { params: { ...params, deviceId } }),
      `${name} is signed out: it must log in again to open the door app.`,
    );
  const reinvite = () =>
    act(
      () => run(STAFF_ROUTES.reinvite, { params }),
      `A new invitation went to ${member.email}; earlier links no longer work.`,
    );

  return (
    <li aria-labelledby={headingId} className="space-y-3 card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          {member.name}
        </h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${
            member.disabled ? "bg-red-100 text-red-900" : "bg-teal/10 text-teal-dark"
          }`}
        >
          {member.disabled ? "Disabled" : "Active"}
        </span>
      </div>
      <p className="text-ink-soft">
        <bdi>{member.email}</bdi> · added {when(member.createdAt)}
      </p>
      <StatusLine message={done} />
      {member.devices.length === 0 ? (
        <p>Not signed in on any device.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left">
            <caption className="sr-only">Devices {member.name} is signed in on</caption>
            <thead>
              <tr className="border-b border-ink/10 text-sm text-ink-soft">
                <th scope="col" className="py-2 pe-3">
                  Device
                </th>
                <th scope="col" className="py-2 pe-3">
                  Signed in
                </th>
                <th scope="col" className="py-2 pe-3">
                  Last seen
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {member.devices.map((device) => {
                const name = device.deviceName ?? "Unnamed device";
                return (
                  <tr key={device.deviceId} className="border-b border-ink/5 align-top">
                    <th scope="row" className="py-2 pe-3 font-medium">
                      {name}
                    </th>
                    <td className="py-2 pe-3">{when(device.signedInAt)}</td>
                    <td className="py-2 pe-3">{when(device.lastSeenAt)}</td>
                    <td className="py-2">
                      {asking?.kind === "device" && asking.deviceId === device.deviceId ? (
                        <Confirm
                          question={`Sign ${name} out? It must log in again to open the door app.`}
                          yes="Yes, sign out"
                          busy={busy}
                          onYes={() => void signOut(device.deviceId, name)}
                          onCancel={() => setAsking(null)}
                        />
                      ) : (
                        <button
                          type="button"
                          className="btn-secondary"
                          disabled={busy}
                          aria-label={`Sign out ${name}`}
                          onClick={() =>
                            setAsking({ kind: "device", deviceId: device.deviceId, name })
                          }
                        >
                          Sign out
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {asking?.kind === "disable" ? (
        <Confirm
          question={`Disable ${member.name}? Every device is signed out at once and they cannot log in.`}
          yes="Yes, disable"
          busy={busy}
          onYes={() => void setDisabled(true)}
          onCancel={() => setAsking(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {member.disabled ? (
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void setDisabled(false)}
            >
              {busy ? "Enabling…" : `Enable ${member.name}`}
            </button>
          ) : (
            <button
              type="button"
              className="btn-secondary text-crimson-dark"
              disabled={busy}
              onClick={() => setAsking({ kind: "disable" })}
            >
              Disable {member.name}
            </button>
          )}
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={() => void reinvite()}
          >
            Send a new invitation
          </button>
        </div>
      )}
      {error && <Notice tone="error">{error}</Notice>}
    </li>
  );
}

/** The staff accounts, by name. */
export function StaffList({ staff }: { staff: StaffAnswer[] }) {
  if (staff.length === 0)
    return <p className="text-ink-soft">No staff accounts yet: add the door team below.</p>;
  return (
    <ul aria-label="Staff accounts" className="space-y-4">
      {staff.map((member) => (
        <StaffCard key={member.accountId} member={member} />
      ))}
    </ul>
  );
}

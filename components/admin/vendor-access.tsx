"use client";

import { useEffect, useId, useRef, useState } from "react";
import { ACCOUNT_ROUTES } from "@/lib/accounts/api";
import { Notice, StatusLine, useAdminApi } from "./booth-editor-parts";

type Props = { accountId: number; name: string; disabled: boolean };

// Switching an account off (it is logged out at once) or on again: one organiser API call; the
// page's data is read again after it, and what was done is said in the status line.
export function VendorAccess({ accountId, name, disabled }: Props) {
  const { call: run } = useAdminApi();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // keyboard focus follows the step: onto "Yes, disable" when asked, back to the button after
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      startRef.current?.focus();
    }
  }, [confirming, disabled]);

  async function change(next: boolean) {
    setBusy(true);
    setError(null);
    setDone(null);
    const outcome = await run(ACCOUNT_ROUTES.setAccess, {
      params: { vendorId: accountId },
      body: { disabled: next },
    });
    setBusy(false);
    returnFocus.current = true;
    setConfirming(false);
    if (!outcome.ok) return setError(outcome.message);
    setDone(
      outcome.payload.disabled
        ? `${name} is disabled: logged out, and cannot log in.`
        : `${name} can log in again.`,
    );
  }

  function cancel() {
    returnFocus.current = true;
    setConfirming(false);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 card p-4 sm:p-5">
      <h2 id={headingId} className="text-xl font-bold">
        Account access
      </h2>
      <StatusLine message={done} />
      <p className="text-ink-soft">
        {disabled ? "This account is disabled: it cannot log in." : "This account can log in."}
      </p>
      {confirming ? (
        <div className="space-y-3 rounded-lg border border-crimson/40 p-3">
          <p id={`${headingId}-question`} className="font-medium">
            Disable {name}? They are logged out at once and cannot log in.
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              ref={confirmRef}
              type="button"
              aria-describedby={`${headingId}-question`}
              className="btn-primary"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void change(true)}
            >
              {busy ? "Disabling…" : "Yes, disable"}
            </button>
            <button type="button" className="btn-secondary" disabled={busy} onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        // one button for both states, so that keyboard focus stays on it when the account flips
        <button
          ref={startRef}
          type="button"
          className={disabled ? "btn-primary" : "btn-secondary text-crimson-dark"}
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            setDone(null);
            setError(null);
            if (disabled) void change(false);
            else setConfirming(true);
          }}
        >
          {disabled ? (busy ? "Enabling…" : "Enable account") : "Disable account"}
        </button>
      )}
      {error && <Notice tone="error">{error}</Notice>}
    </section>
  );
}

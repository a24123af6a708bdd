"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { answerMessage, call, sendForm } from "@/lib/http/client";
import type { Envelope } from "@/lib/http/envelope";
import { routeUrl } from "@/lib/http/route-contract";
import { DOCUMENT_MAX_BYTES, REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import { useT } from "../locale-provider";

/** What the file input offers: the kinds the site keeps (it checks the content itself). */
const ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

type Problem = { field: "file" | "expiresOn"; text: string } | null;

/**
 * Sends a file for a requirement of a booked order (and its expiry date where asked). While it
 * is sent the form is disabled; a refusal is shown on the field it is about; once sent, the
 * profile is read again so the checklist shows the new status.
 */
export function ChecklistUpload({
  orderId,
  requirementId,
  needsExpiry,
  replacing,
}: {
  orderId: number;
  requirementId: number;
  needsExpiry: boolean;
  /** Something was sent already: this sends a new version. */
  replacing: boolean;
}) {
  const { t } = useT();
  const router = useRouter();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [done, setDone] = useState(false);

  function refuse(field: "file" | "expiresOn", text: string) {
    setProblem({ field, text });
  }

  // A refusal takes the focus to its field, once the field is enabled again.
  useEffect(() => {
    if (problem) (problem.field === "file" ? fileInput : expiryInput).current?.focus();
  }, [problem]);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    setDone(false);
    const file = fileInput.current?.files?.[0];
    if (!file) return refuse("file", t("checklist.chooseFile"));
    if (file.size > DOCUMENT_MAX_BYTES) return refuse("file", t("errors.documents.tooLarge"));
    const expiresOn = expiryInput.current?.value ?? "";
    if (needsExpiry && !expiresOn) return refuse("expiresOn", t("errors.documents.expiryRequired"));
    const data = new FormData();
    data.set("requirementId", String(requirementId));
    data.set("orderId", String(orderId));
    data.set("file", file);
    if (needsExpiry) data.set("expiresOn", expiresOn);
    setBusy(true);
    let answer: Envelope<unknown>;
    try {
      answer = await sendForm(routeUrl(REQUIREMENT_ROUTES.upload), data);
    } catch {
      setBusy(false);
      return refuse("file", t("checklist.notSent"));
    }
    setBusy(false);
    if (answer.status !== "CREATED") {
      const onExpiry = answer.issues?.some((issue) => issue.path[0] === "expiresOn");
      return refuse(onExpiry ? "expiresOn" : "file", answerMessage(answer, t("checklist.refused")));
    }
    if (fileInput.current) fileInput.current.value = "";
    setDone(true);
    router.refresh();
  }

  const fileError = problem?.field === "file" ? problem.text : null;
  const expiryError = problem?.field === "expiresOn" ? problem.text : null;
  return (
    <form className="mt-3 space-y-2" onSubmit={(e) => void send(e)} noValidate>
      <div>
        <label htmlFor={`${id}-file`} className="field-label">
          {replacing ? t("checklist.replaceFile") : t("checklist.file")}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          name="file"
          type="file"
          accept={ACCEPT}
          disabled={busy}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          className="block w-full max-w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border file:border-ink/20 file:bg-white file:px-4 file:font-semibold file:text-ink hover:file:bg-sand-100"
          onChange={() => setProblem(null)}
        />
        {fileError && (
          <p id={`${id}-file-error`} role="alert" className="field-error">
            {fileError}
          </p>
        )}
      </div>
      {needsExpiry && (
        <div>
          <label htmlFor={`${id}-expiry`} className="field-label">
            {t("checklist.expiresOn")}
          </label>
          <input
            ref={expiryInput}
            id={`${id}-expiry`}
            name="expiresOn"
            type="date"
            disabled={busy}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={expiryError ? `${id}-expiry-error` : undefined}
            className="field-input max-w-xs"
          />
          {expiryError && (
            <p id={`${id}-expiry-error`} role="alert" className="field-error">
              {expiryError}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-secondary" disabled={busy} aria-busy={busy}>
          {busy ? t("checklist.sending") : t("checklist.send")}
        </button>
        <p role="status" className="text-sm text-teal">
          {done ? t("checklist.sent") : ""}
        </p>
      </div>
    </form>
  );
}

/** The tick box of a declaration: ticking it records it; once recorded it stays ticked. */
export function ChecklistDeclaration({
  orderId,
  requirementId,
  title,
  done,
}: {
  orderId: number;
  requirementId: number;
  title: string;
  done: boolean;
}) {
  const { t } = useT();
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function tick() {
    setBusy(true);
    setError(null);
    try {
      const answer = await call(REQUIREMENT_ROUTES.declare, {
        body: { requirementId, orderId },
      });
      if (answer.status === "CREATED") router.refresh();
      else setError(answerMessage(answer, t("checklist.refused")));
    } catch {
      setError(t("checklist.notSent"));
    }
    setBusy(false);
  }

  return (
    <div className="mt-3">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={`${id}-tick`}
          type="checkbox"
          className="size-5 accent-teal"
          checked={done || busy}
          disabled={done || busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => void tick()}
        />
        <label htmlFor={`${id}-tick`}>
          {busy ? t("checklist.confirming") : t("checklist.confirm", { title })}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { answerMessage, call, sendForm } from "@/lib/http/client";
import type { Envelope } from "@/lib/http/envelope";
import { routeUrl } from "@/lib/http/route-contract";
import { DOCUMENT_MAX_BYTES, REQUIREMENT_ROUTES } from "@/lib/requirements/api";
import { DateField } from "../forms/date-field";
import { FilePicker } from "../forms/file-picker";
import { SubmitButton } from "../forms/form-field";
import { useT } from "../locale-provider";

/** What the file input offers: the kinds the site keeps (it checks the content itself). */
const ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

type UploadValues = { file: FileList | null; expiresOn: string };

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
  const schema = useMemo(
    () =>
      z.object({
        file: z.custom<FileList | null>().superRefine((files, ctx) => {
          const file = files?.[0];
          if (!file) ctx.addIssue({ code: "custom", message: t("checklist.chooseFile") });
          else if (file.size > DOCUMENT_MAX_BYTES)
            ctx.addIssue({ code: "custom", message: t("errors.documents.tooLarge") });
        }),
        expiresOn: z.string().refine((day) => !needsExpiry || day !== "", {
          error: t("errors.documents.expiryRequired"),
        }),
      }),
    [t, needsExpiry],
  );
  // The field a refusal is about takes the focus once it is enabled again (below).
  const form = useForm<UploadValues>({
    resolver: zodResolver(schema),
    defaultValues: { file: null, expiresOn: "" },
    shouldFocusError: false,
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [done, setDone] = useState(false);
  const refused = errors.file ? "file" : errors.expiresOn ? "expiresOn" : null;

  useEffect(() => {
    if (refused && !busy) form.setFocus(refused);
  }, [refused, busy, form]);

  async function send({ file, expiresOn }: UploadValues) {
    const data = new FormData();
    data.set("requirementId", String(requirementId));
    data.set("orderId", String(orderId));
    data.set("file", file![0]!);
    if (needsExpiry) data.set("expiresOn", expiresOn);
    let answer: Envelope<unknown>;
    try {
      answer = await sendForm(routeUrl(REQUIREMENT_ROUTES.upload), data);
    } catch {
      return form.setError("file", { type: "server", message: t("checklist.notSent") });
    }
    if (answer.status !== "CREATED") {
      const onExpiry = answer.issues?.some((issue) => issue.path[0] === "expiresOn");
      return form.setError(onExpiry ? "expiresOn" : "file", {
        type: "server",
        message: answerMessage(answer, t("checklist.refused")),
      });
    }
    form.reset({ file: null, expiresOn: form.getValues("expiresOn") });
    setDone(true);
    router.refresh();
  }

  const fileError = errors.file?.message;
  const expiryError = errors.expiresOn?.message;
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        setDone(false);
        return form.handleSubmit(send)(e);
      }}
      noValidate
    >
      <div>
        <label htmlFor={`${id}-file`} className="field-label">
          {replacing ? t("checklist.replaceFile") : t("checklist.file")}
        </label>
        <FilePicker
          id={`${id}-file`}
          accept={ACCEPT}
          disabled={busy}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          {...form.register("file", { onChange: () => form.clearErrors() })}
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
          <DateField
            id={`${id}-expiry`}
            disabled={busy}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={expiryError ? `${id}-expiry-error` : undefined}
            className="field-input max-w-xs"
            {...form.register("expiresOn")}
          />
          {expiryError && (
            <p id={`${id}-expiry-error`} role="alert" className="field-error">
              {expiryError}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          busy={busy}
          className="btn-secondary"
          label={t("checklist.send")}
          busyLabel={t("checklist.sending")}
        />
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

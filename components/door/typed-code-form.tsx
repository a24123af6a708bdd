"use client";

import { useId, useMemo, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@/components/forms/zod-resolver";
import { readShortCode } from "@/lib/door/short-code";
import { SubmitButton } from "../forms/form-field";
import { useT } from "../locale-provider";

/** The longest code the server reads (a QR code holds less); anything longer is not a code. */
export const CODE_MAX = 1000;

/** The typed code's one rule: something typed (its words in the page's language). */
const codeRules = (codeRequired: string) =>
  z.object({ code: z.string().refine((text) => text.trim() !== "", { error: codeRequired }) });

type CodeValues = z.infer<ReturnType<typeof codeRules>>;

/**
 * "Type a code": a QR code's text or a ticket's short code, scanned as the camera's would be. The
 * code is checked on the device alone, its message kept until the next check: an empty field is
 * marked, and so is a short code with a character wrong or missing (said at once, nothing is
 * looked up). `inputRef` lets the scanner put focus back here after an answer.
 */
export function TypedCodeForm({
  onCode,
  inputRef,
}: {
  onCode: (code: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useT();
  const id = useId();
  const codeRequired = t("door.scan.codeRequired");
  const codeSchema = useMemo(() => codeRules(codeRequired), [codeRequired]);
  const form = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: "" },
    reValidateMode: "onSubmit",
  });
  const codeError = form.formState.errors.code;
  const { ref, ...registration } = form.register("code");

  function onCheck(values: CodeValues) {
    const read = readShortCode(values.code);
    if (read && "problem" in read) {
      form.setError("code", { message: t("door.scan.shortCodeMistyped") });
      return;
    }
    onCode(values.code);
    form.reset({ code: "" });
  }

  return (
    <form className="space-y-2" noValidate onSubmit={(e) => void form.handleSubmit(onCheck)(e)}>
      <label htmlFor={`${id}-code`} className="field-label">
        {t("door.scan.typeLabel")}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          className="field-input font-mono"
          dir="ltr"
          maxLength={CODE_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-code-hint ${id}-code-error` : `${id}-code-hint`}
          ref={(el) => {
            ref(el);
            inputRef.current = el;
          }}
          {...registration}
        />
        <SubmitButton label={t("door.scan.check")} />
      </div>
      <p id={`${id}-code-hint`} className="text-sm text-ink-soft">
        {t("door.scan.typeHint")}
      </p>
      {codeError?.message && (
        <p id={`${id}-code-error`} className="field-error">
          {codeError.message}
        </p>
      )}
    </form>
  );
}

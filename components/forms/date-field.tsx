"use client";

import { useId, type ComponentProps, type Ref } from "react";
import { useT } from "../locale-provider";

type InputProps = Omit<ComponentProps<"input">, "type" | "ref"> & {
  ref?: Ref<HTMLInputElement>;
  /** An example day shown in the hint (YYYY-MM-DD). */
  example?: string;
};

/**
 * A calendar day typed as the server takes it (YYYY-MM-DD), read alike in both languages: a text
 * field written left to right with the format and an example under it in the page's language,
 * instead of the browser's date picker and its "mm/dd/yyyy" in the browser's own language. The
 * hint is joined to the field's description (after any message it already had).
 */
export function DateField({
  ref,
  example = "2027-07-09",
  "aria-describedby": describedBy,
  className,
  ...input
}: InputProps) {
  const { t } = useT();
  const hintId = `${useId()}-date-hint`;
  return (
    <>
      <input
        {...input}
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={10}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(" ")}
        className={`${className ?? ""} text-start`}
      />
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {t("common.dateHint", { example })}
      </p>
    </>
  );
}

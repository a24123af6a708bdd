"use client";

import { useRef, useState, type ChangeEvent, type ComponentProps, type Ref } from "react";
import { useT } from "../locale-provider";

type InputProps = Omit<ComponentProps<"input">, "type" | "ref" | "className"> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * A file field in the page's language: a visible "Choose file" button and the chosen file's name
 * (or "No file chosen") instead of the browser's own words. The real file input stays in the page,
 * visually hidden: it keeps the field's label, takes the keyboard's focus (Enter or Space opens the
 * file dialog, the button shows the focus ring) and is what the form reads.
 */
export function FilePicker({ ref, onChange, disabled, ...input }: InputProps) {
  const { t } = useT();
  const inner = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const attach = (element: HTMLInputElement | null) => {
    inner.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        {...input}
        ref={attach}
        type="file"
        disabled={disabled}
        className="peer sr-only"
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setChosen(e.target.files?.[0]?.name ?? null);
          onChange?.(e);
        }}
      />
      {/* the mouse's way to the input above; the keyboard reaches the input itself */}
      <span
        aria-hidden="true"
        onClick={() => !disabled && inner.current?.click()}
        className="btn-secondary min-h-11 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-dark peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {t("common.chooseFile")}
      </span>
      <span className="text-sm text-ink-soft" data-testid="file-picker-chosen">
        <bdi>{chosen ?? t("common.noFileChosen")}</bdi>
      </span>
    </div>
  );
}

import type { FormEventHandler, ReactNode } from "react";

/**
 * A console form named for assistive technology by its label (the form's own checks and words
 * stand in for the browser's: `noValidate`); `inert` while a confirmation step stands for it.
 */
export function NamedForm({
  label,
  onSubmit,
  inert,
  className = "space-y-3",
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  inert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className={className} aria-label={label} inert={inert}>
      {children}
    </form>
  );
}

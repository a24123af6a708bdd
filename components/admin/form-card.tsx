import type { ReactNode } from "react";

/** A console form's card, named by its heading (`id` makes the heading's id: `${id}-title`). */
export function FormCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

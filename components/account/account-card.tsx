/**
 * An account form's page: its heading, an introduction and the form. The heading takes focus by
 * script only (tabIndex -1): a navigation to the page puts focus there, so the next Tab reaches
 * the form's first field.
 */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="page max-w-2xl">
      <div className="card p-6 sm:p-8">
        <h1 tabIndex={-1} className="text-3xl font-bold">
          {title}
        </h1>
        {intro && <p className="mt-2 text-ink-soft">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

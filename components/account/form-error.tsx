/** The message under a form (an API answer's payload text). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-crimson/40 bg-red-50 px-4 py-3 font-medium text-crimson-dark"
    >
      {message}
    </p>
  );
}

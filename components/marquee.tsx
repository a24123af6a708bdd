/** A scrolling line of text (CSS only; paused on hover and for reduced motion). */
export function Marquee({ label, text }: { label?: string; text: string }) {
  const content = label ? `${label} ${text}` : text;
  return (
    <div
      className="marquee overflow-hidden border-y border-gold/30 bg-night py-2.5 text-sand-100"
      data-testid="marquee"
    >
      <p className="sr-only">{content}</p>
      <div className="marquee-track flex w-max whitespace-nowrap" aria-hidden="true">
        {[0, 1].map((copy) => (
          <span key={copy} className="px-8 font-medium">
            {label && <strong className="me-2 text-gold-light">{label}</strong>}
            {text}
            <span className="mx-8 text-gold-light">✦</span>
            {label && <strong className="me-2 text-gold-light">{label}</strong>}
            {text}
          </span>
        ))}
      </div>
    </div>
  );
}

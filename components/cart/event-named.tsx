import type { successEvent } from "./success-wording";

/** The event an order is for, as its success page names it: name, date and venue, each marked with its language. */
export function EventNamed({ event }: { event: NonNullable<ReturnType<typeof successEvent>> }) {
  return (
    <>
      <p
        className="text-lg font-semibold text-crimson"
        lang={event.name.lang}
        data-testid="result-event"
      >
        {event.name.text}
      </p>
      {event.date && (
        <p lang={event.date.lang} data-testid="result-event-date">
          {event.date.text}
        </p>
      )}
      {event.venue && (
        <p className="text-ink-soft" lang={event.venue.lang} data-testid="result-event-venue">
          <Venue text={event.venue.text} address={event.venue.address} />
        </p>
      )}
    </>
  );
}

/**
 * A venue as "place, address", the address isolated: a street address ("300 City Centre Dr")
 * after an Arabic place name keeps its own order instead of taking the Arabic text's.
 */
function Venue({ text, address }: { text: string; address?: string }) {
  if (!address || !text.endsWith(address)) return text;
  return (
    <>
      {text.slice(0, text.length - address.length)}
      <bdi>{address}</bdi>
    </>
  );
}

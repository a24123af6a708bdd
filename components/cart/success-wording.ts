import type { PaymentOutcome } from "@/lib/http/spec-fields";

type Order = Pick<PaymentOutcome, "checkoutType" | "paymentStatus" | "items">;

/**
 * The words of /success (catalogue keys). A booth order, or a cart holding booths, keeps the
 * booth wording (Booth Name, Booth Price, LOB). A ticket order, a tickets checkout or a cart of
 * seats only, speaks of tickets and seats. Every paid order is thanked alike ("Thank you for your
 * payment!"); only seats kept for a balance say so instead, since their tickets are not issued yet.
 */
export function successWording(order: Order) {
  const tickets =
    order.checkoutType === "TICKETS" ||
    (order.items.length > 0 && order.items.every((i) => i.kind === "SEAT"));
  const heading =
    order.paymentStatus === "REFUNDED"
      ? "payment.refunded"
      : tickets && order.paymentStatus !== "PAID"
        ? "tickets.seatsKept"
        : "payment.thanks";
  return {
    tickets,
    heading,
    items: tickets ? "payment.fields.seats" : "payment.fields.boothName",
    price: tickets ? "payment.fields.ticketPrice" : "payment.fields.boothPrice",
  } as const;
}

type EventText = { text: string; lang: "en" | undefined };
type OrderEventTexts = Pick<
  PaymentOutcome,
  "eventName" | "eventDate" | "eventVenue" | "eventNameAr" | "eventDateAr" | "eventVenueAr"
> & { eventAddress?: string | null };

/**
 * The order's event in the page's language: on Arabic pages its Arabic name, date line and venue
 * where the organiser wrote them, else the English text marked `lang="en"`. Null when the order
 * names no event.
 */
export function successEvent(
  result: OrderEventTexts,
  locale: string,
): {
  name: EventText;
  date: EventText | null;
  venue: (EventText & { address?: string }) | null;
} | null {
  const pick = (english: string | null, arabic: string | null): EventText | null => {
    if (locale !== "en" && arabic) return { text: arabic, lang: undefined };
    if (!english) return null;
    return { text: english, lang: locale === "en" ? undefined : "en" };
  };
  const name = pick(result.eventName, result.eventNameAr);
  if (!name) return null;
  const venue = pick(result.eventVenue, result.eventVenueAr);
  return {
    name,
    date: pick(result.eventDate, result.eventDateAr),
    venue: venue && result.eventAddress ? { ...venue, address: result.eventAddress } : venue,
  };
}

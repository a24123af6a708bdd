import type { ScanAnswerResult, ScanRefusal, ScanResultView } from "../resource";
import type { Decision, OtherEvent, VendorPassView } from "../decide";
import { formatCad } from "../../payments/pricing";
import { INTL_LOCALE, type Locale } from "../../i18n/locales";
import { formatMessage, type Translator } from "../../i18n/messages";

// What the door says about a scan, in the page's language: a headline read at arm's length
// ("Admit: Row 3, Seat 5", "Refunded: do not admit", "May not open: ...") and the lines under it
// (a vendor's booth, business and what they booked). No buyer's data beyond the seat.

/**
 * What the phone may answer without a scan: a short code its list does not hold (nothing is
 * stored; sync or scan the QR code).
 */
export const NOT_ON_LIST = "NOT_ON_LIST";

/** An answer on the screen: the device's own decision, or the server's once it has answered. */
export type ShownAnswer = {
  nonce: string;
  result: ScanAnswerResult | typeof NOT_ON_LIST;
  seat: string | null;
  first: { at: string; gate: string } | null;
  otherEvent: OtherEvent | null;
  vendor: VendorPassView | null;
  /** Why the server refused the scan (REFUSED): it did not record it. */
  refusal: ScanRefusal | null;
  /** The event's date line, for "Not today: Saturday July 5" (WRONG_DAY). */
  eventDate?: { dateText: string; dateTextAr: string | null };
};

/**
 * Green (let in), red (do not), amber (another event: send them to the right door; not today:
 * staff decide; not on this phone's list: sync or scan the QR code).
 */
export type Tone = "yes" | "no" | "elsewhere";

export function shownDecision(
  nonce: string,
  decision: Decision,
  eventDate?: ShownAnswer["eventDate"],
): ShownAnswer {
  return {
    eventDate,
    nonce,
    result: decision.result,
    seat: decision.seat,
    first: decision.first ? { at: decision.first.at, gate: decision.first.gate } : null,
    otherEvent: decision.otherEvent,
    vendor: decision.vendor,
    refusal: null,
  };
}

/** The server's answer to a scan, shown in place of the device's (a conflict, say). */
export function shownServerAnswer(local: ShownAnswer, server: ScanResultView): ShownAnswer {
  return {
    ...local,
    result: server.result,
    seat: server.seatLabel ?? local.seat,
    first:
      server.firstAdmittedAt && server.firstGate
        ? { at: server.firstAdmittedAt, gate: server.firstGate }
        : local.first,
    vendor: server.vendor ?? local.vendor,
    // an older server's answer has no `error`
    refusal: server.error ?? null,
  };
}

/** "7:42 PM" in Toronto, as the door's staff read a clock. */
export function clockTime(instant: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-US" : INTL_LOCALE[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/Toronto",
  })
    .format(new Date(instant))
    .replace(/[\u00a0\u202f]/g, " "); // plain spaces, as in "7:42 PM", whatever the ICU version
}

export function answerTone(answer: ShownAnswer): Tone {
  if (
    answer.result === "WRONG_EVENT" ||
    answer.result === "WRONG_DAY" ||
    answer.result === NOT_ON_LIST
  )
    return "elsewhere";
  if (answer.result === "EXITED") return "yes";
  if (answer.result !== "ADMITTED") return "no";
  return !answer.vendor || answer.vendor.ready ? "yes" : "no";
}

function readiness(t: Translator, locale: Locale, vendor: VendorPassView): string {
  if (vendor.ready) return t("door.vendor.mayOpen");
  const reasons = vendor.reasons.map((r) => {
    switch (r.kind) {
      case "requirement":
        return t("door.vendor.reasonRequirement", {
          title: (locale === "ar" && r.titleAr) || r.title,
        });
      case "balance":
        return t("door.vendor.reasonBalance", { amount: formatCad(r.cents, locale) });
      case "deposit":
        return t("door.vendor.reasonDeposit", { amount: formatCad(r.cents, locale) });
      default:
        return t("door.vendor.reasonIneligible");
    }
  });
  return t("door.vendor.mayNotOpen", { reasons: reasons.join(locale === "ar" ? "؛ " : "; ") });
}

function vendorLines(t: Translator, locale: Locale, vendor: VendorPassView): string[] {
  const booked = vendor.booked.map((b) =>
    t("door.vendor.bookedItem", {
      name: (locale === "ar" && b.nameAr) || b.name,
      quantity: b.quantity,
    }),
  );
  return [
    t("door.vendor.booth", { booth: (locale === "ar" && vendor.boothAr) || vendor.booth }),
    vendor.business,
    `${t("door.vendor.booked")}: ${booked.length ? booked.join(", ") : t("door.vendor.nothingBooked")}`,
    vendor.garbage === "OWN" ? t("door.vendor.garbageOwn") : t("door.vendor.garbageVenue"),
  ];
}

/** What the door team does next, after the answer's headline (null: the headline says it). */
export function nextStep(t: Translator, locale: Locale, answer: ShownAnswer): string | null {
  if (answer.vendor && (answer.result === "ADMITTED" || answer.result === "EXITED"))
    return answer.result === "EXITED" || answer.vendor.ready
      ? t("door.next.scanNext")
      : t("door.next.vendorNotReady");
  switch (answer.result) {
    case "ADMITTED":
    case "EXITED":
      return t("door.next.scanNext");
    case "ALREADY_ADMITTED":
      return t("door.next.boxOffice");
    case "CONFLICT":
      return answer.first
        ? t("door.next.conflict", {
            gate: answer.first.gate,
            time: clockTime(answer.first.at, locale),
          })
        : t("door.next.conflictUnknown");
    case "VOIDED":
      return answer.seat ? t("door.next.boxOffice") : t("door.next.office");
    case "TRANSFERRED":
      return t("door.next.transferred");
    case "WRONG_EVENT":
      return t("door.next.otherDoor");
    case "WRONG_DAY":
      return t("door.next.wrongDay");
    case "REFUSED":
      return t("door.next.refused");
    case NOT_ON_LIST:
      return null;
    default:
      return t("door.next.invalid");
  }
}

/** The answer's headline and the lines under it. */
export function answerText(
  t: Translator,
  locale: Locale,
  answer: ShownAnswer,
): { headline: string; lines: string[] } {
  if (answer.result === NOT_ON_LIST) return { headline: t("door.result.notOnList"), lines: [] };
  const seatLine = answer.seat ? [t("door.result.seat", { seat: answer.seat })] : [];
  const first = answer.first
    ? { time: clockTime(answer.first.at, locale), gate: answer.first.gate }
    : null;
  if (answer.result === "REFUSED") {
    const refusal = answer.refusal;
    const reason = refusal
      ? (formatMessage(locale, refusal.code, refusal.params) ?? refusal.message)
      : null;
    return { headline: t("door.result.refused"), lines: reason ? [reason] : [] };
  }
  if (answer.result === "WRONG_DAY") {
    const date = answer.eventDate
      ? (locale === "ar" && answer.eventDate.dateTextAr) || answer.eventDate.dateText
      : null;
    return {
      headline: date ? t("door.result.wrongDay", { date }) : t("door.result.wrongDayUnknown"),
      lines: answer.vendor ? vendorLines(t, locale, answer.vendor) : seatLine,
    };
  }
  if (answer.vendor) {
    const lines = vendorLines(t, locale, answer.vendor);
    if (answer.result === "EXITED") return { headline: t("door.result.exitedPass"), lines };
    return { headline: readiness(t, locale, answer.vendor), lines };
  }
  switch (answer.result) {
    case "ADMITTED":
      return {
        headline: answer.seat
          ? t("door.result.admitSeat", { seat: answer.seat })
          : t("door.result.admit"),
        lines: [],
      };
    case "ALREADY_ADMITTED":
      return {
        headline: first ? t("door.result.already", first) : t("door.result.alreadyUnknown"),
        lines: seatLine,
      };
    case "CONFLICT":
      return {
        headline: first ? t("door.result.conflict", first) : t("door.result.conflictUnknown"),
        lines: seatLine,
      };
    case "VOIDED":
      return {
        headline: answer.seat ? t("door.result.refunded") : t("door.result.passVoided"),
        lines: seatLine,
      };
    case "TRANSFERRED":
      return { headline: t("door.result.transferred"), lines: seatLine };
    case "WRONG_EVENT": {
      const other = answer.otherEvent;
      return {
        headline: other
          ? t("door.result.wrongEvent", {
              event: (locale === "ar" && other.nameAr) || other.name,
              date: (locale === "ar" && other.dateTextAr) || other.dateText,
            })
          : t("door.result.wrongEventUnknown"),
        lines: seatLine,
      };
    }
    case "EXITED":
      return {
        headline: answer.seat
          ? t("door.result.exited", { seat: answer.seat })
          : t("door.result.exitedPass"),
        lines: [],
      };
    default:
      return { headline: t("door.result.invalid"), lines: [] };
  }
}

import type { Locale } from "../i18n/locales";
import { formatMessage, type MessageKey, type MessageParams } from "../i18n/messages";
import { formatCad } from "../payments/pricing";

// Why an order ended or money went back, as stored on the order (its message), its refunds and
// its voided tickets. An organiser's reason is kept as written, in the language it was written
// in. A reason the site gives itself (a late payment refunded, a checkout replaced) is stored as
// its catalogue key and arguments, so that every reader (the console, the vendor's pages and
// API, e-mails, credit notes) says it in its own language, through `reasonText`. The two share
// one text column, told apart by a prefix:
//   code:reasons.overpaid {"owedCents":5000,"excessCents":1250}
// Text without the prefix, or naming a key the catalogues do not hold, is shown as it is (so the
// English reasons stored before this convention still read as they were written).

/** A reason the site gives itself: a key under `reasons` in the catalogues. */
export type ReasonKey = Extract<MessageKey, `reasons.${string}`>;

/** A reason's arguments; an amount is integer cents, named `...Cents`. */
export type ReasonParams = Record<string, string | number>;

const PREFIX = "code:";
const CODED = /^code:(reasons\.[A-Za-z0-9]+)(?: (\{.*\}))?$/s;

/** The stored form of a reason the site gives itself. */
export function codedReason(code: ReasonKey, params?: ReasonParams): string {
  return params ? `${PREFIX}${code} ${JSON.stringify(params)}` : `${PREFIX}${code}`;
}

/** A reason's arguments as its message takes them: `amountCents` becomes `amount`, as money. */
function messageParams(stored: unknown, locale: Locale): MessageParams | null {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return null;
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(stored)) {
    if (typeof value === "number" && name.endsWith("Cents"))
      params[name.slice(0, -"Cents".length)] = formatCad(value, locale);
    else if (typeof value === "string" || typeof value === "number") params[name] = value;
    else return null;
  }
  return params;
}

/** A stored reason as `locale` reads it: a coded one in that language, an organiser's as written. */
export function reasonText(stored: string, locale: Locale): string {
  const coded = CODED.exec(stored);
  if (!coded) return stored;
  let params: MessageParams | null = {};
  if (coded[2]) {
    try {
      params = messageParams(JSON.parse(coded[2]), locale);
    } catch {
      params = null;
    }
  }
  if (!params) return stored;
  return formatMessage(locale, coded[1]!, params) ?? stored;
}

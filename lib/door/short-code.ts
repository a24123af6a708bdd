// A ticket's or a vendor pass's short code: the number printed under its QR code, for the door to
// type when a camera cannot read the code. Ten characters of Crockford's base 32 (digits and
// letters without I, L, O and U, so no two look alike), the last a check character (Luhn mod 32),
// so a mistyped or missing character is caught on the phone before anything is looked up.
// Printed in two groups of five, "K7QMX-3WP9A". The database makes them (see the migration's
// `door_short_code()`, the same alphabet and check); this module reads, checks and prints them.
// Client-safe and pure.

/** The 32 characters a short code is written with. */
export const SHORT_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A short code's length, its check character included. */
export const SHORT_CODE_LENGTH = 10;

const N = SHORT_CODE_ALPHABET.length;

/** What a typed character may have been meant as: O is zero, I and L are one, U is V. */
const LOOK_ALIKES: Record<string, string> = { O: "0", I: "1", L: "1", U: "V" };

/** Separators people type inside a code: spaces, dashes, dots, underscores. */
const SEPARATORS = /[\s\-‐-―−._]/g;

/**
 * The Luhn mod 32 sum of a code's characters, read from the right, doubling every other one
 * starting with `doubleFirst`.
 */
function luhnSum(chars: string, doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = chars.length - 1; i >= 0; i--) {
    let value = SHORT_CODE_ALPHABET.indexOf(chars[i]!);
    if (double) value *= 2;
    sum += Math.floor(value / N) + (value % N);
    double = !double;
  }
  return sum;
}

/** The check character of a short code's body (its first nine characters). */
export function checkCharacter(body: string): string {
  return SHORT_CODE_ALPHABET[(N - (luhnSum(body, true) % N)) % N]!;
}

/** The code as people type it, made canonical: upper case, no separators, look-alikes mapped. */
export function normaliseShortCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(SEPARATORS, "")
    .replace(/[OILU]/g, (c) => LOOK_ALIKES[c]!);
}

/**
 * What a typed text is: a short code (canonical, its check character right), a short code
 * mistyped (the right characters but a wrong length or check character: said on the phone, no
 * lookup), or something else (a QR code's text, say: null).
 */
export function readShortCode(
  typed: string,
): { shortCode: string } | { problem: "mistyped" } | null {
  const text = normaliseShortCode(typed);
  if (!text || text.length > SHORT_CODE_LENGTH + 4) return null;
  if (![...text].every((c) => SHORT_CODE_ALPHABET.includes(c))) return null;
  if (text.length !== SHORT_CODE_LENGTH || luhnSum(text, false) % N !== 0)
    return { problem: "mistyped" };
  return { shortCode: text };
}

/** A short code printed for reading: two groups of five, "K7QMX-3WP9A". */
export function formatShortCode(shortCode: string): string {
  return `${shortCode.slice(0, 5)}-${shortCode.slice(5)}`;
}

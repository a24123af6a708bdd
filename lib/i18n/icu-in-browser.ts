import type { Locale } from "./locales";
import type { Messages } from "./messages";
import type { icuTranslator as serverIcuTranslator } from "./icu";
import { messageAt } from "./plain-messages";

type IcuTranslator = ReturnType<typeof serverIcuTranslator>;

/**
 * ICU's formatter as the browser has it: none. lib/i18n/messages.ts writes every message of the
 * pages' catalogues itself (tests/unit/messages.test.ts checks each against ICU), so a page never
 * loads ICU's code nor its locale data. What reaches here is a mistake of the caller's (a value
 * that is not text, a number or a tag's function): it is reported, and the message's key stands
 * in for it, as next-intl answers a message it cannot format.
 */
export function icuTranslator(locale: Locale, messages: Messages): IcuTranslator {
  const fallback = (key: string) => {
    console.error(`The "${locale}" message ${key} was given a value it cannot write`);
    return key;
  };
  return Object.assign(fallback, {
    rich: fallback,
    markup: fallback,
    raw: (key: string) => messageAt(messages, key),
    has: (key: string) => messageAt(messages, key) !== undefined,
  }) as unknown as IcuTranslator;
}

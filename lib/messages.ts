import { createTranslator } from "next-intl";
import en from "../messages/en.json";

/**
 * The words the site shows, in one catalogue per language (`messages/<locale>.json`, ICU message
 * format, nested by area). This module has no server-only or browser-only import, so client
 * components, server components and API code all take their wording from here.
 *
 * Keys are stable names of what a message says, not of where it appears: another language's
 * catalogue carries the same keys, and renaming a key is a change to every catalogue.
 */
export type Messages = typeof en;

const LOCALE = "en";

export const messages: Messages = en;

/**
 * The message at `key` ("cart.empty"), formatted with its ICU arguments:
 * `t("checkout.payAmountRange", { min: "$1.00", max: "$2.00" })`. `t.rich` puts elements into a
 * message's tags (`<link>…</link>`) for JSX.
 */
export const t = createTranslator({ locale: LOCALE, messages });

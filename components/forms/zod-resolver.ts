import { zodResolver as fieldResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { pageLocale } from "@/lib/http/client";
import { inPageLanguage } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Writes the messages of a resolver's errors (nested as the form's fields, each error's `message`
 * and, with every criterion kept, its `types`) in `locale`; other text is left as it is.
 */
function writeErrors(node: Record<string, unknown>, locale: Locale): void {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "string") node[key] = inPageLanguage(value, locale);
    // an error's `ref` is its field's element
    else if (key !== "ref" && typeof value === "object" && value !== null)
      writeErrors(value as Record<string, unknown>, locale);
  }
}

/**
 * react-hook-form's zod resolver, with the messages it finds in the page's language: in the
 * browser a schema's rule carries its key rather than words (lib/i18n/messages.ts,
 * `ruleMessage`), written here as the field shows it. Every form validates through this one.
 */
export const zodResolver = ((...args: Parameters<typeof fieldResolver>) => {
  const resolve = (fieldResolver as (...a: unknown[]) => Resolver<FieldValues>)(...args);
  const written: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    writeErrors(result.errors, pageLocale());
    return result;
  };
  return written;
}) as typeof fieldResolver;

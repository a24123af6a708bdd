import { zodResolver as fieldResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { NetworkError, pageLocale } from "@/lib/http/client";
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

/**
 * A module a page's forms load when first needed (their schemas and routes, and with them zod):
 * `warm` starts the download as the visitor starts on a form; `loaded` gives the module and
 * throws NetworkError when it cannot be downloaded, trying again on the next call.
 */
export function lazyModule<Module>(load: () => Promise<Module>) {
  let pending: Promise<Module> | undefined;
  const loaded = () =>
    (pending ??= load().catch(() => {
      pending = undefined;
      throw new NetworkError();
    }));
  return { loaded, warm: () => void loaded().catch(() => undefined) };
}

/**
 * The resolver of a form whose schema is in a lazily loaded module: it waits for the module on
 * the form's first validation, so a public page with a form downloads and runs none of zod while
 * it starts (its fields, labels and buttons are in the server's HTML already). A form whose
 * schema could not be downloaded is sent as it is, and the endpoint, which checks every request
 * with the same schema, answers what is wrong.
 */
export function lazyZodResolver<Module, Schema extends z.ZodType<unknown, FieldValues>>(
  module: { loaded: () => Promise<Module> },
  schemaOf: (module: Module) => Schema,
): Resolver<z.input<Schema>> {
  let resolve: Resolver<z.input<Schema>> | undefined;
  return async (values, context, options) => {
    let loaded: Module;
    try {
      loaded = await module.loaded();
    } catch {
      return { values, errors: {} };
    }
    resolve ??= zodResolver(schemaOf(loaded) as never) as unknown as Resolver<z.input<Schema>>;
    return resolve(values, context, options);
  };
}

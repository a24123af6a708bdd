import { zodResolver as fieldResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
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
 * A form's resolver whose schema's module is loaded when it is first needed: `load` imports it
 * (and with it zod) on the form's first validation, or earlier on `warm`, as the visitor starts on
 * the form. A public page with a form then downloads and runs none of zod while it starts; its
 * fields, labels and buttons are in the server's HTML already. `loaded` gives the module (the
 * form's route is there) and throws NetworkError when it cannot be downloaded; a form whose
 * schema could not be downloaded is sent as it is, and the endpoint, which checks every request
 * with the same schema, answers what is wrong.
 */
export function lazyZodResolver<Module, Values extends FieldValues>(
  load: () => Promise<Module>,
  schemaOf: (module: Module) => Parameters<typeof fieldResolver>[0],
) {
  let pending: Promise<Module> | undefined;
  let resolve: Resolver<Values> | undefined;
  const loaded = () =>
    (pending ??= load().catch(() => {
      pending = undefined; // tried again on the next submit
      throw new NetworkError();
    }));
  const resolver: Resolver<Values> = async (values, context, options) => {
    let schemas: Module;
    try {
      schemas = await loaded();
    } catch {
      return { values, errors: {} };
    }
    resolve ??= zodResolver(schemaOf(schemas)) as unknown as Resolver<Values>;
    return resolve(values, context, options);
  };
  return { resolver, loaded, warm: () => void loaded().catch(() => undefined) };
}

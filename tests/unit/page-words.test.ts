import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { registerSchema } from "@/lib/accounts/api";
import { inPageLanguage, ruleMessage } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * A page in the browser, in a process of its own resolving modules as the browser's bundle does
 * (the `browser` condition, so `#i18n/catalogues` holds no catalogue but fetches a language's):
 * the registration form's schema loads first, then the page's words arrive, then the form checks
 * empty fields through its resolver. Prints the fields' messages and what asking for the other
 * language's words does.
 */
const page = (locale: Locale) => `
globalThis.document = { documentElement: { lang: ${JSON.stringify(locale)} } };
const { registerSchema } = await import("@/lib/accounts/api");
const { ruleMessage, translator } = await import("@/lib/i18n/messages");
const { loadCatalogue } = await import("#i18n/catalogues");
const { zodResolver } = await import("@/components/forms/zod-resolver");
const rule = ruleMessage("validation.cityRequired");
await loadCatalogue(${JSON.stringify(locale)});
const empty = { firstName: "", vendorName: "", lob: "", city: "", phone: "", email: "", password: "" };
const { errors } = await zodResolver(registerSchema)(empty, undefined, { fields: {}, shouldUseNativeValidation: false });
let other = "";
try { translator(${JSON.stringify(locale === "ar" ? "en" : "ar")}); } catch (error) { other = error.message; }
console.log(JSON.stringify({
  rule,
  fields: Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.message])),
  other,
}));
`;

function inBrowser(locale: Locale) {
  const run = spawnSync(
    process.execPath,
    ["--conditions=browser", "--import", "tsx", "--input-type=module", "--eval", page(locale)],
    { cwd: root, encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  return JSON.parse(run.stdout) as {
    rule: string;
    fields: Record<string, string>;
    other: string;
  };
}

/** The registration form's messages for empty fields, as the server's schema words them. */
function serverFields(locale: Locale): Record<string, string> {
  const empty = { firstName: "", vendorName: "", lob: "", city: "", phone: "", email: "" };
  const parsed = registerSchema.safeParse({ ...empty, password: "" });
  const fields: Record<string, string> = {};
  for (const issue of parsed.error!.issues)
    fields[String(issue.path[0])] ??= inPageLanguage(issue.message, locale);
  return fields;
}

describe("a page's words in the browser", () => {
  it.each(["ar", "en"] as const)(
    "in %s: a form's rules are shown in the page's language, from the words the page holds",
    { timeout: 30_000 },
    (locale) => {
      const page = inBrowser(locale);
      // the schema, built before the page's words arrive, carries its rules' keys, not English
      expect(page.rule).not.toBe(ruleMessage("validation.cityRequired"));
      expect(page.rule).toContain("validation.cityRequired");
      expect(Object.keys(page.fields).length).toBeGreaterThan(5);
      expect(page.fields).toEqual(serverFields(locale));
      if (locale === "ar") expect(page.fields.city).toMatch(/[\u0600-\u06FF]/);
      else expect(page.fields.city).toBe(ruleMessage("validation.cityRequired"));
      // the other language's words are not on the page: asking for them is a mistake, said so
      expect(page.other).toMatch(/holds no "(en|ar)" catalogue/);
    },
  );
});

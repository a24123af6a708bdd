import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { inPageLanguage, ruleMessage, t, translator, type MessageKey } from "@/lib/i18n/messages";
import {
  CURRENT_PASSWORD_REQUIRED,
  LOGIN_FORM_INVALID,
  loginSchema,
  lostPasswordSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  visitorRegisterSchema,
} from "@/lib/accounts/api";
import { contactSchema, newsletterSchema } from "@/lib/site/contact";

// The schemas answer in English (the API's language), each rule's message made by ruleMessage,
// which remembers its key: a form on an Arabic page shows the same rule in Arabic
// (inPageLanguage), and the API's issue about it carries the key as its code.

const arabic = translator("ar") as unknown as (key: string, args?: object) => string;
const english = t as unknown as (key: string, args?: object) => string;

/** The arguments the schemas format their messages with (max lengths, the password minimum). */
const SAMPLES: Record<string, (string | number)[]> = {
  max: [30, 50, 100, 128, 150, 200, 254, 5000],
  min: [0, 1, 8],
};

/** Every message under `validation` ("tooLong", "field.required") with its text. */
function leaves(node: object, prefix = ""): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

const sources = new Map(leaves(en.validation));
const keys = [...sources.keys()];

/** Every argument combination a message takes ({} for a plain one). */
function argumentSets(text: string): Record<string, string | number>[] {
  const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
  let sets: Record<string, string | number>[] = [{}];
  for (const name of names)
    sets = sets.flatMap((set) =>
      (SAMPLES[name] ?? ["x"]).map((value) => ({ ...set, [name]: value })),
    );
  return sets;
}

describe("validation messages", () => {
  it("shows a rule written for the case over a generic one that reads alike, whichever is built first", () => {
    const generic = ruleMessage("validation.field.required", { field: "title" });
    const specific = ruleMessage("validation.requirementTitleRequired");
    expect(generic).toBe(specific);
    expect(inPageLanguage(specific, "ar")).toBe(arabic("validation.requirementTitleRequired"));
    ruleMessage("validation.field.required", { field: "title" });
    expect(inPageLanguage(generic, "ar")).toBe(arabic("validation.requirementTitleRequired"));
  });

  it("are in both catalogues under validation, the Arabic in Arabic", () => {
    expect(keys.length).toBeGreaterThan(30);
    const arabicTexts = new Map(leaves(ar.validation));
    expect([...arabicTexts.keys()].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(arabicTexts.get(key), key).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(keys)("validation.%s, made a rule, is shown in Arabic on an Arabic page", (key) => {
    for (const args of argumentSets(sources.get(key)!)) {
      const message = ruleMessage(`validation.${key}` as MessageKey, args);
      expect(message, key).toBe(english(`validation.${key}`, args));
      expect(message, key).not.toMatch(/[{}]/);
      expect(inPageLanguage(message, "ar"), `${key} ${JSON.stringify(args)}`).toBe(
        arabic(`validation.${key}`, args),
      );
      expect(inPageLanguage(message, "en")).toBe(message);
    }
  });

  it("keeps the English wording the API has always answered with", () => {
    expect(t("validation.nameRequired")).toBe("Name is required");
    expect(t("validation.tooLong", { max: 5000 })).toBe("At most 5000 characters");
    expect(t("validation.passwordTooShort", { min: 8 })).toBe(
      "Password must be at least 8 characters",
    );
    expect(t("validation.passwordTooLong", { max: 128 })).toBe(
      "Password must be at most 128 characters",
    );
    expect(t("validation.legalNameTooLong", { max: 50 })).toBe(
      "Legal Name Of Business must be at most 50 characters",
    );
    expect(LOGIN_FORM_INVALID).toBe("Email or password invalid");
    expect(CURRENT_PASSWORD_REQUIRED).toBe("Please enter your current password to change it.");
  });

  it("turns what each form's schema reports into Arabic", () => {
    const long = (n: number) => "x".repeat(n + 1);
    const cases: [string, { safeParse: (v: unknown) => unknown }, unknown][] = [
      ["contact, empty", contactSchema, {}],
      [
        "contact, too long",
        contactSchema,
        { name: long(100), email: "bad", subject: long(150), message: long(5000) },
      ],
      ["newsletter", newsletterSchema, { email: "nope" }],
      ["login", loginSchema, { email: "", password: "short" }],
      ["register, empty", registerSchema, {}],
      [
        "register, too long",
        registerSchema,
        {
          firstName: long(100),
          vendorName: long(50),
          lob: long(50),
          city: long(100),
          phone: long(30),
          email: "a@b.co",
          password: long(128),
        },
      ],
      ["visitor", visitorRegisterSchema, { name: " ", email: "", password: "" }],
      ["lost password", lostPasswordSchema, { email: "x" }],
      ["reset password", resetPasswordSchema, { token: long(200), password: "x" }],
      [
        "profile",
        profileSchema,
        { firstName: "", vendorName: long(50), lob: long(50), city: "", phone: "", password: "x" },
      ],
      [
        "profile, new password without the current one",
        profileSchema,
        { firstName: "a", vendorName: "b", lob: "c", city: "d", phone: "e", password: long(8) },
      ],
    ];
    for (const [name, schema, value] of cases) {
      const result = schema.safeParse(value) as {
        success: boolean;
        error?: { issues: { message: string }[] };
      };
      expect(result.success, name).toBe(false);
      for (const { message } of result.error!.issues) {
        const shown = inPageLanguage(message, "ar");
        expect(shown, `${name}: ${message}`).not.toBe(message);
        expect(shown, `${name}: ${message}`).toMatch(/[\u0600-\u06FF]/);
        expect(shown, `${name}: ${message}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("says max lengths in Arabic with the number", () => {
    expect(inPageLanguage(t("validation.tooLong", { max: 5000 }), "ar")).toBe(
      "يجب ألا يتجاوز عدد الأحرف 5000",
    );
    expect(inPageLanguage(t("validation.passwordTooShort", { min: 8 }), "ar")).toBe(
      "يجب ألا يقل عدد أحرف كلمة المرور عن 8",
    );
  });
});

import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DecisionForm } from "@/components/admin/decision-form";
import { LocaleProvider } from "@/components/locale-provider";
import { CATALOGUES } from "@/lib/i18n/catalogues";
import type { Locale } from "@/lib/i18n/locales";

// Refusing a document or an add-on request, the organiser writes the reason the vendor reads in
// an e-mail in the vendor's language: for a vendor who reads Arabic, the reason's field says so
// (as the deposit's return form does), and for one who reads English it says nothing more.

const refusalForm = (vendorLocale: Locale) =>
  renderToStaticMarkup(
    createElement(
      LocaleProvider,
      { locale: "en", otherLanguage: CATALOGUES.ar.language } as ComponentProps<
        typeof LocaleProvider
      >,
      createElement(DecisionForm<null>, {
        what: "Proof of insurance from Cedar Grill",
        approveLabel: "Approve",
        refuseHeading: "Or reject it",
        refuseLabel: "Reject",
        vendorLocale,
        send: async () => ({ ok: true as const, payload: null }),
        onDecided() {},
      }),
    ),
  );

describe("the reason of a refusal", () => {
  it("tells the organiser that the vendor reads Arabic, as the reason's field's description", () => {
    const html = refusalForm("ar");
    const hint = html.match(
      /<p id="([^"]+)"[^>]*>This vendor reads Arabic: their e-mail is in Arabic, so write the reason in Arabic\.<\/p>/,
    );
    expect(hint).not.toBeNull();
    // the reason's field is described by it, so a screen reader reads it with the field
    const id = hint![1]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(html).toMatch(new RegExp(`<input[^>]*aria-describedby="${id}"[^>]*name="reason"`));
  });

  it("says nothing of the language for a vendor who reads English", () => {
    const html = refusalForm("en");
    expect(html).toContain("Reason (the vendor reads it)");
    expect(html).not.toContain("reads Arabic");
    expect(html).not.toContain("-hint");
  });
});

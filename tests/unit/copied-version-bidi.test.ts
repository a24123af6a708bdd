import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContractDialog } from "@/components/contract-dialog";
import { LocaleProvider } from "@/components/locale-provider";
import { CATALOGUES } from "@/lib/i18n/catalogues";
import { formatMessage } from "@/lib/i18n/messages";
import { otherLocale, type Locale } from "@/lib/i18n/locales";
import type { ContractView } from "@/lib/requirements/contract";
import { visualRuns } from "@/lib/tickets/bidi";

// A copied festival's contract version ("2027-summer-v2": digits, a dash and Latin letters) beside
// Arabic words: left to the bidirectional algorithm, the year is read as a number of the Arabic
// sentence and the line shows "summer-v2 - 2027". Isolated, it reads as written.

const contract: ContractView = {
  eventGuid: "3f1c2e4a-0000-4000-8000-000000000001",
  eventName: "Mahrajan Summer Festival 2027",
  eventNameAr: "مهرجان الصيف العربي 2027",
  version: "2027-summer-v2",
  title: "Vendor Contract",
  titleAr: "عقد العارضين",
  sections: [],
  pdfPath: "/contracts/x/2027-summer-v2.pdf",
  summaryAr: null,
};

const dialog = (locale: Locale) => {
  const content = createElement(ContractDialog, {
    contract,
    open: false,
    onAgree() {},
    onClose() {},
  });
  return renderToStaticMarkup(
    createElement(
      LocaleProvider,
      {
        locale,
        otherLanguage: CATALOGUES[otherLocale(locale)].language,
      } as ComponentProps<typeof LocaleProvider>,
      content,
    ),
  );
};

describe("a copied contract's version beside Arabic words", () => {
  it("breaks apart when left to the algorithm, and reads as written once isolated", () => {
    const runs = (line: string) => visualRuns(line, "rtl").map((r) => r.text);
    expect(runs("الإصدار 2027-summer-v2")).toEqual(["summer-v2", "-", "2027", "الإصدار "]);
    expect(runs("الإصدار \u20682027-summer-v2\u2069")).toEqual(["2027-summer-v2", "الإصدار "]);
  });

  it("is its own isolate in the Arabic contract's byline", () => {
    expect(dialog("ar")).toMatch(/الإصدار <bdi class="[^"]*">2027-summer-v2<\/bdi>/);
    expect(dialog("en")).toMatch(/Version <bdi class="[^"]*">2027-summer-v2<\/bdi>/);
  });

  it("is isolated in the Arabic message that names a version already taken", () => {
    const message = formatMessage("ar", "errors.events.contractVersionTaken", {
      version: "2027-summer-v2",
    });
    expect(message).toContain("إصدار العقد \u20682027-summer-v2\u2069 موجود");
  });
});

import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { LAYERS } from "../../eslint.config.mjs";

// The layer rules of eslint.config.mjs (which `npm test` lints with), checked on imports a
// careless change could add.

const eslint = new ESLint({
  cwd: path.resolve(import.meta.dirname, "../.."),
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ["**/*.ts", "**/*.tsx"],
      languageOptions: { parser: tseslint.parser },
      plugins: { "@typescript-eslint": tseslint.plugin },
    },
    ...LAYERS,
  ],
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId?.endsWith("no-restricted-imports"))
    .map((m) => m.message);
}

describe("layers", () => {
  it("outside db/, only db/queries/* and a feature's queries.ts read the database", async () => {
    const leak = 'import { getDb } from "@/db/client";\nexport const db = getDb;\n';
    expect(await restrictedImports("lib/payments/new-rule.ts", leak)).toEqual([
      expect.stringContaining("only db/queries/* and a feature's queries.ts may read the database"),
    ]);
    expect(await restrictedImports("lib/deposits/queries.ts", leak)).toEqual([]);
    expect(await restrictedImports("lib/deposits/queries/ledger.ts", leak)).toEqual([]);
    expect(await restrictedImports("lib/deposits/queries-helper.ts", leak)).toHaveLength(1);
    expect(await restrictedImports("app/[locale]/(site)/new/page.tsx", leak)).toHaveLength(1);
    const allowed =
      'import { announcementRecipients } from "@/db/queries/announcements";\nexport const read = announcementRecipients;\n';
    expect(await restrictedImports("lib/new-rule.ts", allowed)).toEqual([]);
  });

  it("components never read db/ (types may be imported)", async () => {
    const read =
      'import { announcementRecipients } from "@/db/queries/announcements";\nexport const read = announcementRecipients;\n';
    expect(await restrictedImports("components/new-list.tsx", read)).toEqual([
      expect.stringContaining("Components never read db/"),
    ]);
    const types =
      'import type { AnnouncementRecipient } from "@/db/queries/announcements";\nexport type Row = AnnouncementRecipient;\n';
    expect(await restrictedImports("components/new-list.tsx", types)).toEqual([]);
  });

  it("db/ never imports lib/", async () => {
    const up = 'import { AppError } from "../../lib/http/envelope";\nexport const E = AppError;\n';
    expect(await restrictedImports("db/queries/new-query.ts", up)).toEqual([
      expect.stringContaining("never import it"),
    ]);
  });

  it("components and lib/ take words through lib/i18n/messages.ts, never a catalogue itself", async () => {
    const catalogue = 'import en from "@/messages/en.json";\nexport const words = en;\n';
    expect(await restrictedImports("components/seats/new-picker.tsx", catalogue)).toEqual([
      expect.stringContaining("in a module the browser loads, a catalogue would carry both"),
    ]);
    const both =
      'import { CATALOGUES } from "../i18n/catalogues";\nexport const all = CATALOGUES;\n';
    expect(await restrictedImports("lib/seats/new-words.ts", both)).toHaveLength(1);
    const relative = 'import ar from "../../messages/ar.json";\nexport const words = ar;\n';
    expect(await restrictedImports("lib/seats/new-words.ts", relative)).toHaveLength(1);
    // the modules of lib/i18n/ hold them, server pages may, and types are free
    expect(await restrictedImports("lib/i18n/new-catalogue.ts", relative)).toEqual([]);
    const page =
      'import { CATALOGUES } from "@/lib/i18n/catalogues";\nexport const all = CATALOGUES;\n';
    expect(await restrictedImports("app/[locale]/new/layout.tsx", page)).toEqual([]);
    const type =
      'import type { CATALOGUES } from "@/lib/i18n/catalogues";\nexport type M = typeof CATALOGUES;\n';
    expect(await restrictedImports("components/new-provider.tsx", type)).toEqual([]);
  });

  it("forms validate through the page-language resolver", async () => {
    const direct =
      'import { zodResolver } from "@hookform/resolvers/zod";\nexport const r = zodResolver;\n';
    expect(await restrictedImports("components/account/new-form.tsx", direct)).toEqual([
      expect.stringContaining("components/forms/zod-resolver.ts"),
    ]);
    expect(await restrictedImports("components/forms/zod-resolver.ts", direct)).toEqual([]);
  });
});

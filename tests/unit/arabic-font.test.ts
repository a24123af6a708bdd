import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("the Arabic font the site serves", () => {
  it("is the font package's own file, byte for byte, at the address the stylesheet names", () => {
    const served = readFileSync("public/fonts/cairo-arabic-wght-5.3.woff2");
    const packaged = readFileSync(
      "node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2",
    );
    expect(served.equals(packaged)).toBe(true);
    expect(readFileSync("app/globals.css", "utf8")).toContain(
      'url("/fonts/cairo-arabic-wght-5.3.woff2")',
    );
    expect(readFileSync("app/[locale]/layout.tsx", "utf8")).toContain(
      '"/fonts/cairo-arabic-wght-5.3.woff2"',
    );
  });
});

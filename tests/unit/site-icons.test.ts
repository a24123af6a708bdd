import fs from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Logo } from "@/components/site-icons";

/** Each path's drawing (its `d`, fill and stroke) in an SVG's markup, in order. */
const drawings = (svg: string) =>
  [...svg.matchAll(/<path ([^>]*)\/?>/g)].map(([, attributes]) =>
    ["d", "fill", "stroke"].map((name) => attributes!.match(new RegExp(`${name}="([^"]*)"`))?.[1]),
  );

describe("the header's logo", () => {
  it("draws what the browser tab's icon file draws", () => {
    const tabIcon = fs.readFileSync("public/images/logo.svg", "utf8");
    const drawn = renderToStaticMarkup(createElement(Logo, { size: 36 }));
    expect(drawings(tabIcon).length).toBeGreaterThan(0);
    expect(drawings(drawn)).toEqual(drawings(tabIcon));
  });
});

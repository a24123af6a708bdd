import path from "node:path";

/**
 * DejaVu Sans (lib/tickets/fonts, licence beside it): one static font with both Latin and Arabic
 * letters and the OpenType tables that join Arabic letters. The tickets PDF draws with it, and a
 * booth pass's image prints its short code with it, so no system font is needed.
 */
export function fontPath(weight: "regular" | "bold"): string {
  const file = weight === "bold" ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf";
  return path.join(process.cwd(), "lib", "tickets", "fonts", file);
}

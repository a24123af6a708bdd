import fs from "node:fs";

/** Chromium's headless shell (Debian's `chromium-headless-shell`), where it is installed. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH` when set; otherwise the headless shell
 * where it is installed (the same engine and DevTools protocol without the windowed browser's
 * compositing and GPU process; the suite's browser step takes half the CPU with it), otherwise
 * the system Chromium. Lighthouse keeps the system Chromium: it measures what a visitor's browser
 * does.
 */
export function testChromium(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : SYSTEM_CHROMIUM;
}

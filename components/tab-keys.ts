// The WAI-ARIA tabs keyboard pattern, shared by the public section tabs and the organiser's
// booth editor.

/**
 * The tab to move to when `key` is pressed on tab `current` of `count`: the arrows step along the
 * row and wrap around, Home and End go to its ends; null for any other key. On a right-to-left
 * page (`rtl`) the row runs the other way, so the left arrow moves forward.
 */
export function tabKeyTarget(
  key: string,
  current: number,
  count: number,
  rtl = false,
): number | null {
  const last = count - 1;
  if (key === (rtl ? "ArrowLeft" : "ArrowRight")) return current === last ? 0 : current + 1;
  if (key === (rtl ? "ArrowRight" : "ArrowLeft")) return current === 0 ? last : current - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}

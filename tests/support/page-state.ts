/**
 * A booth's state as an exhibitions page carries it in the data it is rendered from (every
 * section's booths, the open tab's and the others'), read from the HTML the server sends.
 */
export async function boothStateOnPage(
  base: string,
  eventGuid: string,
  boothName: string,
): Promise<string | undefined> {
  const response = await fetch(`${base}/exhibitions/${eventGuid}`);
  if (!response.ok) return `HTTP ${response.status}`;
  const html = await response.text();
  const quote = String.raw`\\"`;
  const pattern = new RegExp(
    `name${quote}:${quote}${boothName}${quote}.*?status${quote}:${quote}([A-Z]+)`,
  );
  return pattern.exec(html)?.[1];
}

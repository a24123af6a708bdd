import "server-only";

/**
 * An ILIKE pattern matching `text` anywhere, with LIKE's own characters (`%`, `_`, `\`) taken
 * literally: a search for "50%" finds "50%", not everything starting with 50.
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

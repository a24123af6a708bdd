/**
 * An address in every form Next may see it: English, Arabic, and English as the site's server
 * hands an English page to Next (under /en, scripts/lib/english-pages.mjs).
 */
export const everyLanguage = (path: string) => [path, `/ar${path}`, `/en${path}`];

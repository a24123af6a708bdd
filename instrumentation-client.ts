import { config } from "zod/v4/core";

/*
 * Runs in the browser before any of the site's client code (Next loads it ahead of hydration).
 *
 * zod compiles its object parsers with `new Function` unless told not to, and first probes
 * whether it may; the site's Content-Security-Policy forbids eval, so the probe alone is a
 * policy violation in every page that builds a schema. Schemas read the setting when they are
 * constructed, that is when their modules load, so it is set here, before any of them. (The
 * server keeps the compiled parsers.)
 */
config({ jitless: true });

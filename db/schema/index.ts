/**
 * The database's tables, one file per feature (drizzle-kit reads the folder); everything else
 * imports them from here as `@/db/schema`.
 */
export { LOCALE_CODES } from "./shared";
export * from "./vocabulary";
export * from "./accounts";
export * from "./events";
export * from "./booths";
export * from "./plans";
export * from "./seats";
export * from "./coupons";
export * from "./orders";
export * from "./payments";
export * from "./deposits";
export * from "./addons";
export * from "./requirements";
export * from "./sales";
export * from "./tickets";
export * from "./transfers";
export * from "./door";
export * from "./console";
export * from "./site";
export * from "./email";
export * from "./listings";
export * from "./program";
export * from "./waitlist";

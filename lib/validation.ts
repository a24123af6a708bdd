// The ids in paths and the e-mail field, for the modules that still read them here; their home
// is lib/http/public-fields.ts.
export { emailField, eventIdSchema, guidSchema } from "./http/public-fields";

import { describe, expect, it } from "vitest";
import { lazyModule, lazyZodResolver } from "@/components/forms/zod-resolver";
import { NetworkError } from "@/lib/http/client";
import { contactSchema } from "@/lib/site/contact";

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;
const EMPTY = { name: "", email: "", subject: "", message: "" };

/** A schema module that fails to download `failures` times, then loads; counts its downloads. */
function flakyModule(failures: number) {
  const downloads = { count: 0 };
  const load = async () => {
    downloads.count++;
    if (downloads.count <= failures)
      throw new TypeError("Failed to fetch dynamically imported module");
    return { contactSchema };
  };
  return { load, downloads };
}

describe("a form's schema loaded when first needed", () => {
  it("checks the form with the schema once loaded, downloading it once", async () => {
    const { load, downloads } = flakyModule(0);
    const schemas = lazyModule(load);
    const resolver = lazyZodResolver(schemas, (m) => m.contactSchema);
    schemas.warm();
    const { errors } = await resolver(EMPTY, undefined, OPTIONS);
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "subject"]);
    const valid = { name: " Layla ", email: "Layla@Example.org", subject: "Booths", message: "Hi" };
    expect(await resolver(valid, undefined, OPTIONS)).toEqual({
      values: { name: "Layla", email: "layla@example.org", subject: "Booths", message: "Hi" },
      errors: {},
    });
    expect(downloads.count).toBe(1);
  });

  it("sends the form as typed when the schema cannot be downloaded, and tries again next time", async () => {
    const { load, downloads } = flakyModule(1);
    const schemas = lazyModule(load);
    const resolver = lazyZodResolver(schemas, (m) => m.contactSchema);
    // the endpoint checks it with the same schema and answers what is wrong
    expect(await resolver(EMPTY, undefined, OPTIONS)).toEqual({ values: EMPTY, errors: {} });
    const { errors } = await resolver(EMPTY, undefined, OPTIONS);
    expect(Object.keys(errors)).toContain("email");
    expect(downloads.count).toBe(2);
  });

  it("reports a module that cannot be downloaded as a network error", async () => {
    const { load } = flakyModule(1);
    const schemas = lazyModule(load);
    await expect(schemas.loaded()).rejects.toBeInstanceOf(NetworkError);
    await expect(schemas.loaded()).resolves.toEqual({ contactSchema });
  });
});

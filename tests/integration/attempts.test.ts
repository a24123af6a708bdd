import { afterEach, describe, expect, it, vi } from "vitest";
import { reserveAttempt } from "@/lib/accounts/queries/attempts";
import { transaction } from "@/db/queries/transaction";

// The rate limits' bookkeeping inside a caller's transaction: on the embedded database (one
// transaction at a time) a statement sent outside it would wait for it forever.

afterEach(() => vi.restoreAllMocks());

describe("reserveAttempt in the caller's transaction", () => {
  it("keeps its occasional clean-up of old attempts inside that transaction", async () => {
    // the clean-up runs on about 1 call in 100: make this call one of them
    vi.spyOn(Math, "random").mockReturnValue(0);
    const limit = { kind: "test-attempt", max: 2, windowMs: 60_000 };
    const reserved = await Promise.race([
      transaction((tx) => reserveAttempt(limit, `key-${Date.now()}`, tx)),
      new Promise<"stuck">((resolve) => setTimeout(() => resolve("stuck"), 5_000)),
    ]);
    expect(reserved).toMatchObject({ allowed: true });
  });
});

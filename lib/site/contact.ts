import "server-only";
import { insertContactMessage, insertSubscriber } from "@/db/queries/contact";
import type { z } from "zod";
import type { contactSchema, newsletterSchema } from "./api";

export async function saveContactMessage(input: z.output<typeof contactSchema>): Promise<void> {
  await insertContactMessage(input);
}

/** A repeated e-mail (in any letter case) keeps its one row: the unique index on lower(email) decides. */
export async function subscribeNewsletter(
  input: z.output<typeof newsletterSchema>,
): Promise<{ created: boolean }> {
  return { created: await insertSubscriber(input.email) };
}

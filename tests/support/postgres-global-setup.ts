import type { TestProject } from "vitest/node";
import { openPostgres } from "@/db/connect";
import { seedDemoData } from "@/db/seed";
import { createDatabase } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One fresh PostgreSQL database for the run: migrated with the committed migrations and seeded. */
export default async function setup(project: TestProject) {
  const database = await createDatabase("festival_it");
  const connection = await openPostgres(database.url, 2, { migrate: true });
  await seedDemoData(connection.db, { demoAccounts: true });
  await connection.close();
  project.provide("databaseUrl", database.url);
  return async () => database.drop();
}

import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.DEMO_MODE = "1";

// Sessions and anti-forgery tokens are signed with it; a test may stub another.
process.env.NEXTAUTH_SECRET ??= "integration-secret-0123456789abcdef";

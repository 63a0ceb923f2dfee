/** `npm run db:seed`: migrate, then (re)apply the idempotent demo data. Stop the app first on PGlite. */
import { openDatabase, runMigrations, setDatabase } from "../app/db/client.server";
import { seedDemoData } from "./seed/seed.server";
import { parseEnv } from "../app/platform/env.server";

const env = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
setDatabase(handle);
await runMigrations(handle);
await seedDemoData();
await handle.close();
console.log("Demo data seeded.");

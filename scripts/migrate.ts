/** `npm run db:migrate`: apply app/db/migrations to PGlite (default) or DATABASE_URL. */
import { openDatabase, runMigrations } from "../app/db/client.server";
import { parseEnv } from "../app/platform/env.server";

const env = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
await runMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.driver}).`);

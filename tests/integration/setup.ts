import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import path from "node:path";
import { afterAll } from "vitest";
import { openDatabase, PGLITE_EXTENSIONS, setDatabase, type DatabaseHandle } from "../../app/db/client.server";

/**
 * Each test file gets its own database handle: a clone of the migrated PGlite snapshot, or a pool
 * on TEST_DATABASE_URL. Tests create their own companies, so files never share data by accident.
 */
process.env.NODE_ENV = "test";
process.env.SESSION_SECRET ??= "integration-test-secret-0123456789";
// the ATS connectors' tests serve their fixtures from local HTTP servers (ats-outbound.test.ts
// clears this to check that private addresses are refused)
process.env.ATS_PRIVATE_HOSTS ??= "127.0.0.1,localhost";

let handle: DatabaseHandle;
const url = process.env.TEST_DATABASE_URL;
if (url) {
  handle = await openDatabase({ databaseUrl: url });
} else {
  const snapshot = fs.readFileSync(path.resolve("tests/.snapshots/migrated.tar.gz"));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  handle = await openDatabase({ pglite: client });
}
setDatabase(handle);

afterAll(async () => {
  await handle.close();
  setDatabase(undefined);
});

import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import {
  getDatabase,
  openDatabase,
  runMigrations,
  setDatabase,
  type DatabaseHandle,
} from "../../../app/db/client.server";

/**
 * For the few tests that need a database nobody else writes to (e.g. "no catalogue yet"):
 * on PGlite every test file already has its own clone, so nothing to do; on PostgreSQL all files
 * share TEST_DATABASE_URL, so this file gets a freshly migrated database of its own.
 */
export function usePrivateDatabase() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const name = `${new URL(url).pathname.slice(1)}_private_${process.pid}`;
  const admin = new URL(url);
  admin.pathname = "/postgres";
  let shared: DatabaseHandle;
  let own: DatabaseHandle;

  async function adminQuery(sql: string) {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    shared = await getDatabase();
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    own = await openDatabase({ databaseUrl: target.toString() });
    await runMigrations(own);
    setDatabase(own);
  }, 60_000);

  afterAll(async () => {
    await own.close();
    setDatabase(shared);
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

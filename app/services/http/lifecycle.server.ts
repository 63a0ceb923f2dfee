import fs from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "~/db/client.server";
import { getDatabase, migrationsFolder } from "~/db/client.server";

/**
 * What a load balancer asks an instance (issue 40 §3, docs/decisions/051): is it draining after a
 * SIGTERM, and has its database every migration this build ships. server.ts's shutdown sets the
 * draining state through the entry module (entry.server.tsx), so /readyz, which lives in the Remix
 * build, sees the same state.
 */
let draining = false;
let migrated = false;

export function startDraining() {
  draining = true;
}

export function isDraining() {
  return draining;
}

/** Tests: a fresh instance. */
export function resetLifecycle() {
  draining = false;
  migrated = false;
}

function shippedMigrations() {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * Whether the database has at least the migrations of this build (drizzle's own bookkeeping
 * table); once true it stays true for the process, so a ready instance costs one `select 1`.
 */
export async function migrationsDone(handle: DatabaseHandle) {
  if (migrated) return true;
  const [row] = await handle.query<{ applied: string | number }>(
    "select count(*) as applied from drizzle.__drizzle_migrations",
    [],
  );
  migrated = Number(row?.applied ?? 0) >= shippedMigrations();
  return migrated;
}

/**
 * Readiness (issue 40 §3): not draining, the database answers and has this build's migrations.
 * Throws when the database does not answer (the probe logs it and answers 503).
 */
export async function readiness(): Promise<{ status: "draining" | "migrating" | "ready"; database?: string }> {
  if (isDraining()) return { status: "draining" };
  const handle = await getDatabase();
  await handle.ping();
  if (!(await migrationsDone(handle))) return { status: "migrating", database: handle.driver };
  return { status: "ready", database: handle.driver };
}

/** An arbitrary fixed key: every Hirewave instance of one database takes the same lock. */
export const MIGRATION_LOCK_KEY = 4_640_271_913;

/**
 * Runs `work` (migrations and seeds) while holding a PostgreSQL session advisory lock, so that
 * instances started together migrate and seed one after another: the first does the work, the
 * others find it done. PGlite has one process and needs none.
 */
export async function withMigrationLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.driver !== "pg" || !handle.connectionString) return work();
  const pg = (await import("pg")).default;
  // its own connection: a session lock belongs to the connection that took it, and the pool's
  // connections come and go
  const client = new pg.Client({ connectionString: handle.connectionString });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

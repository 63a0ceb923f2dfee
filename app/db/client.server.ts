import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { fileURLToPath } from "node:url";
import path from "node:path";
import fs from "node:fs";
import pg from "pg";
import { logger } from "../platform/logger.server";
import { registerGauge } from "../platform/metrics/metrics.server";
import { namingClient } from "./named-statements.server";
import { nameRecurringStatements } from "./pglite-named.server";
import { takeTurns } from "./pglite-turns.server";
import * as schema from "./schema";

/**
 * One schema, one SQL dialect, two drivers (docs/conventions/architecture-decisions.md §4): PGlite is the embedded default,
 * node-postgres is used when DATABASE_URL is set. Both run the same generated migrations.
 */
export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "pg";
  /** the embedded instance, for pg-boss's PGlite adapter (PGlite has one connection: share it) */
  pglite?: PGlite;
  /** the PostgreSQL connection string, for pg-boss's own pool */
  connectionString?: string;
  close(): Promise<void>;
  ping(): Promise<void>;
  /**
   * A statement whose text is built once (prepared-query.server.ts): rows as the driver parses them.
   * On PostgreSQL a `name` makes it a prepared statement of each pooled connection.
   */
  query<T>(text: string, params: unknown[], name?: string): Promise<T[]>;
}

/**
 * PostgreSQL extensions the migrations create (pg_trgm: trigram search of the channel catalogue).
 * PGlite ships them as bundles that must be loaded whenever an instance starts, including clones
 * of a data directory, so every PGlite.create in the app and the tests passes these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The pool size when DATABASE_POOL_MAX is not given (scripts, tests); the same as env.server.ts. */
const DEFAULT_POOL_MAX = 20;

export function migrationsFolder() {
  // Works from source (app/db) and from the server build (build/server → app/db via cwd).
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "migrations"), path.resolve("app/db/migrations")];
  return candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json"))) ?? candidates[1];
}

export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  pglite?: PGlite;
  /** connections of the PostgreSQL pool (DATABASE_POOL_MAX); PGlite has exactly one */
  poolMax?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? DEFAULT_POOL_MAX,
      // recurring statements are prepared once per connection instead of parsed and planned per call
      Client: namingClient(),
    });
    // an idle connection that the server closes (restart, failover) must not crash the process:
    // the pool drops it and opens a new one on the next query
    pool.on("error", (error: Error & { code?: string }) =>
      logger.warn({ code: error.code, reason: error.message }, "idle database connection closed"),
    );
    registerGauge("hirewave_db_pool_connections", "Connections of the PostgreSQL pool, and requests waiting for one", "state", () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: "pg",
      connectionString: options.databaseUrl,
      query: async <T,>(text: string, values: unknown[], name?: string) => (await pool.query({ text, values, name })).rows as T[],
      close: () => pool.end(),
      ping: async () => {
        await pool.query("select 1");
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    const dir = options.pgliteDir ?? "./data/pglite";
    if (!dir.startsWith("memory://")) fs.mkdirSync(dir, { recursive: true });
    // the server's instance: requests' queries take turns with the event loop (pglite-turns)
    client = takeTurns(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
  }
  // recurring statements parsed and planned once, as on PostgreSQL (decision 030)
  const pglite = nameRecurringStatements(client);
  const db = drizzlePglite(pglite, { schema });
  return {
    db,
    driver: "pglite",
    pglite,
    // a recurring text is named and prepared by the instance itself (pglite-named.server.ts)
    query: async <T,>(text: string, values: unknown[]) => (await pglite.query<T>(text, values)).rows,
    close: () => pglite.close(),
    ping: async () => {
      await pglite.query("select 1");
    },
  };
}

/**
 * PGlite runs no autovacuum, so nothing ever collects its planner statistics: without them the
 * planner guessed, and scanned every job-title label of the ESCO import for each look-up instead
 * of using their trigram index. boot() analyses the embedded database once per start, after the
 * seeds and imports; PostgreSQL's autovacuum does this itself. Figures: decision 077, twelfth
 * session.
 */
export async function analyzeEmbedded(handle: DatabaseHandle) {
  if (handle.driver === "pglite") await handle.query("analyze", []);
}

export async function runMigrations(handle: DatabaseHandle) {
  const folder = migrationsFolder();
  if (handle.driver === "pg") {
    await migratePg(handle.db as never, { migrationsFolder: folder });
  } else {
    await migratePglite(handle.db, { migrationsFolder: folder });
  }
}

// The app's process-wide handle. Tests swap it through setDatabase().
let current: Promise<DatabaseHandle> | undefined;

export function setDatabase(handle: DatabaseHandle | undefined) {
  current = handle ? Promise.resolve(handle) : undefined;
}

export async function getDatabase(): Promise<DatabaseHandle> {
  if (!current) {
    const { getEnv } = await import("~/platform/env.server");
    const env = getEnv();
    current = openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR, poolMax: env.DATABASE_POOL_MAX });
  }
  return current;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

import { openDatabase, runMigrations, type DatabaseHandle } from "../app/db/client.server";

/**
 * Where the bundled IdP keeps its state (decision 041):
 * - with DATABASE_URL, in the app's PostgreSQL: the server's boot migrates it, so the IdP waits
 *   until `oidc_models` exists rather than racing the server with a migration of its own;
 * - otherwise in a PGlite folder of its own (PGlite serves one process per folder, and the IdP
 *   runs beside the server), migrated here with the app's migrations like the app's folder.
 */
export interface IdpStoreOptions {
  databaseUrl?: string;
  pgliteDir: string;
  /** how often to look for the table the server's migration creates (PostgreSQL) */
  pollMs?: number;
  onWait?: () => void;
}

/** Connections of the IdP's pool: a sign-in runs a handful of statements one after another. */
const IDP_POOL_MAX = 4;

export async function openIdpStore(options: IdpStoreOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl) {
    const handle = await openDatabase({ pgliteDir: options.pgliteDir });
    await runMigrations(handle);
    return handle;
  }
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, poolMax: IDP_POOL_MAX });
  let told = false;
  for (;;) {
    const [row] = await handle.query<{ table: string | null }>(
      "select to_regclass('oidc_models')::text as table",
      [],
    );
    if (row?.table) return handle;
    if (!told) options.onWait?.();
    told = true;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
  }
}

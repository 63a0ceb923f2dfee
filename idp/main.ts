/**
 * `npm run idp`: the bundled OpenID Connect provider on its own port (embedded default, tests).
 * Env: IDP_PORT (3001), IDP_HOST (all interfaces), IDP_ISSUER (http://localhost:$IDP_PORT),
 * APP_URL (http://localhost:$PORT or 3000), IDP_EXTRA_APP_URLS, IDP_KEYS_DIR (./data/idp),
 * DATABASE_URL or IDP_PGLITE_DIR ($IDP_KEYS_DIR/pglite), OIDC_CLIENT_ID/SECRET,
 * OIDC_MFA_CLIENT_ID/SECRET, OIDC_ROLES_CLAIM, OIDC_CONSULTANT_CLAIM, IDP_ACCESS_TOKEN_TTL (600),
 * IDP_TRUST_PROXY, IDP_SIGNIN_STARTS_PER_MINUTE (120 per client address).
 */
import path from "node:path";
import { deleteExpiredModels, type IdpDatabase } from "./adapter";
import { createIdp } from "./provider";
import { openIdpStore } from "./store";

const port = Number(process.env.IDP_PORT || 3001);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`Invalid IDP_PORT: ${process.env.IDP_PORT}`);
  process.exit(1);
}
const keysDir = process.env.IDP_KEYS_DIR || "./data/idp";

/** Expired sessions, codes and tokens are deleted this often (lookups skip them meanwhile). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

// Opened beside the listening server, not before it: discovery and keys need no database, and
// the supervisor waits for discovery; sign-ins wait for the store instead.
const store = openIdpStore({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: process.env.IDP_PGLITE_DIR || path.join(keysDir, "pglite"),
  onWait: () =>
    console.log("Hirewave IdP: waiting for the app to migrate the database (oidc_models)"),
});
store.catch((error: unknown) => {
  console.error("Hirewave IdP could not open its database:", (error as Error).message);
  process.exit(1);
});
const database: IdpDatabase = {
  query: async (text, params) => (await store).query(text, params),
};

const idp = createIdp({
  port,
  host: process.env.IDP_HOST || undefined,
  issuer: process.env.IDP_ISSUER || undefined,
  appUrl: process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`,
  keysDir,
  database,
});

try {
  await idp.listen();
} catch (error) {
  console.error(`Hirewave IdP could not listen on port ${port}:`, (error as Error).message);
  process.exit(1);
}
console.log(`Hirewave IdP listening on ${idp.issuer}`);

const sweep = () =>
  deleteExpiredModels(database).catch((error: unknown) =>
    console.error("Hirewave IdP: deleting expired sessions and tokens failed:", error),
  );
void store.then(sweep, () => undefined);
setInterval(sweep, SWEEP_EVERY_MS).unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await idp.close();
    await (await store).close();
    process.exit(0);
  } catch (error) {
    console.error(`Hirewave IdP shutdown after ${signal} failed:`, error);
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

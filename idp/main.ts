/**
 * `npm run idp`: the bundled OpenID Connect provider on its own port (embedded default, tests).
 * Env: IDP_PORT (3001), IDP_HOST (all interfaces), IDP_ISSUER (http://localhost:$IDP_PORT),
 * APP_URL (http://localhost:$PORT or 3000), IDP_EXTRA_APP_URLS, IDP_KEYS_DIR (./data/idp),
 * OIDC_CLIENT_ID/SECRET, OIDC_MFA_CLIENT_ID/SECRET, OIDC_ROLES_CLAIM, OIDC_CONSULTANT_CLAIM,
 * IDP_ACCESS_TOKEN_TTL (600), IDP_TRUST_PROXY.
 */
import { createIdp } from "./provider";

const port = Number(process.env.IDP_PORT || 3001);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`Invalid IDP_PORT: ${process.env.IDP_PORT}`);
  process.exit(1);
}

const idp = createIdp({
  port,
  host: process.env.IDP_HOST || undefined,
  issuer: process.env.IDP_ISSUER || undefined,
  appUrl: process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`,
  keysDir: process.env.IDP_KEYS_DIR || "./data/idp",
});

try {
  await idp.listen();
} catch (error) {
  console.error(`Hirewave IdP could not listen on port ${port}:`, (error as Error).message);
  process.exit(1);
}
console.log(`Hirewave IdP listening on ${idp.issuer}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await idp.close();
    process.exit(0);
  } catch (error) {
    console.error(`Hirewave IdP shutdown after ${signal} failed:`, error);
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

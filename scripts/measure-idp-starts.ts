/**
 * `npx tsx scripts/measure-idp-starts.ts [N]` (issue 47 §3, docs/decisions/081): what N anonymous
 * sign-in starts cost the bundled IdP. Starts an IdP on a free port over a fresh in-memory PGlite
 * (or DATABASE_URL), sends N authorization requests without cookies from one address (10 at a
 * time, as a script would), and prints the answers by status and the `oidc_models` rows they
 * left, by model. IDP_SIGNIN_STARTS_PER_MINUTE moves the per-address limit (0: the default).
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { openDatabase, runMigrations } from "../app/db/client.server";
import { createIdp } from "../idp/provider";

const N = Number(process.argv[2] ?? 1000);
const CONCURRENCY = 10;
const APP_URL = "http://localhost:39999";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const handle = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: "memory://" },
);
await runMigrations(handle);
const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), "hirewave-idp-measure-"));
const idp = createIdp({ port: await freePort(), appUrl: APP_URL, keysDir, extraAppUrls: [], database: handle });
await idp.listen();

const rowsByModel = async () =>
  Object.fromEntries(
    (
      await handle.query<{ model: string; n: number }>(
        "select model, count(*)::int as n from oidc_models group by model order by model",
        [],
      )
    ).map((row) => [row.model, row.n]),
  );
const before = await rowsByModel();

function startUrl() {
  const url = new URL(`${idp.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: "hirewave",
    redirect_uri: `${APP_URL}/auth/standard/callback`,
    response_type: "code",
    scope: "openid email profile offline_access",
    state: randomBytes(16).toString("base64url"),
    nonce: randomBytes(16).toString("base64url"),
    code_challenge: createHash("sha256").update(randomBytes(32)).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  return url;
}

const statuses: Record<number, number> = {};
let cookieBytes = 0;
let sent = 0;
const startedAt = Date.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (sent < N) {
      sent++;
      const response = await fetch(startUrl(), { redirect: "manual" });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      cookieBytes = Math.max(cookieBytes, response.headers.getSetCookie().join("").length);
    }
  }),
);
const seconds = (Date.now() - startedAt) / 1000;
const after = await rowsByModel();
const added = Object.fromEntries(
  Object.keys(after)
    .map((model) => [model, after[model] - (before[model] ?? 0)] as const)
    .filter(([, n]) => n !== 0),
);
console.log(
  JSON.stringify(
    { requests: N, seconds: Number(seconds.toFixed(1)), statuses, rowsAdded: added, largestSetCookieBytes: cookieBytes },
    null,
    2,
  ),
);
await idp.close();
await handle.close();
fs.rmSync(keysDir, { recursive: true, force: true });

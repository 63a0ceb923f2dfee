import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { expect, test } from "@playwright/test";
import { accounts, APP_PORT, completeIdpLogin } from "./fixtures";

/**
 * Issue 36 §2: a restart of the bundled IdP signs nobody out. The suite's own server cannot lose
 * its IdP (the supervisor stops everything when it exits, and other tests sign in meanwhile), so
 * this file runs a pair of its own from the build — the app on E2E_PORT + 2, the IdP on + 3, the
 * embedded default (PGlite folders) — and kills and starts that IdP again.
 */
const PORT = APP_PORT + 2;
const IDP_PORT = APP_PORT + 3;
const APP_URL = `http://localhost:${PORT}`;
const ISSUER = `http://localhost:${IDP_PORT}`;
const DIR = path.resolve(`data/e2e-${APP_PORT}-idp-restart`);
const IDP_KEYS_DIR = path.join(DIR, "idp");
/** Short enough that the app's token has expired when the next page loads. */
const ACCESS_TOKEN_TTL_S = 5;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: APP_URL });

let server: ChildProcess | undefined;
let idp: ChildProcess | undefined;

function start(entry: string, env: Record<string, string>, log: string) {
  const base = { ...process.env };
  // the embedded default: PGlite folders, the bundled IdP
  delete base.DATABASE_URL;
  delete base.OIDC_ISSUER;
  const out = fs.openSync(path.join(DIR, log), "a");
  return spawn(process.execPath, [path.resolve("build/node", entry)], {
    env: { ...base, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", out, out],
  });
}

function startIdp() {
  return start(
    "idp.js",
    {
      IDP_PORT: String(IDP_PORT),
      APP_URL,
      IDP_KEYS_DIR,
      IDP_ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL_S),
    },
    "idp.log",
  );
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (logs in ${DIR})`);
}

function stop(child: ChildProcess | undefined, signal: NodeJS.Signals) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

test.beforeAll(async () => {
  // a fresh PGlite folder is created and seeded: slow on a busy machine
  test.setTimeout(300_000);
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(DIR, { recursive: true });
  idp = startIdp();
  server = start(
    "server.js",
    {
      PORT: String(PORT),
      OIDC_ISSUER: ISSUER,
      PGLITE_DIR: path.join(DIR, "pglite"),
      NODE_ENV: "production",
      HIREWAVE_SERVE_BUILD: "1",
      // the demo accounts and companies are enough here: no ESCO or labour-market imports
      REFERENCE_DATA_DIR: path.join(DIR, "no-reference-data"),
    },
    "server.log",
  );
  await Promise.all([
    waitFor(`${ISSUER}/.well-known/openid-configuration`, 60_000),
    waitFor(`${APP_URL}/readyz`, 290_000),
  ]);
});

test.afterAll(async () => {
  await Promise.all([stop(server, "SIGTERM"), stop(idp, "SIGTERM")]);
  fs.rmSync(DIR, { recursive: true, force: true });
});

test("stays signed in when the IdP restarts and the access token has expired", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await completeIdpLogin(page, accounts.recruiter);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "My campaigns" })).toBeVisible();

  // a crash or a deploy: the process goes away without a word, another one starts on its folder
  await stop(idp, "SIGKILL");
  const restartedAt = Math.floor(Date.now() / 1000);
  idp = startIdp();
  await waitFor(`${ISSUER}/.well-known/openid-configuration`, 60_000);
  // let the access token the app holds expire, so the next page must refresh it
  await page.waitForTimeout((ACCESS_TOKEN_TTL_S + 1) * 1000);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "My campaigns" })).toBeVisible();

  // and that page did refresh at the restarted IdP: it issued an access token after the restart
  // (a young refresh token is kept, not rotated: docs/decisions/081)
  await stop(idp, "SIGTERM");
  const store = await PGlite.create(path.join(IDP_KEYS_DIR, "pglite"), { extensions: { pg_trgm } });
  try {
    const { rows } = await store.query<{ n: number }>(
      "select count(*)::int as n from oidc_models where model = 'AccessToken' and (payload->>'iat')::int >= $1",
      [restartedAt],
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(1);
  } finally {
    await store.close();
  }
});

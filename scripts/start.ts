/**
 * `npm start`: build if needed → start the bundled IdP unless OIDC_ISSUER is set → start the
 * server, which migrates the database and seeds demo data on an empty one before it listens.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "../app/services/env.server";
import { DEMO_COMPANY_SLUGS } from "./demo-tenants";

const env = parseEnv(process.env);
const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  const serverBuild = path.join(root, process.env.HIREWAVE_BUILD_DIR ?? "build", "server/index.js");
  const sources = Math.max(...["app", "locales", "public"].map((dir) => newestMtime(path.join(root, dir))));
  if (fs.existsSync(serverBuild) && fs.statSync(serverBuild).mtimeMs >= sources) return;
  console.log("Building Hirewave…");
  const result = spawnSync(path.join(root, "node_modules/.bin/remix"), ["vite:build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const children: ChildProcess[] = [];
function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

buildIfNeeded();

if (env.EMBEDDED_IDP) {
  const tenantUrls = DEMO_COMPANY_SLUGS.map((slug) => `http://${slug}.${env.APP_DOMAIN}:${env.PORT}`);
  const idp = spawn(tsx, ["idp/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      APP_URL: env.APP_URL,
      IDP_EXTRA_APP_URLS: [process.env.IDP_EXTRA_APP_URLS, ...tenantUrls].filter(Boolean).join(","),
    },
  });
  children.push(idp);
  idp.on("exit", (code) => stopAll(code ?? 1));
  await waitFor(`${env.OIDC_ISSUER}/.well-known/openid-configuration`, 30_000);
}

const server = spawn(tsx, ["server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", HIREWAVE_SERVE_BUILD: "1" },
});
children.push(server);
server.on("exit", (code) => stopAll(code ?? 1));

/**
 * The `npm start` supervisor, compiled to <build>/node/start.js and run by scripts/start.mjs once
 * the build is current: start the bundled IdP unless OIDC_ISSUER is set, then the server, which
 * migrates the database and seeds demo data on an empty one before it listens.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "../app/platform/env.server";
import { DEMO_COMPANY_SLUGS } from "./demo-tenants";

const env = parseEnv(process.env);
// the compiled entry points sit beside this file in <build>/node
const nodeBuild = path.dirname(fileURLToPath(import.meta.url));

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

if (env.EMBEDDED_IDP) {
  const tenantUrls = DEMO_COMPANY_SLUGS.map((slug) => `http://${slug}.${env.APP_DOMAIN}:${env.PORT}`);
  const idp = spawn(process.execPath, [path.join(nodeBuild, "idp.js")], {
    stdio: "inherit",
    env: {
      ...process.env,
      APP_URL: env.APP_URL,
      IDP_EXTRA_APP_URLS: [process.env.IDP_EXTRA_APP_URLS, ...tenantUrls].filter(Boolean).join(","),
    },
  });
  children.push(idp);
  idp.on("exit", (code) => stopAll(code ?? 1));
}

// V8's young generation sized for server rendering, which allocates a page's worth of short-lived
// objects per request (decision 036); an operator's own NODE_OPTIONS setting wins
const youngGeneration = /semi-space/.test(process.env.NODE_OPTIONS ?? "") ? [] : ["--max-semi-space-size=32"];
const server = spawn(process.execPath, [...youngGeneration, path.join(nodeBuild, "server.js")], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production", HIREWAVE_SERVE_BUILD: "1" },
});
children.push(server);
server.on("exit", (code) => stopAll(code ?? 1));

// The IdP starts beside the server, not before it (0.3–0.5 s of a warm start, issue 10): the server
// asks it for its configuration at the first sign-in, and asks again if it was not up yet.
const idpUp = env.EMBEDDED_IDP
  ? waitFor(`${env.OIDC_ISSUER}/.well-known/openid-configuration`, 30_000).catch((err: unknown) => {
      console.error(`The bundled sign-in did not start: ${err instanceof Error ? err.message : String(err)}`);
      stopAll(1);
      throw err;
    })
  : Promise.resolve();

// the first start migrates and seeds for about a minute: tell the user when the app answers
Promise.all([idpUp, waitFor(`http://localhost:${env.PORT}/readyz`, 600_000)]).then(
  () => console.log(`\nHirewave is ready: ${env.APP_URL}\n`),
  () => console.error(`Hirewave did not become ready on port ${env.PORT}`),
);

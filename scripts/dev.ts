/** `npm run dev`: the bundled IdP (unless OIDC_ISSUER is set) and the Vite dev server. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { parseEnv } from "../app/platform/env.server";

const env = parseEnv(process.env);
const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const children: ChildProcess[] = [];

if (env.EMBEDDED_IDP) {
  children.push(spawn(tsx, ["watch", "idp/main.ts"], { cwd: root, stdio: "inherit", env: { ...process.env, APP_URL: env.APP_URL } }));
}
children.push(spawn(tsx, ["server.ts"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "development" } }));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}

/**
 * `npm start`, in plain JavaScript so it needs no TypeScript loader: build when the sources are
 * newer than the build, then hand over to the compiled supervisor (scripts/start.ts), which
 * starts the bundled IdP and the server.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { nodeVersionProblem } from "./node-version.mjs";

const versionProblem = nodeVersionProblem(process.versions.node);
if (versionProblem) {
  console.error(versionProblem);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const buildDir = path.resolve(root, process.env.HIREWAVE_BUILD_DIR ?? "build");
const SOURCES = ["app", "locales", "public", "idp", "server.ts", "scripts/start.ts", "package.json"];

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function builtAt() {
  const outputs = ["server/index.js", "node/server.js", "node/idp.js", "node/start.js"].map((f) => path.join(buildDir, f));
  if (!outputs.every((f) => fs.existsSync(f))) return 0;
  return Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
}

const sources = Math.max(...SOURCES.map((s) => path.join(root, s)).filter((s) => fs.existsSync(s)).map(newestMtime));
if (builtAt() < sources) {
  console.log("Building Hirewave…");
  const result = spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(path.join(buildDir, "node/start.js")).href);

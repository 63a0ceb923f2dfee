/**
 * `npm run size:js`: first-load JavaScript per page from the production build (run `npm run build`
 * first). A page loads the client entry, the modules of its route chain (root → layouts → leaf) with
 * their static imports (what Remix modulepreloads), and before hydration the locale namespaces of the
 * chain (entry.client: common + every handle.i18n). Each file is gzipped at level 6 and summed once.
 * Issue 10 §4: at most 120 kB gzip on every page without charts; `--check` exits 1 above that.
 * The browser-based `bench:js` measures the same in Chromium; this is the quick build-time check.
 *
 *   npm run size:js                 every page, with its three biggest chunks
 *   npm run size:js -- --modules    also the biggest source modules of each page (estimated gzip)
 *   npm run size:js -- --files=/cb  also every file of one page
 *   npm run size:js -- --check      exit 1 when a page is over the budget
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 120;
const LOCALE = "en-US";
const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, process.env.HIREWAVE_BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const args = new Set(process.argv.slice(2));

interface RemixRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface RemixManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RemixRoute>;
}
interface ViteChunk {
  file: string;
  src?: string;
  name?: string;
}

function readJson<T>(file: string): T {
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(root, file)} is missing: run \`npm run build\` first.`);
    process.exit(2);
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

const remixManifestFile = fs.readdirSync(path.join(clientDir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
if (!remixManifestFile) {
  console.error("build/client/assets/manifest-*.js is missing: run `npm run build` first.");
  process.exit(2);
}
const remixSource = fs.readFileSync(path.join(clientDir, "assets", remixManifestFile), "utf8");
const remix = JSON.parse(remixSource.slice(remixSource.indexOf("=") + 1).replace(/;\s*$/, "")) as RemixManifest;
// both written by vite.config.ts (build.manifest and the clientModuleSizes plugin)
const vite = readJson<Record<string, ViteChunk>>(path.join(buildDir, ".vite", "client-manifest.json"));
const modules = readJson<Record<string, Record<string, number>>>(path.join(buildDir, ".vite", "client-modules.json"));

const sourceOf = new Map(Object.values(vite).map((c) => [c.file, c.src ?? c.name ?? c.file]));
const gzipCache = new Map<string, number>();
/** Gzipped size in bytes of a built file, given as "/assets/x.js" or "assets/x.js". */
function gzipSize(file: string) {
  const rel = file.replace(/^\//, "");
  let size = gzipCache.get(rel);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, rel)), { level: 6 }).length;
    gzipCache.set(rel, size);
  }
  return size;
}

/** The locale chunk of a namespace, found through the Vite manifest (locales/<lng>/<ns>.json). */
function localeChunk(namespace: string) {
  const chunk = vite[`locales/${LOCALE}/${namespace}.json`];
  return chunk ? `/${chunk.file}` : undefined;
}

/** handle.i18n of a route module, read from its source (the built module may be minified). */
function routeNamespaces(route: RemixRoute) {
  const src = sourceOf.get(route.module.replace(/^\//, ""))?.replace(/\?.*$/, "");
  if (!src || !fs.existsSync(path.join(root, src))) return [];
  const match = /export const handle\s*=\s*\{[^}]*i18n:\s*\[([^\]]*)\]/.exec(fs.readFileSync(path.join(root, src), "utf8"));
  return match ? [...match[1].matchAll(/["']([^"']+)["']/g)].map((m) => m[1]) : [];
}

function chain(route: RemixRoute): RemixRoute[] {
  const parent = route.parentId ? remix.routes[route.parentId] : undefined;
  return parent ? [...chain(parent), route] : [route];
}

function urlOf(routes: RemixRoute[]) {
  const parts = routes.map((r) => r.path).filter((p): p is string => Boolean(p));
  return `/${parts.join("/")}`;
}

interface PageSize {
  url: string;
  bytes: number;
  files: { file: string; bytes: number }[];
}

function measure(leaf: RemixRoute): PageSize {
  const routes = chain(leaf);
  const files = new Set<string>([remix.entry.module, ...remix.entry.imports]);
  for (const r of routes) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
  // entry.client loads common plus each route's namespaces before it hydrates
  for (const ns of new Set(["common", ...routes.flatMap(routeNamespaces)])) {
    const chunk = localeChunk(ns);
    if (chunk) files.add(chunk);
  }
  const sized = [...files].map((file) => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes);
  return { url: urlOf(routes), bytes: sized.reduce((sum, f) => sum + f.bytes, 0), files: sized };
}

/** A chunk's gzip size shared among its modules by rendered length (an estimate). */
function moduleShares(file: string) {
  const rel = file.replace(/^\//, "");
  const mods = modules[rel] ?? {};
  const total = Object.values(mods).reduce((a, b) => a + b, 0) || 1;
  const gz = gzipSize(file);
  return Object.entries(mods).map(([id, length]) => ({ id, bytes: (gz * length) / total }));
}

/** node_modules/.pnpm-free package name, or the app-relative path. */
function moduleLabel(id: string) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  return m ? m[1] : id.replace(/\?.*$/, "");
}

const childIds = new Set(Object.values(remix.routes).map((r) => r.parentId));
// pages: routes with a component (their module imports something) that no other route nests into,
// plus layouts with a path (/media-channels renders without a child)
const pages = Object.values(remix.routes)
  .filter((r) => r.id !== "root" && (r.imports?.length ?? 0) > 0 && (!childIds.has(r.id) || r.path))
  .map(measure)
  .sort((a, b) => b.bytes - a.bytes);

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const name = (file: string) => path.basename(sourceOf.get(file.replace(/^\//, "")) ?? file);
console.log(`First-load JavaScript per page (gzip level 6, ${LOCALE} locale chunks; budget ${BUDGET_KB} kB)\n`);
for (const page of pages) {
  const mark = page.bytes / 1000 > BUDGET_KB ? "  OVER" : "";
  const top = page.files.slice(0, 3).map((f) => `${name(f.file)} ${kB(f.bytes)}`).join(", ");
  console.log(`${kB(page.bytes).padStart(7)} kB  ${page.url.padEnd(36)}${top}${mark}`);
  if (args.has("--modules")) {
    const byPackage = new Map<string, number>();
    for (const f of page.files)
      for (const m of moduleShares(f.file)) byPackage.set(moduleLabel(m.id), (byPackage.get(moduleLabel(m.id)) ?? 0) + m.bytes);
    const biggest = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`           ${biggest.map(([id, bytes]) => `${id} ${kB(bytes)}`).join(" · ")}`);
  }
}

const filesOf = process.argv.find((a) => a.startsWith("--files="))?.slice("--files=".length);
for (const page of pages.filter((p) => p.url === filesOf)) {
  console.log(`\n${page.url}:`);
  for (const f of page.files) console.log(`${kB(f.bytes).padStart(7)} kB  ${name(f.file)} (${f.file})`);
}
const over = pages.filter((p) => p.bytes / 1000 > BUDGET_KB);
if (args.has("--check") && over.length > 0) {
  console.error(`\n${over.length} page(s) over ${BUDGET_KB} kB: ${over.map((p) => p.url).join(", ")}`);
  process.exit(1);
}

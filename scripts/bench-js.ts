/**
 * `npm run bench:js`: first-load JavaScript per page. Starts Hirewave with `npm start` (which
 * builds when the sources changed) on a fresh PGlite folder, signs the demo recruiter in, loads
 * each page in Debian's Chromium on a fresh context and sums the gzip size of every script it
 * loaded (each body gzipped here at level 6, so the figure does not depend on whether a response
 * happened to be compressed). Marks pages above the 120 kB budget and writes docs/performance.md.
 *
 *   --lighthouse   also Lighthouse (performance score, TBT) on /login, /dashboard, /campaigns
 *   --pg [url]     run the server on PostgreSQL instead (default hirewave_bench_js, recreated)
 *   --no-write     leave docs/performance.md alone
 */
import { chromium, type Browser } from "@playwright/test";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freshDir, recreatePgDatabase, ROOT, run, startHirewave } from "./bench/app-server";
import { demoCampaignIds } from "./bench/demo-ids";
import { machine, markdownTable, writeSection } from "./bench/report";
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from "../tests/support/chromium";
import { assertPage, signIn } from "./bench/sign-in";

const BUDGET_KB = 120;
const APP_PORT = Number(process.env.BENCH_JS_PORT ?? 4530);
const APP = `http://localhost:${APP_PORT}`;
const LIGHTHOUSE_DIR = path.join(ROOT, "bench/lighthouse");

const args = process.argv.slice(2);
const withLighthouse = args.includes("--lighthouse");
const write = !args.includes("--no-write");
const pgIndex = args.findIndex((a) => a === "--pg" || a.startsWith("--pg="));
const pgUrl =
  pgIndex < 0
    ? undefined
    : args[pgIndex].includes("=")
      ? args[pgIndex].slice(5)
      : /^postgres(ql)?:\/\//.test(args[pgIndex + 1] ?? "")
        ? args[pgIndex + 1]
        : "postgres://postgres@127.0.0.1:5432/hirewave_bench_js";

if (!fs.existsSync(CHROMIUM)) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's build: sudo apt-get update && sudo apt-get install -y chromium`);
  process.exit(1);
}

interface Script {
  url: string;
  gzipBytes: number;
}

interface PageResult {
  path: string;
  scripts: Script[];
  totalGzip: number;
}

/** One page on a fresh context: every script response, gzipped here. */
async function measure(browser: Browser, pagePath: string, cookie: string | undefined): Promise<PageResult> {
  const context = await browser.newContext();
  if (cookie) {
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const eq = pair.indexOf("=");
        return { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: "localhost", path: "/" };
      }),
    );
  }
  const page = await context.newPage();
  const pending: Promise<Script | undefined>[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()["content-type"] ?? "";
    // modulepreload requests are not always typed "script": the content type decides too
    if (type !== "script" && !contentType.includes("javascript")) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 6 }).length }))
        .catch(() => undefined),
    );
  });
  const response = await page.goto(`${APP}${pagePath}`, { waitUntil: "networkidle" });
  const landed = new URL(page.url());
  if (!response || response.status() !== 200 || (cookie && landed.pathname.startsWith("/login"))) {
    throw new Error(`${pagePath} ended at ${landed.pathname}${landed.search} (${response?.status()})`);
  }
  const seen = new Map<string, Script>();
  for (const script of await Promise.all(pending)) if (script) seen.set(script.url, script);
  await context.close();
  const scripts = [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { path: pagePath, scripts, totalGzip: scripts.reduce((s, x) => s + x.gzipBytes, 0) };
}

const label = (p: string) => p.replace(/id=[0-9a-f-]{36}/, "id=…");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const chunkName = (url: string) => new URL(url).pathname.replace(/^\/assets\//, "");

/**
 * Lighthouse 13 lives in bench/lighthouse (installed on first use, not by the root install: it
 * is large and only this option needs it) and runs through its CLI with Debian's Chromium.
 */
function lighthouse(pagePath: string, cookie: string | undefined) {
  const cli = path.join(LIGHTHOUSE_DIR, "node_modules/lighthouse/cli/index.js");
  if (!fs.existsSync(cli)) {
    console.log("Installing Lighthouse into bench/lighthouse (first run)…");
    run("npm", ["install", "--no-audit", "--no-fund"], LIGHTHOUSE_DIR);
  }
  const out = path.join(freshDir("hw-lighthouse-"), "report.json");
  const result = spawnSync(
    process.execPath,
    [
      cli,
      `${APP}${pagePath}`,
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance",
      `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: "utf8" },
  );
  if (result.status !== 0 || !fs.existsSync(out)) {
    return { path: pagePath, error: (result.stderr || result.stdout || "no report").trim().split("\n").slice(-3).join(" ") };
  }
  const report = JSON.parse(fs.readFileSync(out, "utf8")) as {
    finalDisplayedUrl?: string;
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number }>;
  };
  return {
    path: pagePath,
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    tbt: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
    lcp: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
    finalUrl: report.finalDisplayedUrl,
  };
}

const startedAt = new Date();
if (pgUrl) await recreatePgDatabase(pgUrl);
const server = await startHirewave({
  port: APP_PORT,
  idpPort: APP_PORT + 1,
  pgliteDir: freshDir("hw-benchjs-pglite-"),
  keysDir: freshDir("hw-benchjs-idp-"),
  databaseUrl: pgUrl,
  readyPath: "/readyz",
  timeoutMs: 600_000,
});
const results: PageResult[] = [];
const skipped: string[] = [];
const lighthouseResults: ReturnType<typeof lighthouse>[] = [];
try {
  const cookie = await signIn(APP, "recruiter@hirewave.demo", "Hirewave!demo1");
  const { orderedId, pendingId } = await demoCampaignIds(APP, cookie);
  const pages: { path: string; signedIn: boolean }[] = [
    { path: "/login", signedIn: false },
    { path: "/dashboard", signedIn: true },
    { path: "/campaigns", signedIn: true },
    { path: "/media-channels", signedIn: true },
    { path: `/cb?id=${pendingId}`, signedIn: true },
    { path: `/campaigns/checkout?id=${pendingId}`, signedIn: true },
    { path: `/share-campaign?id=${orderedId}`, signedIn: false },
    { path: "/settings/tracking", signedIn: true },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    for (const page of pages) {
      // a page that does not answer 200 to the demo recruiter is reported, not measured
      try {
        await assertPage(`${APP}${page.path}`, page.signedIn ? cookie : undefined);
      } catch (error) {
        skipped.push(`${label(page.path)}: ${(error as Error).message.replace(APP, "")}`);
        console.log(`SKIP ${page.path}: ${(error as Error).message}`);
        continue;
      }
      const result = await measure(browser, page.path, page.signedIn ? cookie : undefined);
      results.push(result);
      console.log(
        `${result.totalGzip / 1024 > BUDGET_KB ? "OVER " : "     "}${result.path.padEnd(60)} ${kb(result.totalGzip).padStart(9)} gz in ${result.scripts.length} scripts`,
      );
    }
  } finally {
    await browser.close();
  }
  if (withLighthouse) {
    for (const page of pages.filter((p) => ["/login", "/dashboard", "/campaigns"].includes(p.path))) {
      console.log(`Lighthouse ${page.path}…`);
      lighthouseResults.push(lighthouse(page.path, page.signedIn ? cookie : undefined));
    }
  }
} finally {
  await server.stop();
}

const pageTable = markdownTable(
  ["page", "JS gzip", "scripts", `≤ ${BUDGET_KB} kB`, "largest chunks (gzip)"],
  results.map((r) => [
    label(r.path),
    kb(r.totalGzip),
    String(r.scripts.length),
    r.totalGzip / 1024 > BUDGET_KB ? "**over**" : "yes",
    r.scripts
      .slice(0, 3)
      .map((s) => `${chunkName(s.url)} ${kb(s.gzipBytes)}`)
      .join(", "),
  ]),
);
const lighthouseTable = lighthouseResults.length
  ? markdownTable(
      ["page", "performance", "TBT", "LCP", "note"],
      lighthouseResults.map((r) =>
        "error" in r
          ? [r.path, "—", "—", "—", `failed: ${r.error?.slice(0, 160)}`]
          : [r.path, String(r.score), `${r.tbt} ms`, `${r.lcp} ms`, r.finalUrl && new URL(r.finalUrl).pathname !== r.path ? `ended at ${r.finalUrl}` : ""],
      ),
    )
  : "";
const report = [
  `Last run: ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}, Debian Chromium, fresh context per page,`,
  "every script response gzipped at level 6 and summed (the demo recruiter; ids of demo campaigns).",
  "",
  pageTable,
  ...(skipped.length ? ["", `Not measured: ${skipped.map((s) => `\n- ${s}`).join("")}`] : []),
  ...(lighthouseTable ? ["", "Lighthouse (Debian Chromium, default mobile settings):", "", lighthouseTable] : []),
].join("\n");
console.log(`\n${report}`);
if (write) writeSection("bench-js", `## \`npm run bench:js\`\n\n${report}`);

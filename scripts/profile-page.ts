/**
 * `npm run profile:page -- /dashboard`: where a signed-in page's server time goes, as a CPU
 * profile grouped by package (issue 53). Instruction counts (`bench:instructions`) say how much a
 * page costs; this says where.
 *
 * Starts Hirewave with `npm start` (migrations, demo data, the bundled IdP) on PostgreSQL
 * and signs the demo recruiter in, as bench:instructions does. Then a second server process of the
 * same production build runs under `node --cpu-prof`, port BENCH_PROFILED_PORT (default
 * BENCH_APP_PORT + 10): `--warm` requests (the JIT settles), then `--requests` requests, sent
 * `--concurrency` at a time; only the samples taken while those ran are counted (V8's profile
 * clock and process.hrtime are both the monotonic clock). Printed: server busy time per request, busy time by group and by
 * package (self: the frame on top of the stack; total: the package anywhere on the stack), the top
 * frames by self time and by total time.
 *
 *   npm run profile:page -- /campaigns [--requests 300] [--warm 200] [--concurrency 2]
 *     --pg [url]        default postgres://postgres@127.0.0.1:5432/hirewave_profile_page (dropped
 *                       and created again unless --reuse); PostgreSQL only: two processes cannot
 *                       share one PGlite folder
 *     --reuse           the database as it is
 *     --identity        Accept-Encoding: identity (default: "gzip, deflate, br", as browsers send;
 *                       brotli runs on the thread pool, which the JS profile does not see)
 *     --top 25          frames per table
 *     --keep file       write the .cpuprofile there (opens in Chrome DevTools / speedscope)
 *     --markdown file   append the tables as Markdown (for a decision record)
 *     --no-build        skip `npm run build`
 *     --html file       save the page's HTML there (what the render produced)
 *     --from file       no server: print the tables of a profile kept with --keep (give its
 *                       --requests so the per-request figures are right)
 *     --env K=V         an extra variable for the profiled server (e.g. CACHES_OFF=all), repeatable
 *
 * Not part of npm test. Sampling is statistical: frames under ~1 % move between runs.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { readOptions } from "./bench/args";
import { freshDir, recreatePgDatabase, ROOT, run, secondServerEnv, startHirewave, waitFor200 } from "./bench/app-server";
import { assertPage, signIn } from "./bench/sign-in";

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4520);
const IDP_PORT = APP_PORT + 1;
const PROFILED_PORT = Number(process.env.BENCH_PROFILED_PORT ?? APP_PORT + 10);
// BENCH_BUILD_DIR: profile a kept copy of a build (`cp -a build build-main`) instead of build/
const BUILD_DIR = path.resolve(ROOT, process.env.BENCH_BUILD_DIR ?? "build");

function parseArgs(argv: string[]) {
  const options = {
    route: "",
    pgUrl: "postgres://postgres@127.0.0.1:5432/hirewave_profile_page",
    reuse: false,
    requests: 300,
    warm: 200,
    concurrency: 2,
    identity: false,
    top: 25,
    keep: undefined as string | undefined,
    markdown: undefined as string | undefined,
    build: true,
    from: undefined as string | undefined,
    html: undefined as string | undefined,
    env: {} as Record<string, string>,
  };
  readOptions(argv, "scripts/profile-page.ts", (flag, arg) => {
    if (flag === "--pg") options.pgUrl = arg.pgUrl() ?? options.pgUrl;
    else if (flag === "--reuse") options.reuse = true;
    else if (flag === "--requests") options.requests = arg.positive();
    else if (flag === "--warm") options.warm = arg.positive();
    else if (flag === "--concurrency") options.concurrency = arg.positive();
    else if (flag === "--identity") options.identity = true;
    else if (flag === "--top") options.top = arg.positive();
    else if (flag === "--keep") options.keep = path.resolve(arg.value());
    else if (flag === "--markdown") options.markdown = path.resolve(arg.value());
    else if (flag === "--no-build") options.build = false;
    else if (flag === "--from") options.from = path.resolve(arg.value());
    else if (flag === "--html") options.html = path.resolve(arg.value());
    else if (flag === "--env") {
      const [name, v] = arg.value().split(/=(.*)/s, 2);
      options.env[name] = v ?? "";
    } else if (!flag.startsWith("--") && !options.route) options.route = arg.given;
    else return false;
    return true;
  });
  if (!options.from && !options.route.startsWith("/")) throw new Error("usage: npm run profile:page -- /dashboard [options]");
  return options;
}

// ---------------------------------------------------------------------------------------------
// The profile, grouped

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const SPECIAL = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);

/** The package a frame belongs to: its node_modules folder, our code, or Node's own. */
function packageOf(url: string, functionName: string): string {
  if (SPECIAL.has(functionName) && !url) return functionName;
  const nm = url.lastIndexOf("/node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "/node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith("node:") || (!url && functionName)) return "node (internals)";
  // build/ or a kept copy (build-main/, BENCH_BUILD_DIR)
  if (/\/build[^/]*\/server\//.test(url)) return "app (Remix build)";
  if (/\/build[^/]*\/node\//.test(url)) return "app (server.ts bundle)";
  return url ? "other" : "(unknown)";
}

/** The coarse groups of issue 53's table. */
function groupOf(pkg: string): string {
  if (pkg === "react-dom" || pkg === "react") return "React (react-dom server render)";
  if (pkg.startsWith("@remix-run/") || pkg.startsWith("react-router") || pkg === "turbo-stream")
    return "Remix & React Router (@remix-run/*, react-router*, turbo-stream)";
  if (pkg.startsWith("app (")) return "app code";
  if (pkg === "drizzle-orm" || pkg.startsWith("pg") || pkg === "postgres-array" || pkg === "@electric-sql/pglite")
    return "database client (drizzle-orm, pg*)";
  if (pkg.includes("i18next")) return "i18n (i18next, react-i18next, remix-i18next)";
  if (pkg === "compression" || pkg === "negotiator" || pkg === "compressible") return "compression";
  if (pkg === "express" || pkg === "router" || pkg === "body-parser" || pkg === "send" || pkg === "on-headers" || pkg === "on-finished" || pkg === "finalhandler" || pkg === "pino" || pkg === "pino-http" || pkg === "prom-client")
    return "express, logging, metrics";
  if (pkg === "(garbage collector)") return "garbage collection";
  if (pkg === "(program)") return "V8 (program: compiler, runtime outside JS)";
  if (pkg === "node (internals)") return "node internals (HTTP, streams, sockets, timers)";
  return `other packages`;
}

/** `window`: monotonic microseconds [from, to]; samples outside are left out. */
function analyse(profile: CpuProfile, window?: [number, number]) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frameKey = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url ? url.replace(/^.*\/node_modules\//, "").replace(/^file:\/\/.*\/(build[^/]*)\//, "$1/") : "";
    return `${functionName || "(anonymous)"} ${file}${file ? `:${lineNumber + 1}` : ""}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const pkgSelf = new Map<string, number>();
  const pkgTotal = new Map<string, number>();
  const groupSelf = new Map<string, number>();
  // node internals charged to the package whose code called into them (a socket write for pg, …)
  const groupOnBehalf = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  const frameInfo = new Map<number, { key: string; pkg: string }>();
  const infoOf = (node: ProfileNode): { key: string; pkg: string } => {
    let info = frameInfo.get(node.id);
    if (!info) {
      const { url, functionName } = node.callFrame;
      // a native function (JSON.stringify, a Map's set, writev…) counts for the package that called it
      const caller = !url && !SPECIAL.has(functionName) ? parent.get(node.id) : undefined;
      const callerNode = caller === undefined ? undefined : byId.get(caller);
      const pkg =
        callerNode && callerNode.callFrame.functionName !== "(root)" ? infoOf(callerNode).pkg : packageOf(url, functionName);
      info = { key: frameKey(node), pkg };
      frameInfo.set(node.id, info);
    }
    return info;
  };
  let busy = 0;
  let idle = 0;
  // a sample's time is the delta to the next sample (V8's own convention)
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (window && (at < window[0] || at > window[1])) continue;
    const us = profile.timeDeltas[i + 1] ?? 0;
    const leaf = byId.get(profile.samples[i])!;
    if (leaf.callFrame.functionName === "(idle)") {
      idle += us;
      continue;
    }
    busy += us;
    const leafInfo = infoOf(leaf);
    add(self, leafInfo.key, us);
    add(pkgSelf, leafInfo.pkg, us);
    add(groupSelf, groupOf(leafInfo.pkg), us);
    const keys = new Set<string>();
    const pkgs = new Set<string>();
    let onBehalf: string | undefined;
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id)!;
      if (node.callFrame.functionName === "(root)") break;
      const info = infoOf(node);
      keys.add(info.key);
      pkgs.add(info.pkg);
      if (onBehalf === undefined && info.pkg !== "node (internals)") onBehalf = info.pkg;
    }
    add(groupOnBehalf, groupOf(onBehalf ?? leafInfo.pkg), us);
    for (const key of keys) add(total, key, us);
    for (const pkg of pkgs) add(pkgTotal, pkg, us);
  }
  return { busy, idle, self, total, pkgSelf, pkgTotal, groupSelf, groupOnBehalf };
}

function table(title: string, rows: [string, ...string[]][], header: string[]) {
  const out = [`${title}\n`, `| ${header.join(" | ")} |`, `|${header.map((_, i) => (i === 0 ? "---" : "---:")).join("|")}|`];
  for (const row of rows) out.push(`| ${row.join(" | ")} |`);
  return out.join("\n");
}

function summary(profile: CpuProfile, requests: number, top: number, window?: [number, number]) {
  const { busy, idle, self, total, pkgSelf, pkgTotal, groupSelf, groupOnBehalf } = analyse(profile, window);
  const ms = (us: number) => (us / 1000 / requests).toFixed(2);
  const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  const parts = [
    `Busy ${ms(busy)} ms of the main thread per request (${(busy / 1000).toFixed(0)} ms over ${requests} requests; idle ${(idle / 1000).toFixed(0)} ms).`,
    table(
      "By group (self: the frame on top of the stack; on behalf: Node's own frames charged to the package that called into them)",
      sorted(groupSelf).map(([group, us]) => [group, ms(us), pct(us), ms(groupOnBehalf.get(group) ?? 0), pct(groupOnBehalf.get(group) ?? 0)]),
      ["group", "self ms/request", "self", "on behalf ms/request", "on behalf"],
    ),
    table(
      "By package (self; total = the package anywhere on the stack)",
      sorted(pkgSelf)
        .slice(0, top)
        .map(([pkg, us]) => [pkg, ms(us), pct(us), ms(pkgTotal.get(pkg) ?? 0), pct(pkgTotal.get(pkg) ?? 0)]),
      ["package", "self ms", "self", "total ms", "total"],
    ),
    table(
      `Top ${top} frames by self time`,
      sorted(self)
        .slice(0, top)
        .map(([key, us]) => [`\`${key}\``, ms(us), pct(us)]),
      ["frame", "ms/request", "share"],
    ),
    table(
      `Top ${top} frames by total time`,
      sorted(total)
        .slice(0, top)
        .map(([key, us]) => [`\`${key}\``, ms(us), pct(us)]),
      ["frame", "ms/request", "share"],
    ),
  ];
  return parts.join("\n\n");
}

// ---------------------------------------------------------------------------------------------

/**
 * CPU time a process has used, user + system, all its threads (/proc/<pid>/stat, in clock ticks
 * of 10 ms): unlike wall time, it does not grow with what else the machine runs, though shared
 * caches and a busy host still move it somewhat.
 */
function cpuMs(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU of every PostgreSQL process (the server's backends too): a statement costs there as well. */
function postgresCpuMs() {
  let sum = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") sum += cpuMs(Number(entry));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return sum;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.from) {
    const profile = JSON.parse(fs.readFileSync(options.from, "utf8")) as CpuProfile & { window?: [number, number] };
    console.log(summary(profile, options.requests, options.top, profile.window));
    return;
  }
  if (options.build) run("npm", ["run", "-s", "build"], ROOT);
  if (!options.reuse) await recreatePgDatabase(options.pgUrl);
  const keysDir = freshDir("hw-profile-keys-");
  const pgliteDir = freshDir("hw-profile-pglite-");
  const target = { port: APP_PORT, idpPort: IDP_PORT, pgliteDir, keysDir, databaseUrl: options.pgUrl };
  if (!options.reuse) {
    const cold = await startHirewave({ ...target, readyPath: "/readyz", timeoutMs: 300_000 });
    await cold.stop();
  }
  // this server stays up for its IdP: the profiled server's session comes from it
  const server = await startHirewave({ ...target, readyPath: "/login" });
  // "identity" said out loud: without the header, fetch (undici) asks for "gzip, deflate" itself
  const headers: Record<string, string> = {
    accept: "text/html",
    "accept-encoding": options.identity ? "identity" : "gzip, deflate, br",
  };
  try {
    const cookie = await signIn(`http://localhost:${APP_PORT}`, "recruiter@hirewave.demo", "Hirewave!demo1");
    const env = secondServerEnv(
      { port: PROFILED_PORT, idpPort: IDP_PORT, keysDir, databaseUrl: options.pgUrl, buildDir: BUILD_DIR },
      options.env,
    );
    const profileDir = freshDir("hw-cpu-prof-");
    const child = spawn(
      process.execPath,
      ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--cpu-prof-interval=200", "--max-semi-space-size=32", path.join(BUILD_DIR, "node/server.js")],
      { cwd: ROOT, env, stdio: ["ignore", "ignore", "inherit"] },
    );
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const base = `http://localhost:${PROFILED_PORT}`;
    try {
      await waitFor200(`${base}/readyz`, 120_000, () => child.exitCode === null);
      await assertPage(`${base}${options.route}`, cookie);
      const page = await (await fetch(`${base}${options.route}`, { headers: { cookie }, redirect: "manual" })).text();
      if (options.html) fs.writeFileSync(options.html, page);
      const statuses = new Map<number, number>();
      const load = async (n: number, count: boolean) => {
        let next = 0;
        const worker = async () => {
          while (next++ < n) {
            const res = await fetch(`${base}${options.route}`, { headers: { ...headers, cookie }, redirect: "manual" });
            await res.arrayBuffer();
            if (count) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          }
        };
        await Promise.all(Array.from({ length: options.concurrency }, worker));
      };
      await load(options.warm, false);
      const microseconds = () => Number(process.hrtime.bigint() / 1000n);
      const cpuBefore = cpuMs(child.pid!);
      const postgresBefore = postgresCpuMs();
      const from = microseconds();
      const started = performance.now();
      await load(options.requests, true);
      const wallMs = performance.now() - started;
      const cpuPerRequest = (cpuMs(child.pid!) - cpuBefore) / options.requests;
      const postgresPerRequest = (postgresCpuMs() - postgresBefore) / options.requests;
      const window: [number, number] = [from, microseconds()];
      // the server writes its profile when it exits (a graceful stop: SIGTERM)
      child.kill("SIGTERM");
      await exited;
      const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
      if (!file) throw new Error(`the server wrote no profile into ${profileDir}`);
      const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8")) as CpuProfile;
      if (options.keep) fs.writeFileSync(options.keep, JSON.stringify({ ...profile, window }));
      const answers = [...statuses].map(([status, n]) => `${n}× ${status}`).join(", ");
      const heading =
        `### ${options.route} — CPU profile, ${options.requests} requests (${answers}), ${options.concurrency} at a time, ` +
        `after ${options.warm} unprofiled; PostgreSQL, ${options.identity ? "identity" : "Accept-Encoding: gzip, deflate, br"}; ` +
        `wall ${(wallMs / options.requests).toFixed(1)} ms/request, server CPU ${cpuPerRequest.toFixed(1)} ms/request (user + system, all threads), PostgreSQL CPU ${postgresPerRequest.toFixed(1)} ms/request; page ${(Buffer.byteLength(page) / 1024).toFixed(1)} kB of HTML; ${new Date().toISOString().slice(0, 16)} UTC`;
      const text = `${heading}\n\n${summary(profile, options.requests, options.top, window)}\n`;
      console.log(text);
      if (options.markdown) fs.appendFileSync(options.markdown, `${text}\n`);
    } finally {
      if (child.exitCode === null) child.kill("SIGTERM");
      fs.rmSync(profileDir, { recursive: true, force: true });
    }
  } finally {
    await server.stop();
  }
}

await main();

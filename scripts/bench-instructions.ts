/**
 * `npm run bench:instructions`: how many instructions the server runs per request of a page,
 * counted by valgrind's callgrind (all threads, so brotli on the thread pool counts too). Requests
 * per second and CPU time move with whatever else a shared machine runs (this project's machines
 * have shown one baseline at 1.7 and at 6.9 ms per request within minutes); an instruction count
 * does not: two runs of one build agreed within 1–4 %. Use it to tell whether a change of a few per
 * cent is real; bench:http remains the measure of the targets.
 *
 * Starts Hirewave with `npm start` on PostgreSQL (migrations, demo data, the bundled IdP) and signs
 * the demo recruiter in. Then, for each route, a second server process of the same build runs under
 * callgrind on the same database, port BENCH_COUNTED_PORT (default BENCH_APP_PORT + 10): `--warm` requests with counting off (the
 * JIT settles), then `--count` requests counted, one at a time.
 *
 *   --pg [url]      default postgres://postgres@127.0.0.1:5432/hirewave_bench_instructions
 *                   (dropped and created again, unless --reuse)
 *   --reuse         the database as it is: no drop, no --large data (a database bench:http left)
 *   --large         5,000 more campaigns and 10,000 more channels first
 *   --routes a,b    default /campaigns,/dashboard,/media-channels?q=developer (signed in)
 *   --public a,b    pages counted without the session, e.g. /login
 *   --warm 300      --count 60
 *   --baseline      also count bench/baseline's page (bare Remix, same versions) and print each
 *                   route's instruction ratio, baseline ÷ route: the share of the baseline's speed
 *                   the route would reach if the server's CPU were all that mattered (PostgreSQL's
 *                   own work is not counted, nor the load generator's)
 *   --keep dir      keep the callgrind files in dir (for `callgrind_annotate --inclusive=yes`)
 *   --syscalls      count system calls per request instead (strace -c, Debian's `strace`): the
 *                   kernel's share, which callgrind does not see (writes to the client and to
 *                   PostgreSQL, reads, wake-ups); the server runs without valgrind
 *   --no-build      skip `npm run build`
 *
 * BENCH_BUILD_DIR=build-main counts the server of a kept copy of a build (`cp -a build build-main`)
 * instead of build/, so two builds can be counted on one machine, e.g. before and after a change.
 *
 * Each count is printed twice: all instructions, and without V8's optimizing compiler ("no JIT"),
 * whose background work is still 40–55 % of the count after 300 requests but fades in a long run.
 *
 * Needs valgrind (Debian's package `valgrind`). Takes 1–2 minutes per route. Not part of npm test.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  BASELINE_DIR,
  freshDir,
  prepareBaseline,
  recreatePgDatabase,
  ROOT,
  run,
  secondServerEnv,
  startHirewave,
  waitFor200,
} from "./bench/app-server";
import { readOptions } from "./bench/args";
import { generateLargeData } from "./bench/large-data";
import { assertPage, signIn } from "./bench/sign-in";

const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4510);
const IDP_PORT = APP_PORT + 1;
// BENCH_COUNTED_PORT: on a machine shared with other servers, a port chosen apart from APP_PORT's
const COUNTED_PORT = Number(process.env.BENCH_COUNTED_PORT ?? APP_PORT + 10);
// BENCH_BUILD_DIR: count another build (a copy kept as build-<name>) with this checkout's IdP and data
const BUILD_DIR = path.resolve(ROOT, process.env.BENCH_BUILD_DIR ?? "build");
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

function parseArgs(argv: string[]) {
  const options = {
    pgUrl: "postgres://postgres@127.0.0.1:5432/hirewave_bench_instructions",
    reuse: false,
    large: false,
    routes: ["/campaigns", "/dashboard", "/media-channels?q=developer"],
    publicRoutes: [] as string[],
    warm: 300,
    count: 60,
    baseline: false,
    keep: undefined as string | undefined,
    syscalls: false,
    build: true,
  };
  readOptions(argv, "scripts/bench-instructions.ts", (flag, arg) => {
    if (flag === "--pg") options.pgUrl = arg.pgUrl() ?? options.pgUrl;
    else if (flag === "--reuse") options.reuse = true;
    else if (flag === "--large") options.large = true;
    else if (flag === "--routes") options.routes = arg.value().split(",").filter(Boolean);
    else if (flag === "--public") options.publicRoutes = arg.value().split(",").filter(Boolean);
    else if (flag === "--warm") options.warm = arg.positive();
    else if (flag === "--count") options.count = arg.positive();
    else if (flag === "--baseline") options.baseline = true;
    else if (flag === "--keep") options.keep = path.resolve(arg.value());
    else if (flag === "--syscalls") options.syscalls = true;
    else if (flag === "--no-build") options.build = false;
    else return false;
    return true;
  });
  return options;
}

async function get(url: string, cookie: string | undefined) {
  const response = await fetch(url, {
    headers: cookie ? { ...HEADERS, cookie } : HEADERS,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** The counted requests, one at a time: how many got each status. */
async function countedRequests(url: string, cookie: string | undefined, count: number) {
  const statuses = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const status = await get(url, cookie);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  return statuses;
}

/** "60× 200" for the line of a route. */
const answersOf = (statuses: Map<number, number>) =>
  [...statuses].map(([status, n]) => `${n}× ${status}`).join(", ");

/**
 * The instructions V8's optimizing compiler spent on its background threads (inclusive). After
 * 300 requests it is still compiling functions that run once per request: 40–55 % of what is
 * counted (seen on 2026-11-27). In a long run that work fades, so the figure without it is the
 * closer estimate of a warm server's cost per request.
 */
function optimizingCompiler(outFile: string) {
  const annotated = spawnSync(
    "callgrind_annotate",
    ["--inclusive=yes", "--threshold=100", outFile],
    {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const line = annotated.stdout
    .split("\n")
    .find((l) => l.includes("OptimizingCompileDispatcher::CompileTask::RunInternal"));
  return line ? Number(line.trim().split(/\s+/)[0].replaceAll(",", "")) : 0;
}

interface Counted {
  /** the server's command line after `node` */
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** answers 200 once the server is up */
  readyPath: string;
  /** a name for the kept callgrind file */
  label: string;
}

/** One route in a server of its own under callgrind: instructions per counted request. */
async function countRoute(
  route: string,
  server: Counted,
  cookie: string | undefined,
  options: ReturnType<typeof parseArgs>,
) {
  const outDir = options.keep ?? freshDir("hw-callgrind-");
  const outFile = path.join(
    outDir,
    `callgrind.${server.label}${route.replace(/[^a-z0-9]+/gi, "_")}.out`,
  );
  const child = spawn(
    "valgrind",
    [
      "--tool=callgrind",
      "--instr-atstart=no",
      // V8 writes machine code into its heap at run time
      "--smc-check=all-non-file",
      `--callgrind-out-file=${outFile}`,
      process.execPath,
      ...server.args,
    ],
    { cwd: server.cwd, env: server.env, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://localhost:${COUNTED_PORT}`;
  try {
    await waitFor200(`${base}${server.readyPath}`, 900_000, () => child.exitCode === null);
    await assertPage(`${base}${route}`, cookie);
    for (let i = 0; i < options.warm; i++) await get(`${base}${route}`, cookie);
    const control = (...args: string[]) =>
      run("callgrind_control", [...args, String(child.pid)], ROOT);
    control("--instr=on");
    const statuses = await countedRequests(`${base}${route}`, cookie, options.count);
    control("--instr=off");
    child.kill("SIGTERM");
    await exited;
    const collected = /Collected : (\d+)/.exec(log)?.[1];
    if (!collected)
      throw new Error(`no count in valgrind's output:\n${log.split("\n").slice(-20).join("\n")}`);
    return {
      perRequest: Number(collected) / options.count,
      steady: (Number(collected) - optimizingCompiler(outFile)) / options.count,
      statuses,
    };
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    if (!options.keep) fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * One route in a server of its own, traced by strace while `--count` requests are answered one at
 * a time: system calls per request, all threads. The job runner's polling (a few statements a
 * second) is included; its start-up is not (5 s of quiet after the warm-up).
 */
async function countSyscalls(
  route: string,
  server: Counted,
  cookie: string | undefined,
  options: ReturnType<typeof parseArgs>,
) {
  const child = spawn(process.execPath, server.args, {
    cwd: server.cwd,
    env: server.env,
    stdio: ["ignore", "ignore", "ignore"],
  });
  const outDir = freshDir("hw-strace-");
  const outFile = path.join(outDir, "strace.txt");
  const base = `http://localhost:${COUNTED_PORT}`;
  try {
    await waitFor200(`${base}${server.readyPath}`, 120_000, () => child.exitCode === null);
    await assertPage(`${base}${route}`, cookie);
    for (let i = 0; i < options.warm; i++) await get(`${base}${route}`, cookie);
    // the job runner's start-up (queues, schedules, maintenance) is not the page's: let it finish
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const tracer = spawn("strace", ["-f", "-c", "-o", outFile, "-p", String(child.pid)], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    const traced = new Promise<void>((resolve) => tracer.once("exit", () => resolve()));
    // strace names every thread it attaches to; the last one comes within a second
    await new Promise<void>((resolve) => {
      tracer.stderr.on(
        "data",
        (chunk: Buffer) => chunk.toString().includes("attached") && setTimeout(resolve, 500),
      );
    });
    const statuses = await countedRequests(`${base}${route}`, cookie, options.count);
    tracer.kill("SIGINT");
    await traced;
    // the summary's rows: % time, seconds, usecs/call, calls, [errors,] syscall
    const calls = new Map<string, number>();
    for (const row of fs.readFileSync(outFile, "utf8").split("\n")) {
      const cells = row.trim().split(/\s+/);
      if (cells.length < 5 || !/^\d/.test(cells[0]) || cells.at(-1) === "total") continue;
      calls.set(cells.at(-1)!, Number(cells[3]) / options.count);
    }
    return { calls, statuses };
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

const options = parseArgs(process.argv.slice(2));
const tool = options.syscalls ? "strace" : "valgrind";
if (spawnSync(tool, ["--version"]).status !== 0)
  throw new Error(`${tool} is not installed (Debian: apt-get install ${tool})`);
if (options.build) run("npm", ["run", "-s", "build"], ROOT);
if (options.baseline) prepareBaseline(options.build);
if (options.keep) fs.mkdirSync(options.keep, { recursive: true });
if (!options.reuse) await recreatePgDatabase(options.pgUrl);
const keysDir = freshDir("hw-bench-keys-");
const target = {
  port: APP_PORT,
  idpPort: IDP_PORT,
  pgliteDir: freshDir("hw-bench-pglite-"),
  keysDir,
  databaseUrl: options.pgUrl,
};
if (!options.reuse) {
  // migrations and demo data on the empty database, then the extra data while no server runs
  const cold = await startHirewave({ ...target, readyPath: "/readyz", timeoutMs: 300_000 });
  await cold.stop();
  if (options.large)
    await generateLargeData({ databaseUrl: options.pgUrl, pgliteDir: target.pgliteDir });
}
// this server stays up for its IdP: the counted server's session comes from it
const server = await startHirewave({ ...target, readyPath: "/login" });
try {
  const cookie = await signIn(
    `http://localhost:${APP_PORT}`,
    "recruiter@hirewave.demo",
    "Hirewave!demo1",
  );
  const env = secondServerEnv(
    { port: COUNTED_PORT, idpPort: IDP_PORT, keysDir, databaseUrl: options.pgUrl, buildDir: BUILD_DIR },
    // at valgrind's speed on a busy machine a render outlives the default 5 s and answers 500
    { RENDER_TIMEOUT_MS: "600000" },
  );
  // as scripts/start.ts starts the server (decision 036)
  const hirewave: Counted = {
    args: ["--max-semi-space-size=32", path.join(BUILD_DIR, "node/server.js")],
    cwd: ROOT,
    env,
    readyPath: "/readyz",
    label: "hirewave",
  };
  const bare: Counted = {
    args: ["server.js"],
    cwd: BASELINE_DIR,
    env: { ...process.env, PORT: String(COUNTED_PORT), NODE_ENV: "production" },
    readyPath: "/",
    label: "baseline",
  };
  if (options.syscalls) {
    const SHOWN = ["writev", "write", "read", "futex", "epoll_wait"];
    console.log(
      `System calls per request (strace -c; ${options.warm} requests to warm up, ${options.count} counted, one at a time)\n`,
    );
    console.log(
      `${"".padEnd(34)} ${"all".padStart(6)} ${SHOWN.map((name) => name.padStart(10)).join(" ")}`,
    );
    const show = async (
      label: string,
      route: string,
      server: Counted,
      session: string | undefined,
    ) => {
      const { calls, statuses } = await countSyscalls(route, server, session, options);
      const total = [...calls.values()].reduce((sum, n) => sum + n, 0);
      console.log(
        `${label.padEnd(34)} ${total.toFixed(1).padStart(6)} ${SHOWN.map((name) => (calls.get(name) ?? 0).toFixed(1).padStart(10)).join(" ")}   (${answersOf(statuses)})`,
      );
    };
    if (options.baseline) await show("baseline /", "/", bare, undefined);
    for (const route of options.routes) await show(route, route, hirewave, cookie);
    for (const route of options.publicRoutes) await show(route, route, hirewave, undefined);
  } else {
    console.log(
      `Instructions per request (callgrind; ${options.warm} requests to warm up, ${options.count} counted, one at a time)\n`,
    );
    const million = (n: number) => (n / 1e6).toFixed(2).padStart(7);
    type Result = Awaited<ReturnType<typeof countRoute>>;
    const ratio = (of: Result, to: Result | undefined, key: "perRequest" | "steady") =>
      to ? `${(to[key] / of[key]).toFixed(2)}×` : "—";
    const line = (route: string, result: Result, baseline: Result | undefined) => {
      console.log(
        `${route.padEnd(34)} ${million(result.perRequest)} M ${ratio(result, baseline, "perRequest").padStart(6)}   ` +
          `${million(result.steady)} M ${ratio(result, baseline, "steady").padStart(6)}   (${answersOf(result.statuses)})`,
      );
    };
    console.log(
      `${"".padEnd(34)} ${"all".padStart(9)} ${"ratio".padStart(6)}   ${"no JIT".padStart(9)} ${"ratio".padStart(6)}`,
    );
    const baseline = options.baseline ? await countRoute("/", bare, undefined, options) : undefined;
    if (baseline) line("baseline /", baseline, baseline);
    const routes = [
      ...options.routes.map((route) => ({ route, cookie })),
      ...options.publicRoutes.map((route) => ({ route, cookie: undefined })),
    ];
    for (const { route, cookie: session } of routes)
      line(route, await countRoute(route, hirewave, session, options), baseline);
    console.log(
      "\n\"no JIT\": without the optimizing compiler's background work, which fades in a long run; ratio: the baseline's count ÷ the route's",
    );
  }
  if (options.keep) console.log(`\ncallgrind files in ${options.keep}`);
} finally {
  await server.stop();
}

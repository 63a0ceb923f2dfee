/**
 * `npm run bench:http`: Hirewave's production server against a bare Remix app on the same
 * versions (bench/baseline), on PostgreSQL and on PGlite. Builds both, starts Hirewave with
 * `npm start`, signs the demo recruiter in through the bundled IdP, then runs autocannon per
 * route (baseline and route interleaved, medians of the rounds) and a mixed run at 200
 * connections. Prints the table and writes it into docs/performance.md.
 *
 *   --pg [url]        PostgreSQL only (default url postgres://postgres@127.0.0.1:5432/hirewave_bench_http,
 *                     dropped and created again)
 *   --pglite          PGlite only (a fresh folder)
 *   --duration 10     seconds per run            --rounds 3      rounds per route
 *   --connections 50  per-route runs             --mix-connections 200, --mix-duration 60
 *   --large           5,000 more campaigns and 10,000 more channels before the measured start
 *   --routes a,b      only the routes whose path starts with one of these (a quick check)
 *   --no-write        leave docs/performance.md alone
 *   --no-build        skip `npm run build` (npm start still builds when the sources are newer)
 *   --encoding br     what the requests accept: "br" (gzip, deflate, br, as browsers ask) or
 *                     "identity" (no compression on either side)
 *   --baseline-compression same
 *                     the bare app's compression: "same" as Hirewave's pages (brotli quality 1, a
 *                     256 kB window), or "defaults", `compression()` as issue 53 measured it
 *
 * The mix also prints when every connection had its first answer and the latencies of the requests
 * sent after that (decision 090).
 *
 * Each route is one URL asked for again by one user: after the first request its page comes from
 * the kept render (decision 089). `CACHES_OFF=rendered-pages` in the environment measures first
 * views instead (the started server inherits it).
 */
import autocannon from "autocannon";
import os from "node:os";
import {
  commandOf,
  freshDir,
  prepareBaseline,
  recreatePgDatabase,
  ROOT,
  rssMb,
  run,
  startBaseline,
  startHirewave,
  waitFor200,
  type RunningServer,
} from "./bench/app-server";
import { demoCampaignIds } from "./bench/demo-ids";
import { generateLargeData } from "./bench/large-data";
import { machine, markdownTable, percentile, writeSection } from "./bench/report";
import { assertPage, signIn } from "./bench/sign-in";

// a database of its own: bench:catalogue drops and recreates hirewave_bench while it runs
const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/hirewave_bench_http";
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4510);
const IDP_PORT = APP_PORT + 1;
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 4520);
const APP = `http://localhost:${APP_PORT}`;
const BASELINE = `http://localhost:${BASELINE_PORT}`;

function parseArgs(argv: string[]) {
  const options = {
    pgUrl: DEFAULT_PG_URL,
    drivers: ["pg", "pglite"] as ("pg" | "pglite")[],
    duration: 10,
    rounds: 3,
    connections: 50,
    mixConnections: 200,
    mixDuration: 60,
    large: false,
    routes: [] as string[],
    write: true,
    build: true,
    encoding: "br" as "br" | "identity",
    baselineCompression: "same" as "same" | "defaults",
  };
  const number = (name: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} needs a positive number`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--pg":
        options.drivers = ["pg"];
        if (inline) options.pgUrl = inline;
        else if (/^postgres(ql)?:\/\//.test(argv[i + 1] ?? "")) options.pgUrl = argv[++i];
        break;
      case "--pglite":
        options.drivers = ["pglite"];
        break;
      case "--duration":
        options.duration = number(flag, value());
        break;
      case "--rounds":
        options.rounds = number(flag, value());
        break;
      case "--connections":
        options.connections = number(flag, value());
        break;
      case "--mix-connections":
        options.mixConnections = number(flag, value());
        break;
      case "--mix-duration":
        options.mixDuration = number(flag, value());
        break;
      case "--large":
        options.large = true;
        break;
      case "--routes":
        options.routes = value().split(",");
        break;
      case "--no-write":
        options.write = false;
        break;
      case "--no-build":
        options.build = false;
        break;
      case "--encoding": {
        const v = value();
        if (v !== "br" && v !== "identity") throw new Error("--encoding is br or identity");
        options.encoding = v;
        break;
      }
      case "--baseline-compression": {
        const v = value();
        if (v !== "same" && v !== "defaults") throw new Error("--baseline-compression is same or defaults");
        options.baselineCompression = v;
        break;
      }
      default:
        throw new Error(`unknown option ${argv[i]} (see the comment at the top of scripts/bench-http.ts)`);
    }
  }
  return options;
}

interface Route {
  path: string;
  signedIn: boolean;
  /** a page with a per-address rate limit: each request comes from another (proxied) address */
  perVisitor?: boolean;
}

function routes(ids: { orderedId: string }): Route[] {
  return [
    { path: "/login", signedIn: false },
    { path: "/dashboard", signedIn: true },
    { path: "/campaigns", signedIn: true },
    { path: "/campaigns?status=ordered&page=2", signedIn: true },
    { path: "/media-channels?q=developer", signedIn: true },
    { path: "/media-channels", signedIn: true },
    { path: `/share-campaign?id=${ids.orderedId}`, signedIn: false, perVisitor: true },
  ];
}

// browsers ask for compressed pages; the baseline and Hirewave both compress (--encoding identity: neither)
const ENCODINGS = { br: "gzip, deflate, br", identity: "identity" } as const;
let BASE_HEADERS: Record<string, string> = { "accept-encoding": ENCODINGS.br, accept: "text/html" };

let visitor = 0;
/** X-Forwarded-For of the next visitor (the server trusts proxies), over 65,536 addresses. */
function nextVisitor<T extends autocannon.Request>(request: T): T {
  visitor = (visitor + 1) % 65_536;
  return { ...request, headers: { ...request.headers, "x-forwarded-for": `10.77.${visitor >> 8}.${visitor & 255}` } };
}

function requestFor(route: Route, cookie: string): autocannon.Request {
  return {
    method: "GET",
    path: route.path,
    headers: route.signedIn ? { cookie } : {},
    ...(route.perVisitor ? { setupRequest: nextVisitor } : {}),
  };
}

interface Figures {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  statusCodes: Record<string, number>;
  /** the mix only: when every connection had its first answer, and the requests sent after that */
  opened?: { afterMs: number; p50: number; p99: number; requests: number };
}

/**
 * The latencies of the requests sent once every connection had its first answer. Node accepts one
 * waiting connection per turn of its event loop (libuv/libuv#3696), and a saturated server's turns
 * are long: a run that opens all its connections at once has its last ones wait before the server
 * reads their first request (docs/decisions/090 has the figures).
 */
function afterOpening(instance: autocannon.Instance) {
  const started = performance.now();
  const firstAnswer = new Map<unknown, number>();
  const sent: [at: number, latency: number][] = [];
  instance.on("response", (client: unknown, _status: number, _bytes: number, latency: number) => {
    const now = performance.now() - started;
    if (!firstAnswer.has(client)) firstAnswer.set(client, now);
    sent.push([now - latency, latency]);
  });
  return () => {
    const afterMs = Math.max(0, ...firstAnswer.values());
    const later = sent.filter(([at]) => at > afterMs).map(([, latency]) => latency).sort((a, b) => a - b);
    const at = (p: number) => (later.length ? percentile(later, p) : 0);
    return { afterMs, p50: at(50), p99: at(99), requests: later.length };
  };
}

async function cannon(url: string, connections: number, duration: number, requests: autocannon.Request[], trackOpening = false): Promise<Figures> {
  let opened: ReturnType<typeof afterOpening> | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers: BASE_HEADERS, requests }, (error, done) => (error ? reject(error) : resolve(done)));
    if (trackOpening) opened = afterOpening(instance);
  });
  const statusCodes: Record<string, number> = {};
  // time-outs appear there as "undefined": they are counted apart
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) if (/^\d{3}$/.test(code)) statusCodes[code] = stats.count ?? 0;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    // autocannon counts time-outs among the errors; report them apart
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    statusCodes,
    opened: opened?.(),
  };
}

/**
 * autocannon stops at the end of a run, but an overloaded server still works off the requests it
 * had accepted; the next run (baseline or route) would share the CPU with that backlog. Waits
 * until a cheap request answers quickly again (at most two minutes).
 */
async function drained(url: string) {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      quick = performance.now() - started < 250 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function medianFigures(runs: Figures[]): Figures {
  // a round without a single answer has no latencies (autocannon reports 0): leave it out of those
  const answered = runs.filter((r) => r.requests > 0);
  const pick = (key: "rps" | "p50" | "p975" | "p99") => (key === "rps" ? median(runs.map((r) => r.rps)) : answered.length ? median(answered.map((r) => r[key])) : 0);
  const statusCodes: Record<string, number> = {};
  for (const r of runs) for (const [code, count] of Object.entries(r.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  return {
    rps: pick("rps"),
    p50: pick("p50"),
    p975: pick("p975"),
    p99: pick("p99"),
    // failures are summed over the rounds: one bad round must not disappear in a median
    errors: runs.reduce((s, r) => s + r.errors, 0),
    timeouts: runs.reduce((s, r) => s + r.timeouts, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    requests: runs.reduce((s, r) => s + r.requests, 0),
    statusCodes,
  };
}

interface Row {
  label: string;
  figures: Figures;
  baselineRps?: number;
}

interface DriverResult {
  driver: string;
  rows: Row[];
  coldStartMs: number;
  warmStartMs: number;
  /** 1-minute load average of the machine when measuring started and ended */
  load: [number, number];
  /** idle, 3 s after the warm start (before any load) */
  startRssMb?: number;
  /** idle, 5 s after the last run */
  idleRssMb?: number;
  serverCommand: string;
  problems: string[];
}

const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${Math.round(n)} ms`);

function table(rows: Row[]) {
  return markdownTable(
    ["route", "req/s", "p50", "p97.5", "p99", "errors", "timeouts", "non-2xx", "baseline req/s", "ratio"],
    rows.map(({ label, figures: f, baselineRps }) => [
      label.replace(/id=[0-9a-f-]{36}/, "id=…"),
      f.rps.toFixed(0),
      // no answer within the run: latencies of 0 would read as fast
      ...(f.requests ? [ms(f.p50), ms(f.p975), ms(f.p99)] : ["—", "—", "—"]),
      String(f.errors),
      String(f.timeouts),
      String(f.non2xx),
      baselineRps === undefined ? "—" : baselineRps.toFixed(0),
      baselineRps ? `${(f.rps / baselineRps).toFixed(2)}×` : "—",
    ]),
  );
}

async function benchDriver(driver: "pg" | "pglite", options: ReturnType<typeof parseArgs>, keysDir: string): Promise<DriverResult> {
  const label = driver === "pg" ? `PostgreSQL (${new URL(options.pgUrl).pathname.slice(1)})` : "PGlite";
  console.log(`\n=== ${label}${options.large ? ", --large" : ""} ===`);
  const pgliteDir = freshDir("hw-bench-pglite-");
  const databaseUrl = driver === "pg" ? options.pgUrl : undefined;
  if (databaseUrl) await recreatePgDatabase(databaseUrl);
  const target = { port: APP_PORT, idpPort: IDP_PORT, pgliteDir, keysDir, databaseUrl };

  // first start on the empty database (migrations, demo data); the measured start comes after
  const cold = await startHirewave({ ...target, readyPath: "/readyz", timeoutMs: 300_000 });
  console.log(`cold start (migrate + seed): ${ms(cold.startMs)}`);
  await cold.stop();
  if (options.large) {
    console.log("--large: generating data…");
    await generateLargeData({ databaseUrl, pgliteDir });
  }

  const server: RunningServer = await startHirewave({ ...target, readyPath: "/login" });
  const problems: string[] = [];
  try {
    console.log(`warm start (npm start → first 200 of /login): ${ms(server.startMs)}`);
    await waitFor200(`${APP}/readyz`, 30_000, () => true);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const startPid = server.serverPid();
    const startRssMb = startPid === undefined ? undefined : rssMb(startPid);
    console.log(`RSS of the server process after start: ${startRssMb?.toFixed(0) ?? "?"} MB`);
    const cookie = await signIn(APP, "recruiter@hirewave.demo", "Hirewave!demo1");
    const ids = await demoCampaignIds(APP, cookie);
    const list = routes(ids).filter((r) => !options.routes.length || options.routes.some((p) => r.path.startsWith(p)));
    // every measured page answers 200 as the user it is measured for, before any measuring
    for (const route of list) await assertPage(`${APP}${route.path}`, route.signedIn ? cookie : undefined);
    await assertPage(`${BASELINE}/`, undefined);

    const loadBefore = os.loadavg()[0];
    const rows: Row[] = [];
    const baselineRequest: autocannon.Request[] = [{ method: "GET", path: "/" }];
    for (const route of list) {
      const request = [requestFor(route, cookie)];
      // a short unmeasured run first: JIT, caches and pools warm up
      await cannon(APP, options.connections, 2, request);
      await drained(APP);
      const ours: Figures[] = [];
      const theirs: Figures[] = [];
      for (let round = 0; round < options.rounds; round++) {
        theirs.push(await cannon(BASELINE, options.connections, options.duration, baselineRequest));
        ours.push(await cannon(APP, options.connections, options.duration, request));
        await drained(APP);
      }
      const row = { label: route.path, figures: medianFigures(ours), baselineRps: medianFigures(theirs).rps };
      rows.push(row);
      console.log(table([row]).split("\n").pop());
      noteProblems(problems, route.path.replace(/id=[0-9a-f-]{36}/, "id=…"), row.figures);
    }

    if (options.mixDuration > 0 && list.length > 0) {
      console.log(`mixed run: ${options.mixConnections} connections, ${options.mixDuration} s…`);
      const mix = await cannon(APP, options.mixConnections, options.mixDuration, list.map((r) => requestFor(r, cookie)), true);
      await drained(APP);
      const row = { label: `mix of ${list.length} routes, ${options.mixConnections} conn., ${options.mixDuration} s`, figures: mix };
      rows.push(row);
      console.log(table([row]).split("\n").pop());
      console.log(openingNote(mix));
      noteProblems(problems, "mix", mix);
    }
    // the signed-in pages must still be pages after all that (no expiry or refresh mid-run); an
    // overloaded server first works off the requests it had accepted, which can take minutes
    try {
      await assertPage(`${APP}/dashboard`, cookie);
    } catch (error) {
      problems.push(`after the runs: ${(error as Error).message}`);
    }

    // idle: let in-flight work and GC settle before reading the resident memory
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const pid = server.serverPid();
    const idleRssMb = pid === undefined ? undefined : rssMb(pid);
    const serverCommand = pid === undefined ? "not found" : `${pid}: ${commandOf(pid)}`;
    console.log(`idle RSS of the server process after the runs: ${idleRssMb?.toFixed(0) ?? "?"} MB (${serverCommand})`);
    const errors = server.logTail().split("\n").filter((l) => /"level":(50|60)|error/i.test(l));
    if (errors.length) problems.push(`server logged errors, e.g. ${errors.slice(-3).join(" / ").slice(0, 600)}`);
    const load: [number, number] = [loadBefore, os.loadavg()[0]];
    return { driver: label, rows, coldStartMs: cold.startMs, warmStartMs: server.startMs, load, startRssMb, idleRssMb, serverCommand, problems };
  } finally {
    await server.stop();
  }
}

function openingNote({ opened }: Figures) {
  if (!opened) return "";
  return (
    `Mix: every connection had its first answer ${ms(opened.afterMs)} after the start (Node accepts one new ` +
    `connection per turn of a busy event loop, decision 090); the ${opened.requests} requests sent after that: ` +
    `p50 ${ms(opened.p50)}, p99 ${ms(opened.p99)}.`
  );
}

function noteProblems(problems: string[], label: string, f: Figures) {
  const odd = Object.entries(f.statusCodes).filter(([code]) => !code.startsWith("2"));
  // requests still open when a run ends count nowhere in autocannon: a run shorter than its
  // 10 s time-out can end without answers, errors or time-outs
  if (f.requests === 0) problems.push(`${label}: not a single answer within the run`);
  if (f.errors || f.timeouts || odd.length) {
    problems.push(
      `${label}: ${f.errors} errors, ${f.timeouts} time-outs${odd.length ? `, status ${odd.map(([c, n]) => `${c}×${n}`).join(", ")}` : ""}`,
    );
  }
}

const options = parseArgs(process.argv.slice(2));
BASE_HEADERS = { ...BASE_HEADERS, "accept-encoding": ENCODINGS[options.encoding] };
const startedAt = new Date();
if (options.build) {
  console.log("Building Hirewave and the baseline…");
  run("npm", ["run", "build", "--silent"], ROOT);
}
prepareBaseline(options.build);

const keysDir = freshDir("hw-bench-idp-");
const baseline = await startBaseline(BASELINE_PORT, options.baselineCompression);
const results: DriverResult[] = [];
try {
  for (const driver of options.drivers) results.push(await benchDriver(driver, options, keysDir));
} finally {
  await baseline.stop();
}

const settings =
  `${options.connections} connections, ${options.duration} s per run, ${options.rounds} rounds (baseline and route ` +
  `interleaved, medians; errors, time-outs and non-2xx summed over the rounds)`;
const sections = results.map((r) =>
  [
    `### ${r.driver}`,
    "",
    table(r.rows),
    "",
    ...r.rows.map((row) => openingNote(row.figures)).filter(Boolean),
    `Warm start (\`npm start\` → first 200 of /login, existing build and database): **${ms(r.warmStartMs)}**; ` +
      `first start on an empty database (migrate + seed, until /readyz): ${ms(r.coldStartMs)}. ` +
      `Idle RSS of the server process: **${r.startRssMb?.toFixed(0) ?? "?"} MB** after start, **${r.idleRssMb?.toFixed(0) ?? "?"} MB** after the runs ` +
      `(\`${r.serverCommand.replace(/`/g, "'")}\`).`,
    `Load average (1 min) of the machine: ${r.load[0].toFixed(1)} when measuring began, ${r.load[1].toFixed(1)} at the end (${os.availableParallelism()} cores).`,
    "",
    r.problems.length ? `Problems seen: ${r.problems.map((p) => `\n- ${p}`).join("")}` : "No errors, time-outs or non-2xx responses.",
  ].join("\n"),
);
const report = [
  `Last run: ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}${options.large ? ", **--large** (5,000 more campaigns, 10,000 more channels)" : ""}.`,
  `${settings}. Baseline: bench/baseline (bare Remix, same versions). ` +
    (options.encoding === "identity"
      ? "Requests send `Accept-Encoding: identity`: neither server compresses."
      : `Requests send \`Accept-Encoding: gzip, deflate, br\`, as browsers do, so both servers answer with brotli (${
          options.baselineCompression === "same" ? "same settings" : "the baseline with `compression()` defaults, as issue 53 measured"
        }).`),
  "",
  sections.join("\n\n"),
].join("\n");
console.log(`\n${report}`);
const usual = options.encoding === "br" && options.baselineCompression === "same";
if (options.write && usual && !options.routes.length) writeSection(options.large ? "bench-http-large" : "bench-http", `## \`npm run bench:http\`${options.large ? " --large" : ""}\n\n${report}`);
// problems are part of the figures (printed and written above), not a failure of the script
process.exit(0);

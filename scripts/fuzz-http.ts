/**
 * `npm run fuzz:http [-- --minutes 10] [--pglite] [--concurrency 4]`: the route-walking fuzz
 * (tests/support/fuzz-cases.ts) sent over HTTP to a production server started with `npm start`
 * on a fresh PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/hirewave_fuzz;
 * `--pglite` for the embedded database), signed in as the demo recruiter, until the time is up.
 * Prints requests by status class, every 5xx with its route and case, the server's memory, and
 * whether the same process served from the first request to the last (issue 36 "Done when").
 * Beside the cases, one client on a kept-alive connection (scripts/bench/raw-keep-alive.ts) sends chunked bodies of 1.2, 3
 * and 5 MB (no Content-Length) to routes that answer without reading them, each followed by a
 * request on the same connection: one that gets no answer within 30 s is a stuck connection
 * (issue 47 §2 and "Done when").
 * Exits non-zero on any 5xx, a lost or stuck connection, a restarted server or a failed /healthz.
 */
import fs from "node:fs";
import { demoCampaignIds } from "./bench/demo-ids";
import { freshDir, recreatePgDatabase, startHirewave } from "./bench/app-server";
import { postChunkedThenGet } from "./bench/raw-keep-alive";
import { signIn } from "./bench/sign-in";
import {
  actionCases,
  fillPattern,
  form,
  HOSTILE_NAMES,
  INTENTS,
  loaderCases,
  ROUTES,
  validParams,
  type FuzzCase,
  type Ids,
} from "../tests/support/fuzz-cases";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const MINUTES = Number(option("minutes", "10"));
const CONCURRENCY = Number(option("concurrency", "4"));
const PORT = Number(option("port", "4390"));
const PGLITE = args.includes("--pglite");
const DATABASE_URL = PGLITE ? undefined : (process.env.FUZZ_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/hirewave_fuzz");
const APP = `http://localhost:${PORT}`;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** Sign-in and sign-out routes would end the fuzzer's own session; they are fuzzed by the integration test. */
const SKIPPED_ACTIONS = new Set(["routes/auth/logout.tsx", "routes/account/company-logout.tsx", "routes/auth/start.tsx"]);

interface Sent {
  route: string;
  kind: "GET" | "POST";
  fuzz: FuzzCase;
}

function allCases(ids: Ids): Sent[] {
  const sent: Sent[] = [];
  for (const route of ROUTES) {
    for (const fuzz of loaderCases(route.pattern, ids)) sent.push({ route: route.pattern, kind: "GET", fuzz });
    if (SKIPPED_ACTIONS.has(route.file)) continue;
    for (const fuzz of actionCases(route, ids)) sent.push({ route: route.pattern, kind: "POST", fuzz });
    const valid = fillPattern(route.pattern, validParams(ids));
    const intent = (INTENTS[route.file] ?? ["save"])[0];
    for (const name of HOSTILE_NAMES) {
      for (const multipart of [false, true]) {
        sent.push({
          route: route.pattern,
          kind: "POST",
          fuzz: {
            name: `field name ${name}${multipart ? " (multipart)" : ""}`,
            url: `${valid.url}?id=${ids.campaignId}`,
            params: valid.params,
            init: form([["intent", intent], ["name", "x"], [name, "z"]], { multipart }),
          },
        });
      }
    }
  }
  return sent;
}

/** A request as a browser on our own page sends it: the session cookie and our Origin. */
async function send(sent: Sent, cookie: string) {
  const headers = new Headers(sent.fuzz.init?.headers);
  headers.set("cookie", cookie);
  if (sent.kind === "POST") headers.set("origin", APP);
  const response = await fetch(new URL(sent.fuzz.url, APP), {
    ...sent.fuzz.init,
    method: sent.kind,
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Bodies sent chunked (Transfer-Encoding, no Content-Length), the issue's sizes. */
const CHUNKED_SIZES_MB = [1.2, 3, 5];
/** Routes that answer a large body early (a redirect, a 413, a refusal) without reading it all. */
const EARLY_ANSWER_ROUTES = ["/consultant-login", "/resources/page-view", "/campaign-performance/campaign"];
const STUCK_AFTER_MS = 30_000;

function rssMb(pid: number | undefined) {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return null;
  }
}

async function channelIdOf(cookie: string) {
  const page = await (await fetch(`${APP}/media-channels`, { headers: { cookie } })).text();
  return new RegExp(`/media-channels/channels/(${UUID.source})`).exec(page)?.[1] ?? crypto.randomUUID();
}

async function main() {
  if (DATABASE_URL) await recreatePgDatabase(DATABASE_URL);
  console.log(`Starting Hirewave on ${APP} (${DATABASE_URL ? "PostgreSQL" : "PGlite"})…`);
  const server = await startHirewave({
    port: PORT,
    idpPort: PORT + 1,
    pgliteDir: freshDir("hw-fuzz-"),
    keysDir: freshDir("hw-fuzz-idp-"),
    databaseUrl: DATABASE_URL,
    readyPath: "/readyz",
    timeoutMs: 300_000,
  });
  const pid = server.serverPid();
  let cookie = await signIn(APP, "recruiter@hirewave.demo", "Hirewave!demo1");
  const demo = await demoCampaignIds(APP, cookie);
  const ids: Ids = {
    campaignId: demo.pendingId,
    channelId: await channelIdOf(cookie),
    companyDetailsId: crypto.randomUUID(),
    invoiceInformationId: crypto.randomUUID(),
    companyId: crypto.randomUUID(),
  };
  const cases = [...allCases(ids), ...allCases({ ...ids, campaignId: demo.orderedId })];
  console.log(`${cases.length} cases over ${ROUTES.length} routes; ${MINUTES} min, ${CONCURRENCY} at a time; server pid ${pid}`);

  const counts = new Map<string, number>();
  const failures = new Map<string, number>();
  const rss = { start: rssMb(pid), max: rssMb(pid) ?? 0 };
  let requests = 0;
  let next = 0;
  const deadline = Date.now() + MINUTES * 60_000;
  let signingIn: Promise<void> | null = null;
  const fail = (key: string) => {
    if (!failures.has(key)) console.log(`  at ${Math.round((Date.now() - deadline) / 1000 + MINUTES * 60)} s, first: ${key}`);
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };

  async function worker() {
    while (Date.now() < deadline) {
      const sent = cases[next++ % cases.length];
      let status: number;
      try {
        status = await send(sent, cookie);
      } catch (error) {
        fail(`${sent.kind} ${sent.route} — ${sent.fuzz.name}: ${(error as Error).message}`);
        continue;
      }
      requests++;
      const bucket = `${Math.floor(status / 100)}xx`;
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
      if (status >= 500) {
        fail(`${sent.kind} ${sent.route} — ${sent.fuzz.name}: ${status}`);
      }
      if (requests % 200 === 0) {
        rss.max = Math.max(rss.max, rssMb(pid) ?? 0);
        // a case may have ended the session (a deleted account context, a refused refresh): sign in again
        signingIn ??= (async () => {
          const check = await fetch(`${APP}/dashboard`, { headers: { cookie }, redirect: "manual" });
          await check.arrayBuffer();
          if (check.status !== 200) cookie = await signIn(APP, "recruiter@hirewave.demo", "Hirewave!demo1");
        })().finally(() => (signingIn = null));
        await signingIn;
      }
    }
  }
  // chunked bodies on a kept-alive connection, each followed by a request on the same connection
  const chunked = { sent: 0, stuck: 0, statuses: new Map<number, number>() };
  async function chunkedWorker() {
    let n = 0;
    while (Date.now() < deadline) {
      const route = EARLY_ANSWER_ROUTES[n % EARLY_ANSWER_ROUTES.length];
      const mb = CHUNKED_SIZES_MB[Math.floor(n / EARLY_ANSWER_ROUTES.length) % CHUNKED_SIZES_MB.length];
      n++;
      const { first, second } = await postChunkedThenGet(
        PORT,
        { path: route, headers: { cookie, origin: APP, "content-type": "application/x-www-form-urlencoded" }, bodyBytes: Math.round(mb * 1024 * 1024) },
        "/healthz",
        STUCK_AFTER_MS,
      );
      chunked.sent++;
      chunked.statuses.set(first, (chunked.statuses.get(first) ?? 0) + 1);
      if (first >= 500) fail(`POST ${route} — chunked ${mb} MB: ${first}`);
      else if (first <= 0) fail(`POST ${route} — chunked ${mb} MB: ${first === 0 ? "connection lost" : `no answer in ${STUCK_AFTER_MS / 1000} s`}`);
      // a server that said "Connection: close" may close instead of reading on: the next request
      // then goes on a new connection, as a client does
      const next = second === "closed" ? (await fetch(`${APP}/healthz`).catch(() => null))?.status ?? 0 : second;
      if (next !== 200) {
        chunked.stuck++;
        fail(`GET /healthz after a chunked ${mb} MB POST ${route} on the same connection: ${next === -1 ? "stuck" : next}`);
      }
    }
  }
  const progress = setInterval(() => {
    console.log(`  ${Math.round((deadline - Date.now()) / 1000)} s left: ${requests} requests, ${failures.size} kinds of failure, RSS ${rssMb(pid)} MB`);
  }, 60_000);
  await Promise.all([...Array.from({ length: CONCURRENCY }, worker), chunkedWorker()]);
  clearInterval(progress);

  const samePid = server.serverPid() === pid;
  const health = await fetch(`${APP}/healthz`).then((r) => r.status).catch(() => 0);
  const rssEnd = rssMb(pid);
  await server.stop();

  console.log(`\nfuzz:http — ${MINUTES} min on ${DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
  console.log(`requests: ${requests} (${[...counts].sort().map(([k, v]) => `${k} ${v}`).join(", ")})`);
  console.log(`server process: ${samePid ? `the same (pid ${pid})` : "CHANGED or gone"}; /healthz ${health}; RSS ${rss.start} → max ${rss.max} → ${rssEnd} MB`);
  console.log(
    `chunked bodies (${CHUNKED_SIZES_MB.join(", ")} MB) on a keep-alive connection: ${chunked.sent} (${[...chunked.statuses].map(([k, v]) => `${k} ${v}`).join(", ")}); stuck connections: ${chunked.stuck}`,
  );
  if (failures.size === 0) console.log("5xx and lost connections: none");
  else for (const [key, n] of failures) console.log(`FAIL ×${n}: ${key}`);
  process.exitCode = failures.size === 0 && samePid && health === 200 ? 0 : 1;
}

await main();

/**
 * Starting and stopping the servers that bench:http and bench:js measure. Hirewave is started
 * with `npm start`, exactly as a user does, so the benchmark follows whatever the start path
 * becomes (build step, compiled server entry, IdP); the baseline with its own `npm start`.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BASELINE_DIR = path.join(ROOT, "bench/baseline");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a build or install step; its (long) output is shown only when it fails. */
export function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    console.error(`${result.stdout ?? ""}\n${result.stderr ?? ""}`.trim().split("\n").slice(-60).join("\n"));
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
  }
}

/** A leftover server on one of our ports would be measured instead of the fresh one. */
export async function assertPortFree(port: number) {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
  if (inUse) throw new Error(`port ${port} is in use: stop whatever listens there first`);
}

/** Polls `url` until it answers 200; returns the milliseconds waited. */
export async function waitFor200(url: string, timeoutMs: number, isAlive: () => boolean, headers: Record<string, string> = {}) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (!isAlive()) throw new Error(`the server exited before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: "manual", headers });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export interface RunningServer {
  /** spawn → first 200 of `readyPath` */
  startMs: number;
  /** the process that listens on the port (npm → tsx → node… in between) */
  serverPid(): number | undefined;
  logTail(): string;
  stop(): Promise<void>;
}

function startGroup(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  // its own process group, so stop() reaches npm, its shell, tsx and the IdP with one signal
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, lines };
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timedOut = await Promise.race([exited.then(() => false), sleep(15_000).then(() => true)]);
  if (timedOut) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  // let the group's other members (the server behind tsx) release the port
  await sleep(300);
}

async function started(
  child: ChildProcess,
  lines: string[],
  port: number,
  readyUrl: string,
  timeoutMs: number,
): Promise<RunningServer> {
  const t0 = performance.now();
  const alive = () => child.exitCode === null && child.signalCode === null;
  try {
    await waitFor200(readyUrl, timeoutMs, alive);
  } catch (error) {
    await stopGroup(child);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${lines.slice(-40).join("\n")}`);
  }
  const startMs = performance.now() - t0;
  return {
    startMs,
    serverPid: () => (child.pid === undefined ? undefined : listeningPid(child.pid, port)),
    logTail: () => lines.slice(-40).join("\n"),
    stop: () => stopGroup(child),
  };
}

export interface HirewaveOptions {
  port: number;
  idpPort: number;
  pgliteDir: string;
  keysDir: string;
  databaseUrl?: string;
  /** first 200 of this path ends the start (/readyz, or /login for the warm start time) */
  readyPath: string;
  timeoutMs?: number;
}

export async function startHirewave(options: HirewaveOptions): Promise<RunningServer> {
  await assertPortFree(options.port);
  await assertPortFree(options.idpPort);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    IDP_PORT: String(options.idpPort),
    PGLITE_DIR: options.pgliteDir,
    IDP_KEYS_DIR: options.keysDir,
    // one client address signs in and hits the public pages many times
    LOGIN_RATE_LIMIT: "1000000",
    LOG_LEVEL: "warn",
    // the gate refreshes an access token shortly before it expires by redirecting; with the
    // default 10 minutes that would turn the later runs of a long bench into redirects
    IDP_ACCESS_TOKEN_TTL: "86400",
  };
  // the bench chooses the driver and uses the bundled IdP on its own ports
  for (const name of ["DATABASE_URL", "OIDC_ISSUER", "APP_URL", "IDP_ISSUER", "NODE_ENV"]) delete env[name];
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const { child, lines } = startGroup("npm", ["start"], ROOT, env);
  return started(child, lines, options.port, `http://localhost:${options.port}${options.readyPath}`, options.timeoutMs ?? 180_000);
}

/**
 * The environment of a second server process of a production build beside a started Hirewave (the
 * one bench:instructions counts, the one profile:page profiles): its own port, the same database
 * and the first one's IdP and keys, so the session signed in on the first is valid on the second.
 */
export function secondServerEnv(
  options: Pick<HirewaveOptions, "port" | "idpPort" | "keysDir"> & { databaseUrl: string; buildDir: string },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    IDP_PORT: String(options.idpPort),
    IDP_KEYS_DIR: options.keysDir,
    DATABASE_URL: options.databaseUrl,
    NODE_ENV: "production",
    HIREWAVE_SERVE_BUILD: "1",
    LOG_LEVEL: "warn",
    HIREWAVE_BUILD_DIR: options.buildDir,
    ...extra,
  };
  for (const name of ["OIDC_ISSUER", "APP_URL", "IDP_ISSUER"]) delete env[name];
  return env;
}

/** `compression`: "defaults" for the library's own settings (bench/baseline/server.js). */
export async function startBaseline(port: number, compression: "same" | "defaults" = "same"): Promise<RunningServer> {
  await assertPortFree(port);
  const { child, lines } = startGroup("npm", ["start"], BASELINE_DIR, { ...process.env, PORT: String(port), BASELINE_COMPRESSION: compression });
  return started(child, lines, port, `http://localhost:${port}/`, 30_000);
}

/** Installs (first run only) and builds the baseline app; checks it runs Hirewave's versions. */
export function prepareBaseline(build = true) {
  if (!fs.existsSync(path.join(BASELINE_DIR, "node_modules/@remix-run/react"))) {
    console.log("Installing bench/baseline (first run)…");
    run("npm", ["install", "--no-audit", "--no-fund"], BASELINE_DIR);
  }
  const installed = (dir: string, name: string) =>
    (JSON.parse(fs.readFileSync(path.join(dir, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  for (const name of ["@remix-run/react", "@remix-run/express", "react", "react-dom", "express", "compression", "vite"]) {
    const ours = installed(ROOT, name);
    const theirs = installed(BASELINE_DIR, name);
    if (ours !== theirs) {
      console.warn(`warning: ${name} is ${ours} in Hirewave but ${theirs} in bench/baseline: update bench/baseline/package.json`);
    }
  }
  if (build || !fs.existsSync(path.join(BASELINE_DIR, "build/server/index.js"))) run("npm", ["run", "build", "--silent"], BASELINE_DIR);
}

/** A fresh PGlite folder under the system temp dir. */
export function freshDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Drops and creates the bench database (its name comes from the URL). */
export async function recreatePgDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  if (["postgres", "test", "template0", "template1"].includes(name)) throw new Error(`refusing to recreate ${name}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** Resident memory of a process in MB (ps). */
export function rssMb(pid: number): number | undefined {
  const result = spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" });
  const kb = Number(result.stdout.trim());
  return result.status === 0 && kb > 0 ? kb / 1024 : undefined;
}

export function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
  } catch {
    return "?";
  }
}

/**
 * The descendant of `rootPid` that holds the listening socket of `port`, read from /proc: with
 * npm, sh and tsx in between, the process that serves is several levels down and changes when
 * the start path does.
 */
function listeningPid(rootPid: number, port: number): number | undefined {
  const inodes = new Set<string>();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const localPort = parseInt(fields[1].split(":").pop() ?? "", 16);
      // state 0A is LISTEN
      if (localPort === port && fields[3] === "0A") inodes.add(fields[9]);
    }
  }
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    try {
      for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const match = /^socket:\[(\d+)\]$/.exec(link);
        if (match && inodes.has(match[1])) return pid;
      }
    } catch {
      // exited or not ours
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return undefined;
}

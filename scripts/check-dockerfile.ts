/**
 * `npm run check:image` (issue 39 §1, docs/decisions/053), run by `.ci/run`: there is no container
 * engine on these machines, so the Dockerfile is replayed. Its FROM/WORKDIR/COPY/RUN/ENV lines are
 * read from the Dockerfile itself; each stage gets a folder standing for its file system under a
 * scratch folder; COPY takes the build context as .dockerignore filters it (or another stage's
 * folder), RUN runs in the stage's working directory with the stage's ENV. `apt-get` lines install
 * system packages, which the host provides; they are listed, not run. Then the runtime stage is
 * started with the image's CMD against a fresh PostgreSQL database, the image's own IdP
 * (build/node/idp.js, as deploy/compose.yaml runs it) beside it, and a browser signs in.
 * An instruction it does not know fails the check, so the Dockerfile cannot outgrow it silently.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { dockerignoreMatcher, parseDockerfile, parseEnv, type Instruction } from "./dockerfile";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
const BASE = Number(process.env.CLUSTER_PORT_BASE ?? 4330);
const APP_PORT = BASE + 4;
const IDP_PORT = BASE + 5;
const PG_SERVER = (process.env.CLUSTER_PG_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const DB_NAME = process.env.CLUSTER_IMAGE_DB ?? "cluster_image";
const DATABASE_URL = `${PG_SERVER}/${DB_NAME}`;
const SCRATCH = path.resolve(process.env.IMAGE_SCRATCH ?? path.join(root, "data", "image-replay"));
const started = Date.now();
const log = (line: string) => console.log(`[image ${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

/**
 * Copies a file or a folder's contents; replaces (never writes through) what is there. Files of
 * another stage are hard-linked (stages only replace files); the sources are copied, so that a
 * RUN that rewrites one (npm's lock file) never touches the working copy.
 */
function copyInto(source: string, dest: string, link: boolean, skip: (absolute: string) => boolean = () => false) {
  const stat = fs.lstatSync(source);
  if (skip(source)) return;
  if (stat.isDirectory()) {
    fs.mkdirSync(dest, { recursive: true });
    for (const entry of fs.readdirSync(source)) copyInto(path.join(source, entry), path.join(dest, entry), link, skip);
    return;
  }
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.rmSync(dest, { force: true, recursive: true });
  if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), dest);
  else if (link) fs.linkSync(source, dest);
  else fs.copyFileSync(source, dest);
}

// ---------------------------------------------------------------------------------------------
// the replay

interface Stage {
  name: string;
  dir: string;
  workdir: string;
  env: Record<string, string>;
  cmd?: string[];
}

function replay(instructions: Instruction[]) {
  fs.rmSync(SCRATCH, { recursive: true, force: true });
  const ignored = dockerignoreMatcher(fs.existsSync(".dockerignore") ? fs.readFileSync(".dockerignore", "utf8") : "");
  const fromContext = (absolute: string) => {
    const relative = path.relative(root, absolute);
    return relative !== "" && ignored(relative.split(path.sep).join("/"));
  };
  const stages = new Map<string, Stage>();
  const skipped: string[] = [];
  let stage: Stage | undefined;
  const inStage = (target: string, from: Stage) => path.join(from.dir, path.isAbsolute(target) ? target : path.join(from.workdir, target));

  for (const instruction of instructions) {
    const { keyword, args } = instruction;
    const where = `Dockerfile line ${instruction.line}`;
    if (keyword === "FROM") {
      const [image, as, name] = args.split(/\s+/);
      const stageName = as?.toUpperCase() === "AS" ? name : `stage-${stages.size}`;
      const dir = path.join(SCRATCH, stageName);
      const parent = stages.get(image);
      if (parent) {
        // a stage built on an earlier one starts from its files (hard links: stages only replace files)
        fs.mkdirSync(SCRATCH, { recursive: true });
        const copied = spawnSync("cp", ["-al", parent.dir, dir]);
        if (copied.status !== 0) throw new Error(`${where}: cp -al failed: ${copied.stderr.toString()}`);
        stage = { name: stageName, dir, workdir: parent.workdir, env: { ...parent.env } };
      } else {
        fs.mkdirSync(dir, { recursive: true });
        stage = { name: stageName, dir, workdir: "/", env: {} };
        log(`${stageName}: from ${image} (its Node is this machine's ${process.version})`);
      }
      stages.set(stageName, stage);
      continue;
    }
    if (!stage) throw new Error(`${where}: ${keyword} before FROM`);
    const current = stage;
    switch (keyword) {
      case "WORKDIR":
        current.workdir = path.posix.resolve(current.workdir, args);
        fs.mkdirSync(path.join(current.dir, current.workdir), { recursive: true });
        break;
      case "ENV":
        Object.assign(current.env, parseEnv(args));
        break;
      case "COPY": {
        const words = args.split(/\s+/);
        const flags = words.filter((w) => w.startsWith("--"));
        const paths = words.filter((w) => !w.startsWith("--"));
        const fromFlag = flags.find((f) => f.startsWith("--from="))?.slice("--from=".length);
        const unknown = flags.filter((f) => !f.startsWith("--from="));
        if (unknown.length) throw new Error(`${where}: COPY ${unknown.join(" ")} is not replayed`);
        const dest = paths.pop()!;
        const destPath = inStage(dest, current);
        const intoFolder = dest.endsWith("/") || dest === "." || paths.length > 1;
        for (const source of paths) {
          let sourcePath: string;
          if (fromFlag) {
            const from = stages.get(fromFlag);
            if (!from) throw new Error(`${where}: no stage ${fromFlag}`);
            sourcePath = path.join(from.dir, path.posix.resolve(from.workdir, source));
          } else {
            sourcePath = path.resolve(root, source);
            if (fromContext(sourcePath) || !fs.existsSync(sourcePath)) {
              throw new Error(`${where}: COPY ${source}: not in the build context (missing or in .dockerignore)`);
            }
          }
          const target = fs.statSync(sourcePath).isDirectory() || !intoFolder ? destPath : path.join(destPath, path.basename(source));
          copyInto(sourcePath, target, Boolean(fromFlag), fromFlag ? undefined : fromContext);
        }
        break;
      }
      case "RUN": {
        if (/^apt-get\b/.test(args)) {
          skipped.push(`${current.name}: ${args}`);
          break;
        }
        log(`${current.name}: RUN ${args}`);
        // this machine's environment without what `npm run` adds for its own child
        const hostEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
        const result = spawnSync("sh", ["-c", args], {
          cwd: path.join(current.dir, current.workdir),
          env: { ...hostEnv, ...current.env } as NodeJS.ProcessEnv,
          stdio: ["ignore", "inherit", "inherit"],
        });
        if (result.status !== 0) throw new Error(`${where}: RUN ${args} exited ${result.status}`);
        break;
      }
      case "CMD":
        current.cmd = JSON.parse(args) as string[];
        break;
      case "EXPOSE":
      case "HEALTHCHECK":
        break;
      default:
        throw new Error(`${where}: ${keyword} is not replayed by scripts/check-dockerfile.ts`);
    }
  }
  for (const line of skipped) log(`system packages, provided by this machine: ${line}`);
  if (!stage?.cmd) throw new Error("the last stage has no CMD");
  return stage;
}

// ---------------------------------------------------------------------------------------------

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** A process environment of exactly these variables (the container's, not this machine's). */
const envOf = (variables: Record<string, string>) => variables as NodeJS.ProcessEnv;

const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((child) => child.exitCode === null && child.kill("SIGKILL")));

async function main() {
  const runtime = replay(parseDockerfile(fs.readFileSync("Dockerfile", "utf8")));
  const app = path.join(runtime.dir, runtime.workdir);
  log(`runtime stage replayed in ${path.relative(root, app)}; CMD ${runtime.cmd!.join(" ")}`);

  // the image's packages are the patched ones (patches/ is not in the image: read from the sources)
  const patched = spawnSync(process.execPath, ["scripts/check-patches.mjs", app, path.join(root, "patches")], { stdio: "inherit" });
  if (patched.status !== 0) throw new Error("the image's packages lack their patches");

  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();

  const appUrl = `http://localhost:${APP_PORT}`;
  const logFile = fs.openSync(path.join(SCRATCH, "run.log"), "a");
  // what the platform passes (`docker run -e …`), over the image's ENV
  const platform = {
    DATABASE_URL,
    SESSION_SECRET: "image-replay-session-secret-0123456789",
    APP_URL: appUrl,
    OIDC_ISSUER: `http://localhost:${IDP_PORT}`,
    PORT: String(APP_PORT),
    LOG_LEVEL: "warn",
  };
  const baseEnv = { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root" };
  const [command, ...args] = runtime.cmd!;
  const server = spawn(command, args, { cwd: app, env: envOf({ ...baseEnv, ...runtime.env, ...platform }), stdio: ["ignore", logFile, logFile] });
  const idp = spawn("node", ["build/node/idp.js"], {
    cwd: app,
    env: envOf({ ...baseEnv, ...runtime.env, IDP_PORT: String(IDP_PORT), APP_URL: appUrl, DATABASE_URL, IDP_KEYS_DIR: path.join(SCRATCH, "idp") }),
    stdio: ["ignore", logFile, logFile],
  });
  children.push(server, idp);
  const up = (await waitFor(`${appUrl}/readyz`, 240_000)) && (await waitFor(`http://localhost:${IDP_PORT}/.well-known/openid-configuration`, 60_000));
  if (!up) throw new Error(`the image's CMD did not become ready (log: ${path.relative(root, path.join(SCRATCH, "run.log"))})`);
  log("the image's CMD answers /readyz; signing in");
  const signIn = spawnSync(
    "npx",
    ["playwright", "test", "--config", "tests/cluster/playwright.config.ts", "tests/cluster/sign-in.spec.ts"],
    { stdio: "inherit", env: { ...process.env, CLUSTER_URL: appUrl } },
  );
  if (signIn.status !== 0) throw new Error("signing in to the replayed image failed");
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`check:image FAILED: ${error instanceof Error ? error.message : String(error)}`);
}
for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
console.log(failed ? "check:image: FAIL" : `check:image: PASS — the Dockerfile's image builds, starts with its CMD and signs in (${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failed ? 1 : 0);

import express from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { admissionControl, type AdmissionOptions } from "~/services/http/admission.server";

/**
 * Admission control (server.ts, issue 10): a few requests at a time, in order of arrival; slow
 * ones give their slot back; a full queue answers 503 at once; health checks never wait.
 */
interface Held {
  path: string;
  finish: () => void;
}

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** An app whose handler holds every request until the test lets it finish. */
async function start(options: Partial<AdmissionOptions> = {}) {
  const running: Held[] = [];
  const started: string[] = [];
  const app = express();
  const admission = admissionControl({ concurrency: 2, maxQueue: 100, holdMs: 60_000, ...options });
  app.use(admission);
  app.get("*", (req, res) => {
    started.push(req.path);
    running.push({ path: req.path, finish: () => res.send(`done ${req.path}`) });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, running, started, admission };
}

const tick = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check` holds, polling the event loop. */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await tick(5);
  expect(check()).toBe(true);
}

describe("admissionControl", () => {
  it("runs at most `concurrency` requests at once and the waiting ones in order of arrival", async () => {
    const { base, running, started, admission } = await start({ concurrency: 2 });
    const answers: Promise<string>[] = [];
    for (const path of ["/a", "/b", "/c", "/d", "/e"]) {
      answers.push(fetch(base + path).then((r) => r.text()));
      // arrival order is the order the server reads the requests in
      await until(() => started.length + admission.limit.pendingCount === answers.length);
    }
    expect(started).toEqual(["/a", "/b"]);
    expect(admission.limit.pendingCount).toBe(3);

    running.shift()!.finish();
    await until(() => started.length === 3);
    expect(started).toEqual(["/a", "/b", "/c"]);
    await tick();
    expect(started).toHaveLength(3);

    while (started.length < 5 || running.length) {
      running.shift()?.finish();
      await tick(5);
    }
    expect(started).toEqual(["/a", "/b", "/c", "/d", "/e"]);
    expect(await Promise.all(answers)).toEqual(["done /a", "done /b", "done /c", "done /d", "done /e"]);
  });

  it("answers 503 with Retry-After at once when the queue is full", async () => {
    const { base, running, started } = await start({ concurrency: 1, maxQueue: 1 });
    const first = fetch(`${base}/first`);
    await until(() => started.length === 1);
    const second = fetch(`${base}/second`);
    await tick();
    const refused = await fetch(`${base}/third`);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toMatch(/busy/);
    expect(started).toEqual(["/first"]);
    running.shift()!.finish();
    await until(() => started.length === 2);
    running.shift()!.finish();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
  });

  it("lets a request that holds its slot longer than holdMs go on unlimited, and admits the next", async () => {
    const { base, running, started } = await start({ concurrency: 1, holdMs: 100 });
    const slow = fetch(`${base}/slow`);
    await until(() => started.length === 1);
    const next = fetch(`${base}/next`);
    await tick(40);
    expect(started).toEqual(["/slow"]);
    await until(() => started.length === 2);
    expect(started).toEqual(["/slow", "/next"]);
    for (const held of running.splice(0)) held.finish();
    expect((await slow).status).toBe(200);
    expect((await next).status).toBe(200);
  });

  it("never holds back an exempt path", async () => {
    const { base, running, started } = await start({ concurrency: 1, exempt: (path) => path === "/healthz" });
    const busy = fetch(`${base}/busy`);
    await until(() => started.length === 1);
    const health = fetch(`${base}/healthz`);
    await until(() => started.length === 2);
    expect(started).toEqual(["/busy", "/healthz"]);
    for (const held of running.splice(0)) held.finish();
    expect((await health).status).toBe(200);
    expect((await busy).status).toBe(200);
  });

  it("does not run a request whose client went away while it waited", async () => {
    const { base, running, started, admission } = await start({ concurrency: 1 });
    const busy = fetch(`${base}/busy`);
    await until(() => started.length === 1);
    const gone = new AbortController();
    const abandoned = fetch(`${base}/abandoned`, { signal: gone.signal }).catch((error: Error) => error.name);
    await until(() => admission.limit.pendingCount === 1);
    gone.abort();
    expect(await abandoned).toBe("AbortError");
    await tick();
    const after = fetch(`${base}/after`);
    await until(() => admission.limit.pendingCount === 2 || started.length === 2);
    running.shift()!.finish();
    await until(() => started.length === 2);
    expect(started).toEqual(["/busy", "/after"]);
    running.shift()!.finish();
    expect((await busy).status).toBe(200);
    expect((await after).status).toBe(200);
  });
});

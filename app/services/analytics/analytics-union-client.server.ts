import os from "node:os";
import { Worker } from "node:worker_threads";
import { logger } from "~/platform/logger.server";
import type { WorkerReply, WorkerRequest } from "./analytics-union-protocol";

/**
 * The main thread's side of the counting thread (docs/decisions/026, analytics-union-worker.server.ts):
 * started on first use on a machine with more than one core, one per process. In production
 * server.ts names the compiled worker (HIREWAVE_COUNT_WORKER); from sources (tests, scripts, the
 * dev server) the TypeScript module is loaded through tsx. A worker that fails is replaced; after
 * three failures the counts stay on the main thread, which is always the fallback.
 */

let worker: Worker | undefined;
let failures = 0;
let nextId = 1;
let enabled = os.availableParallelism() > 1;
const pending = new Map<number, { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }>();

/** Tests count both ways, with the worker and on the main thread; returns the previous setting. */
export function setCountingWorkerEnabled(on: boolean) {
  const was = enabled;
  enabled = on;
  return was;
}

export type RequestBody = DistributiveOmit<WorkerRequest, "id">;
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export interface CountingWorker {
  ask(request: RequestBody): Promise<WorkerReply>;
  clear(): void;
}

/** The counting thread, or undefined when counts run on the main thread. */
export function countingWorker(cacheBytes: number): CountingWorker | undefined {
  if (!enabled || failures >= 3) return undefined;
  const current = worker ?? start(cacheBytes);
  return {
    ask(request) {
      const id = nextId++;
      return new Promise<WorkerReply>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // a request waiting for its answer keeps the process alive; an idle worker does not
        current.ref();
        current.postMessage({ ...request, id });
      });
    },
    clear() {
      current.postMessage({ type: "clear", id: 0 });
    },
  };
}

/** Empties the worker's cache, if one runs (the bench's cold reads). */
export function clearCountingWorker() {
  worker?.postMessage({ type: "clear", id: 0 });
}

function start(cacheBytes: number) {
  const built = process.env.HIREWAVE_COUNT_WORKER;
  const source = new URL("./analytics-union-worker.server.ts", import.meta.url).href;
  const started = built
    ? new Worker(built, { workerData: { cacheBytes } })
    : new Worker(
        `import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(source)}); });`,
        { eval: true, workerData: { cacheBytes } },
      );
  started.unref();
  started.on("message", (reply: WorkerReply) => {
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    request?.resolve(reply);
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const [id, request] of pending) {
      pending.delete(id);
      request.reject(error);
    }
  };
  started.on("error", (error) => {
    failures++;
    logger.error({ err: error }, "analytics counting worker failed; counting on the main thread");
    fail(error);
  });
  started.on("exit", (code) => fail(new Error(`analytics counting worker exited (${code})`)));
  worker = started;
  return started;
}

import os from "node:os";
import { workerClient, type DistributiveOmit } from "~/platform/worker-client.server";
import type { WorkerReply, WorkerRequest } from "./analytics-union-protocol";

/**
 * The main thread's side of the counting thread (docs/decisions/026, analytics-union-worker.server.ts,
 * through platform/worker-client.server.ts): used on a machine with more than one core. After three
 * failures the counts stay on the main thread, which is always the fallback.
 */

let enabled = os.availableParallelism() > 1;
let startCacheBytes = 0;
const client = workerClient<WorkerRequest, WorkerReply>({
  name: "analytics counting worker",
  builtEnv: "HIREWAVE_COUNT_WORKER",
  source: new URL("./analytics-union-worker.server.ts", import.meta.url).href,
  workerData: () => ({ cacheBytes: startCacheBytes }),
});

/** Tests count both ways, with the worker and on the main thread; returns the previous setting. */
export function setCountingWorkerEnabled(on: boolean) {
  const was = enabled;
  enabled = on;
  return was;
}

export type RequestBody = DistributiveOmit<WorkerRequest, "id">;

export interface CountingWorker {
  ask(request: RequestBody): Promise<WorkerReply>;
  clear(): void;
}

/** The counting thread, or undefined when counts run on the main thread. */
export function countingWorker(cacheBytes: number): CountingWorker | undefined {
  if (!enabled || !client.usable) return undefined;
  startCacheBytes = cacheBytes;
  return {
    ask: (request) => client.ask(request),
    clear: () => client.tell({ type: "clear" }),
  };
}

/** Empties the worker's cache, if one runs (the bench's cold reads). */
export function clearCountingWorker() {
  client.tell({ type: "clear" });
}

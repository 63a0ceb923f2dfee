import { Worker } from "node:worker_threads";
import { logger } from "./logger.server";

/**
 * The main thread's side of a worker thread that answers requests by id: the analytics counting
 * thread (services/analytics, decision 026) and the PDF thread (services/pdf, decision 042).
 * Started on first use, one per process. In production server.ts names the compiled worker (the
 * environment variable `builtEnv`); from sources (tests, scripts, the dev server) the TypeScript
 * module `source` is loaded through tsx. A worker that fails is replaced and its pending requests
 * fail; after three failures `usable` is false and the caller does the work on the main thread.
 */
export interface WorkerClient<Request extends { id: number }, Reply extends { id: number }> {
  readonly usable: boolean;
  /** sends a request (its id is given here) and waits for the reply with that id */
  ask(request: DistributiveOmit<Request, "id">): Promise<Reply>;
  /** a message that has no answer (id 0), to the worker if one runs */
  tell(message: DistributiveOmit<Request, "id">): void;
}

export type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export function workerClient<Request extends { id: number }, Reply extends { id: number }>(options: {
  /** what the thread is, for the log */
  name: string;
  /** the environment variable naming the compiled worker */
  builtEnv: string;
  /** the TypeScript module (a file: URL) run through tsx from sources */
  source: string;
  /** the worker's workerData when it starts */
  workerData?: () => unknown;
}): WorkerClient<Request, Reply> {
  let worker: Worker | undefined;
  let failures = 0;
  let nextId = 1;
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();

  function start() {
    const built = process.env[options.builtEnv];
    const workerData = options.workerData?.();
    const started = built
      ? new Worker(built, { workerData })
      : new Worker(
          `import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(options.source)}); });`,
          { eval: true, workerData },
        );
    started.unref();
    started.on("message", (reply: Reply) => {
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
      logger.error({ err: error }, `${options.name} failed`);
      fail(error);
    });
    started.on("exit", (code) => fail(new Error(`${options.name} exited (${code})`)));
    worker = started;
    return started;
  }

  return {
    get usable() {
      return failures < 3;
    },
    ask(request) {
      const current = worker ?? start();
      const id = nextId++;
      return new Promise<Reply>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // a request waiting for its answer keeps the process alive; an idle worker does not
        current.ref();
        current.postMessage({ ...request, id });
      });
    },
    tell(message) {
      worker?.postMessage({ ...message, id: 0 });
    },
  };
}

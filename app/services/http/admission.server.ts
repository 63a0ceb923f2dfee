import type { NextFunction, Request, Response } from "express";
import pLimit from "p-limit";
import { RETRY_AFTER_S } from "./unavailable.server";

/**
 * Admission control: at most `concurrency` requests run the application at once; the others wait
 * their turn, first come first served.
 *
 * Why: the server's work is CPU on one thread. Without a limit, 200 waiting requests interleave at
 * every `await` (processor sharing), so each request's time grows with the number of its own steps
 * and a page with several queries waits behind everyone several times, so the slowest pages took
 * far longer than the mean (issue 10, bench:http mix). In order of
 * arrival, every request waits the same queue time and then runs with few others beside it, so the
 * slowest answers come close to the mean, and fewer renders are live at once (less garbage to
 * collect). Throughput did not suffer: the server is bound by its one thread, not by the database,
 * and a page's parallel statements still run side by side (measurements: docs/decisions/030).
 *
 * A request holds its slot until its response is finished or closed, and at most `holdMs`: one that
 * waits a long time on something outside (an AI provider, an ATS) gives its slot back and goes on
 * unlimited, so slow outside services never stall everyone else. A request whose client went away
 * while it waited is not run. Past `maxQueue` waiting requests the server answers 503 with
 * Retry-After at once instead of queueing without end.
 */
export interface AdmissionOptions {
  concurrency: number;
  maxQueue: number;
  holdMs: number;
  /** paths that never wait (health checks must answer under load) */
  exempt?: (path: string) => boolean;
}

export function admissionControl({ concurrency, maxQueue, holdMs, exempt }: AdmissionOptions) {
  const limit = pLimit(concurrency);
  function admission(req: Request, res: Response, next: NextFunction) {
    if (exempt?.(req.path)) return next();
    if (limit.pendingCount >= maxQueue) {
      res.setHeader("Retry-After", String(RETRY_AFTER_S));
      res.status(503).type("text/plain").send("The server is busy: please try again in a moment.");
      return;
    }
    void limit(
      () =>
        new Promise<void>((release) => {
          // the client gave up while this request waited: nothing to run
          if (res.closed || req.destroyed) return release();
          const timer = setTimeout(release, holdMs);
          timer.unref();
          res.once("close", () => {
            clearTimeout(timer);
            release();
          });
          next();
        }),
    );
  }
  admission.limit = limit;
  return admission;
}

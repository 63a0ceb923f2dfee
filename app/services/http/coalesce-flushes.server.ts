import type { NextFunction, Request, Response } from "express";

/**
 * One compression flush per turn of the event loop instead of one per written chunk.
 *
 * Remix's express adapter calls `res.flush()` after every chunk it writes, so that streamed
 * (deferred) data leaves at once; `compression` answers each call by flushing its zlib or brotli
 * stream, a separate operation on the thread pool, which made brotli (what browsers ask for) cost
 * far more CPU per page than it needs (figures in docs/archive/performance-diary-2026-11.md). Chunks written in
 * the same turn still go out together right after it, so streaming keeps its promptness.
 */
export function coalesceFlushes(_req: Request, res: Response, next: NextFunction) {
  const flushable = res as Response & { flush?: () => void };
  const flush = flushable.flush;
  if (typeof flush === "function") {
    let scheduled = false;
    flushable.flush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        // after the end the compression stream has flushed everything: nothing left to do
        if (!res.writableEnded) flush.call(res);
      });
    };
  }
  next();
}

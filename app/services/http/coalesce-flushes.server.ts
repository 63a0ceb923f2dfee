import type { NextFunction, Request, Response } from "express";

/**
 * One compression flush per turn of the event loop instead of one per written chunk.
 *
 * Remix's express adapter calls `res.flush()` after every chunk it writes, so that streamed
 * (deferred) data leaves at once; `compression` answers each call by flushing its zlib or brotli
 * stream, a separate operation on the thread pool. React writes a document in chunks of 2 kB, so a
 * 78 kB page was flushed ≈ 40 times: with brotli, what browsers ask for, /media-channels cost
 * 14.3 ms of CPU per request against 8.4 ms with gzip (docs/archive/performance-diary-2026-11.md). Chunks written in the
 * same turn still go out together right after it, so streaming keeps its promptness.
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

import type { NextFunction, Request, Response } from "express";
import { logger } from "~/platform/logger.server";

/**
 * The request log where info lines are off (LOG_LEVEL=warn or above): pino-http would still build a
 * child logger with the serialised request for every request (≈ 1 % of the server's CPU under
 * load, issue 10) to write nothing. Here only what pino-http would have written at that level is
 * logged: requests that failed with a 5xx, at error level, in the same shape.
 */
export function logFailedRequests(req: Request, res: Response, next: NextFunction) {
  const started = performance.now();
  res.once("finish", () => {
    if (res.statusCode < 500) return;
    logger.error(
      {
        req: { method: req.method, url: req.originalUrl },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      },
      "request errored",
    );
  });
  next();
}

import { createRequestHandler } from "@remix-run/express";
import type { NextFunction, Request, Response } from "express";

/**
 * Remix's express adapter, its public API (issue 39 §4, decision 065), with one addition: a route's
 * answer that finds the response already sent is dropped instead of reported. The body guard may
 * answer 413 while the route runs (a streamed body past its limit, issue 36 §9); the adapter then
 * fails to set the route's headers and hands that error on, where nothing can answer any more.
 */
export function remixRequestHandler(options: Parameters<typeof createRequestHandler>[0]) {
  const handleRequest = createRequestHandler(options);
  return (req: Request, res: Response, next: NextFunction) =>
    handleRequest(req, res, (error?: unknown) => {
      if (res.headersSent) return;
      next(error);
    });
}

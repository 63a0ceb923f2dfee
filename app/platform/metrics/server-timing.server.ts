import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";
import { requestTimings } from "./request-timings.server";
import { METRICS_CONTENT_TYPE, metricsText, observeRequest, routeLabel } from "./metrics.server";

/**
 * Server-Timing on every answer (db, render, total up to the headers) for the browser's developer
 * tools, and the request's duration by route for /metrics (issue 39 §6). Runs inside the request
 * timings (after withRequestTimings).
 */
export function serverTiming(req: Request, res: Response, next: NextFunction) {
  const started = performance.now();
  const t = requestTimings();
  onHeaders(res, () => {
    const total = performance.now() - started;
    const parts = t ? [`db;dur=${t.db.toFixed(1)}`, `render;dur=${t.render.toFixed(1)}`] : [];
    res.setHeader("Server-Timing", [...parts, `total;dur=${total.toFixed(1)}`].join(", "));
  });
  res.once("finish", () => {
    observeRequest(routeLabel(req.path, res.statusCode), req.method, res.statusCode, (performance.now() - started) / 1000);
  });
  next();
}

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`; without a token
 * configured the endpoint does not exist (404), with a wrong one it is 401.
 */
export function metricsEndpoint(token: string | undefined) {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!expected) return next();
    const given = Buffer.from(req.get("authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(401).set("WWW-Authenticate", "Bearer").type("text/plain").send("Unauthorized");
      return;
    }
    res.type(METRICS_CONTENT_TYPE).send(await metricsText());
  };
}

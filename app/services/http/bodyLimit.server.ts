import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { CHANNEL_STATS_MAX_BYTES } from "~/lib/analytics/channel-stats";
import { LOGO_MAX_BYTES } from "~/services/files/logo.server";
import { uploadBodyLimit } from "~/services/files/multipart.server";
import { FORM_BODY_LIMIT, isFormType } from "./request.server";

/**
 * The express-level guard in front of Remix (issue 11 §1): a request body's size and type are
 * checked before any of it is buffered, so a 50 MB POST never reaches a route. The route helpers
 * (request.server.ts) check the same again for requests that come in another way.
 */
export interface BodyLimitOptions {
  /** Paths whose forms carry file uploads, with their own body limit. */
  uploads?: Record<string, number>;
  /** Paths that take a JSON body (besides forms). */
  json?: readonly string[];
  /** Paths that take a beacon: JSON sent as text/plain or application/json (no form). */
  beacons?: readonly string[];
  /** Limit of every other body. */
  limit?: number;
}

/**
 * Hirewave's routes: the checkout's company-details dialog uploads a logo; the page-view beacon is
 * JSON; the career-site snippet's /collect takes JSON as text/plain too (sendBeacon without a
 * CORS preflight). /collect's own 4 kB limit is a 400 in the route (issue 14 §1).
 */
export const HIREWAVE_BODY_RULES: BodyLimitOptions = {
  uploads: {
    "/campaigns/checkout": uploadBodyLimit(LOGO_MAX_BYTES),
    // the job-description generator's pdf tab: company details with logo, header and footer images (spec 2 §2, §3)
    "/job-description/preview": uploadBodyLimit(LOGO_MAX_BYTES),
    // the campaign analytics' channel-stats CSV upload (issue 14 §1)
    "/analytics/campaign": uploadBodyLimit(CHANNEL_STATS_MAX_BYTES),
    // the job ad as a PDF or Word file, same limit as the logo (issue 42 §12)
    "/campaigns/job-ad": uploadBodyLimit(LOGO_MAX_BYTES),
  },
  json: ["/resources/page-view", "/resources/client-error", "/collect"],
  beacons: ["/collect"],
};

const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/** "/campaigns/checkout/" and the single-fetch "/campaigns/checkout.data" are the same route. */
function routePath(path: string) {
  return path.replace(/\.data$/, "").replace(/(.)\/+$/, "$1");
}

function refuse(res: Response, status: 413 | 415, message: string, { close = true } = {}) {
  // the client may still be sending: close the connection rather than read the rest
  if (close) res.set("Connection", "close");
  res.status(status).type("text/plain").send(message);
}

export function bodyLimit({ uploads = {}, json = [], beacons = [], limit = FORM_BODY_LIMIT }: BodyLimitOptions = HIREWAVE_BODY_RULES) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (WITHOUT_BODY.has(req.method)) return next();
    // a POST without a body (a bare logout button, a cross-origin probe) has nothing to check;
    // a route that needs a form answers 415 itself (readForm)
    if (!req.get("Transfer-Encoding") && Number(req.get("Content-Length") ?? "0") === 0) return next();
    const path = routePath(req.path);
    const max = uploads[path] ?? limit;
    const type = (req.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
    const allowed =
      isFormType(type) ||
      (type === "application/json" && json.includes(path)) ||
      (type === "text/plain" && beacons.includes(path));
    if (!allowed) {
      return refuse(res, 415, "Unsupported content type");
    }
    const declared = Number(req.get("Content-Length") ?? "0");
    if (Number.isFinite(declared) && declared > max) return refuse(res, 413, "Request body too large");
    // a chunked body has no length: count it as it arrives (without consuming it) and cut it off
    countStreamedBody(req, max, () => {
      // Remix's reader listens for errors: it gets one, not a truncated form (issue 36 §9), and the
      // route's answer, if it still gives one, is dropped by the Remix handler (the 413 has been
      // sent). The rest of the body is then dropped as it arrives, so the connection stays: closing
      // it with the client still sending reset it, and the reset could reach the client before the
      // 413 did (fuzz:http saw 83 "connection lost" in 3 minutes; issue 47 §2). A reader that does
      // not listen for errors would see the body end early: its connection is closed instead.
      // Nobody reads once the route has answered (discardUnreadBody): the rest is dropped.
      const error = new Error("Request body too large");
      const heard = req.listenerCount("error") > 0;
      const unheardReader = !heard && req.listenerCount("data") > 0;
      if (!res.headersSent) refuse(res, 413, "Request body too large", { close: unheardReader });
      if (heard) req.emit("error", error);
      else if (unheardReader) res.once("finish", () => req.destroy(error));
    });
    next();
  };
}

/**
 * What a client may still send after its body passed the limit, dropped unread, before the
 * connection is closed instead: enough for the rest of a large upload to arrive, so that a
 * kept-alive connection goes on to its next request (issue 47 §2).
 */
export const DISCARD_AFTER_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Counts the bytes Node's HTTP parser pushes into the request; past `max`, calls `onExceed` once
 * and drops the rest. Dropping answers the parser "go on" (not back-pressure): a paused parser would
 * leave the rest of the body on the connection, where the next request on it waited for the
 * keep-alive timeout when the route had answered early (a redirect) and nobody read any more.
 */
function countStreamedBody(req: IncomingMessage, max: number, onExceed: () => void) {
  const push = req.push.bind(req);
  let size = 0;
  let exceeded = false;
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null) return push(chunk, encoding);
    size += typeof chunk === "string" ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
    if (size <= max) return push(chunk, encoding);
    if (!exceeded) {
      exceeded = true;
      onExceed();
    }
    if (size > max + DISCARD_AFTER_LIMIT_BYTES) req.socket.destroy();
    return true;
  };
}

/**
 * After an answer given before its request's body was read to the end (a route's own 413, a
 * redirect to the sign-in), the rest of the body is discarded, as Node does for a body nobody
 * started to read. Remix has started reading it as a stream and stopped, so without this the rest
 * sits in front of the next request on a kept-alive connection, which then waits for the
 * keep-alive timeout (fuzz:http saw such requests wait 60 s). The guard above bounds what is read.
 */
export function discardUnreadBody(req: Request, res: Response, next: NextFunction) {
  if (!WITHOUT_BODY.has(req.method)) {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      req.removeAllListeners("data");
      req.resume();
    });
  }
  next();
}

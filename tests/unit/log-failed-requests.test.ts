import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logFailedRequests } from "~/services/http/log-failed-requests.server";
import { logger } from "~/platform/logger.server";

/** The request log where info lines are off: failed requests only (server.ts, issue 10). */
function finish(statusCode: number) {
  const res = Object.assign(new EventEmitter(), { statusCode }) as unknown as Response;
  const req = { method: "GET", originalUrl: "/campaigns?page=2" } as Request;
  const next = vi.fn() as NextFunction;
  logFailedRequests(req, res, next);
  expect(next).toHaveBeenCalledOnce();
  (res as unknown as EventEmitter).emit("finish");
}

describe("logFailedRequests", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a 5xx answer at error level with the method, URL, status and time", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    finish(503);
    expect(error).toHaveBeenCalledOnce();
    const [fields, message] = error.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe("request errored");
    expect(fields).toMatchObject({ req: { method: "GET", url: "/campaigns?page=2" }, res: { statusCode: 503 } });
    expect(typeof fields.responseTime).toBe("number");
  });

  it("logs nothing for the answers pino-http would have logged at info level", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    for (const status of [200, 302, 404, 499]) finish(status);
    expect(error).not.toHaveBeenCalled();
  });
});

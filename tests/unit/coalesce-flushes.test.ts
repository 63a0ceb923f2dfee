import { describe, expect, it, vi } from "vitest";
import type { Request, Response } from "express";
import { coalesceFlushes } from "../../app/services/http/coalesce-flushes.server";

const tick = () => new Promise((resolve) => setImmediate(resolve));

function response() {
  const flush = vi.fn();
  const res = { flush, writableEnded: false } as unknown as Response & { flush: () => void; writableEnded: boolean };
  const next = vi.fn();
  coalesceFlushes({} as Request, res, next);
  expect(next).toHaveBeenCalledOnce();
  return { res, flush };
}

describe("coalesceFlushes (server.ts, after compression)", () => {
  it("turns the flushes of one turn of the event loop into one, right after it", async () => {
    const { res, flush } = response();
    res.flush();
    res.flush();
    res.flush();
    expect(flush).not.toHaveBeenCalled();
    await tick();
    expect(flush).toHaveBeenCalledOnce();
    // a later chunk (streamed data) is flushed on its own turn
    res.flush();
    await tick();
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("does not flush a response that ended meanwhile", async () => {
    const { res, flush } = response();
    res.flush();
    res.writableEnded = true;
    await tick();
    expect(flush).not.toHaveBeenCalled();
  });

  it("leaves a response without flush (no compression) alone", () => {
    const res = {} as Response;
    const next = vi.fn();
    coalesceFlushes({} as Request, res, next);
    expect(next).toHaveBeenCalledOnce();
    expect("flush" in res).toBe(false);
  });
});

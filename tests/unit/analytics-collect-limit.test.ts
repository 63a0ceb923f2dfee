import { describe, expect, it } from "vitest";
import { WindowLimiter } from "../../app/services/analytics/collect-limit.server";

describe("/collect rate limit window", () => {
  it("allows the limit per key and minute, then answers with the seconds to the next window", () => {
    const limiter = new WindowLimiter(2, 60_000);
    const t = 1_800_000_000_000; // a window start (multiple of 60 s)
    expect(limiter.hit("a", t)).toEqual({ ok: true });
    expect(limiter.hit("a", t + 1_000)).toEqual({ ok: true });
    expect(limiter.hit("a", t + 15_500)).toEqual({ ok: false, retryAfterSeconds: 45 });
    // keys are counted apart
    expect(limiter.hit("b", t + 16_000)).toEqual({ ok: true });
    // the next window starts from zero
    expect(limiter.hit("a", t + 60_000)).toEqual({ ok: true });
    expect(limiter.hit("a", t + 119_999)).toEqual({ ok: true });
    expect(limiter.hit("a", t + 119_999)).toEqual({ ok: false, retryAfterSeconds: 1 });
  });

  it("stops counting new keys beyond its size, so made-up keys cannot grow memory", () => {
    const limiter = new WindowLimiter(1, 60_000, 2);
    const t = 1_800_000_000_000;
    limiter.hit("a", t);
    limiter.hit("b", t);
    expect(limiter.hit("a", t)).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.hit("c", t)).toEqual({ ok: true });
    expect(limiter.hit("c", t)).toEqual({ ok: true });
  });
});

import { getEnv } from "../env.server";

/**
 * Rate limits of POST /collect (issue 14, docs/decisions/022): events per minute per site key
 * and per client address, counted in this process's memory. The site key is public, so anyone may
 * send with it: the per-address limit stops one sender flooding a company's figures, the per-key
 * limit caps what one company's traffic may cost an instance. In memory on purpose: the check
 * sits on the hot path of every event (a database counter would be a write per event), and with
 * N instances the effective limit is N × the configured one.
 */
export const COLLECT_LIMIT_WINDOW_MS = 60_000;

/** Fixed one-minute windows: all counts are dropped when the window turns, so memory stays bounded. */
export class WindowLimiter {
  private windowStart = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    readonly limit: number,
    readonly windowMs = COLLECT_LIMIT_WINDOW_MS,
    /** distinct keys kept per window; beyond it new keys are not counted (a flood of made-up keys cannot grow memory) */
    readonly maxKeys = 200_000,
  ) {}

  /** Counts one event for `key`; over the limit → the seconds until the window turns. */
  hit(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const start = now - (now % this.windowMs);
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    if (count === 1 && this.counts.size >= this.maxKeys) return { ok: true };
    this.counts.set(key, count);
    if (count <= this.limit) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((start + this.windowMs - now) / 1000)) };
  }
}

let limits: { perKey: WindowLimiter; perClient: WindowLimiter } | undefined;

export function collectLimits() {
  if (!limits) {
    const env = getEnv();
    limits = {
      perKey: new WindowLimiter(env.ANALYTICS_COLLECT_LIMIT_PER_KEY),
      perClient: new WindowLimiter(env.ANALYTICS_COLLECT_LIMIT_PER_CLIENT),
    };
  }
  return limits;
}

/** Replaces the limits (tests, and the bench, which sends every event from one address). */
export function setCollectLimits(perKey: number, perClient: number) {
  limits = { perKey: new WindowLimiter(perKey), perClient: new WindowLimiter(perClient) };
}

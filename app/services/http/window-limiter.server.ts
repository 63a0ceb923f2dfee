/**
 * A rate limit counted in this process's memory, for checks on a hot path where a database counter
 * would itself be the cost (the career-site snippet's /collect, anonymous page requests). With N
 * instances the effective limit is N × the configured one.
 */
/** Fixed windows (a minute by default): all counts are dropped when the window turns, so memory stays bounded. */
export class WindowLimiter {
  private windowStart = -1;
  private readonly counts = new Map<string, number>();

  constructor(
    readonly limit: number,
    readonly windowMs = 60_000,
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


/**
 * How fast one client address may start sign-ins at the bundled IdP (issue 47 §3): a token bucket
 * per address on the authorization endpoint. A bucket holds `perMinute` starts and refills at
 * `perMinute` a minute, so an office behind one address signs in freely (a whole team at nine in
 * the morning is far below it) while a script is held to that pace: 1,000 requests in 10 s get
 * about `perMinute` answers and 429s for the rest. In memory, like the failed-login throttle: the
 * bundled IdP is one process (docs/conventions/architecture-decisions.md §5).
 */
export const DEFAULT_SIGNIN_STARTS_PER_MINUTE = 120;

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before the full ones (nothing to remember) are dropped. */
const MAX_TRACKED = 10_000;

export class SignInStartLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;

  constructor(
    readonly perMinute: number = DEFAULT_SIGNIN_STARTS_PER_MINUTE,
    private readonly now: () => number = Date.now,
  ) {
    this.refillPerMs = perMinute / 60_000;
  }

  private level(bucket: Bucket | undefined, now: number): number {
    if (!bucket) return this.perMinute;
    return Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.refillPerMs);
  }

  /** Takes one start for this address: 0 when allowed, else the milliseconds until the next one is. */
  take(address: string | undefined): number {
    if (!address) return 0;
    const now = this.now();
    if (this.buckets.size >= MAX_TRACKED) {
      for (const [key, bucket] of this.buckets) {
        if (this.level(bucket, now) >= this.perMinute) this.buckets.delete(key);
      }
      // still full of busy addresses (many addresses at once): forget the oldest, memory stays bounded
      for (const key of this.buckets.keys()) {
        if (this.buckets.size < MAX_TRACKED) break;
        this.buckets.delete(key);
      }
    }
    const tokens = this.level(this.buckets.get(address), now);
    if (tokens < 1) return Math.ceil((1 - tokens) / this.refillPerMs);
    this.buckets.set(address, { tokens: tokens - 1, at: now });
    return 0;
  }
}

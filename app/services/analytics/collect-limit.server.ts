import { getEnv } from "~/platform/env.server";
import { WindowLimiter } from "../http/window-limiter.server";

export { WindowLimiter };

/**
 * Rate limits of POST /collect (issue 14, docs/decisions/022): events per minute per site key
 * and per client address, counted in this process's memory. The site key is public, so anyone may
 * send with it: the per-address limit stops one sender flooding a company's figures, the per-key
 * limit caps what one company's traffic may cost an instance. In memory on purpose: the check
 * sits on the hot path of every event (a database counter would be a write per event), and with
 * N instances the effective limit is N × the configured one.
 */
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

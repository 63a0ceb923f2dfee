/**
 * Exact intervals for small counts (budget advice, docs/decisions/080). Hires and applications of
 * one channel are counts of a few to a few hundred, where normal approximations are wrong; the
 * exact (Garwood / Clopper–Pearson) intervals below are computed by bisection on the
 * distribution functions, which is fast enough for such counts.
 */

/** P(X ≤ k) for X ~ Poisson(lambda). */
export function poissonCdf(k: number, lambda: number) {
  if (k < 0) return 0;
  if (lambda === 0) return 1;
  let term = Math.exp(-lambda);
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term *= lambda / i;
    sum += term;
  }
  return Math.min(1, sum);
}

/** P(X ≤ k) for X ~ Binomial(n, p). */
export function binomialCdf(k: number, n: number, p: number) {
  if (k < 0) return 0;
  if (k >= n) return 1;
  if (p <= 0) return 1;
  if (p >= 1) return 0;
  // in logs: n up to a few hundred stays exact without overflow
  let logTerm = n * Math.log(1 - p);
  let sum = Math.exp(logTerm);
  for (let i = 1; i <= k; i++) {
    logTerm += Math.log((n - i + 1) / i) + Math.log(p / (1 - p));
    sum += Math.exp(logTerm);
  }
  return Math.min(1, sum);
}

/** The x in [lo, hi] where a decreasing f(x) crosses target. */
function solveDecreasing(f: (x: number) => number, target: number, lo: number, hi: number) {
  for (let i = 0; i < 200 && hi - lo > 1e-10 * Math.max(1, hi); i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The exact two-sided interval of a Poisson mean from an observed count k (Garwood 1936). */
export function poissonInterval(k: number, confidence = 0.95): [number, number] {
  const alpha = (1 - confidence) / 2;
  const top = k + 20 * Math.sqrt(k + 1) + 20;
  // P(X ≥ k | λ) = 1 − F(k − 1; λ) rises with λ; F(k; λ) falls
  const lower = k === 0 ? 0 : solveDecreasing((l) => poissonCdf(k - 1, l), 1 - alpha, 0, top);
  const upper = solveDecreasing((l) => poissonCdf(k, l), alpha, 0, top);
  return [lower, upper];
}

/** The exact two-sided interval of a binomial proportion from k of n (Clopper–Pearson 1934). */
export function binomialInterval(k: number, n: number, confidence = 0.95): [number, number] {
  if (n === 0) return [0, 1];
  const alpha = (1 - confidence) / 2;
  const lower = k === 0 ? 0 : solveDecreasing((p) => binomialCdf(k - 1, n, p), 1 - alpha, 0, 1);
  const upper = k === n ? 1 : solveDecreasing((p) => binomialCdf(k, n, p), alpha, 0, 1);
  return [lower, upper];
}

/**
 * The interval of the ratio of two Poisson rates with exposures (hires per euro of channel A over
 * channel B): conditional on the total, A's share of the events is binomial; its exact interval
 * turns into the ratio's (the standard exact method for comparing two rates).
 */
export function rateRatioInterval(
  a: { events: number; exposure: number },
  b: { events: number; exposure: number },
  confidence = 0.95,
): [number, number] {
  const [lo, hi] = binomialInterval(a.events, a.events + b.events, confidence);
  const ratio = (p: number) => (p >= 1 ? Number.POSITIVE_INFINITY : (p / (1 - p)) * (b.exposure / a.exposure));
  return [ratio(lo), ratio(hi)];
}

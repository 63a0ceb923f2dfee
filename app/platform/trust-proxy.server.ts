/**
 * Which proxy hops may tell the client's address in X-Forwarded-For (issue 11 §3). Express's
 * `trust proxy = true` let any client pick its own address and walk past the rate limits; the
 * setting is now a hop count ("1") or a list of proxy addresses and subnets ("loopback",
 * "10.0.0.0/8, 192.168.1.7"). Default: loopback only — a proxy on the same host.
 */
export type TrustProxy = number | string[];

export function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(",").map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0 || entries.some((entry) => /^(true|false|\*)$/i.test(entry))) {
    throw new Error('TRUST_PROXY must be a hop count or a list of addresses/subnets (e.g. "loopback"), never "true"');
  }
  return entries;
}

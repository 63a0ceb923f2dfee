import { EmbeddedMarketData } from "./embedded.server";
import { parseMarketEnv } from "./env.server";
import { HttpMarketData } from "./http.server";
import type { MarketDataProvider } from "~/lib/market/types";

/**
 * The market-data provider, chosen from env: MARKET_DATA_URL → the HTTP API, else the embedded
 * statistics. Read per call (cheap) so tests can switch by changing process.env.
 */
let cached: { key: string; provider: MarketDataProvider } | undefined;

export function getMarketProvider(source: Record<string, string | undefined> = process.env): MarketDataProvider {
  const env = parseMarketEnv(source);
  const key = `${env.MARKET_DATA_URL ?? ""}|${env.MARKET_DATA_TOKEN ?? ""}|${env.MARKET_DATA_TIMEOUT_MS}`;
  if (cached?.key !== key) {
    const provider = env.MARKET_DATA_URL
      ? new HttpMarketData({ baseUrl: env.MARKET_DATA_URL, token: env.MARKET_DATA_TOKEN, timeoutMs: env.MARKET_DATA_TIMEOUT_MS })
      : new EmbeddedMarketData();
    cached = { key, provider };
  }
  return cached.provider;
}

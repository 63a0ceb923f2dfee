import { createRequire } from "node:module";
import maxmind, { type Reader } from "maxmind";
import { getEnv } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";

/**
 * IP address → country (ISO alpha-2) at ingest; the address itself is never stored (issue 14 §1).
 * One interface, so another database (a commercial GeoIP2 file) can be dropped in through
 * ANALYTICS_GEO_DB without touching the ingest.
 */
export interface CountryLookup {
  readonly name: string;
  country(ip: string): string | null;
}

/** No database: every visitor's country is unknown. */
export const noCountryLookup: CountryLookup = { name: "none", country: () => null };

const COUNTRY = /^[A-Z]{2}$/;

/** Any MaxMind-format database whose records carry `country_code` (ip-location-db) or `country.iso_code` (GeoIP2). */
export function mmdbCountryLookup(reader: Reader<Record<string, unknown>>): CountryLookup {
  return {
    name: "mmdb",
    country(ip) {
      if (!maxmind.validate(ip)) return null;
      const record = reader.get(ip) as { country_code?: unknown; country?: { iso_code?: unknown } } | null;
      const code = record?.country_code ?? record?.country?.iso_code;
      return typeof code === "string" && COUNTRY.test(code) ? code : null;
    },
  };
}

/**
 * The bundled database: @ip-location-db/geo-whois-asn-country-mmdb (CC BY 4.0 by NRO; attribution
 * in README and docs/decisions/019), IPv4 and IPv6 in one file of ≈ 8 MB, loaded once.
 */
export function bundledGeoDbPath() {
  return createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb");
}

let current: Promise<CountryLookup> | undefined;

export function countryLookup(path = getEnv().ANALYTICS_GEO_DB): Promise<CountryLookup> {
  current ??= (async () => {
    try {
      const reader = await maxmind.open<Record<string, unknown>>(path || bundledGeoDbPath(), { watchForUpdates: false });
      return mmdbCountryLookup(reader);
    } catch (err) {
      logger.warn({ err }, "no IP-to-country database: countries are unknown");
      return noCountryLookup;
    }
  })();
  return current;
}

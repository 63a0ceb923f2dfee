import { matchLocation, type LocationCandidate } from "~/lib/vacancies/mapping";
import type { AtsConnectorKind } from "~/lib/vacancies/types";
import type { FetchCounts } from "~/db/schema";
import { getTaxonomy } from "~/models/taxonomy.server";
import { applyFetchedVacancies, getIntegration, recordFetchError } from "~/models/vacancy.server";
import { getEnv } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { connectorFor } from "./provider.server";
import { AtsError, type FetchOptions } from "./types";

/**
 * One fetch of a company's vacancies (issue 12 §2): read the source through its connector, resolve
 * each vacancy's region to our location, then upsert and close in one transaction. A source error
 * leaves the vacancies as they are and records the error for the status and /integration-error.
 */

/** A path ("/demo-ats/…") is a feed this app serves itself: fetched from this process's own port. */
export function resolveSourceUrl(baseUrl: string) {
  return baseUrl.startsWith("/") ? `http://127.0.0.1:${getEnv().PORT}${baseUrl}` : baseUrl;
}

/** Every location of the taxonomy snapshot, with its names in the three languages. */
async function locationCandidates(): Promise<LocationCandidate[]> {
  const taxonomy = await getTaxonomy();
  return taxonomy.locations.map((l) => ({
    id: l.id,
    kind: l.kind,
    countryCode: l.countryCode,
    names: Object.values(l.names),
  }));
}

export type FetchOutcome =
  | { status: "skipped" }
  | { status: "error"; code: string; detail: string }
  | { status: "fetched"; upserted: number; closed: number; counts: FetchCounts };

export async function fetchCompanyVacancies(
  companyId: string,
  options: FetchOptions & { now?: Date } = {},
): Promise<FetchOutcome> {
  const integration = await getIntegration(companyId);
  if (!integration?.enabled) return { status: "skipped" };
  const connector = connectorFor(integration.connector as AtsConnectorKind);
  if (!connector) {
    await recordFetchError(companyId, "source", `unknown connector ${integration.connector}`);
    return { status: "error", code: "source", detail: integration.connector };
  }
  try {
    const list = await connector.fetchVacancies(
      {
        connector: connector.kind,
        baseUrl: resolveSourceUrl(integration.baseUrl),
        boardToken: integration.boardToken,
      },
      options,
    );
    const places = await locationCandidates();
    const resolved = list.map((v) => ({ ...v, locationId: matchLocation(v, places) }));
    const result = await applyFetchedVacancies(
      companyId,
      connector.sourceName,
      resolved,
      options.now,
    );
    logger.info({ companyId, connector: connector.kind, ...result }, "vacancies fetched");
    return { status: "fetched", ...result };
  } catch (err) {
    const code = err instanceof AtsError ? err.code : "unreachable";
    const detail =
      err instanceof AtsError ? err.detail : err instanceof Error ? err.message : String(err);
    logger.warn({ companyId, connector: connector.kind, code, detail }, "vacancy fetch failed");
    await recordFetchError(companyId, code, detail, options.now);
    return { status: "error", code, detail };
  }
}

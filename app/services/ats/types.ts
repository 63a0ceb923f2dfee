import type { AtsConnectorKind, AtsErrorCode, AtsVacancy } from "~/lib/vacancies/types";

/**
 * One interface for every applicant-tracking system (issue 12 §1), like the catalogue's knowledge
 * bases: a connector reads a source's public format over HTTP and returns Hirewave vacancies.
 */
export interface AtsSettings {
  connector: AtsConnectorKind;
  /** the source's base URL (Greenhouse/Lever API host) or the feed's full URL (XML, JSON) */
  baseUrl: string;
  /** Greenhouse board token, Lever site name; unused by feed connectors */
  boardToken: string | null;
}

export interface FetchOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface AtsConnector {
  readonly kind: AtsConnectorKind;
  /** the source's name shown on vacancy cards ("ATS name", spec 1 §2) */
  readonly sourceName: string;
  fetchVacancies(settings: AtsSettings, options?: FetchOptions): Promise<AtsVacancy[]>;
}

/** A refused or failed fetch; `code` picks the message the user sees, `detail` the source's words. */
export class AtsError extends Error {
  constructor(
    readonly code: AtsErrorCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = "AtsError";
  }
}

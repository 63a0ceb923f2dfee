import type { ApplicationConnector, ImportedApplication } from "~/lib/outcomes/types";
import { assertFetchable } from "../outbound.server";
import { AtsError, type FetchOptions } from "../types";

/**
 * Reading applications from an ATS (issue 52 §1), one page at a time so that the import commits
 * each page with its cursor. `nextPage` is the connector's own: the next URL of a Link header
 * (Greenhouse), a next-offset token (Lever), a next-cursor URL (Personio).
 */
export interface ApplicationSourceSettings {
  /** the API's base URL (https://harvest.greenhouse.io/, https://api.lever.co/, https://api.personio.de/) */
  baseUrl: string;
  /** the opened credential: an API key, or Personio's "client id:client secret" */
  credential: string | null;
}

export interface ApplicationPage {
  applications: ImportedApplication[];
  nextPage: string | null;
}

export interface ApplicationReader {
  readPage(page: { nextPage: string | null; updatedSince: Date | null }): Promise<ApplicationPage>;
}

export interface ApplicationSource {
  readonly kind: ApplicationConnector;
  /** one reader per run: it keeps what it learns once (Lever's stages, Personio's token) */
  open(settings: ApplicationSourceSettings, options?: FetchOptions): ApplicationReader;
}

/**
 * A next-page URL the vendor handed us: followed only on the configured API's own origin, so a
 * tampered or odd Link header cannot send our credential (or us) anywhere else.
 */
export function nextPageUrl(next: string, baseUrl: string) {
  const url = assertFetchable(new URL(next, baseUrl).toString());
  if (url.origin !== new URL(baseUrl).origin) throw new AtsError("forbidden", `next page on ${url.host}`);
  return url;
}

export function requireCredential(settings: ApplicationSourceSettings) {
  if (!settings.credential) throw new AtsError("source", "credential missing");
  return settings.credential;
}

export const basicAuth = (user: string, password = "") =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** Epoch milliseconds (Lever) or an ISO string (Greenhouse, Personio) as a Date; null if neither. */
export function dateOf(value: string | number | null | undefined) {
  if (value === null || value === undefined || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

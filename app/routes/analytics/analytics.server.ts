import type { RequestArgs } from "~/services/http/request-context.server";
import { redirect } from "@remix-run/node";
import { toCsv, type CsvCell } from "~/lib/analytics/csv";
import { isoDay, readPeriod, type Period } from "~/lib/analytics/period";
import { clampPage, jumpRedirect, pageOffset } from "~/lib/pagination";
import { hasAnalyticsData } from "~/models/analytics-reports.server";
import { requireFeature } from "~/services/auth/gate.server";
import { readUrl } from "~/services/http/request.server";
import { getLocale, getT } from "~/services/i18n/i18next.server";
import { logger } from "~/platform/logger.server";

/** Requests built by /analytics/export to run a screen's loader for its CSV (not forgeable by a client). */
export const EXPORT_REQUESTS = new WeakSet<Request>();

/**
 * What every analytics screen starts with (issue 14 §3): the recruitment_analytics gate (404
 * without it, like other gated areas), the period from the URL, the locale and its translations.
 */
export async function analyticsContext(args: RequestArgs, options: { start?: string } = {}) {
  const { request } = args;
  const context = await requireFeature(args, "recruitment_analytics");
  const url = readUrl(request);
  // a screen's own URL with ?format=csv (typed or bookmarked) goes to the export route, which runs
  // this same loader and can hand the file over (a page loader's Response becomes data in Remix)
  if (url.searchParams.get("format") === "csv" && !EXPORT_REQUESTS.has(request)) {
    const params = new URLSearchParams(url.searchParams);
    params.set("screen", url.pathname);
    throw redirect(`/analytics/export?${params.toString()}`);
  }
  const today = isoDay(new Date());
  const period: Period = readPeriod(url.searchParams, today, options.start);
  const locale = await getLocale(args);
  const t = await getT(locale, ["analytics", "common"]);
  return { ...context, request, url, today, period, locale, t };
}

/** With the flag but nothing collected yet, the overview leads to get-started (issue 14 §3). */
export async function requireAnalyticsData(companyId: string) {
  if (!(await hasAnalyticsData(companyId))) throw redirect("/analytics-get-started");
}

/** A section's result: its data, or a failure that only this section shows (spec 2 §8). */
export type Section<T> = { ok: true; data: T } | { ok: false };

export async function section<T>(name: string, load: () => Promise<T>): Promise<Section<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (err) {
    logger.error({ err, section: name }, "analytics section failed");
    return { ok: false };
  }
}

/** A section's page from its own query parameter, e.g. `clicks-page` (several lists on one screen). */
export function sectionPage(url: URL, param: string, perPage: number) {
  const page = clampPage(Number.parseInt(url.searchParams.get(param) ?? "1", 10), Number.MAX_SAFE_INTEGER);
  return { page, offset: pageOffset(page, perPage), limit: perPage };
}

/** The pagination bar's jump form for a section's own parameter: resolved here, then redirected. */
export function sectionJump(url: URL, param: string, lastPage: number) {
  const target = jumpRedirect(url, lastPage, param);
  if (target) throw redirect(target);
}

/** `?format=csv&section=…`: which section's table to download, if any. */
export function csvSection(url: URL) {
  return url.searchParams.get("format") === "csv" ? (url.searchParams.get("section") ?? "") : null;
}

export function csvResponse(fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) {
  return new Response(toCsv(header, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A section that failed cannot be downloaded either. */
export function csvOf<T>(state: Section<T>, build: (data: T) => Response) {
  if (!state.ok) {
    return new Response("Section unavailable", { status: 503, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  }
  return build(state.data);
}

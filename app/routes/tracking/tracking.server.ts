import type { LoaderFunctionArgs } from "@remix-run/node";
import { isUuid } from "~/models/campaign.server";
import { findTrackedChannel, recordPerformance, visitorKey, type PerformanceKind } from "~/models/campaign-performance.server";
import { getFormState } from "~/models/form-state.server";
import type { JobAdState } from "~/lib/validation/job-ad";
import { publicUrl } from "~/lib/validation/validators";

/** Where a tracked click lands: the vacancy page, else the application URL, else the live posting. */
export function clickDestination(jobAd: JobAdState | null, liveUrl: string | null) {
  const candidates = [
    jobAd?.vacancyPageUrl,
    jobAd?.applicationMethod === "url" ? jobAd.applicationDestination : undefined,
    liveUrl ?? undefined,
  ];
  // saved job-ad values were validated, but a draft may hold anything: only public http(s) URLs
  return candidates.map((c) => c?.trim()).find((c): c is string => Boolean(c) && publicUrl(c!)) ?? null;
}

/**
 * The checkout's tracking values for the channel (spec 1 §3 "Checkout state": source, medium,
 * campaign) as utm_* parameters of the destination; they replace any the URL already has, since the
 * recruiter set them for this channel.
 */
export function withUtm(destination: string, tracking: { source?: string; medium?: string; campaign?: string } | null) {
  if (!tracking) return destination;
  const url = new URL(destination);
  for (const key of ["source", "medium", "campaign"] as const) {
    const value = tracking[key]?.trim();
    if (value) url.searchParams.set(`utm_${key}`, value);
  }
  return url.toString();
}

/** The click id as the last query parameter, as ad platforms add theirs (gclid, fbclid). */
export function withClickId(destination: string, clickId: string) {
  const url = new URL(destination);
  url.searchParams.set("hw_cid", clickId);
  return url.toString();
}

/**
 * Shared by the click link and the application pixel: a 404 for anything that is not a channel of
 * an ordered campaign (nothing counted), otherwise the hit is counted for this visitor.
 */
export async function trackHit(
  kind: PerformanceKind | null,
  { params, request, context }: Pick<LoaderFunctionArgs, "params" | "request" | "context">,
) {
  const { campaignId = "", channelId = "" } = params;
  if (!isUuid(campaignId) || !isUuid(channelId)) return null;
  const tracked = await findTrackedChannel(campaignId, channelId);
  if (!tracked) return null;
  const visitor = visitorKey(context.clientIp ?? "unknown", request.headers.get("user-agent") ?? "");
  // null: a pixel for another funnel step, recorded as an analytics event only
  if (kind) await recordPerformance(kind, campaignId, channelId, visitor);
  return { ...tracked, campaignId, channelId, visitor };
}

export async function jobAdOf(companyId: string, campaignId: string) {
  return getFormState<JobAdState>(companyId, "job-ad", campaignId);
}

export const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

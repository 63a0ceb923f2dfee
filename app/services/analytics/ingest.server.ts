import { isbot } from "isbot";
import { z } from "zod";
import { classifySource } from "~/lib/analytics/source";
import { FUNNEL_STEPS, type FunnelStep } from "~/lib/analytics/steps";
import { isUuid } from "~/lib/uuid";
import {
  companyOfSiteKey,
  countDropped,
  insertEvent,
  ownCampaignId,
  resolveClickId,
} from "~/models/analytics.server";
import { readBeaconJson } from "~/services/http/request.server";
import { collectLimits } from "./collect-limit.server";
import { countryLookup } from "./geo.server";

/**
 * The front door of the pipeline (issue 14 §1): one event from the career-site snippet (POST
 * /collect) or the no-JS pixel. Bad input → 400 with a reason, nothing stored; bots → dropped and
 * counted; the client address only picks a country and is then forgotten; Sec-GPC / DNT → the
 * event counts without a visitor id.
 */
export const COLLECT_BODY_LIMIT = 4096;

/** CORS for any origin, never credentials: the snippet runs on the employer's site. */
export const COLLECT_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "86400",
  "Cache-Control": "no-store",
};

const token = (max: number) => z.string().regex(/^[A-Za-z0-9_-]+$/).min(8).max(max);
const optionalUrl = z.string().max(2048).optional().default("");

export const collectSchema = z.object({
  key: token(64),
  step: z.enum(FUNNEL_STEPS),
  visitor: token(64).optional(),
  cid: token(64).optional(),
  campaign: z.string().refine(isUuid, "not a campaign id").optional(),
  url: optionalUrl,
  referrer: optionalUrl,
  // the event's own id, the same in every retry of it: stored once (issue 47 §7)
  id: token(64).optional(),
});


export type IngestResult =
  | { status: "stored" }
  | { status: "dropped"; reason: "bot" }
  | { status: "rejected"; reason: string; fields?: Record<string, string[] | undefined> };

export interface IngestContext {
  clientIp?: string;
  userAgent: string;
  /** Sec-GPC: 1 or DNT: 1 */
  optOut: boolean;
  now?: Date;
}

function utm(url: string, name: string) {
  try {
    return new URL(url).searchParams.get(name);
  } catch {
    return null;
  }
}

export async function ingestEvent(input: unknown, context: IngestContext): Promise<IngestResult> {
  const parsed = collectSchema.safeParse(input);
  if (!parsed.success) {
    const fields = parsed.error.flatten().fieldErrors;
    const reason = fields.step ? "unknown-step" : "invalid-event";
    return { status: "rejected", reason, fields };
  }
  const event = parsed.data;
  const companyId = await companyOfSiteKey(event.key);
  if (!companyId) return { status: "rejected", reason: "unknown-key" };
  if (isbot(context.userAgent)) {
    await countDropped(companyId, "bot", context.now);
    return { status: "dropped", reason: "bot" };
  }
  const click = event.cid ? await resolveClickId(companyId, event.cid) : null;
  const campaignId = click?.campaignId ?? (event.campaign ? await ownCampaignId(companyId, event.campaign) : null);
  const geo = await countryLookup();
  await insertEvent({
    companyId,
    step: event.step as FunnelStep,
    visitorId: context.optOut ? null : (event.visitor ?? null),
    clickId: click ? event.cid! : null,
    campaignId,
    channelId: click?.channelId ?? null,
    source: click
      ? "campaign"
      : classifySource({
          referrer: event.referrer,
          pageUrl: event.url,
          utmSource: utm(event.url, "utm_source"),
          utmMedium: utm(event.url, "utm_medium"),
        }),
    country: (context.clientIp && geo.country(context.clientIp)) || "",
    pageUrl: event.url,
    referrer: event.referrer,
    occurredAt: context.now,
    eventId: event.id ?? null,
  });
  return { status: "stored" };
}

export function ingestContext(request: Request, clientIp: string | undefined): IngestContext {
  return {
    clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
    optOut: request.headers.get("sec-gpc") === "1" || request.headers.get("dnt") === "1",
  };
}

function limited(retryAfterSeconds: number) {
  return Response.json(
    { reason: "rate-limited" },
    { status: 429, headers: { ...COLLECT_HEADERS, "Retry-After": String(retryAfterSeconds) } },
  );
}

/** POST /collect: the beacon's body (≤ 4 kB) → 204, 400 with the reason, or 429 over a rate limit. */
export async function collect(request: Request, clientIp: string | undefined) {
  const limits = collectLimits();
  const byClient = limits.perClient.hit(clientIp ?? "unknown");
  if (!byClient.ok) return limited(byClient.retryAfterSeconds);
  let body: unknown;
  try {
    body = await readBeaconJson(request, COLLECT_BODY_LIMIT);
  } catch (error) {
    if (error instanceof Response) {
      return new Response(await error.text(), { status: error.status, headers: COLLECT_HEADERS });
    }
    throw error;
  }
  // by the key as sent, before any look-up: a flood with one key costs no query
  const key = (body as { key?: unknown } | null)?.key;
  if (typeof key === "string") {
    const byKey = limits.perKey.hit(key);
    if (!byKey.ok) return limited(byKey.retryAfterSeconds);
  }
  const result = await ingestEvent(body, ingestContext(request, clientIp));
  if (result.status === "rejected") {
    return Response.json({ reason: result.reason, fields: result.fields }, { status: 400, headers: COLLECT_HEADERS });
  }
  return new Response(null, { status: 204, headers: COLLECT_HEADERS });
}

/**
 * The no-JS pixel's event: campaign and channel from the tracking URL, the visitor a hash of
 * address and user agent (the same key the click counter uses; the address itself is not kept),
 * none under Sec-GPC / DNT. Bots are dropped and counted like /collect's.
 */
export async function recordPixelEvent(
  tracked: { companyId: string; campaignId: string; channelId: string; visitor: string },
  step: FunnelStep,
  request: Request,
  clientIp: string | undefined,
) {
  const context = ingestContext(request, clientIp);
  if (isbot(context.userAgent)) return countDropped(tracked.companyId, "bot");
  const geo = await countryLookup();
  await insertEvent({
    companyId: tracked.companyId,
    step,
    visitorId: context.optOut ? null : `px-${tracked.visitor}`,
    clickId: null,
    campaignId: tracked.campaignId,
    channelId: tracked.channelId,
    source: "campaign",
    country: (clientIp && geo.country(clientIp)) || "",
    pageUrl: request.headers.get("referer")?.slice(0, 2048) ?? "",
    referrer: "",
  });
}

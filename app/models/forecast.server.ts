import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { isUuid } from "~/lib/uuid";
import { forecastLabels } from "~/lib/campaign/forecast-labels";
import type { TargetGroup } from "~/lib/campaign/target-group";
import { getTaxonomy } from "./taxonomy.server";
import {
  countryOfRegion,
  forecastBasket,
  forecastChannel,
  forecastTarget,
  type ForecastChannel,
  type PostingResult,
} from "~/lib/campaign/forecast";

/**
 * Our own results the forecast learns from (docs/decisions/078): every **finished** posting
 * (campaign × channel whose time online has ended) of any company's ordered campaigns, with its
 * job family, country, clicks, applicants, the hires its company's ATS attributed to it (decision
 * 080's definition of a hire) and what it cost. Only these per-posting figures are
 * read; the surfaces show sums, medians and counts of them, never another company's campaign.
 * `excludeCampaignId`: a campaign's own results are never part of its own forecast.
 */
export async function listPostingResults(
  channelIds: string[],
  options: { excludeCampaignId?: string | null; now?: Date } = {},
): Promise<PostingResult[]> {
  // a knowledge base over HTTP (PKB_BASE_URL) names channels by its own ids: none has postings of ours
  const ours = channelIds.filter(isUuid);
  if (ours.length === 0) return [];
  const db = await getDb();
  const now = options.now ?? new Date();
  const exclude = options.excludeCampaignId ?? null;
  const ids = sql.join(ours.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute(sql`
    select cc.campaign_id, cc.channel_id,
      k.target_group->'jobFunction'->>'id' as job_family,
      k.target_group->'regions'->0->>'id' as region,
      -- what the posting cost: the price it was ordered at, else the channel's list price
      coalesce(cc.ordered_price_cents, c.price_cents)::bigint as price_cents,
      coalesce(cc.ordered_currency, c.currency) as currency,
      coalesce((select sum(p.clicks) from campaign_channel_performance p
        where p.campaign_id = cc.campaign_id and p.channel_id = cc.channel_id), 0)::int as clicks,
      coalesce((select sum(p.applicants) from campaign_channel_performance p
        where p.campaign_id = cc.campaign_id and p.channel_id = cc.channel_id), 0)::int as applicants,
      -- a hire as the outcomes count it (isHire, app/lib/outcomes/figures.ts; posting-hires.test.ts)
      (select count(*) from ats_applications a
        where a.campaign_id = cc.campaign_id and a.channel_id = cc.channel_id
          and (a.status = 'hired' or a.stage = 'hired'))::int as hires
    from campaign_channels cc
    join campaigns k on k.id = cc.campaign_id and k.ordered_at is not null
    join channels c on c.id = cc.channel_id
    where cc.channel_id in (${ids})
      and coalesce(cc.online_until, coalesce(cc.online_from, k.availability_date) + c.duration_days * interval '1 day') <= ${now}
      and (${exclude}::uuid is null or cc.campaign_id <> ${exclude}::uuid)`);
  return (
    result.rows as {
      campaign_id: string;
      channel_id: string;
      job_family: string | null;
      region: string | null;
      price_cents: number | string;
      currency: string;
      clicks: number;
      applicants: number;
      hires: number;
    }[]
  ).map((r) => ({
    campaignId: r.campaign_id,
    channelId: r.channel_id,
    jobFamily: r.job_family,
    country: countryOfRegion(r.region),
    clicks: Number(r.clicks),
    applicants: Number(r.applicants),
    hires: Number(r.hires),
    priceCents: Number(r.price_cents),
    currency: r.currency,
  }));
}

/**
 * The forecast of a basket for its campaign's target group: its purchasable channels (pass only
 * those) from the finished postings of every channel in it, the campaign's own left out; `cost` is
 * the basket's total in its currency (cost per applicant of the basket).
 */
export async function basketForecast(
  channels: ForecastChannel[],
  targetGroup: Parameters<typeof forecastTarget>[0],
  options: { cost?: { cents: number; currency: string } | null; excludeCampaignId?: string | null } = {},
) {
  const history = await listPostingResults(
    channels.map((c) => c.id),
    { excludeCampaignId: options.excludeCampaignId },
  );
  return forecastBasket(channels, forecastTarget(targetGroup), history, options.cost ?? null);
}

/** One channel's forecast from all of its finished postings (the channel-details dialog: no target group). */
export async function channelOnlyForecast(channel: ForecastChannel) {
  return forecastChannel(channel, { jobFamily: null, country: null }, await listPostingResults([channel.id]));
}

/**
 * The basis's names for a saved target group in the viewer's language: the job family from the
 * taxonomy (a target group keeps the label it was saved in), the country by its code.
 */
export async function forecastLabelsIn(targetGroup: TargetGroup | null, locale: string) {
  const fn = targetGroup?.jobFunction;
  const known = fn ? (await getTaxonomy()).byId.jobFunction.get(fn.id) : undefined;
  const label = known?.labels[locale.slice(0, 2) as keyof typeof known.labels] ?? fn?.label;
  const labelled = fn && label ? { ...targetGroup, jobFunction: { ...fn, label } } : targetGroup;
  return forecastLabels(labelled, forecastTarget(targetGroup).country, locale);
}

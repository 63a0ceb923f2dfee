import { jobPostingJsonLd, type PublicJob } from "~/lib/vacancies/job-posting";
import { getTaxonomy } from "~/models/taxonomy.server";
import { findPublicCampaign } from "~/models/public-job.server";
import { requireRateLimit } from "~/services/http/rate-limit.server";
import { readExportCompanyDetails } from "~/services/files/stored-images.server";
import { sanitizeRichText } from "~/services/html/sanitize.server";
import { SHARE_RATE_LIMIT, SHARE_RATE_WINDOW_MS } from "~/lib/campaign/share-rate";
import { notFound } from "~/lib/not-found";

/** Our location ids → city/region/country name (English, as job boards read it) and country code. */
export async function placesOf(regionIds: string[]) {
  const taxonomy = await getTaxonomy();
  return regionIds.flatMap((id) => {
    const node = taxonomy.byId.location.get(id);
    return node ? [{ name: node.names.en, countryCode: node.countryCode }] : [];
  });
}

/** A public campaign by its UUID, limited per address (`bucket`) like the share page; else 404. */
async function requirePublicCampaign(
  campaignId: string | undefined,
  clientIp: string | undefined,
  bucket: string,
) {
  await requireRateLimit(`${bucket}:${clientIp ?? "unknown"}`, SHARE_RATE_LIMIT, SHARE_RATE_WINDOW_MS);
  const campaign = campaignId ? await findPublicCampaign(campaignId) : undefined;
  if (!campaign) notFound();
  return campaign;
}

/**
 * /jobs/:campaignId (issue 12 §5): no sign-in, found only through the campaign's UUID, limited
 * per address like the share page so guessing ids is pointless.
 */
export async function loadPublicJob(
  campaignId: string | undefined,
  clientIp: string | undefined,
  appUrl: string,
) {
  const campaign = await requirePublicCampaign(campaignId, clientIp, "jobs");
  const locations = await placesOf(campaign.targetGroup?.regions.map((r) => r.id) ?? []);
  // a URL of its own (Google wants the logo as a crawlable URL, not inline data)
  const logoPath = campaign.logo?.mime ? `/jobs/${campaign.id}/logo` : null;
  const logoUrl = logoPath ? `${appUrl}${logoPath}` : null;
  const job: PublicJob = {
    campaignId: campaign.id,
    companyName: campaign.employerName,
    jobAd: campaign.jobAd,
    descriptionHtml: sanitizeRichText(campaign.jobAd.description ?? ""),
    datePosted: campaign.datePosted,
    validThrough: campaign.validThrough,
    locations,
    remote: /remote|telecommute|op afstand/i.test(campaign.jobAd.locations ?? ""),
    url: `${appUrl}/jobs/${campaign.id}`,
    logoUrl,
  };
  const destination = campaign.jobAd.applicationDestination ?? "";
  const applyHref =
    campaign.jobAd.applicationMethod === "email"
      ? `mailto:${destination}`
      : /^https?:\/\//i.test(destination)
        ? destination
        : null;
  return { job, jsonLd: jobPostingJsonLd(job), applyHref, logoPath };
}

/**
 * /jobs/:campaignId/logo: the employer's logo of a public job page, read as the exports read it:
 * the normalised copy (issue 36 §3), never bytes stored before normalisation.
 */
export async function loadPublicJobLogo(campaignId: string | undefined, clientIp: string | undefined) {
  const campaign = await requirePublicCampaign(campaignId, clientIp, "jobs-logo");
  const details = campaign.logo ? await readExportCompanyDetails(campaign.companyId, campaign.id) : undefined;
  if (!details?.logo || !details.logoMime) notFound();
  return new Response(new Uint8Array(details.logo), {
    headers: {
      "Content-Type": details.logoMime,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildIndeedFeed } from "~/lib/vacancies/indeed-feed";
import { listOnlineCampaigns } from "~/models/public-job.server";
import { integrationByFeedKey } from "~/models/vacancy.server";
import { getEnv } from "~/platform/env.server";
import { sanitizeRichText } from "~/services/html/sanitize.server";
import { placesOf } from "./public-job.server";
import { notFound } from "~/lib/not-found";

/**
 * /feeds/:feedKey/jobs.xml (issue 12 §5): the company's online campaigns as an Indeed XML feed
 * for job boards to pull. The key is the only credential (shown and rotated in the integration
 * settings); an unknown or rotated key is a 404.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const owner = await integrationByFeedKey(params.feedKey ?? "");
  if (!owner) notFound();
  const appUrl = getEnv().APP_URL;
  const campaigns = await listOnlineCampaigns(owner.companyId);
  const jobs = await Promise.all(
    campaigns.map(async (c) => {
      const [place] = await placesOf(c.targetGroup?.regions.map((r) => r.id) ?? []);
      const ad = c.jobAd;
      return {
        referenceNumber: c.id,
        title: ad.jobTitle ?? "",
        date: c.datePosted,
        url: `${appUrl}/jobs/${c.id}`,
        company: owner.companyName,
        city: place?.name ?? null,
        country: place?.countryCode ?? null,
        email: ad.applicationMethod === "email" ? ad.applicationDestination : null,
        description: sanitizeRichText(ad.description ?? ""),
        salary:
          ad.salaryMin || ad.salaryMax
            ? `${[ad.salaryMin, ad.salaryMax].filter(Boolean).join(" - ")} ${ad.salaryCurrency ?? "EUR"} per ${ad.salaryPeriod ?? "month"}`
            : null,
        jobType: ad.employmentType ?? null,
        remoteType: /remote/i.test(ad.locations ?? "") ? "Fully remote" : null,
        contactName: ad.contactName || null,
        // issue 42 §11: read back by our XML connector as experienceYears, seniority and uploadFile
        experience: ad.experienceYears ? `${ad.experienceYears}+ years` : null,
        seniority: ad.seniority || null,
        attachment: ad.uploadFile || null,
      };
    }),
  );
  const xml = buildIndeedFeed({
    publisher: owner.companyName,
    publisherUrl: appUrl,
    lastBuildDate: new Date(),
    jobs,
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}

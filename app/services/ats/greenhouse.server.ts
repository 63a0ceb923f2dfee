import { z } from "zod";
import {
  applicationDestination,
  mapEmploymentType,
  parseExperienceYears,
  safeHttpUrl,
  uploadFileFrom,
} from "~/lib/vacancies/mapping";
import { getJson, PayloadBudget } from "./http.server";
import { emptyVacancy, finishVacancies, isoDate, str, unescapeHtml } from "./normalize.server";
import { AtsError, type AtsConnector } from "./types";

/**
 * Greenhouse Job Board API (developers.greenhouse.io/job-board.html): GET
 * {base}/v1/boards/{board_token}/jobs?content=true returns every published job at once
 * ({jobs, meta.total}; the API has no pagination). `content` is HTML-escaped.
 */
const job = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  updated_at: z.string().nullish(),
  first_published: z.string().nullish(),
  requisition_id: z.string().nullish(),
  location: z.object({ name: z.string().nullish() }).nullish(),
  absolute_url: z.string().nullish(),
  content: z.string().nullish(),
  departments: z.array(z.object({ name: z.string().nullish() })).nullish(),
  offices: z
    .array(z.object({ name: z.string().nullish(), location: z.string().nullish() }))
    .nullish(),
  metadata: z.array(z.object({ name: z.string().nullish(), value: z.unknown() })).nullish(),
});
const payload = z.object({ jobs: z.array(z.unknown()) });

function metadataValue(metadata: z.infer<typeof job>["metadata"], pattern: RegExp) {
  const found = metadata?.find((m) => m.name && pattern.test(m.name));
  return typeof found?.value === "string" || typeof found?.value === "number" ? String(found.value) : null;
}

export const greenhouse: AtsConnector = {
  kind: "greenhouse",
  sourceName: "Greenhouse",
  async fetchVacancies(settings, options) {
    if (!settings.boardToken) throw new AtsError("source", "board token missing");
    const url = new URL(
      `v1/boards/${encodeURIComponent(settings.boardToken)}/jobs`,
      withSlash(settings.baseUrl),
    );
    url.searchParams.set("content", "true");
    const body = payload.safeParse(await getJson(url.toString(), new PayloadBudget(), options));
    if (!body.success) throw new AtsError("malformed", "no jobs array");
    const jobs = body.data.jobs
      .map((raw) => job.safeParse(raw))
      .filter((r) => r.success)
      .map((r) => r.data!);
    return finishVacancies(
      jobs.map((j) => {
        const office = j.offices?.find((o) => o.location)?.location ?? null;
        const location = j.location?.name ?? office;
        return {
          ...emptyVacancy(String(j.id), j.title),
          description: unescapeHtml(j.content ?? ""),
          employmentType: mapEmploymentType(metadataValue(j.metadata, /employment|type/i)),
          vacancyPageUrl: safeHttpUrl(j.absolute_url),
          applicationDestination: applicationDestination(j.absolute_url),
          remote: /remote/i.test(location ?? ""),
          referenceId: str(j.requisition_id),
          region: location,
          category: j.departments?.[0]?.name ?? null,
          postedAt: isoDate(j.first_published ?? j.updated_at),
          // the job board API has no fields for these: companies add them as custom job fields,
          // which it lists in metadata under the names they chose
          experienceYears: parseExperienceYears(metadataValue(j.metadata, /experience/i)),
          seniority: metadataValue(j.metadata, /seniority|level/i),
          salaryDescription: metadataValue(j.metadata, /salary|compensation|pay/i),
          uploadFile: uploadFileFrom(metadataValue(j.metadata, /attachment|document|file/i)),
        };
      }),
    );
  },
};

export function withSlash(base: string) {
  return base.endsWith("/") ? base : `${base}/`;
}

import { z } from "zod";
import {
  applicationDestination,
  mapEmploymentType,
  mapSalaryPeriod,
  safeHttpUrl,
} from "~/lib/vacancies/mapping";
import { MAX_JOBS } from "~/lib/vacancies/types";
import { withSlash } from "./greenhouse.server";
import { getJson, PayloadBudget } from "./http.server";
import { emptyVacancy, finishVacancies, isoDate, str } from "./normalize.server";
import { AtsError, type AtsConnector } from "./types";

/**
 * Lever Postings API (github.com/lever/postings-api): GET {base}/v0/postings/{site}?mode=json
 * with skip/limit pagination; we page LEVER_PAGE_SIZE at a time until a short page.
 */
export const LEVER_PAGE_SIZE = 100;

const posting = z.object({
  id: z.string(),
  text: z.string(),
  categories: z
    .object({
      commitment: z.string().nullish(),
      department: z.string().nullish(),
      location: z.string().nullish(),
      team: z.string().nullish(),
    })
    .nullish(),
  country: z.string().nullish(),
  createdAt: z.number().nullish(),
  description: z.string().nullish(),
  lists: z.array(z.object({ text: z.string().nullish(), content: z.string().nullish() })).nullish(),
  additional: z.string().nullish(),
  hostedUrl: z.string().nullish(),
  applyUrl: z.string().nullish(),
  workplaceType: z.string().nullish(),
  salaryDescriptionPlain: z.string().nullish(),
  salaryRange: z
    .object({
      currency: z.string().nullish(),
      interval: z.string().nullish(),
      min: z.number().nullish(),
      max: z.number().nullish(),
    })
    .nullish(),
});

export const lever: AtsConnector = {
  kind: "lever",
  sourceName: "Lever",
  async fetchVacancies(settings, options) {
    if (!settings.boardToken) throw new AtsError("source", "site name missing");
    const budget = new PayloadBudget();
    const all: z.infer<typeof posting>[] = [];
    for (let skip = 0; ; skip += LEVER_PAGE_SIZE) {
      const url = new URL(
        `v0/postings/${encodeURIComponent(settings.boardToken)}`,
        withSlash(settings.baseUrl),
      );
      url.searchParams.set("mode", "json");
      url.searchParams.set("skip", String(skip));
      url.searchParams.set("limit", String(LEVER_PAGE_SIZE));
      const page = await getJson(url.toString(), budget, options);
      if (!Array.isArray(page)) throw new AtsError("malformed", "not a postings array");
      for (const raw of page) {
        const parsed = posting.safeParse(raw);
        if (parsed.success) all.push(parsed.data);
      }
      if (all.length > MAX_JOBS) throw new AtsError("too-many", String(all.length));
      if (page.length < LEVER_PAGE_SIZE) break;
    }
    return finishVacancies(
      all.map((p) => {
        const lists = (p.lists ?? [])
          .map((l) => `<h3>${l.text ?? ""}</h3><ul>${l.content ?? ""}</ul>`)
          .join("");
        return {
          ...emptyVacancy(p.id, p.text),
          description: `${p.description ?? ""}${lists}${p.additional ?? ""}`,
          employmentType: mapEmploymentType(p.categories?.commitment),
          salary: p.salaryRange
            ? {
                min: p.salaryRange.min ?? null,
                max: p.salaryRange.max ?? null,
                currency: str(p.salaryRange.currency),
                period: mapSalaryPeriod(p.salaryRange.interval),
              }
            : null,
          applicationDestination: applicationDestination(p.applyUrl ?? p.hostedUrl),
          vacancyPageUrl: safeHttpUrl(p.hostedUrl),
          remote: p.workplaceType === "remote",
          region: p.categories?.location ?? null,
          country: str(p.country),
          category: p.categories?.department ?? p.categories?.team ?? null,
          postedAt: isoDate(p.createdAt),
          // Lever's postings carry no experience, seniority or attachment: those stay null
          salaryDescription: str(p.salaryDescriptionPlain),
        };
      }),
    );
  },
};

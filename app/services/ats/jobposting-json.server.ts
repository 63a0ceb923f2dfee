import {
  applicationDestination,
  mapEmploymentType,
  mapSalaryPeriod,
  parseAmount,
  parseExperienceYears,
  safeHttpUrl,
  uploadFileFrom,
} from "~/lib/vacancies/mapping";
import { getJson, PayloadBudget } from "./http.server";
import { emptyVacancy, finishVacancies, isoDate, str } from "./normalize.server";
import { AtsError, type AtsConnector } from "./types";

/**
 * A JSON array of schema.org JobPosting objects (schema.org/JobPosting, Google's job-posting
 * structured data), or an object with "@graph" / "itemListElement". Sites publish structured data
 * as one document, so one GET (no pagination).
 */
type Json = Record<string, unknown>;

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const obj = (value: unknown): Json | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : null;

function postingsOf(body: unknown): Json[] {
  const list = Array.isArray(body)
    ? body
    : (obj(body)?.["@graph"] ??
      obj(body)?.itemListElement ??
      (obj(body)?.["@type"] === "JobPosting" ? [body] : null));
  if (!Array.isArray(list)) throw new AtsError("malformed", "no JobPosting array");
  return list
    .map((item) => obj(obj(item)?.item) ?? obj(item))
    .filter((p): p is Json => p !== null && p["@type"] === "JobPosting");
}

export function mapJobPosting(p: Json) {
  const place = obj(first(p.jobLocation));
  const address = obj(place?.address);
  const country = str(obj(address?.addressCountry)?.name) ?? str(address?.addressCountry);
  const salary = obj(p.baseSalary);
  const value = obj(salary?.value);
  const identifier = obj(p.identifier);
  const id = str(identifier?.value) ?? str(p.identifier) ?? str(p["@id"]) ?? str(p.url) ?? "";
  const contact = obj(first(obj(p.hiringOrganization)?.contactPoint) ?? p.applicationContact);
  const url = safeHttpUrl(str(p.url));
  const city = str(address?.addressLocality);
  const region = str(address?.addressRegion);
  const media = obj(first(p.associatedMedia));
  return {
    ...emptyVacancy(id, str(p.title) ?? ""),
    description: str(p.description) ?? "",
    employmentType: mapEmploymentType(...[p.employmentType].flat().map((e) => str(e))),
    salary: value
      ? {
          min: parseAmount(value.minValue ?? value.value),
          max: parseAmount(value.maxValue ?? value.value),
          currency: str(salary?.currency),
          period: mapSalaryPeriod(str(value.unitText)),
        }
      : null,
    contact: contact ? { name: str(contact.name), phoneNumber: str(contact.telephone) } : null,
    applicationDestination:
      applicationDestination(str(contact?.email)) ?? applicationDestination(url),
    vacancyPageUrl: url,
    remote: str(p.jobLocationType) === "TELECOMMUTE",
    referenceId: str(identifier?.value),
    region: [city, region, country].filter(Boolean).join(", ") || null,
    city,
    country,
    category: str(first(p.occupationalCategory)),
    industry: str(first(p.industry)),
    education:
      str(obj(p.educationRequirements)?.credentialCategory) ?? str(p.educationRequirements),
    postedAt: isoDate(str(p.datePosted)),
    experienceYears: experienceYears(p.experienceRequirements),
    // schema.org has no seniority; a MonetaryAmount's description is the salary in words
    salaryDescription: str(salary?.description) ?? str(value?.description),
    uploadFile: uploadFileFrom(str(media?.contentUrl), str(media?.name)),
  };
}

/** experienceRequirements: OccupationalExperienceRequirements {monthsOfExperience} or text. */
function experienceYears(value: unknown) {
  const months = obj(value)?.monthsOfExperience;
  if (months !== undefined) {
    const n = typeof months === "number" ? months : Number(str(months));
    return Number.isFinite(n) ? parseExperienceYears(Math.floor(n / 12)) : null;
  }
  return parseExperienceYears(str(value));
}

export const jobPostingJson: AtsConnector = {
  kind: "jobposting-json",
  sourceName: "JobPosting JSON",
  async fetchVacancies(settings, options) {
    const body = await getJson(settings.baseUrl, new PayloadBudget(), options);
    return finishVacancies(postingsOf(body).map(mapJobPosting));
  },
};

import {
  applicationDestination,
  mapEmploymentType,
  parseExperienceYears,
  parseSalaryText,
  safeHttpUrl,
  uploadFileFrom,
} from "~/lib/vacancies/mapping";
import { getText, PayloadBudget } from "./http.server";
import { emptyVacancy, finishVacancies, isoDate } from "./normalize.server";
import { parseXml, text } from "./xml.server";
import { AtsError, type AtsConnector } from "./types";

/**
 * An XML job feed in the Indeed format (what most ATSs and multiposters export; the format of our
 * own /feeds/:feedKey/jobs.xml): <source><job> with title, date, referencenumber, url, company,
 * city, state, country, postalcode, email, description, salary, education, jobtype, category,
 * experience, remotetype. `contactname`/`contactphone`, `industry`, `seniority` and `attachment`
 * (with `attachmentname`) are read when a feed adds
 * them (not in Indeed's list; several ATS exports and our demo feed carry them).
 */
export const indeedXml: AtsConnector = {
  kind: "indeed-xml",
  sourceName: "XML feed",
  async fetchVacancies(settings, options) {
    const xml = await getText(settings.baseUrl, new PayloadBudget(), options, "application/xml");
    return parseIndeedXml(xml);
  },
};

export function parseIndeedXml(xml: string) {
  const doc = parseXml(xml, ["job"]);
  const source = doc.source;
  if (source === undefined) throw new AtsError("malformed", "no <source>");
  const jobs =
    (source && typeof source === "object" ? (source as { job?: unknown[] }).job : undefined) ?? [];
  return finishVacancies(
    jobs.map((raw) => {
      const j = raw as Record<string, unknown>;
      const city = text(j.city);
      const state = text(j.state);
      const country = text(j.country);
      const url = safeHttpUrl(text(j.url));
      const contactName = text(j.contactname);
      const contactPhone = text(j.contactphone);
      const experience = text(j.experience);
      const experienceYears = parseExperienceYears(experience);
      return {
        ...emptyVacancy(text(j.referencenumber) ?? "", text(j.title) ?? ""),
        description: text(j.description) ?? "",
        employmentType: mapEmploymentType(text(j.jobtype)),
        salary: parseSalaryText(text(j.salary)),
        contact:
          contactName || contactPhone ? { name: contactName, phoneNumber: contactPhone } : null,
        applicationDestination:
          applicationDestination(text(j.email)) ?? applicationDestination(url),
        vacancyPageUrl: url,
        remote: /remote/i.test(text(j.remotetype) ?? ""),
        referenceId: text(j.requisitionid) ?? text(j.referencenumber),
        region: [city, state, country].filter(Boolean).join(", ") || null,
        city,
        country,
        category: text(j.category)?.split(",")[0]?.trim() ?? null,
        industry: text(j.industry),
        education: text(j.education),
        // the target group's job level: the seniority word when the feed has one
        level: text(j.seniority) ?? experience,
        experienceYears,
        // "Senior" in <experience> is a seniority, "3+ years" is not
        seniority: text(j.seniority) ?? (experienceYears === null ? experience : null),
        salaryDescription: text(j.salary),
        uploadFile: uploadFileFrom(text(j.attachment), text(j.attachmentname)),
        postedAt: isoDate(text(j.date)),
      };
    }),
  );
}

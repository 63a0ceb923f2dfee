import { mapEmploymentType, parseExperienceYears, safeHttpUrl } from "~/lib/vacancies/mapping";
import { getText, PayloadBudget } from "./http.server";
import { emptyVacancy, finishVacancies, isoDate } from "./normalize.server";
import { parseXml, text } from "./xml.server";
import { AtsError, type AtsConnector } from "./types";

/**
 * Personio's public XML feed (developer.personio.de "XML feed"): {company}.jobs.personio.de/xml
 * lists <workzag-jobs><position>… with id, office, department, name, jobDescriptions,
 * employmentType, seniority, schedule, yearsOfExperience, occupationCategory, createdAt. A job's page is
 * {origin}/job/{id}. The whole feed comes at once.
 */
export const personio: AtsConnector = {
  kind: "personio",
  sourceName: "Personio",
  async fetchVacancies(settings, options) {
    const xml = await getText(settings.baseUrl, new PayloadBudget(), options, "application/xml");
    const doc = parseXml(xml, ["position", "jobDescription", "office"]);
    const root = doc["workzag-jobs"];
    if (root === undefined) throw new AtsError("malformed", "no <workzag-jobs>");
    const positions =
      (root && typeof root === "object"
        ? (root as { position?: unknown[] }).position
        : undefined) ?? [];
    const origin = new URL(settings.baseUrl).origin;
    return finishVacancies(
      positions.map((raw) => {
        const p = raw as Record<string, unknown>;
        const id = text(p.id) ?? "";
        const descriptions = (
          (p.jobDescriptions as { jobDescription?: unknown[] } | undefined)?.jobDescription ?? []
        )
          .map((d) => d as Record<string, unknown>)
          .map((d) => `<h3>${text(d.name) ?? ""}</h3>${text(d.value) ?? ""}`)
          .join("");
        const office = Array.isArray(p.office) ? text(p.office[0]) : text(p.office);
        const page = safeHttpUrl(`${origin}/job/${encodeURIComponent(id)}`);
        return {
          ...emptyVacancy(id, text(p.name) ?? ""),
          description: descriptions,
          employmentType: mapEmploymentType(text(p.schedule), text(p.employmentType)),
          vacancyPageUrl: page,
          applicationDestination: page ? { method: "url" as const, destination: page } : null,
          remote: /remote/i.test(office ?? ""),
          region: office,
          category: text(p.department) ?? text(p.occupationCategory),
          level: text(p.seniority),
          seniority: text(p.seniority),
          // "lt-1", "1-2", "2-5", "5-7", "7+": the lower bound
          experienceYears: parseExperienceYears(text(p.yearsOfExperience)),
          postedAt: isoDate(text(p.createdAt)),
        };
      }),
    );
  },
};

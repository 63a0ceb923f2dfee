import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { DEMO_CAREER_SITE, DEMO_FEED_SIZE, demoFeedXml } from "../../app/lib/vacancies/demo-feed";
import { publicUrl } from "../../app/lib/validation/validators";
import { serverJobAdSchema } from "../../app/lib/validation/job-ad.server";
import { parseIndeedXml } from "../../app/services/ats/indeed-xml.server";
import { jobAdFromVacancy } from "../../app/services/vacancies/vacancy-campaign.server";

/**
 * Issue 38 §1: what the demo ATS prefills passes the job ad's own rules, so a campaign made from
 * a demo vacancy reaches checkout without editing a field; typed private addresses stay refused.
 */
describe("demo ATS vacancies → job ad (issue 38 §1)", () => {
  const vacancies = parseIndeedXml(demoFeedXml());

  it(`each of the ${DEMO_FEED_SIZE} vacancies has a public https page on the career site`, () => {
    expect(vacancies).toHaveLength(DEMO_FEED_SIZE);
    for (const v of vacancies) {
      expect(v.vacancyPageUrl?.startsWith(`${DEMO_CAREER_SITE}/jobs/`)).toBe(true);
      expect(publicUrl(v.vacancyPageUrl ?? "")).toBe(true);
    }
    expect(new Set(vacancies.map((v) => v.vacancyPageUrl)).size).toBe(DEMO_FEED_SIZE);
  });

  it("the prefilled job ad of every vacancy passes the server's job-ad schema unchanged", () => {
    for (const v of vacancies) {
      const state = jobAdFromVacancy(v, v.city ?? "Remote", "en-US");
      // issue 42 §11: the demo's experience and salary text arrive as job-ad fields
      expect(state.experienceYears).toMatch(/^[1-5]$/);
      expect(state.salaryDescription).toMatch(/EUR per (month|year)$/);
      const formData = new FormData();
      for (const [key, value] of Object.entries(state)) if (typeof value === "string") formData.set(key, value);
      const submission = parseWithZod(formData, { schema: serverJobAdSchema({ acceptHourlyRates: false }) });
      expect(submission.status, `${v.externalId}: ${JSON.stringify(submission.reply().error)}`).toBe("success");
    }
  });

  it("the private-address rule still refuses what a user types", () => {
    expect(publicUrl("http://localhost:3000/demo-ats/northwind/jobs.xml#NW-1001")).toBe(false);
    expect(publicUrl("http://192.168.1.5/jobs/1")).toBe(false);
  });
});

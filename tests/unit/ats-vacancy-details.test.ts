import { describe, expect, it } from "vitest";
import { CONNECTORS } from "../../app/services/ats/provider.server";
import type { AtsSettings } from "../../app/services/ats/types";
import { parseExperienceYears, uploadFileFrom } from "../../app/lib/vacancies/mapping";
import { EXPERIENCE_YEARS_MAX } from "../../app/lib/validation/job-ad";

/**
 * Issue 42 §11: each connector's mapping of the spec 1 §3 vacancy details minimum years of
 * experience, seniority, salary description and the attached file, on one job in the source's own
 * format (served by a stub fetch, so no network).
 */
function stub(body: string, type: string): typeof fetch {
  return (async () => new Response(body, { status: 200, headers: { "content-type": type } })) as typeof fetch;
}
const run = (settings: AtsSettings, body: string, type = "application/json") =>
  CONNECTORS[settings.connector].fetchVacancies(settings, { fetch: stub(body, type) });
const details = (v: { experienceYears: unknown; seniority: unknown; salaryDescription: unknown; uploadFile: unknown }) => ({
  experienceYears: v.experienceYears,
  seniority: v.seniority,
  salaryDescription: v.salaryDescription,
  uploadFile: v.uploadFile,
});

describe("vacancy details from every connector (spec 1 §3)", () => {
  it("Greenhouse: from the job's custom fields (metadata)", async () => {
    const [v] = await run(
      { connector: "greenhouse", baseUrl: "https://boards-api.greenhouse.io", boardToken: "acme" },
      JSON.stringify({
        jobs: [
          {
            id: 1,
            title: "Backend Engineer",
            content: "&lt;p&gt;Build things.&lt;/p&gt;",
            metadata: [
              { name: "Minimum experience (years)", value: "3" },
              { name: "Seniority", value: "Senior" },
              { name: "Salary range", value: "€60k–75k plus bonus" },
              { name: "Job description document", value: "https://files.acme.example/jobs/backend-engineer.pdf" },
            ],
          },
        ],
      }),
    );
    expect(details(v)).toEqual({
      experienceYears: 3,
      seniority: "Senior",
      salaryDescription: "€60k–75k plus bonus",
      uploadFile: { name: "backend-engineer.pdf", url: "https://files.acme.example/jobs/backend-engineer.pdf" },
    });
  });

  it("Lever: the salary description; no experience, seniority or file in its postings", async () => {
    const [v] = await run(
      { connector: "lever", baseUrl: "https://api.lever.co", boardToken: "acme" },
      JSON.stringify([{ id: "p1", text: "Designer", salaryDescriptionPlain: "  Competitive   salary and equity " }]),
    );
    expect(details(v)).toEqual({ experienceYears: null, seniority: null, salaryDescription: "Competitive salary and equity", uploadFile: null });
  });

  it("Personio: seniority and the lower bound of yearsOfExperience", async () => {
    const xml = (years: string) =>
      `<?xml version="1.0"?><workzag-jobs><position><id>7</id><name>Accountant</name><seniority>experienced</seniority><yearsOfExperience>${years}</yearsOfExperience></position></workzag-jobs>`;
    const settings: AtsSettings = { connector: "personio", baseUrl: "https://acme.jobs.personio.de/xml", boardToken: null };
    const [v] = await run(settings, xml("2-5"), "application/xml");
    expect(details(v)).toEqual({ experienceYears: 2, seniority: "experienced", salaryDescription: null, uploadFile: null });
    expect((await run(settings, xml("lt-1"), "application/xml"))[0].experienceYears).toBe(0);
    expect((await run(settings, xml("7+"), "application/xml"))[0].experienceYears).toBe(7);
  });

  it("XML feed: experience, seniority, the salary text and an attachment", async () => {
    const job = (extra: string) =>
      `<?xml version="1.0"?><source><job><title>Nurse</title><referencenumber>N-1</referencenumber><salary>3400 - 4200 EUR per month</salary>${extra}</job></source>`;
    const settings: AtsSettings = { connector: "indeed-xml", baseUrl: "https://ats.example.com/jobs.xml", boardToken: null };
    const [v] = await run(
      settings,
      job("<experience>4+ years</experience><seniority>Medior</seniority><attachment>https://ats.example.com/files/nurse.docx</attachment><attachmentname>Nurse profile.docx</attachmentname>"),
      "application/xml",
    );
    expect(details(v)).toEqual({
      experienceYears: 4,
      seniority: "Medior",
      salaryDescription: "3400 - 4200 EUR per month",
      uploadFile: { name: "Nurse profile.docx", url: "https://ats.example.com/files/nurse.docx" },
    });
    // an <experience> without a number is the seniority; an attachment of another type is dropped
    const [w] = await run(settings, job("<experience>Senior</experience><attachment>https://ats.example.com/files/nurse.exe</attachment>"), "application/xml");
    expect(details(w)).toMatchObject({ experienceYears: null, seniority: "Senior", uploadFile: null });
  });

  it("JobPosting JSON: monthsOfExperience in whole years, the salary's description, associatedMedia", async () => {
    const [v] = await run(
      { connector: "jobposting-json", baseUrl: "https://www.acme.example/jobs.json", boardToken: null },
      JSON.stringify([
        {
          "@type": "JobPosting",
          title: "Electrician",
          identifier: { value: "E-9" },
          experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: 30 },
          baseSalary: { "@type": "MonetaryAmount", currency: "EUR", description: "According to the CAO", value: { minValue: 2800, unitText: "MONTH" } },
          associatedMedia: { "@type": "MediaObject", contentUrl: "https://www.acme.example/media/electrician.pdf", name: "Electrician.pdf" },
        },
      ]),
    );
    expect(details(v)).toEqual({
      experienceYears: 2,
      seniority: null,
      salaryDescription: "According to the CAO",
      uploadFile: { name: "Electrician.pdf", url: "https://www.acme.example/media/electrician.pdf" },
    });
  });

  it("years of experience: at most the job ad's maximum; files only as public http(s) .pdf/.docx links", () => {
    expect(EXPERIENCE_YEARS_MAX).toBe(50);
    expect(parseExperienceYears(50)).toBe(50);
    expect(parseExperienceYears(51)).toBeNull();
    expect(parseExperienceYears("Senior")).toBeNull();
    expect(uploadFileFrom("javascript:alert(1)//x.pdf")).toBeNull();
    expect(uploadFileFrom("https://x.example/a/job.PDF")).toEqual({ name: "job.PDF", url: "https://x.example/a/job.PDF" });
    expect(uploadFileFrom("https://x.example/a/job.doc")).toBeNull();
    expect(uploadFileFrom("http://192.168.1.5/files/job.pdf")).toBeNull();
    expect(uploadFileFrom(`https://x.example/${"a".repeat(2040)}.pdf`)).toBeNull();
  });
});

import type { JobAdState } from "../validation/job-ad";

/**
 * schema.org JobPosting (Google's job-posting structured data) for a campaign's public job page
 * (issue 12 §5): title, description, datePosted, validThrough, hiringOrganization, jobLocation or
 * jobLocationType TELECOMMUTE, employmentType, baseSalary and experienceRequirements when known,
 * identifier, directApply.
 */
export interface PublicJob {
  campaignId: string;
  companyName: string;
  jobAd: JobAdState;
  /** sanitised HTML */
  descriptionHtml: string;
  datePosted: Date;
  validThrough: Date | null;
  /** our locations: name and country code */
  locations: { name: string; countryCode: string }[];
  remote: boolean;
  url: string;
  logoUrl: string | null;
}

const EMPLOYMENT: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  temporary: "TEMPORARY",
  contract: "CONTRACTOR",
  internship: "INTERN",
  freelance: "CONTRACTOR",
};
const PERIOD: Record<string, string> = { hour: "HOUR", month: "MONTH", year: "YEAR" };

const amount = (value: string | undefined) => {
  const n = Number((value ?? "").replace(",", "."));
  return value && Number.isFinite(n) && n > 0 ? n : null;
};

export function jobPostingJsonLd(job: PublicJob) {
  const min = amount(job.jobAd.salaryMin);
  const max = amount(job.jobAd.salaryMax);
  const period = PERIOD[job.jobAd.salaryPeriod ?? ""];
  const years = Number(job.jobAd.experienceYears);
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.jobAd.jobTitle ?? "",
    description: job.descriptionHtml,
    identifier: { "@type": "PropertyValue", name: job.companyName, value: job.campaignId },
    datePosted: job.datePosted.toISOString().slice(0, 10),
    ...(job.validThrough ? { validThrough: job.validThrough.toISOString() } : {}),
    employmentType: EMPLOYMENT[job.jobAd.employmentType ?? ""] ?? "OTHER",
    hiringOrganization: {
      "@type": "Organization",
      name: job.companyName,
      ...(job.logoUrl ? { logo: job.logoUrl } : {}),
    },
    ...(job.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: job.locations.map((l) => ({
            "@type": "Country",
            name: l.countryCode,
          })),
        }
      : {
          jobLocation: job.locations.map((l) => ({
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: l.name,
              addressCountry: l.countryCode,
            },
          })),
        }),
    ...((min || max) && period
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: job.jobAd.salaryCurrency ?? "EUR",
            value: {
              "@type": "QuantitativeValue",
              ...(min ? { minValue: min } : {}),
              ...(max ? { maxValue: max } : {}),
              unitText: period,
            },
          },
        }
      : {}),
    // issue 42 §11: the minimum experience, as schema.org counts it (months)
    ...(job.jobAd.experienceYears && Number.isInteger(years) && years > 0
      ? { experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: years * 12 } }
      : {}),
    url: job.url,
    directApply: false,
  };
}

/** JSON inside <script type="application/ld+json">: "</script>" and HTML comments cannot break out. */
export function jsonLdScript(value: unknown) {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026");
}

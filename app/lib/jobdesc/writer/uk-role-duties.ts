import type { Tonality } from "../constants";
import type { RequirementRow } from "../country-requirements";

/**
 * Roles whose O*NET profile is another, wider occupation's, with the duties a British careers
 * source names for them first (as writer/care-home.ts and writer/dental-nurse.ts do). O*NET's tasks
 * are ranked in O*NET's own order of the occupation's tasks (compose.ts); for these two that order
 * put the role's core duty out of the six lines:
 * - a store manager is ESCO's shop manager, crosswalked to General and Operations Managers (11-1021),
 *   whose stock and goods tasks come ninth and later: an assistant store manager in Birmingham read
 *   budgets and personnel functions, no stock. Prospects (AGCAS), job profile Retail manager:
 *   managing and motivating a team to reach sales targets, managing stock levels and stock control,
 *   analysing sales figures, quality, customer service and health and safety standards, customer
 *   complaints, promotions and displays (https://www.prospects.ac.uk/job-profiles/retail-manager).
 * - a head of legal is O*NET's Lawyers (23-1011), whose first tasks are a litigator's (outcomes of
 *   cases, evidence, court); the in-house head advises the organisation. Prospects, job profile
 *   Solicitor (in-house as well as private practice): advising on the law and legal issues, drafting
 *   documents and contracts, negotiating, researching case law, coordinating the work of all
 *   parties (https://www.prospects.ac.uk/job-profiles/solicitor).
 */
const DUTIES: { occupation: string; countries: string[]; duties: string[] }[] = [
  {
    occupation: "shop-manager",
    countries: ["GB"],
    duties: [
      "run the store day to day and motivate the team to reach its sales targets.",
      "manage stock levels and stock control, from ordering to deliveries.",
      "make sure the store meets its standards of quality, customer service and health and safety.",
      "respond to customer complaints and comments.",
      "organise promotions, displays and events in the store.",
      "review sales figures and plan ahead for the weeks to come.",
    ],
  },
  {
    occupation: "legal-head",
    countries: ["GB"],
    duties: [
      "advise the organisation on the law, its legal risks and the course of action to take.",
      "draft, review and negotiate contracts and other legal documents.",
      "research legislation and case law so that your advice is accurate and up to date.",
      "instruct external solicitors and barristers where needed and coordinate everyone involved in a matter.",
      "keep colleagues up to date on changes in the law that affect their work.",
    ],
  },
];

/** The duties of one of these roles in its country, in the tone, or none. */
export function ukRoleDuties(rows: RequirementRow[], country: string | null, tone: Tonality): string[] {
  const entry = DUTIES.find((d) => country && d.countries.includes(country) && rows.some((r) => r.occupation === d.occupation));
  if (!entry) return [];
  const lead = tone === "formal" ? "You will" : "You'll";
  return entry.duties.map((duty) => `${lead} ${duty}`);
}

import type { Tonality } from "../constants";
import type { RequirementRow } from "../country-requirements";

/**
 * A care home manager in England (the registered manager of a care home): O*NET has no such
 * occupation, and ESCO's social services manager crosswalks to Social and Community Service
 * Managers, whose tasks a Leeds ad read ("establish relationships with other agencies … in
 * community", "handling a referral for child advocacy issues", "speak to community groups to
 * explain agency purposes"). The duties the National Careers Service names for the job (Care home
 * manager: run the home and its budget, meet the Care Quality Commission's standards, recruit,
 * train and supervise staff, assess residents' needs and plan their care with families and health
 * professionals) and the registered manager's duty to safeguard (Health and Social Care Act 2008
 * (Regulated Activities) Regulations 2014, regulation 13) come first.
 */
const DUTIES = [
  "run the home day to day, including its budget, staffing and rotas.",
  "make sure the home meets the Care Quality Commission's fundamental standards and is ready for inspection.",
  "assess residents' needs and plan their care with them, their families, social workers and health professionals.",
  "deal with complaints and safeguarding concerns and report them as the regulations require.",
  "recruit, train and supervise the care team and hold regular supervisions.",
];

/** The duties of a care home's manager in Great Britain, in the tone, or none for another role or country. */
export function careHomeDuties(rows: RequirementRow[], country: string | null, tone: Tonality): string[] {
  if (country !== "GB" || !rows.some((r) => r.occupation === "care-home-manager")) return [];
  const lead = tone === "formal" ? "You will" : "You'll";
  return DUTIES.map((duty) => `${lead} ${duty}`);
}

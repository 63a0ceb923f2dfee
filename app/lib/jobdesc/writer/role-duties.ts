import type { Tonality } from "../constants";
import type { RequirementRow } from "../country-requirements";

/**
 * Roles whose O*NET profile is another country's or another, wider occupation's, with the duties a
 * careers source or the regulator of the country names for them. They come first, in their own
 * order; O*NET's tasks follow. A role is the requirement occupation of its country rows
 * (requirements/country-requirements.json), so the title that names it brings its duties.
 */
export interface RoleDuties {
  /** the requirement occupation's id */
  occupation: string;
  countries: string[];
  /** sentences after "You will" / "You'll", lower case first */
  duties: string[];
}

export const ROLE_DUTIES: RoleDuties[] = [
  /**
   * A care home manager in England (the registered manager of a care home): O*NET has no such
   * occupation, and ESCO's social services manager crosswalks to Social and Community Service
   * Managers, whose tasks a Leeds ad read ("establish relationships with other agencies … in
   * community", "handling a referral for child advocacy issues", "speak to community groups to
   * explain agency purposes"). The duties the National Careers Service names for the job (Care home
   * manager: run the home and its budget, meet the Care Quality Commission's standards, recruit,
   * train and supervise staff, assess residents' needs and plan their care with families and health
   * professionals) and the registered manager's duty to safeguard (Health and Social Care Act 2008
   * (Regulated Activities) Regulations 2014, regulation 13).
   */
  {
    occupation: "care-home-manager",
    countries: ["GB"],
    duties: [
      "run the home day to day, including its budget, staffing and rotas.",
      "make sure the home meets the Care Quality Commission's fundamental standards and is ready for inspection.",
      "assess residents' needs and plan their care with them, their families, social workers and health professionals.",
      "deal with complaints and safeguarding concerns and report them as the regulations require.",
      "recruit, train and supervise the care team and hold regular supervisions.",
    ],
  },
  /**
   * A dental nurse in Great Britain: ESCO's dental chairside assistant crosswalks to O*NET's Dental
   * Assistants (31-9091), whose tasks are a US practice's — a Leeds ad read "prepare … insurance
   * forms" and billing. The National Careers Service's day-to-day tasks of a dental nurse (Dental
   * nurse: prepare the surgery and the instruments, sterilise and clean them, support the dentist
   * at the chair, pass instruments and mix materials, keep patient records, reassure patients;
   * process X-rays with the extra qualification), as the GDC's Scope of Practice says a dental
   * nurse takes radiographs only when trained and competent to.
   */
  {
    occupation: "dental-assistant",
    countries: ["GB"],
    duties: [
      "prepare the surgery, the instruments and the materials for each patient.",
      "clean and sterilise instruments and keep the surgery to the standards of infection control.",
      "support the dentist at the chair: pass instruments, mix materials and keep the patient's mouth clear.",
      "write up the dentist's notes and keep patient records up to date.",
      "look after patients before, during and after treatment and put nervous patients at ease.",
      "process dental X-rays when you hold the qualification for it.",
    ],
  },
  /**
   * A dental nurse in Ireland: the work the Dental Council's Dental Nurse scheme (Dentists Act 1985,
   * section 53) lets a dental nurse do under a dentist's supervision — chairside assistance,
   * preparing the surgery, sterilising instruments and disinfecting equipment, dental charting and
   * treatment records, the care of patients including in medical emergencies, assisting in taking
   * radiographs, reception and administration. The NCS's GB duties (processing X-rays with the
   * GDC's extra qualification) are not Irish: a Dublin ad read O*NET's "expose dental diagnostic
   * x-rays" and vital signs.
   */
  {
    occupation: "dental-assistant",
    countries: ["IE"],
    duties: [
      "prepare the surgery for each procedure, sterilise the instruments and disinfect the equipment.",
      "assist the dentist at the chair during dental procedures.",
      "record the dental charting and keep treatment records up to date.",
      "look after patients before, during and after treatment, including in a medical emergency.",
      "support the dentist in taking dental X-rays.",
      "help at reception and with the practice's administration.",
    ],
  },
  /**
   * A store manager is ESCO's shop manager, whose O*NET profile's stock and goods tasks came ninth
   * and later in O*NET's order: an assistant store manager in Birmingham read budgets and personnel
   * functions, no stock. Prospects (AGCAS), job profile Retail manager: managing and motivating a
   * team to reach sales targets, managing stock levels and stock control, analysing sales figures,
   * quality, customer service and health and safety standards, customer complaints, promotions and
   * displays (https://www.prospects.ac.uk/job-profiles/retail-manager).
   */
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
  /**
   * A head of legal is O*NET's Lawyers (23-1011), whose first tasks are a litigator's (outcomes of
   * cases, evidence, court); the in-house head advises the organisation. Prospects, job profile
   * Solicitor (in-house as well as private practice): advising on the law and legal issues, drafting
   * documents and contracts, negotiating, researching case law, coordinating the work of all
   * parties (https://www.prospects.ac.uk/job-profiles/solicitor). Where this row applies, it is the
   * head's lead: the O*NET tasks that lib/jobdesc/field-managers.ts names for the head elsewhere
   * ("leads") are not lifted again (compose.ts).
   */
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

/** The duties of the roles the country rows name, in the country and the tone; none for another role or country. */
export function roleDuties(rows: RequirementRow[], country: string | null, tone: Tonality): string[] {
  const lead = tone === "formal" ? "You will" : "You'll";
  return ROLE_DUTIES.filter((role) => country && role.countries.includes(country) && rows.some((r) => r.occupation === role.occupation)).flatMap((role) =>
    role.duties.map((duty) => `${lead} ${duty}`),
  );
}

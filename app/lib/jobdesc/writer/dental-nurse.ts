import type { Tonality } from "../constants";
import type { RequirementRow } from "../country-requirements";

/**
 * A dental nurse in Great Britain: ESCO's dental chairside assistant crosswalks to O*NET's Dental
 * Assistants (31-9091), whose tasks are a US practice's — a Leeds ad read "prepare … insurance
 * forms" and billing. The National Careers Service's day-to-day tasks of a dental nurse come first
 * (Dental nurse: prepare the surgery and the instruments, sterilise and clean them, support the
 * dentist at the chair, pass instruments and mix materials, keep patient records, reassure
 * patients; process X-rays with the extra qualification), as the GDC's Scope of Practice says a
 * dental nurse takes radiographs only when trained and competent to.
 */
const DUTIES_GB = [
  "prepare the surgery, the instruments and the materials for each patient.",
  "clean and sterilise instruments and keep the surgery to the standards of infection control.",
  "support the dentist at the chair: pass instruments, mix materials and keep the patient's mouth clear.",
  "write up the dentist's notes and keep patient records up to date.",
  "look after patients before, during and after treatment and put nervous patients at ease.",
  "process dental X-rays when you hold the qualification for it.",
];

/**
 * Ireland: the work the Dental Council's Dental Nurse scheme (Dentists Act 1985, section 53) lets a
 * dental nurse do under a dentist's supervision — chairside assistance, preparing the surgery,
 * sterilising instruments and disinfecting equipment, dental charting and treatment records, the
 * care of patients including in medical emergencies, assisting in taking radiographs, reception and
 * administration. The NCS's GB duties (processing X-rays with the GDC's extra qualification) are
 * not Irish: a Dublin ad read O*NET's "expose dental diagnostic x-rays" and vital signs.
 */
const DUTIES_IE = [
  "prepare the surgery for each procedure, sterilise the instruments and disinfect the equipment.",
  "assist the dentist at the chair during dental procedures.",
  "record the dental charting and keep treatment records up to date.",
  "look after patients before, during and after treatment, including in a medical emergency.",
  "support the dentist in taking dental X-rays.",
  "help at reception and with the practice's administration.",
];

const DUTIES: Record<string, string[]> = { GB: DUTIES_GB, IE: DUTIES_IE };

/** The duties of a dental nurse in Great Britain or Ireland, in the tone, or none for another role or country. */
export function dentalNurseDuties(rows: RequirementRow[], country: string | null, tone: Tonality): string[] {
  const duties = country ? DUTIES[country] : undefined;
  if (!duties || !rows.some((r) => r.occupation === "dental-assistant")) return [];
  const lead = tone === "formal" ? "You will" : "You'll";
  return duties.map((duty) => `${lead} ${duty}`);
}

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
const DUTIES = [
  "prepare the surgery, the instruments and the materials for each patient.",
  "clean and sterilise instruments and keep the surgery to the standards of infection control.",
  "support the dentist at the chair: pass instruments, mix materials and keep the patient's mouth clear.",
  "write up the dentist's notes and keep patient records up to date.",
  "look after patients before, during and after treatment and put nervous patients at ease.",
  "process dental X-rays when you hold the qualification for it.",
];

/** The duties of a dental nurse in Great Britain, in the tone, or none for another role or country. */
export function dentalNurseDuties(rows: RequirementRow[], country: string | null, tone: Tonality): string[] {
  if (country !== "GB" || !rows.some((r) => r.occupation === "dental-assistant")) return [];
  const lead = tone === "formal" ? "You will" : "You'll";
  return DUTIES.map((duty) => `${lead} ${duty}`);
}

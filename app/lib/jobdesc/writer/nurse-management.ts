import type { Tonality } from "../constants";
import type { RequirementRow } from "../country-requirements";
import { isDeputyTitle } from "../title-parse";
import { germanSentence } from "./tone";

/**
 * A nursing manager in Germany (Pflegedienstleitung, Stationsleitung, Wohnbereichsleitung):
 * ESCO and O*NET know the nurse only, so a Pflegedienstleitung's ad listed bedside care and no
 * management. The duties BERUFENET names for the Pflegedienstleiter/in and the Stationsleiter/in
 * (Pflege): plan the staff's rotas and deployment, lead and develop the team (appraisals,
 * induction), secure the quality of care (quality management, the national expert standards,
 * care documentation); a Pflegedienstleitung also answers for the budget and for the quality
 * audits, and is the nurse in charge (verantwortliche Pflegefachkraft) that § 71 SGB XI requires
 * of every care service and home: it plans and steers the care under its own responsibility.
 */
const EVERY_MANAGER = [
  "Sie ^erstellen die Dienstpläne und ^planen den Personaleinsatz so, dass die Versorgung rund um die Uhr gesichert ist.",
  "Sie ^führen ~Ihr Team, ^führen Mitarbeitergespräche und ^sorgen für die Einarbeitung neuer Kolleginnen und Kollegen.",
  "Sie ^sichern die Pflegequalität im Qualitätsmanagement, mit den Expertenstandards und einer vollständigen Pflegedokumentation.",
];
const CARE_SERVICE_HEAD = [
  "Sie ^tragen als verantwortliche Pflegefachkraft nach § 71 SGB XI die Verantwortung für die Planung und Steuerung der Pflege.",
  "Sie ^verantworten das Budget des Pflegedienstes und ^achten auf einen wirtschaftlichen Personal- und Sachmitteleinsatz.",
  "Sie ^bereiten Qualitätsprüfungen des Medizinischen Dienstes vor und ^setzen ihre Ergebnisse um.",
];

/**
 * A stellvertretende Pflegedienstleitung stands in for the nurse in charge: § 71 SGB XI puts the care
 * under the permanent responsibility of the verantwortliche Pflegefachkraft, which her deputy carries
 * only in her absence, and the service's budget stays the head's. A deputy's ad read "Sie tragen als
 * verantwortliche Pflegefachkraft … die Verantwortung" and "Sie verantworten das Budget".
 */
const CARE_SERVICE_DEPUTY = "Sie ^vertreten die verantwortliche Pflegefachkraft nach § 71 SGB XI und ^tragen in ihrer Abwesenheit die Verantwortung für die Planung und Steuerung der Pflege.";

/** The duties of a nursing manager in Germany, in the tone, or none for another role, country or language. */
export function nurseManagerDuties(rows: RequirementRow[], country: string | null, language: string, tone: Tonality, jobTitle: string): string[] {
  if (country !== "DE" || language !== "de" || !rows.some((r) => r.occupation === "nurse-manager")) return [];
  // the head of the whole care service (PDL), not a ward's or a living area's lead
  const head = /pflegedienstleit|\bPDL\b/i.test(jobTitle);
  // the level's own lines already say that the role leads a team: the team's sentence comes last
  const [rota, team, quality] = EVERY_MANAGER;
  const [inCharge, budget, audits] = CARE_SERVICE_HEAD;
  const deputy = isDeputyTitle(jobTitle);
  const duties = head && deputy ? [CARE_SERVICE_DEPUTY, rota, quality, audits] : head ? [inCharge, rota, quality, budget, audits, team] : [rota, quality, team];
  return duties.map((marked) => germanSentence(marked, tone));
}

import type { JobdescLanguage, Tonality } from "../constants";
import { dutchSentence, germanSentence } from "./tone";

/**
 * A field service technician works at the customers' sites: that is what the title says ("field
 * service"; Außendienst and buitendienst are the work outside the firm, at customers — Duden
 * 'Außendienst', Van Dale 'buitendienst'; a Kundendiensttechniker is the manufacturer's service
 * technician, BERUFENET 'Servicetechniker/in': installation, maintenance and repair at the
 * customers' sites). The profile these titles read (title-synonyms.ts: the industrial machinery
 * mechanic, ESCO 7233, O*NET 49-9041) describes the repair, not where it is done, and the ads of a
 * Kundendiensttechniker, a field service engineer and a servicemonteur buitendienst never said that
 * the work means travelling to customers. Where the title says so and the occupation is a craft or
 * technician's (ISCO-08 major group 7, sub-major groups 31 and 35) — not a customer-service agent's
 * "Mitarbeiter Kundendienst" (4222) nor field sales (3322) — the text says it, once.
 */
const FIELD_TITLE = /\bfield\b|au(?:ß|ss)endienst|buitendienst|kundendienst/i;
const TECHNICIAN_UNIT = /^(?:7|31|35)/;

const AT_CUSTOMERS: Record<JobdescLanguage, string> = {
  en: "travel to customers and carry out installations, maintenance and repairs at their sites.",
  de: "Sie ^fahren zur Kundschaft und ^erledigen Installationen, Wartungen und Reparaturen direkt vor Ort.",
  nl: "{S} reist naar klanten en voert installaties, onderhoud en reparaties bij hen op locatie uit.",
};

/** The line that a field service technician works at the customers' sites, in the language and tone; none for another title or occupation. */
export function fieldServiceDuties(jobTitle: string, isco: string | null, language: JobdescLanguage, tone: Tonality): string[] {
  if (!FIELD_TITLE.test(jobTitle) || !isco || !TECHNICIAN_UNIT.test(isco)) return [];
  if (language === "en") return [`${tone === "formal" ? "You will" : "You'll"} ${AT_CUSTOMERS.en}`];
  return [language === "de" ? germanSentence(AT_CUSTOMERS.de, tone) : dutchSentence(AT_CUSTOMERS.nl, tone)];
}

import type { JobdescLanguage, Tonality } from "./constants";
import data from "./requirements/country-requirements.json";

/**
 * The country's requirements (issue 50 §3): reviewed rows of ./requirements/country-requirements.json
 * (README beside it) — licences, registrations, checks and the training route employers in DE,
 * AT, CH, NL, BE, GB, IE and the US ask of common occupations. The occupation is found by the words of
 * the typed title (the longest match wins; a title joined with " / " names one per part) and else
 * by the ISCO-08 unit of the ESCO match. No row, nothing named: the writer never invents a licence.
 */
export const REQUIREMENT_COUNTRIES = ["DE", "AT", "CH", "NL", "BE", "GB", "IE", "US"] as const;
export const REQUIREMENT_KINDS = ["training", "licence", "certificate", "check"] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

export interface RequirementOccupation {
  id: string;
  isco: string[];
  match: string[];
  label: Record<JobdescLanguage, string>;
  /** the ESCO occupation (English preferred or alternative label) whose tasks and skills fit it */
  esco?: string;
  /**
   * words that, in the title, name another occupation though a match word is there: "mechanic"
   * starts "Mechanical Engineer", "security" is in "IT Security Engineer" (matched like `match`)
   */
  unless?: string[];
  /**
   * named by its title words only, never by the ESCO match's ISCO-08 unit: the Steuerfachangestellte
   * are ESCO's tax clerks (4312), as are insurance and statistical clerks, who have no such Ausbildung;
   * ESCO's unit of the security manager (1219) holds project and foundry managers, who need no SIA licence
   */
  titleOnly?: boolean;
}
export interface RequirementRow {
  occupation: string;
  countries: string[];
  kind: RequirementKind;
  en: string;
  de: string;
  nl: string;
  source: string;
}

export const REQUIREMENTS = data as { about: string; checked: string; occupations: RequirementOccupation[]; rows: RequirementRow[] };

/** Lower case, accents folded, separators as spaces (the `match` words are written this way). */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();

/**
 * How many characters of `pattern` match the title's words (0 = none): a word of 5+ letters may
 * start a longer one, and a pattern of several words also matches them written as one, as Dutch
 * and German write compounds either way ("logistiek medewerker", "Logistiekmedewerker").
 */
function matchLength(titleWords: string[], pattern: string) {
  const words = pattern.split(" ");
  const closed = words.join("");
  if (words.length > 1 && titleWords.some((t) => t === closed || (closed.length >= 5 && t.startsWith(closed)))) return pattern.length;
  for (let i = 0; i + words.length <= titleWords.length; i++) {
    const hit = words.every((w, j) => {
      const t = titleWords[i + j];
      return t === w || (j === words.length - 1 && w.length >= 5 && t.startsWith(w));
    });
    if (hit) return pattern.length;
  }
  return 0;
}

function bestOccupation(part: string, isco: string | null) {
  // "C+E" is the category CE, not C: folded apart ("c e"), "Cat C+E Driver" would hold the rigid
  // lorry's "cat c", which the articulated lorry's `unless` names
  const words = fold(part.replace(/\b([CD])\s*\+\s*E\b/gi, "$1E")).split(" ").filter(Boolean);
  let best: { id: string; length: number } | null = null;
  for (const occupation of REQUIREMENTS.occupations) {
    if (occupation.isco.length === 0 || occupation.unless?.some((u) => matchLength(words, u) > 0)) continue;
    const length = Math.max(0, ...occupation.match.map((m) => matchLength(words, m)));
    if (length > 0 && (!best || length > best.length)) best = { id: occupation.id, length };
  }
  if (best) return best.id;
  return isco ? (REQUIREMENTS.occupations.find((o) => !o.titleOnly && o.isco.includes(isco))?.id ?? null) : null;
}

/** The occupations a typed title names (main ones per " / " part, then add-ons such as critical care). */
export function requirementOccupations(title: string, isco: string | null): string[] {
  const parts = title.split(/\s+\/\s+|\s+&\s+/);
  const ids = new Set<string>();
  parts.forEach((part, i) => {
    const id = bestOccupation(part, i === 0 ? isco : null);
    if (id) ids.add(id);
  });
  const words = fold(title).split(" ").filter(Boolean);
  for (const addOn of REQUIREMENTS.occupations.filter((o) => o.isco.length === 0)) {
    if (ids.size > 0 && addOn.match.some((m) => matchLength(words, m) > 0)) ids.add(addOn.id);
  }
  return [...ids];
}

/** The rows for these occupations in this country, training first, then licences, certificates, checks. */
export function countryRequirements(occupations: string[], country: string | null | undefined): RequirementRow[] {
  if (!country) return [];
  const rows = REQUIREMENTS.rows.filter((r) => occupations.includes(r.occupation) && r.countries.includes(country));
  return rows.sort((a, b) => REQUIREMENT_KINDS.indexOf(a.kind) - REQUIREMENT_KINDS.indexOf(b.kind));
}

const HAVE: Record<JobdescLanguage, Record<Tonality, string>> = {
  en: { formal: "You have", informal: "You have" },
  de: { formal: "Sie haben", informal: "Du hast" },
  nl: { formal: "U heeft", informal: "Je hebt" },
};

/** A row as a requirement sentence in the reader's tone: "Du hast einen Führerschein der Klasse CE …". */
export function requirementSentence(row: RequirementRow, language: JobdescLanguage, tone: Tonality) {
  const text = row[language].trim().replace(/\.$/, "");
  return `${HAVE[language][tone]} ${text}.`;
}

import { perLocale } from "../locale-table";
import { EXPERIENCE_YEARS_MAX } from "../validation/job-ad";
import { publicUrl } from "../validation/validators";
import type { EmploymentType, SalaryPeriod } from "./types";

/**
 * Pure mapping rules from the words ATSs use to Hirewave's (issue 12 §1): employment type, salary
 * period, application destination, the job title cleaned for the ESCO look-up, the source's region
 * to our location hierarchy and its category to our job functions.
 */

const EMPLOYMENT_WORDS: [RegExp, EmploymentType][] = [
  [
    /intern|trainee|praktik|stage|stagiair|werkstudent|working[_ ]?student|apprentice|ausbildung/i,
    "internship",
  ],
  [/freelanc|self[- ]?employed|zzp|freiberuf/i, "freelance"],
  [/contract|contractor|befrist|interim|zeitvertrag/i, "contract"],
  [/temp|seasonal|aushilf|tijdelijk/i, "temporary"],
  [/part[-_ ]?time|teilzeit|deeltijd|parttime/i, "part-time"],
  [/full[-_ ]?time|vollzeit|voltijd|fulltime|permanent|unbefristet|vast/i, "full-time"],
];

/** "FULL_TIME", "Full-time", "fulltime", "permanent" + "part-time" schedule… → one of ours, or null. */
export function mapEmploymentType(...words: (string | null | undefined)[]): EmploymentType | null {
  // the more specific word wins: a part-time permanent job is part-time, an intern's contract an internship
  const text = words.filter(Boolean).join(" ");
  if (!text) return null;
  for (const [pattern, type] of EMPLOYMENT_WORDS) if (pattern.test(text)) return type;
  return null;
}

/** "YEAR", "per-year-salary", "yearly", "annual", "MONTH", "hourly"… → hour | month | year, or null. */
export function mapSalaryPeriod(word: string | null | undefined): SalaryPeriod | null {
  if (!word) return null;
  if (/hour|stunde|uur/i.test(word)) return "hour";
  if (/month|monat|maand/i.test(word)) return "month";
  if (/year|annual|jahr|jaar|annum/i.test(word)) return "year";
  return null;
}

/** A number from "45,000", "45.000,50", "45000" or a number; null for anything else. */
export function parseAmount(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== "string") return null;
  let text = value.replace(/[^\d.,]/g, "");
  if (!text) return null;
  // the last separator followed by 1–2 digits is the decimal one; every other separator groups
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = decimal ? text.slice(0, decimal.index) : text;
  text = whole.replace(/[.,]/g, "") + (decimal ? `.${decimal[1]}` : "");
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/** "45000 - 55000 EUR per year" (Indeed's free salary text) → min, max, currency, period. */
export function parseSalaryText(text: string | null | undefined) {
  if (!text) return null;
  const amounts = [...text.matchAll(/\d[\d.,]*/g)]
    .map((m) => parseAmount(m[0]))
    .filter((n): n is number => n !== null);
  if (amounts.length === 0) return null;
  const currency = /€|eur/i.test(text)
    ? "EUR"
    : /£|gbp/i.test(text)
      ? "GBP"
      : /\$|usd/i.test(text)
        ? "USD"
        : /chf/i.test(text)
          ? "CHF"
          : null;
  return {
    min: amounts[0],
    max: amounts[1] ?? amounts[0],
    currency,
    period: mapSalaryPeriod(text),
  };
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** "mailto:jobs@x.com", "jobs@x.com" → e-mail; an http(s) URL → url; anything else → null. */
export function applicationDestination(
  value: string | null | undefined,
): { method: "url" | "email"; destination: string } | null {
  const text = value?.trim();
  if (!text) return null;
  const mail = text.replace(/^mailto:/i, "");
  if (EMAIL.test(mail)) return { method: "email", destination: mail };
  return safeHttpUrl(text) ? { method: "url", destination: text } : null;
}

/** Only http(s) URLs leave a source for our pages and links (never javascript: or data:). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The job title as a job seeker reads it, for the ESCO look-up: without gender notes ("(m/w/d)",
 * "(f/m/x)", "(m/v/x)"), without "Senior"/"Junior" and without the location after a dash or "in".
 */
export function cleanJobTitle(title: string) {
  return title
    .replace(/\((?:[mwfdxv]\s*\/\s*)+[mwfdxv]\)|\b(?:[mwfdxv]\/){1,3}[mwfdxv]\b/gi, "")
    .replace(/\b(?:senior|junior|sr\.?|jr\.?|lead|principal|trainee)\b/gi, "")
    .replace(/\s+[-–|]\s+.*$/, "")
    .replace(/\s+(?:in|bei|at|te|in der)\s+[A-ZÄÖÜ][\w\s.-]*$/u, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

export interface LocationCandidate {
  id: string;
  kind: string;
  countryCode: string;
  /** names in every language, lower-case */
  names: string[];
}

const norm = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/**
 * The source's location ("Munich", "München, Bayern, DE", "Amsterdam, Netherlands") → our most
 * specific location: a city before a region before a country; the country narrows the choice.
 */
export function matchLocation(
  parts: { region?: string | null; city?: string | null; country?: string | null },
  candidates: LocationCandidate[],
): string | null {
  const words = [parts.city, ...(parts.region ?? "").split(/[,/;]/), parts.country]
    .filter((w): w is string => Boolean(w && w.trim()))
    .map(norm);
  if (words.length === 0) return null;
  const country = countryCodeOf(parts.country ?? words[words.length - 1] ?? "");
  const rank: Record<string, number> = { city: 0, region: 1, country: 2 };
  const found = candidates
    .filter((c) => !country || c.countryCode === country)
    .filter((c) => c.names.some((n) => words.includes(norm(n))))
    .sort((a, b) => (rank[a.kind] ?? 3) - (rank[b.kind] ?? 3) || a.id.localeCompare(b.id));
  return found[0]?.id ?? null;
}

const COUNTRY_NAMES: Record<string, string> = {
  germany: "DE",
  deutschland: "DE",
  duitsland: "DE",
  de: "DE",
  deu: "DE",
  netherlands: "NL",
  nederland: "NL",
  niederlande: "NL",
  "the netherlands": "NL",
  nl: "NL",
  nld: "NL",
  "united kingdom": "GB",
  uk: "GB",
  gb: "GB",
  gbr: "GB",
  england: "GB",
  "great britain": "GB",
  belgium: "BE",
  belgie: "BE",
  belgien: "BE",
  be: "BE",
  austria: "AT",
  osterreich: "AT",
  at: "AT",
  switzerland: "CH",
  schweiz: "CH",
  ch: "CH",
  france: "FR",
  fr: "FR",
  spain: "ES",
  es: "ES",
  "united states": "US",
  usa: "US",
  us: "US",
};

/** "Germany", "DE", "Deutschland" → "DE"; unknown → null. */
export function countryCodeOf(value: string): string | null {
  return COUNTRY_NAMES[norm(value)] ?? null;
}

export interface JobFunctionCandidate {
  id: string;
  /** labels in every language */
  labels: string[];
}

const CATEGORY_SYNONYMS: [RegExp, string][] = [
  // most specific first: our sub-functions before their parents
  [/develop|software|programm|frontend|backend|full[- ]?stack|entwickl|ontwikkel/i, "it-dev"],
  [/\bdata\b|analytic|analyst|bi\b/i, "it-data"],
  [/secur/i, "it-security"],
  [/engineer|it\b|tech|devops|informatik|ict/i, "it"],
  [/nurs|pflege|verpleeg|verpleg/i, "health-nursing"],
  [/care|health|zorg|medic|clinic|gesundheit/i, "healthcare"],
  [/driver|fahrer|chauffeur/i, "log-driving"],
  [/warehouse|lager|magazijn/i, "log-warehouse"],
  [/logist|supply|transport/i, "logistics"],
  [/sales|vertrieb|verkoop|account exec|business develop/i, "sales"],
  [/market|communic|content|seo/i, "marketing"],
  [/financ|accounting|controll|boekhoud|buchhalt/i, "finance"],
  [/\bhr\b|human|people|recruit|personal/i, "hr"],
  [/admin|office|büro|buro|secretar|verwaltung/i, "admin"],
];

/**
 * The source's category or department → one of our job functions: an exact label first, then a
 * label contained in the category, then known synonyms (ids that exist among the candidates).
 */
export function matchJobFunction(
  category: string | null | undefined,
  candidates: JobFunctionCandidate[],
): string | null {
  const text = norm(category ?? "");
  if (!text) return null;
  const exact = candidates.find((c) => c.labels.some((l) => norm(l) === text));
  if (exact) return exact.id;
  const contained = candidates.find((c) =>
    c.labels.some((l) => norm(l).length > 2 && text.includes(norm(l))),
  );
  if (contained) return contained.id;
  const ids = new Set(candidates.map((c) => c.id));
  for (const [pattern, id] of CATEGORY_SYNONYMS) if (pattern.test(text) && ids.has(id)) return id;
  return null;
}

/**
 * The source's industry → our industry (issue 12 §4): the same label in any language, else the
 * one label that has the source's words as a whole word ("Logistics" → "Transport & logistics"),
 * else the label named inside the source's text ("Healthcare & hospitals, private" → healthcare).
 */
export function matchIndustry(
  industry: string | null | undefined,
  candidates: JobFunctionCandidate[],
): string | null {
  const text = norm(industry ?? "");
  if (text.length < 2) return null;
  const exact = candidates.find((c) => c.labels.some((l) => norm(l) === text));
  if (exact) return exact.id;
  const word = new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u");
  const within = candidates.filter((c) => c.labels.some((l) => word.test(norm(l))));
  if (within.length === 1) return within[0].id;
  const contained = candidates.find((c) =>
    c.labels.some((l) => norm(l).length > 2 && text.includes(norm(l))),
  );
  return contained?.id ?? null;
}

// constructing a collator cost more than the sort it was made for (lib/locale-table)
const collators = perLocale((locale) => new Intl.Collator(locale, { sensitivity: "base" }));

/** spec 1 §2: filter options sorted alphabetically (in the interface language). */
export function sortOptions<T extends { label: string }>(options: T[], locale: string) {
  const collator = collators(locale);
  return [...options].sort((a, b) => collator.compare(a.label, b.label));
}


/**
 * Minimum years of experience (at most what the job ad accepts) from a source's value: a number, "3+ years", "2-5 years" (the lower
 * bound), Personio's "lt-1" (less than one year: 0). Words without a number ("Senior") give null.
 */
export function parseExperienceYears(value: unknown): number | null {
  if (typeof value === "number")
    return Number.isFinite(value) && value >= 0 && value <= EXPERIENCE_YEARS_MAX ? Math.floor(value) : null;
  if (typeof value !== "string") return null;
  if (/^\s*(lt|<|less than|under|unter|minder dan)\s*-?\s*1\b/i.test(value)) return 0;
  const found = /\d+/.exec(value);
  return found ? parseExperienceYears(Number(found[0])) : null;
}

/**
 * A file the source attaches to a job (spec 1 §3 uploadFile): kept only as a public http(s) link
 * (no private or local address)
 * whose path ends in .pdf or .docx, the types the job ad's own upload takes. Its name is the one the
 * source gives, else the link's last path segment.
 */
export function uploadFileFrom(url: string | null | undefined, name?: string | null) {
  const safe = safeHttpUrl(url);
  // the job ad's own rules for it: a public address (spec 1 §5 URL rule) of at most 2048 characters
  if (!safe || safe.length > 2048 || !publicUrl(safe)) return null;
  let path: string;
  try {
    path = decodeURIComponent(new URL(safe).pathname);
  } catch {
    return null;
  }
  if (!/\.(pdf|docx)$/i.test(path)) return null;
  const fileName = (name?.trim() || path.split("/").pop() || "").slice(0, 200);
  return fileName ? { name: fileName, url: safe } : null;
}

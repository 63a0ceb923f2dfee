import { joinDescription } from "~/lib/catalogue/description";
import type { ChannelType } from "~/lib/catalogue/constants";
import type { LocalizedText } from "~/db/schema";
import { LANGS, type Lang } from "~/lib/catalogue/options";

/**
 * Writes a channel's focus line and description in en, de and nl from its structured fields, for
 * catalogue rows that do not bring their own text (the seed catalogue, CSV imports). The text is
 * factual: audience, reach, run time, processing time, crosspostings.
 */
export interface ComposeInput {
  name: string;
  /** a generic product's German and Dutch names (decision 084); a brand has none */
  names?: Partial<Record<Lang, string>>;
  type: ChannelType;
  audience: "generic" | "niche";
  /** labels per language of the targeted job functions, locations and seniorities */
  functions: Record<Lang, string[]>;
  places: Record<Lang, string[]>;
  seniorities: Record<Lang, string[]>;
  durationDays: number;
  processDays: number;
  crosspostings: string[];
  availableForPurchase: boolean;
  isAddon: boolean;
  isEvent: boolean;
  bundleName?: string | null;
  /** the bundle's German and Dutch names, where it has them */
  bundleNames?: Partial<Record<Lang, string>>;
}


const TYPE_NOUN: Record<ChannelType, Record<Lang, string>> = {
  job_board: { en: "Job board", de: "Jobbörse", nl: "Vacaturesite" },
  social_media: { en: "Social media campaign", de: "Social-Media-Kampagne", nl: "Socialemediacampagne" },
  community: { en: "Community", de: "Community", nl: "Community" },
  publication: { en: "Publication", de: "Publikation", nl: "Publicatie" },
  aggregator: { en: "Job search engine", de: "Jobsuchmaschine", nl: "Vacaturezoekmachine" },
};

const WORDS = {
  en: { for: "for", in: "in", all: "all professions", international: "internationally", countries: (n: number) => `${n} countries`, and: "and", event: "Recruiting event", addon: "Add-on" },
  de: { for: "für", in: "in", all: "alle Berufsfelder", international: "international", countries: (n: number) => `${n} Ländern`, and: "und", event: "Recruiting-Event", addon: "Zusatzleistung" },
  nl: { for: "voor", in: "in", all: "alle vakgebieden", international: "internationaal", countries: (n: number) => `${n} landen`, and: "en", event: "Recruitmentevenement", addon: "Add-on" },
} as const;

function list(items: string[], lang: Lang, max = 3) {
  if (items.length === 0) return "";
  if (items.length > max) return `${items.slice(0, max).join(", ")} …`;
  if (items.length === 1) return items[0];
  return `${items.slice(0, -1).join(", ")} ${WORDS[lang].and} ${items[items.length - 1]}`;
}

/** Country names that take an article after "in" ("in the United Kingdom", "in der Schweiz"). */
const WITH_ARTICLE: Record<Lang, Record<string, string>> = {
  en: { "United Kingdom": "the United Kingdom", Netherlands: "the Netherlands", "United States": "the United States", "Czech Republic": "the Czech Republic" },
  de: {
    "Vereinigtes Königreich": "dem Vereinigten Königreich",
    Niederlande: "den Niederlanden",
    "Vereinigte Staaten": "den Vereinigten Staaten",
    Schweiz: "der Schweiz",
    Slowakei: "der Slowakei",
    Ukraine: "der Ukraine",
  },
  nl: { "Verenigd Koninkrijk": "het Verenigd Koninkrijk", "Verenigde Staten": "de Verenigde Staten" },
};

function where(input: ComposeInput, lang: Lang) {
  const places = input.places[lang].map((p) => WITH_ARTICLE[lang][p] ?? p);
  const w = WORDS[lang];
  if (places.length === 0) return w.international;
  if (places.length > 3) return `${w.in} ${w.countries(places.length)}`;
  // German contracts "in dem" to "im"
  return `${w.in} ${list(places, lang)}`.replace(/^in dem /, "im ");
}

export function composeFocus(input: ComposeInput): LocalizedText {
  const out = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const w = WORDS[lang];
    const noun = input.isEvent ? w.event : input.isAddon ? w.addon : TYPE_NOUN[input.type][lang];
    const audience =
      input.functions[lang].length > 0
        ? list(input.functions[lang], lang)
        : input.seniorities[lang].length > 0 && input.seniorities[lang].length <= 2
          ? list(input.seniorities[lang], lang)
          : w.all;
    out[lang] = `${noun} ${w.for} ${audience} ${where(input, lang)}`;
  }
  return out;
}

function days(n: number, lang: Lang) {
  if (lang === "en") return n === 1 ? "1 day" : `${n} days`;
  if (lang === "de") return n === 1 ? "1 Tag" : `${n} Tage`;
  return n === 1 ? "1 dag" : `${n} dagen`;
}

function workingDays(n: number, lang: Lang) {
  if (lang === "en") return n === 1 ? "1 working day" : `${n} working days`;
  if (lang === "de") return n === 1 ? "1 Werktag" : `${n} Werktagen`;
  return n === 1 ? "1 werkdag" : `${n} werkdagen`;
}

export function composeDescription(input: ComposeInput, focus: LocalizedText): LocalizedText {
  const out = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    // the focus keeps its capital (issue 38 §10: German nouns such as "Jobbörse" are capitalised,
    // and a description shown without the name must not start in lower case)
    const short = `${input.names?.[lang] ?? input.name}: ${focus[lang] ?? focus.en}.`;
    const bundleName = input.bundleName ? (input.bundleNames?.[lang] ?? input.bundleName) : null;
    const long: string[] = [];
    const d = days(input.durationDays, lang);
    const p = workingDays(input.processDays, lang);
    const cross = list(input.crosspostings, lang, 6);
    if (lang === "en") {
      long.push(
        input.isEvent
          ? `The event runs for ${d}; book at least ${days(input.processDays, lang)} ahead so your company is listed.`
          : input.isAddon
            ? `Runs for ${d} alongside a job ad you book; it starts within ${p} of your order.`
            : `Your job ad stays online for ${d} and is published within ${p} of your order.`,
      );
      if (cross) long.push(`It also appears on ${cross}.`);
      if (bundleName) long.push(`Sold as part of the ${bundleName}.`);
      if (!input.availableForPurchase) long.push("This channel cannot be booked through Hirewave: post your vacancy there directly.");
    } else if (lang === "de") {
      long.push(
        input.isEvent
          ? `Die Veranstaltung dauert ${d}; buchen Sie mindestens ${days(input.processDays, lang)} im Voraus, damit Ihr Unternehmen gelistet wird.`
          : input.isAddon
            ? `Läuft ${d} zusätzlich zu einer gebuchten Stellenanzeige und startet innerhalb von ${p} nach Ihrer Bestellung.`
            : `Ihre Stellenanzeige ist ${d} online und wird innerhalb von ${p} nach Ihrer Bestellung veröffentlicht.`,
      );
      if (cross) long.push(`Sie erscheint außerdem auf ${cross}.`);
      if (bundleName) long.push(`Nur im Paket „${bundleName}“ erhältlich.`);
      if (!input.availableForPurchase) long.push("Dieser Kanal ist nicht über Hirewave buchbar: Veröffentlichen Sie Ihre Stelle dort direkt.");
    } else {
      long.push(
        input.isEvent
          ? `Het evenement duurt ${d}; boek minstens ${days(input.processDays, lang)} van tevoren zodat je bedrijf vermeld wordt.`
          : input.isAddon
            ? `Loopt ${d} naast een geboekte vacature en start binnen ${p} na je bestelling.`
            : `Je vacature staat ${d} online en wordt binnen ${p} na je bestelling geplaatst.`,
      );
      if (cross) long.push(`Hij verschijnt ook op ${cross}.`);
      if (bundleName) long.push(`Alleen verkrijgbaar in het pakket ‘${bundleName}’.`);
      if (!input.availableForPurchase) long.push("Dit kanaal is niet via Hirewave te boeken: plaats je vacature daar rechtstreeks.");
    }
    out[lang] = joinDescription(short, long.join(" "));
  }
  return out;
}

/** Clicks through the ad for one click on apply: the forecast's assumed apply-click rate, 1 in 6. */
export const CLICKS_PER_CALL_TO_ACTION = 6;

/**
 * Expected clicks through the ad per posting by catalogue class: the forecast's prior where we have
 * no results (docs/decisions/078). Decision 005's classes gave calls to action (clicks on apply:
 * a generic board 20–60); the forecast counts clicks through the ad, about six for each click on
 * apply (CLICKS_PER_CALL_TO_ACTION), so the classes' figures are those × 6.
 */
export function expectedResponses(input: Pick<ComposeInput, "type" | "audience" | "isAddon" | "isEvent" | "availableForPurchase">) {
  const clicks = (min: number, max: number) => ({ min: min * CLICKS_PER_CALL_TO_ACTION, max: max * CLICKS_PER_CALL_TO_ACTION });
  if (input.isAddon) return clicks(3, 12);
  if (input.isEvent) return clicks(10, 40);
  if (!input.availableForPurchase) return clicks(10, 40);
  switch (input.type) {
    case "aggregator":
      return clicks(25, 80);
    case "job_board":
      return input.audience === "niche" ? clicks(8, 30) : clicks(20, 60);
    case "social_media":
      return clicks(15, 50);
    case "community":
      return clicks(5, 20);
    case "publication":
      return clicks(5, 15);
  }
}

import type { Tonality } from "../constants";
import { keywordHits, topicRoots } from "./instructions";
import { spokenLanguagesOf, spokenLanguagesOfParts, type SpokenLanguage } from "./spoken-languages";

/**
 * Instructions honoured (issue 50 §4). The free text is cut into parts (at commas, semicolons,
 * line breaks and "and"/"und"/"en"), and each part is read as one of:
 * - the tone ("duzen", "Sie-Form", "informal", "je-vorm", "u-vorm"): it wins over the form's tone;
 * - length ("short", "kurz", "kort");
 * - working conditions — schedules, hours, place, contract, pay and benefits ("Drei-Schicht-Dienst",
 *   "night shifts", "evenings", "30 Stunden pro Woche", "4-day week", "Homeoffice", "24 uur per week", "£18 per hour",
 *   "4 on 4 off", "Firmenwagen", "commission") — written into the text
 *   as typed;
 * - languages ("bilingual English/Spanish", "Englischkenntnisse von Vorteil", "Deutsch C1", "Engels
 *   vereist"): a line each in the requirements (writer/spoken-languages.ts);
 * - tools and skills (a part of one to three words naming a technology: "Python", "TypeScript",
 *   "SAP", "Kubernetes", also as "DATEV-Kenntnisse", "Excel skills", "ervaring met AFAS") — required in the
 *   requirements;
 * - a requirement the recruiter makes firm ("Staplerschein erforderlich", "enhanced DBS check
 *   required", "VOG vereist"): the requirement line that names it loses its "or the willingness to
 *   obtain it", or the text gets a line of its own;
 * - anything else is a topic: it ranks tasks and skills, and is listed back as "not used" when no
 *   sentence of the text took it up. Nothing is dropped silently.
 */
export type PartKind = "tone" | "length" | "condition" | "language" | "tool" | "required" | "topic";
export interface InstructionPart {
  text: string;
  kind: PartKind;
}
export interface InstructionPlan {
  tone: Tonality | null;
  parts: InstructionPart[];
  conditions: string[];
  /** languages named: the text's own with its level, others required or welcome */
  languages: SpokenLanguage[];
  tools: string[];
  /** what the recruiter requires, without the word that made it firm ("Staplerschein") */
  required: string[];
  topics: string[];
}

const INFORMAL = /^(?:duzen|du|per du|du-form|in der du-form|informell|locker|informal|casual|je|jij|je-vorm|jij-vorm|tutoyeren|informeel|ton informell(?: \(du\))?|informeller ton)$/iu;
const FORMAL = /^(?:siezen|sie|sie-form|in der sie-form|förmlich|formell|formal|u|u-vorm|vousvoyeren|formeel|ton formell)$/iu;
const LENGTH =
  /^(?:(?:keep it |make it )?(?:short|shorter|brief|concise|compact)|(?:kurz|kürzer|knapp|kompakt|kurz und knapp)(?: halten| fassen| bitte)?|(?:houd het )?(?:kort|korter|beknopt|bondig)(?: houden)?)$/iu;
/** days and times: "Monday to Friday", "Mo–Fr", "6am-2pm", "7–16 Uhr", "om 16:00 thuis", "dagritten" */
const WHEN = String.raw`\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays|mon-fri|mo-fr|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|werktags|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|werkdagen|doordeweeks)\b|\b\d{1,2}(?::\d{2})?\s*(?:am|pm|uhr)\b|\b\d{1,2}:\d{2}\b|\bday trips?\b|\bdagrit(?:ten)?\b|\btagestouren\b`;
/** benefits: parking, travel, meals, accommodation, tips, discounts, relocation, visa */
const BENEFITS = String.raw`\bbenefits?\b|zusatzleistungen|sozialleistungen|arbeidsvoorwaarden|parking|parkplatz|parkplätze|parkeer|reiskosten|travel (?:allowance|expenses)|fahrtkosten|fahrtkostenzuschuss|mileage|kilometervergoeding|accommodation|unterkunft|huisvesting|\blive-in\b|\btronc\b|\btips\b|trinkgeld|\bfooi\b|service charge|staff meals?|free meals?|\bmeals? (?:on duty|provided)|verpflegung|maaltijd|discount|rabatt|personeelskorting|\bgym\b|fitness|urban sports|eggs? freezing|childcare|kinderopvang|kinderbetreuung|relocation|umzugs|verhuiskosten|\bvisa\b|visum|sponsorship|uniform provided|dienstkleidung|werkkleding|sign-on|signing bonus|wechselprämie|welkomstbonus`;
/** the place: office days, the area worked, the team's or the house's size ("Kita mit 60 Kindern", "team of 5") */
const WORKPLACE = String.raw`\b\d\s*(?:days?|tage?n?|dagen)\s+(?:in the office|at the office|on[- ]?site|im büro|vor ort|op kantoor|op locatie)|\boffice[- ]based\b|\beigen regio\b|\bown (?:region|area|patch)\b|\beigenes gebiet\b|\bteam (?:of|von|van) (?:\d+|rund \d+|ca\. \d+)|\b\d+[- ]köpfig|\b(?:mit|met|with) (?:rund |ca\. |about |around |circa )?\d+ (?:kindern|kinderen|children|betten|bedden|beds|mitarbeit\w*|medewerkers|employees|staff|colleagues|kolleg\w*|collega'?s|bewohner\w*|bewoners|residents|plätzen|plaatsen)\b`;

const CONDITION_WORDS =
  String.raw`schicht|dienst|nacht|wochenend|bereitschaft|rufbereitschaft|shift|night|weekend|rota|on-call|diensten|ploeg|onregelmatig|avond|oproep|\d+\s*(?:-\s*)?(?:stunden|std|hours?|hrs|uur|h)\b|\d+-hour|teilzeit|vollzeit|part-?time|full-?time|deeltijd|voltijd|homeoffice|home office|remote|hybrid|thuiswerk|mobiles arbeiten|befristet|unbefristet|festanstellung|permanent|fixed-term|vaste aanstelling|tijdelijk contract|gehalt|salary|salaris|tarif|cao|tvöd|urlaub|vacation|holiday|annual leave|paid time off|vakantie|verlof|bonus|dienstwagen|company car|leaseauto|pension|jobrad|weiterbildung|training budget|opleidingsbudget|13\. monat|dertiende maand|flexible hours|gleitzeit|flexibele werktijden|4-tage|vier-tage|four-day|4-daagse|vierdaagse|\d[- ]day (?:working )?week|four day week|evening|abends|abenddienst|firmenwagen|firmenauto|dienstfahrzeug|auto van de zaak|leasewagen|commission|umsatzprovision|provisie|[£$€]\s?\d|\d\s?(?:€|eur\b|euro|usd\b|gbp\b)|per hour|an hour|pro stunde|per uur|per jaar|pro jahr|per year|a year|\d+\s+on\s+\d+\s+off|nahverkehr|fernverkehr|regionalverkehr|tagestour|jeden abend zu hause|abends zu hause|home (?:every|each) (?:night|evening)|local (?:routes|deliveries)|elke avond thuis|dagelijks thuis`;
const CONDITION = new RegExp(`${CONDITION_WORDS}|${WHEN}|${BENEFITS}|${WORKPLACE}`, "iu");
/** a technology named by itself: a capitalised or mixed-case word, an acronym, or a known lower-case tool */
const TOOL_WORD = /^(?:[A-Z][A-Za-z0-9+#.]*[A-Z0-9+#][A-Za-z0-9+#.]*|[A-Z][a-z]+(?:[A-Z][a-z]+)+|[A-Z]{2,}[a-z]*|sql|python|java|excel|sap|datev|kubernetes|docker|react|django|typescript|javascript|aws|azure|git|linux|tableau|power bi|figma)$/u;
const KNOWN_TOOLS = /^(?:python|java|javascript|typescript|react|angular|vue|django|node(?:\.js)?|kubernetes|docker|aws|azure|gcp|sql|postgresql|mysql|excel|sap|datev|salesforce|tableau|power bi|figma|git|linux|c\+\+|c#|\.net|go|rust|kotlin|swift|php|ruby|terraform|jira|quickbooks|exact|afas|twinfield|lexware|autocad|revit|solidworks|sps|plc|spss|stata|r|spring boot|hibernate|next\.js|nuxt|svelte|flutter|react native|laravel|symfony|graphql|kafka|spark|hadoop|snowflake|dbt|airflow|ansible|jenkins|gitlab|github|bash|powershell|sharepoint|microsoft 365|office 365|ms office|dynamics 365|navision|hubspot|google analytics|google ads|photoshop|illustrator|indesign|premiere pro|after effects|catia|creo|matlab|labview|selenium|cypress|playwright|servicenow|workday|personio|addison|xero|pandas|pytorch|tensorflow|scikit-learn|elasticsearch|redis|mongodb|html|css|wordpress|shopify|magento|unreal engine|blender|sketchup|archicad|allplan|tia portal|ms project|primavera)$/iu;

/**
 * The instruction's own verb around what is to be written ("mention 30 days holiday", "Homeoffice
 * betonen", "benadruk flexibele werktijden"): the part is written into the text as typed, so the
 * verb is left off, else the ad read "Working conditions: emphasise remote work." The article the
 * verb took goes too ("mention a company car" → "company car").
 */
const DIRECTIVE_BEFORE =
  /^(?:please\s+|bitte\s+|graag\s+)?(?:mention|emphasi[sz]e|highlight|include|point out|focus on|concentrate on|erwähne|betone|nenne|noem|benadruk|vermeld|focus op|nadruk op)\s+(?:(?:that|dass|dat)\s+)?(?:(?:a|an|the|our|ein|eine|einen|unser|unsere|unseren|de|het|een|onze|ons)\s+)?/iu;
const DIRECTIVE_AFTER = /\s+(?:erwähnen|betonen|hervorheben|nennen|herausstellen|noemen|benadrukken|vermelden)(?:\s+bitte)?$/iu;

/**
 * A requirement made firm: "Staplerschein erforderlich", "enhanced DBS check required", "VOG
 * vereist", "must have a forklift licence", "Voraussetzung: Führerschein Klasse B". Group 1 or 2 is
 * the requirement itself.
 */
const REQUIRED =
  /^(?:must have|must hold|required|essential|vereist|verplicht|voraussetzung|pflicht|zwingend)\s*:?\s+(.+)$|^(.+?)\s+(?:(?:is|ist|sind|are|zijn)\s+)?(?:required|a must|essential|mandatory|erforderlich|notwendig|zwingend(?: erforderlich)?|pflicht|ein muss|voraussetzung|vereist|verplicht|noodzakelijk|een must)$/iu;

/** "DATEV-Kenntnisse", "Kenntnisse in SAP", "Excel skills", "experience with Salesforce", "ervaring met AFAS": the tool named. */
const TOOL_PHRASE =
  /^(?:(?:sehr )?gute |fundierte |sichere )?(?:kenntnisse (?:in|von|mit)|erfahrung (?:in|mit)|experience (?:with|in)|knowledge of|kennis van|ervaring met)\s+(.+)$|^(.+?)(?:-kenntnisse|-erfahrung|-kennis|-ervaring| kenntnisse| skills| experience)$/iu;

function withoutDirective(part: string) {
  const bare = part.replace(DIRECTIVE_BEFORE, "").replace(DIRECTIVE_AFTER, "").trim();
  return bare || part;
}

const ABBREVIATION_END = /(?<![\p{L}])(?:std|ca|inkl|zzgl|bzw|usw|evtl|ggf|incl|excl|bijv|enz|resp|etc|approx)\.$/iu;

export function splitInstructions(text: string) {
  return (
    text
      // not at a comma before a digit: "$90,000 per year" and "38,5 uur" are one part each
      .split(/(?:[;\n]|,(?!\d))+|\s+(?:and|und|en|sowie|plus|&)\s+/iu)
      // an abbreviation keeps its dot: "Teilzeit 30 Std." is not "30 Std"
      .map((p) => withoutDirective(p.trim().replace(/^[-•*]\s*/, "").replace(ABBREVIATION_END.test(p.trim()) ? /!+$/ : /[.!]+$/, "").trim()))
      .filter(Boolean)
  );
}

/**
 * Asking for inclusive wording ("no gendered language", "geschlechtsneutral", "genderneutrale
 * taal"): every text of the built-in writer passes the inclusive-language check, so such a topic
 * is followed without a sentence of its own and is not listed back as unused.
 */
export function asksForInclusiveLanguage(topic: string) {
  return /gender[- ]?(?:neutral|inclusive|neutra)|\b(?:no|non|without|avoid)[- ]gender|inclusive (?:language|wording)|geschlechtsneutral|geschlechtergerecht|gendergerecht|gendersensibel|inklusive sprache|geschlechtsspezifische sprache|inclusieve taal|inclusief taalgebruik|sekseneutra/iu.test(
    topic,
  );
}

/**
 * "No degree required", "kein Studium erforderlich", "geen diploma vereist": the requirements then
 * say so and ask for no degree (lib/jobdesc/compose.ts), unless the law asks for one.
 */
const NO_DEGREE =
  /\b(?:no|without a|without) (?:university |college |formal )?degree\b|\bdegree (?:is )?(?:not|isn't) (?:required|needed|necessary)|(?<![\p{L}])keine?s? (?:abgeschlossenes )?(?:Studium|Hochschulabschluss|Studienabschluss)(?![\p{L}])|(?<![\p{L}])(?:Studium|Hochschulabschluss) (?:ist )?(?:nicht|keine) (?:erforderlich|nötig|notwendig|Voraussetzung|Pflicht)|(?<![\p{L}])geen (?:hbo-?|wo-?|hbo- of wo-?)?(?:diploma|opleiding|studie|hbo|wo)(?![\p{L}])|(?<![\p{L}])(?:diploma|opleiding) (?:is )?niet (?:vereist|nodig|verplicht)/iu;

export function asksForNoDegree(text: string) {
  return NO_DEGREE.test(text);
}

const isTool = (text: string) => {
  const words = text.split(/\s+/);
  // a name of several words ("Spring Boot", "Google Ads", "TIA Portal") whose words are not tools by themselves
  if (KNOWN_TOOLS.test(text)) return true;
  return words.length <= 3 && words.every((w) => TOOL_WORD.test(w) || KNOWN_TOOLS.test(w));
};

/** The tool a part names, as typed: "DATEV" of "DATEV-Kenntnisse", or null. */
function toolOf(part: string) {
  if (isTool(part)) return part;
  const m = TOOL_PHRASE.exec(part);
  const named = (m?.[1] ?? m?.[2])?.trim();
  return named && isTool(named) ? named : null;
}

/** What a firm requirement requires ("Staplerschein" of "Staplerschein erforderlich"), or null. */
function requiredOf(part: string) {
  // "kein Studium erforderlich" waives a requirement (asksForNoDegree), it makes none firm
  if (NO_DEGREE.test(part)) return null;
  const m = REQUIRED.exec(part.trim());
  return (m?.[1] ?? m?.[2])?.trim() || null;
}

function classify(part: string): PartKind {
  const plain = part.toLowerCase().replace(/[()"']/g, "").trim();
  if (INFORMAL.test(plain) || FORMAL.test(plain) || /^(?:ton|tone|toon)\s+/.test(plain)) return "tone";
  if (LENGTH.test(plain)) return "length";
  if (spokenLanguagesOf(part)) return "language";
  if (CONDITION.test(part)) return "condition";
  if (toolOf(part)) return "tool";
  if (requiredOf(part)) return "required";
  return "topic";
}

function toneOf(part: string): Tonality | null {
  const plain = part.toLowerCase().replace(/[()"']/g, " ").replace(/\s+/g, " ").trim();
  if (INFORMAL.test(plain) || /\b(?:du|informell|informal|informeel|je|jij)\b/.test(plain)) return "informal";
  if (FORMAL.test(plain) || /\b(?:sie|formell|formal|formeel|u)\b/.test(plain)) return "formal";
  return null;
}

export function planInstructions(text: string): InstructionPlan {
  const parts = splitInstructions(text).map((t) => ({ text: t, kind: classify(t) }));
  const tonePart = parts.find((p) => p.kind === "tone");
  return {
    tone: tonePart ? toneOf(tonePart.text) : null,
    parts,
    conditions: parts.filter((p) => p.kind === "condition").map((p) => p.text),
    // the language parts in their places: a part of another kind between two shares no qualifier
    languages: spokenLanguagesOfParts(parts.map((p) => (p.kind === "language" ? p.text : ""))),
    tools: parts.filter((p) => p.kind === "tool").map((p) => toolOf(p.text) ?? p.text),
    required: parts.filter((p) => p.kind === "required").map((p) => requiredOf(p.text) ?? p.text),
    topics: parts.filter((p) => p.kind === "topic").map((p) => p.text),
  };
}

/**
 * A topic counts as used when every word of it (its stem, four letters or more) is in the written
 * text: "italienische Küche" is not used by a text that says "Profiküche", nor "£18 per hour" by
 * "working hours".
 */
export function topicUsed(topic: string, writtenText: string) {
  // a kind of work ("customer contact") is used by the tasks that do it: greeting, calls, complaints
  const roots = topicRoots(topic);
  return namesEveryWord(writtenText, topic, 4) || (roots !== null && keywordHits(writtenText, [roots]) > 0);
}

/** Every word of `phrase` of `minLength` letters or more is in `text`, words of seven or more by their six-letter stem. */
export function namesEveryWord(text: string, phrase: string, minLength: number) {
  const lower = text.toLowerCase();
  const words = phrase.toLowerCase().match(new RegExp(`[\\p{L}\\p{N}+#]{${minLength},}`, "gu")) ?? [];
  return words.length > 0 && words.every((w) => lower.includes(w.length >= 7 ? w.slice(0, 6) : w));
}

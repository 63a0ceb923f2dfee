import type { JobdescLanguage } from "../constants";

/**
 * Managing people — supervising, overseeing or directing staff, leading a team, assigning work,
 * hiring and appraising — belongs to a lead role (issue 50 §2: the text takes such tasks only when
 * the title says lead, head or principal). O*NET lists them among many occupations' core tasks
 * ("Oversee regional and local sales managers and their staffs" for sales managers, "Direct
 * workers who perform mixing" for bricklayers), ESCO's German and Dutch descriptions the same
 * ("verwalten das Personal", "zijn verantwoordelijk voor de activiteiten en het personeel"), and
 * so do our own sentences for managers (writer/task-bank.ts, group 1).
 *
 * A management verb counts only with people as its object: "Oversee the maintenance of machinery",
 * "Direct calls to appropriate staff" and "Train new employees" (trainers, and senior colleagues,
 * train people) stay. The English patterns were measured on O*NET 29.3's task statements: every
 * statement they take out was read.
 */
const PEOPLE_EN = "(?:staffs?|staff members|personnel|employees|workers|subordinates|managers|supervisors|teams?|crews?|crew members|department heads|foremen)";
/** an object's modifiers ("regional and local sales managers", "other workers"), never a preposition */
const MODIFIERS_EN = "(?:(?!(?:to|with|for|from|by|on|in|at|of)\\b)[a-z-]+,? (?:(?:and|or) )?){0,4}";
const MANAGE_EN = "(?:supervis\\w*|oversee(?:s|ing)?|direct(?:s|ing)?|manag(?:e|es|ing)|organi[sz]e|plan|assign(?:s|ing)?|delegat(?:e|es|ing)|review|evaluate)";

const ENGLISH = new RegExp(
  [
    "\\bsupervis\\w*",
    "\\bobserve (?:nurses|workers|staff|employees)",
    // "Oversee regional and local sales managers", "Direct and train other workers", "Assign security personnel"
    `\\b(?:oversee(?:s|ing)?|direct(?:s|ing)?|manag(?:e|es|ing)|assign(?:s|ing)?)(?:,? (?:and|or) [a-z]+)? (?:the |their )?${MODIFIERS_EN}${PEOPLE_EN}\\b`,
    // "direct activities of workers", "manage the work of subordinate staff", "coordinate the activities of personnel"
    `\\b${MANAGE_EN}(?:,? (?:(?:and|or) )?(?:[a-z]+,? ){0,3}(?:and|or) [a-z]+)?,? (?:and |or )?(?:coordinate |evaluate |review |monitor )?(?:the )?(?:daily )?(?:work|activities) of (?:the )?${MODIFIERS_EN}${PEOPLE_EN}\\b`,
    "\\bcoordinat\\w* (?:and \\w+ )?(?:the )?(?:work|activities) of (?:the )?(?:[a-z-]+ ){0,3}(?:staffs?|personnel|employees|workers|subordinates|crews?|crew members)\\b",
    "\\bdirect (?:and|or) coordinate",
    // "Provide assistance or direction to other stockroom, warehouse, or storage yard workers" (a junior warehouse worker's ad)
    `\\bdirection to (?:the |other )?${MODIFIERS_EN}${PEOPLE_EN}\\b`,
    "\\b(?:direct(?:s|ing)?|plan and direct|oversee(?:s|ing)?|manag(?:e|es|ing)) (?:the )?(?:hiring|staffing|recruitment)\\b",
    "\\blead(?:s|ing)? (?:a |the )?(?:teams?|staff|crews?)\\b",
    "\\bassign (?:duties|work|tasks)",
    "\\bevaluate (?:the )?(?:performance|work) of",
    "\\bevaluat\\w* (?:their|employees'?|employee|staff|workers'?|instructor) performance\\b",
    "\\bconduct\\w* (?:[a-z]+ )?performance evaluations\\b",
    "\\bhire,? ",
    "\\bdiscipline\\b",
  ].join("|"),
  "i",
);

/**
 * Those one supervises as a manager: staff, teams, crews, a department. "Beaufsichtigen" alone is
 * no people management — an architect's "beaufsichtigen den Bau", a breeder's "die Zucht", a
 * production worker's "die Herstellung" stay in a non-lead ad (a teacher's pupils, a carer's
 * children and a prison officer's inmates too: they are the work, not staff). "Die Arbeit der …"
 * and "ihre Arbeit" (of those just named) are others' work.
 */
const PEOPLE_DE =
  "Personal\\p{L}*|\\p{L}+personal|Mitarbeit\\p{L}*|\\p{L}+mitarbeit\\p{L}*|Teams?|\\p{L}+teams?|Teammitglied\\p{L}*|Beschäftigt\\p{L}*|Kräfte\\p{L}*|\\p{L}+kräfte\\p{L}*|Angestellt\\p{L}*|\\p{L}+angestellt\\p{L}*|Kassierer\\p{L}*|Belegschaft|Arbeiter\\p{L}*|\\p{L}+arbeiter\\p{L}*|Arbeitnehm\\p{L}*|Gruppe\\p{L}*|\\p{L}+gruppen?|Abteilung\\p{L}*|Feuerwehr|Polizeidienststelle|Crew|Besatzung|Auszubildend\\p{L}*|Untergeben\\p{L}*";

/** German: ESCO's descriptions and our group-1 sentences ("Sie begleiten Ihr Team im Alltag …"). */
const GERMAN = new RegExp(
  String.raw`(?<![\p{L}])(?:beaufsichtig\p{L}*[^.;]{0,60}?(?<![\p{L}])(?:${PEOPLE_DE})(?![\p{L}])|beaufsichtig\p{L}* (?:die |ihre |deren )?Arbeit (?:der|des|von)|beaufsichtig\p{L}* (?:ihre|deren) Arbeit|Aufsicht über|(?:leit|führ)\p{L}* (?:das |ein |die |den |Ihr\p{L}* |dein\p{L}* )?(?:Team|Personal|Mitarbeit\p{L}*|Beschäftigt\p{L}*)|(?:leit|führ)\p{L}* [^.;]{0,40}? und (?:das |die )?(?:Personal|Mitarbeit\p{L}*|Team)|(?:weis|leit)\p{L}* (?:das |die )?(?:Personal|Mitarbeit\p{L}*|Teammitglied\p{L}*|Arbeitskräft\p{L}*)(?: \p{L}+)? an|verwalt\p{L}* (?:das |die )?(?:Personal|Mitarbeit\p{L}*|Teams?)|koordinier\p{L}* (?:die |das |ein )?(?:Teams?|Personal|Mitarbeit\p{L}*)|überwach\p{L}* (?:die )?(?:Arbeit|Leistung) (?:der|des|von) (?:Personals|Mitarbeit\p{L}*|Teams?|Beschäftigten|Arbeitskräft\p{L}*)|weis\p{L}* (?:ihnen|diesen|den Mitarbeit\p{L}*) Aufgaben zu|(?:für|über) (?:die Betriebsabläufe und )?das Personal|(?:begleit|betreu)\p{L}* (?:Ihr|dein)\p{L}* Team|Personalführung|Mitarbeiterführung|Führungsverantwortung)(?![\p{L}])`,
  "iu",
);

/**
 * The staff a Dutch sentence's "toezicht" is over, within the clause as PEOPLE_DE for the German
 * "beaufsichtigen": a gevangenisbewaarder "houdt toezicht op gedetineerden", a teacher "op de
 * vooruitgang van de leerlingen" and a conciërge "op de staat van gebouwen", and none of them leads
 * people; a manager "houdt toezicht op de activiteiten en de prestaties van het personeel" does.
 */
const PEOPLE_NL = String.raw`team\p{L}*|\p{L}+team|personeel|\p{L}+personeel|medewerkers|\p{L}+medewerkers|werknemers|\p{L}+werknemers|collega's|ploeg\p{L}*|arbeiders|\p{L}+arbeiders|staf|bemanning|ondergeschikten|vrijwilligers|kassiers`;

/** Dutch: ESCO's descriptions and our group-1 sentences ("U begeleidt uw team …"). */
const DUTCH = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:toezicht|houd\p{L}* toezicht)[^.;]{0,60}?(?<![\p{L}])(?:${PEOPLE_NL})(?![\p{L}])|geef\p{L}* leiding|leiding (?:geven|aan)|stuur\p{L}* (?:het |een )?(?:team|personeel|medewerkers) aan|(?:aansturen|aansturing) van (?:het |een |de )?(?:team|personeel|medewerkers|werknemers)|verantwoordelijk voor (?:de |het )?(?:activiteiten en (?:het )?)?personeel|(?:coördiner|coördineer|manag|beheer|beher)\p{L}* (?:de |het )?(?:werknemers|personeel|medewerkers|team)|beheer (?:en de coördinatie )?van (?:een team|het personeel|personeel|medewerkers)|begeleid\p{L}* (?:uw |je |het |de )?(?:team|werknemers|personeel)|(?:geef|geven|geeft) aanwijzingen aan (?:de )?(?:werknemers|medewerkers|personeel))(?![\p{L}])`,
  "iu",
);

const PATTERNS: Record<JobdescLanguage, RegExp> = { en: ENGLISH, de: GERMAN, nl: DUTCH };

/** True when the sentence (an O*NET task, an ESCO sentence or one of ours) is about managing people. */
export function managesPeople(text: string, language: JobdescLanguage) {
  return PATTERNS[language].test(text);
}

import { GENERIC_PERSON_PATTERN } from "../writer/german-persons";
import type { WordList } from "./types";

/** A gender-inclusive form after a title, in the same phrase: "Entwickler (m/w/d)", "Leiter Vertrieb (w/m/d)", "(all genders)", "(gn)". */
const SUFFIX = String.raw`[^\n.;:!?()]{0,60}?\((?:[mwdfx]\s*\/\s*){2}[mwdfx]\)|[^\n.;:!?()]{0,60}?\((?:all genders|alle Geschlechter|gn\*?)\)`;
/** …and the endings that make a title inclusive: Entwickler:in, Entwickler*innen, Entwickler/-in, EntwicklerInnen. */
const ENDING = String.raw`(?::|\*|_|\/-?|-)?[iI]n(nen)?(?![\p{L}])|Innen|\s*(?:\/|und|oder|bzw\.|sowie)\s*(?:zum |zur |als |eine[nr]? )?[\p{L}-]*(?:in|innen|frau|frauen|schwester)(?![\p{L}])`;
/** A title that follows a paired feminine form: "Entwicklerinnen und Entwickler", "Pflegefachfrau/Pflegefachmann", "von der Ärztin oder vom Arzt". */
const PAIRED = String.raw`(?<!(?:in|innen|frau|frauen|schwester)\s*(?:und|oder|bzw\.|sowie|\/)\s*(?:zum |zur |als |ein |eine[mnrs]? |der |die |den |dem |des |vom |beim |im |am |[iI]hre[mnrs]? )?)`;
const TITLES = [
  "mitarbeiter", "entwickler", "programmierer", "berater", "verkäufer", "techniker", "ingenieur", "informatiker", "kaufmann", "fachmann", "krankenpfleger", "altenpfleger", "pfleger", "fahrer", "sachbearbeiter", "buchhalter", "arzt",
  "lehrer", "elektriker", "mechaniker", "mechatroniker", "elektroniker", "monteur", "helfer", "arbeiter", "assistent",
  "spezialist", "experte", "referent", "einsteiger", "absolvent", "praktikant", "bewerber", "ansprechpartner", "meister",
  "disponent", "lagerist", "analyst", "designer", "architekt", "erzieher", "therapeut", "apotheker", "anwalt", "jurist",
  "redakteur", "friseur", "bäcker", "maler", "tischler", "schreiner", "maurer", "dachdecker", "installateur", "klempner",
  "gärtner", "gebäudereiniger", "reiniger", "kassierer", "kellner", "pförtner", "zusteller", "landwirt", "sanitäter",
  "polizist", "sekretär", "koch", "manager", "leiter", "teamleiter", "projektleiter", "filialleiter", "abteilungsleiter", "bereichsleiter", "gruppenleiter", "standortleiter", "schichtleiter", "bauleiter", "stationsleiter", "pflegedienstleiter", "lagerleiter", "vertriebsleiter", "controller", "administrator", "consultant", "vertriebler", "mediziner",
]
  .map((t) => (t === "koch" || t === "leiter" || t === "maler" ? t : t.endsWith("leiter") ? `[\\p{L}-]*?${t}` : `[\\p{L}-]*${t}`))
  .join("|");
/** The same titles for a case-sensitive pattern: the noun's first letter in either case. */
const TITLES_CS = TITLES.replace(/(^|\|)(\[\\p\{L\}-\]\*\??)?([a-zäöü])/gu, (_, bar: string, prefix: string | undefined, first: string) => `${bar}${prefix ?? ""}[${first}${first.toUpperCase()}]`);

/**
 * German: the Allgemeines Gleichbehandlungsgesetz forbids job ads that disadvantage by sex, age,
 * disability or ethnic origin; the lists follow the guidance named in `sources`.
 */
export const de: WordList = {
  sources: [
    "Allgemeines Gleichbehandlungsgesetz (AGG) §§ 1, 7, 11: Stellenausschreibungen dürfen nicht wegen Geschlecht, Alter, Behinderung oder ethnischer Herkunft benachteiligen; daher (m/w/d) oder geschlechtergerechte Berufsbezeichnungen, keine Altersgrenzen, keine Muttersprache als Anforderung.",
    "Antidiskriminierungsstelle des Bundes, Leitfaden „Diskriminierungsfreie Stellenausschreibung“: geschlechtsneutrale Ansprache, keine Altersangaben („jung“, „Berufseinsteiger bis 30“), Sprachkenntnisse als Niveau statt „Muttersprache“.",
    "BAG, Urteil vom 15.12.2016 – 8 AZR 454/15: „Deutsch als Muttersprache“ in einer Stellenanzeige ist ein Indiz für eine Benachteiligung wegen der ethnischen Herkunft.",
    "Gaucher, Friesen & Kay (2011), Appendix A: maskulin und feminin konnotierte Wortstämme, für diese Liste ins Deutsche übertragen (Übertragung des Projekts).",
    "Generisches Maskulinum: Liste häufiger Berufsbezeichnungen des Projekts; ein Treffer entfällt bei inklusiver Form (:in, *in, /-in, -innen, Paarform) oder (m/w/d).",
    "Generisches Maskulinum bei Personen, die die Anzeige nennt (Kunden, Patienten, Klienten, Mitarbeiter, Bewohner, Teilnehmer, Nutzer …; Liste in writer/german-persons.ts): Paarform (Kundinnen und Kunden) oder neutrale Form (Kundschaft); Komposita (Kundenservice) und Schrägstrichformen (Patientinnen/Patienten) bleiben.",
  ],
  terms: [
    // pronouns for the candidate: "er" unless paired ("er/sie", "er oder sie"); possessive "sein…" before a noun
    { pattern: String.raw`(?<!sie\s*(?:\/|oder|bzw\.)\s*)er(?!\s*(?:\/|oder|bzw\.)\s*sie)`, category: "pronoun", suggestion: "du / Sie (direkte Ansprache)" },
    // case-sensitive: with the i flag \p{Lu} would match any letter
    { pattern: String.raw`[sS]ein(e|en|em|er|es)?(?=\s+(eigene\w*|\p{Lu}))|[iI]hm|[iI]hn`, category: "pronoun", suggestion: "dein/Ihr bzw. direkte Ansprache", caseSensitive: true },
    { pattern: `${PAIRED}(${TITLES})(?!${ENDING})(?!${SUFFIX})`, category: "generic-masculine", suggestion: "Paarform, neutrale Form oder (m/w/d)" },
    { pattern: String.raw`${PAIRED}[\p{L}-]+(schwester|frau|dame)(?!\s*(\/|und|oder|bzw\.)\s*(zum |zur |als |einen? )?[\p{L}-]*(mann|pfleger|er)(?![\p{L}]))(?!${SUFFIX})`, category: "generic-masculine", suggestion: "neutrale Form oder Paarform (z. B. Pflegefachkraft)" },
    // case-sensitive: "LehrerIn" (Binnen-I) is inclusive, "Lehrerin" alone is not
    { caseSensitive: true, pattern: `${PAIRED}(${TITLES_CS})in(?!\\s*(?:\\/|und|oder|bzw\\.)\\s*(?:zum |zur |als |ein |eine[mnrs]? |der |die |den |dem |des |[iI]hre[mnrs]? )?[\\p{L}-]*(?:${TITLES_CS}))(?!${SUFFIX})`, category: "generic-masculine", suggestion: "Paarform oder (m/w/d), z. B. Medizinische Fachangestellte (m/w/d)" },
    // the persons the ad names, in the generic masculine: "die Wünsche des Kunden", "mit den Bewohnern"
    { caseSensitive: true, pattern: GENERIC_PERSON_PATTERN, category: "generic-masculine", suggestion: "Paarform (Kundinnen und Kunden) oder neutrale Form (Kundschaft, Beschäftigte)" },
    // age limits and age-coded phrases
    { pattern: String.raw`(unter|nicht älter als|jünger als) \d\d(?! ?(Minuten|Stunden|Tage|Wochen|Prozent|%|€|Euro|km|kg|Mitarbeit\w*|Personen))( Jahre(n)?)?( alt)?|(bis|höchstens|maximal|max\.?) \d\d Jahre(n)?( alt)?(?! (Berufs)?[eE]rfahrung)`, category: "age", suggestion: "Alter weglassen; die nötigen Fähigkeiten beschreiben" },
    { pattern: String.raw`zwischen \d\d und \d\d( Jahre(n)?)?|\d\d ?(-|–|bis) ?\d\d Jahre(n)?( alt)?|\d\d Jahre alt|Altersgrenze\w*`, category: "age", suggestion: "Alter weglassen; die nötigen Fähigkeiten beschreiben" },
    { pattern: String.raw`(max\.?|maximal|höchstens|nicht mehr als) \d+ Jahre(n)? (Berufs)?[eE]rfahrung`, category: "age", suggestion: "mindestens N Jahre Erfahrung" },
    { pattern: String.raw`jung(e|es|en|er)?,? (und |, )?(dynamisch\w* |motiviert\w* )?(Team\w*|Kolleg\w*|Talent\w*|Mitarbeit\w*|Bewerb\w*|Unternehmen)|jung(es|en)? (und )?dynamisch\w*|junggeblieben\w*`, category: "age", suggestion: "motiviertes, offenes Team" },
    // the adjective only: "Jugendliche" (the noun) are often the people the job serves
    { caseSensitive: true, pattern: String.raw`jugendlich\w*`, category: "age", suggestion: "motiviert, offen" },
    // "jung" on its own is age wording too ("Du bist jung"), except for the people the job serves
    { pattern: String.raw`jung(e|er|es|en|em)?(?!\s+(Menschen|Erwachsene\w*|Familien|Patient\w*|Kinder\w*|Jugendliche\w*|Mütter|Väter|Eltern|Unternehmen|Start-?ups?|Marken?|Firma)(?![\p{L}]))`, category: "age", suggestion: "motiviert, lernbereit" },
    { pattern: String.raw`überqualifiziert\w*`, category: "age", suggestion: "das nötige Niveau beschreiben" },
    { pattern: String.raw`Digital Natives?|Young Professionals?|frisch(e|er|en)? (von der (Uni|Hochschule)|Absolvent\w*|Studienabschluss)|Berufsanfänger\w* bis`, category: "age", suggestion: "sicher im Umgang mit digitalen Werkzeugen / Berufseinstieg und Quereinstieg willkommen" },
    // exclusionary requirements
    { pattern: String.raw`Muttersprach\w*|muttersprachlich\w*|(Deutsch|Englisch|Niederländisch) als (Mutter|Erst)sprache|akzentfrei\w*|ohne Akzent`, category: "exclusion", suggestion: "sehr gute Deutschkenntnisse (C1)" },
    { pattern: String.raw`körperlich (voll |uneingeschränkt |sehr )?(belastbar\w*|fit)|uneingeschränkte körperliche Belastbarkeit|gute Gesundheit|gesundheitlich (voll )?(belastbar|geeignet)|deutsche Staatsangehörigkeit`, category: "exclusion", suggestion: "die wesentliche Tätigkeit benennen (z. B. Heben mit Hilfsmitteln)" },
    { pattern: String.raw`Rockstars?|Ninjas?|Gurus?|Superhelden?|Einzelkämpfer\w*|Alphatier\w*`, category: "masculine", suggestion: "Expertin oder Experte / Fachkraft" },
    // strongly masculine-coded words are findings on their own, balance or not
    { pattern: String.raw`aggressiv\w*|Aggressivität|dominant\w*|dominier\w*|furchtlos\w*|rücksichtslos\w*|skrupellos\w*|Kampfgeist|Killerinstinkt|Ellenbogen(mentalität|gesellschaft)|wettbewerbsorientiert\w*|kompetitiv\w*`, category: "masculine", suggestion: "engagiert, zielorientiert" },
    // a person of one sex asked for by name: "eine junge Frau" (the noun; "junge" is age wording of its own), "eine Dame für den Empfang"
    { caseSensitive: true, pattern: String.raw`(?<=(?<![\p{L}])(?:[eE]ine[nr]?|[dD]ie|[dD]en) (?:[\p{Ll}]+[en] )?)(Dame|Frau|Mann|Herrn?)(?!\s*(\/|und|oder|bzw\.)\s*(eine[nr]? |einen )?([\p{Ll}]+[en] )?(Dame|Frau|Mann|Herrn?))(?![\p{L}])`, category: "generic-masculine", suggestion: "eine Person / (m/w/d)" },
  ],
  coded: {
    masculine: [
      ["aktiv", "engagiert"], ["abenteu", "neugierig"], ["aggressiv", "engagiert"], ["ehrgeiz", "motiviert"], ["analy", "untersuchen, verstehen"],
      ["durchsetz", "überzeugend"], ["autonom", "selbstorganisiert"], ["kampf", "Einsatz"], ["kämpf", "sich einsetzen"],
      ["herausforder", "Aufgabe"], ["wettbewerb", "zielorientiert"], ["selbstbewusst", "sicher"], ["selbstsicher", "sicher"],
      ["mutig", "offen"], ["entscheid", "gemeinsam festlegen"], ["entschlossen", "klar"], ["dominant", "einflussreich"],
      ["dominier", "prägen"], ["furchtlos", "offen für Neues"], ["zielstrebig", "motiviert"], ["hierarch", "Struktur"],
      ["unabhängig", "selbstorganisiert"], ["individuell", "persönlich"], ["intellekt", "nachdenklich"], ["führ", "anleiten, koordinieren"],
      ["leit", "koordinieren"], ["logisch", "klar denkend"], ["objektiv", "fair"], ["hartnäckig", "beharrlich"],
      ["risikobereit", "offen für Neues"], ["stur", "beharrlich"], ["überlegen", "sehr gut"], ["stark", "gut"], ["sportlich", "fit für die Aufgabe"],
    ],
    feminine: [
      "einfühls", "empath", "fürsorg", "gemeinsam", "zusammen", "unterstütz", "hilf", "verständ", "versteh", "vertrau",
      "verantwort", "verbind", "kooperat", "kollegial", "loyal", "ehrlich", "freundlich", "herzlich", "warm", "sensib", "rücksicht",
      "höflich", "angenehm", "engag", "begeist", "inklusiv", "pfleg", "sorg", "betreu", "zuverlässig", "geduld", "mitgefühl",
    ],
  },
};

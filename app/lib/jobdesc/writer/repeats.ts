import type { JobdescLanguage } from "../constants";

/**
 * A written ad says each thing once (issue 50 §5). Its sentences come from several sources — the
 * level's own (writer/seniority.ts), a role's duties (writer/role-duties.ts, german-role-duties.ts,
 * nurse-management.ts), ESCO's description, O*NET's tasks and the ISCO group's sentences
 * (writer/task-bank.ts) — and two of them can say the same in other words:
 *
 * - the lead: a Chefarzt read "Sie leiten ein Team, setzen Prioritäten …" (the level's) and "Sie
 *   führen das Team der Oberärztinnen, Oberärzte, …" (his role's), an Abteilungsleiter "… fördern
 *   die Entwicklung jeder einzelnen Person im Team" and "Sie begleiten Ihr Team im Alltag und
 *   unterstützen Kolleginnen und Kollegen in ihrer Entwicklung" (the managers' group);
 * - a task: a hogeschooldocent read "U doet onderzoek in uw vakgebied en deelt de resultaten in
 *   publicaties …" (the lecturers' group) and "U voert ook wetenschappelijk onderzoek uit op uw
 *   vakgebied, publiceert uw bevindingen …" (ESCO), a Dozent für Wirtschaftswissenschaften "Sie
 *   forschen in Ihrem Fachgebiet und veröffentlichen die Ergebnisse" and "Sie führen in Ihrem …
 *   Fachgebiet Forschungsarbeiten durch und stellen die Ergebnisse … in Publikationen vor".
 *
 * Sentences that share a topic but say different things stay: "conduct research … and publish
 * findings" beside "supervise students' fieldwork, internship, and research work" or "write grant
 * proposals to procure external research funding".
 */

/**
 * Leading one's team as the sentence's statement, in the level's words and the roles': the reader
 * leads, heads or guides a (or their, or the role's) team. Narrower than writer/management.ts's
 * managesPeople, which also takes hiring, rotas and appraisals: those are tasks of a lead, not the
 * statement that one leads. O*NET says it as directing the staff's activities: a Chefarzt's English
 * ad read "You will lead a team: you set priorities …" and "You will direct and coordinate
 * activities of nurses, assistants, specialists, residents, and other medical staff".
 */
const LEADS_TEAM: Record<JobdescLanguage, RegExp> = {
  en: /\b(?:(?:lead|leads|head|heads|run|runs|manage|manages|guide|guides)\s+(?:a|the|your)\s+(?:[\p{L}-]+\s+){0,2}team\b|(?:direct|directs|supervise|supervises)(?:\s+(?:and|or)\s+coordinate)?\s+(?:the\s+)?(?:work|activities)\s+of\s+[^.;]{0,80}?\b(?:staff|personnel|employees|workers|team)\b)/iu,
  de: /(?<![\p{L}])(?:(?:leite|leitet|leiten|leitest|führe|führt|führen|führst|begleite|begleitet|begleiten|begleitest)\s+(?:ein|das|Ihr|dein|unser)\s+(?:[\p{L}-]+\s+)?\p{L}*[tT]eam|beaufsichtig\p{L}*\s+(?:(?:zudem|auch|die|das|Ihr\p{L}*|dein\p{L}*|zugewiesenen)\s+){0,3}(?:\p{L}*[tT]eam\p{L}*|Mitarbeitende\p{L}*))(?![\p{L}])/u,
  nl: /(?<![\p{L}])(?:(?:geeft|geef|geven)\s+leiding\s+aan\s+(?:een|het|uw|je|jouw)\s+(?:[\p{L}-]+\s+)?\p{L}*team|(?:begeleidt|begeleid|leidt|stuurt)\s+(?:een|het|uw|je|jouw)\s+(?:[\p{L}-]+\s+)?\p{L}*team)(?![\p{L}])/iu,
};

export function leadsTeam(text: string, language: JobdescLanguage) {
  return LEADS_TEAM[language].test(text);
}

/**
 * Words that say nothing of a task's content: the reader, articles, pronouns, auxiliaries, joints,
 * and light verbs whose meaning is their object's ("U doet onderzoek", "Sie führen … Forschungsarbeiten durch")
 */
const FUNCTION_WORDS: Record<JobdescLanguage, Set<string>> = {
  en: new Set(
    "you will you'll your yours with from such that this these those their them they have more also about each well into when where which while other others through within before after during including include both some than then only make what based using used ensure according take takes makes carry carries perform are".split(
      " ",
    ),
  ),
  de: new Set(
    "sie ihre ihren ihrem ihrer ihres dein deine deinen deinem deiner deines du dich dir und oder sowie eine einen einem einer eines sich dafür auch nach über dass durch diese dieser diesen dieses alle allen aller werden wird sind haben hast bist dabei zusammen gemeinsam andere anderen anderer jede jeder jedes jeweiligen jeweilige beim zudem etwa führen führt führst nehmen nimmt nimmst machen macht machst setzen setzt stellen stellt stellst".split(
      " ",
    ),
  ),
  nl: new Set(
    "voor door naar over zijn worden hebben heeft hebt deze ook bij met een het van wat waar hun uw jouw zich andere anderen onder tussen zoals samen daarbij eigen alle elke binnen tijdens doet doen voert voeren neemt nemen maakt maken gaat gaan komt komen staat kunt kunnen bent zijt volgens stelt stellen zet zetten houdt houden legt leggen waarop".split(" "),
  ),
};

/** A word by its first six letters: "publiceert" and "publicaties", "Forschung" and "forschen" */
const stemOf = (word: string) => (word.length >= 6 ? word.slice(0, 6) : word.replace(/s$/, ""));

/** A German or Dutch compound's head: the last six letters of a word of nine or more ("vakgebied", "rechtsgebied": "gebied") */
const headOf = (word: string) => (word.length >= 9 ? word.slice(-6) : null);

/** The content words of a sentence (four letters or more, not function words), lower case. */
function contentWords(text: string, language: JobdescLanguage) {
  const words = (text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []).map((w) => w.replace(/['’]s$/, ""));
  return new Set(words.filter((w) => w.length >= 4 && !FUNCTION_WORDS[language].has(w)));
}

const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, " ").replace(/[.!?\s]+$/, "").trim();

/**
 * Do two sentences of one list say the same? The same words; both the statement that the reader
 * leads a team; or (`inOtherWords`: not two sentences of one source, see compose.ts) three content words in common by their stem that make up half the shorter
 * sentence's, two of them in the very same form. The research lines above share "onderzoek",
 * "vakgebied" and "publiceren" (of six), "forschen", "Fachgebiet" and "Ergebnisse" (of four);
 * "U onderzoekt patiënten, stelt diagnoses en bepaalt de behandeling" and "U informeert patiënten
 * en naasten over onderzoeken en behandelingen" share three stems too, but examining and informing
 * about examinations are two tasks: only "patiënten" is the same word.
 */
export function sayTheSame(a: string, b: string, language: JobdescLanguage, inOtherWords = true) {
  if (normalised(a) === normalised(b)) return true;
  if (leadsTeam(a, language) && leadsTeam(b, language)) return true;
  if (!inOtherWords) return false;
  const [wordsA, wordsB] = [contentWords(a, language), contentWords(b, language)];
  const [x, y] = [new Set([...wordsA].map(stemOf)), new Set([...wordsB].map(stemOf))];
  const stems = [...x].filter((k) => y.has(k)).length;
  const exact = [...wordsA].filter((w) => wordsB.has(w));
  // compounds of one head that are not the same word ("vakgebied", "rechtsgebied"), each head once
  const heads = (words: Set<string>) => new Set([...words].filter((w) => !exact.includes(w)).map(headOf).filter((h): h is string => h !== null));
  const headsB = heads(wordsB);
  const compounds = [...heads(wordsA)].filter((h) => headsB.has(h)).length;
  const shared = stems + compounds;
  return shared >= 3 && shared * 2 >= Math.min(x.size, y.size) && exact.length + compounds >= 2;
}

/**
 * Whose is ESCO's "ihr"/"ihnen"? ESCO's German descriptions speak of the holders in the third
 * person plural ("Sie arbeiten mit ihren Forschungsassistenten", "Sie motivieren ihre Kunden und
 * helfen ihnen, ihre Leistung zu verbessern"); the ad turns the holders into the reader, and with
 * them their own possessives — but not those of the other people and things the sentence names.
 * A rule by position alone got both wrong: "nach einer Präposition gehört es anderen" made a
 * Hochschullehrkraft's ad read "Sie arbeiten mit ihren Lehr- und Forschungsassistenten", and
 * "nach dem Verb gehört es dem Leser" a Reitlehrer's "helfen ihnen, Ihre Leistung zu verbessern".
 *
 * The decision, per pronoun of a phrase whose subject is the reader:
 * - "ihnen" is never the subject's own (that would be "sich"): someone else, unless a participle
 *   follows ("die ihnen unterstellten Sozialarbeiter", "die von ihnen gesteuerten Geräte": the
 *   reader does the steering);
 * - a possessive after a clause's own subject ("wie sie ihre …", "bevor diese ihren …"), after the
 *   noun it is joined to ("Organismen und ihrer Umgebung", "Patienten und ihren Familien") or
 *   after a supervising verb ("beaufsichtigen ihre Arbeit") is someone else's;
 * - what a worker has (field, employer, team, findings, clients) is the reader's, what a client or
 *   a thing has (needs, wishes, progress, condition, quality) someone else's;
 * - else the possessive is the reader's unless a noun it can point to (a plural or a feminine)
 *   stands between the reader's verb and it: "berichten über ihre Ergebnisse" (the reader's),
 *   "geleiten Flugzeuge zu ihren Parkpositionen" (the aircraft's).
 * A pronoun of someone else's with nothing in the phrase to point to ("Sie helfen ihnen, ihr
 * Potenzial voll auszuschöpfen", "Sie überwachen ihre Fortschritte") points back to a sentence the
 * ad leaves out: the phrase is left out too.
 */
export type Owner = "reader" | "others" | "dangling";

/** what a worker has: field, knowledge, employer, team, clients, findings (ESCO's most frequent) */
const READER_OWNS =
  /^(?:[\p{L}-]*Fachgebiet\p{L}*|Gebiet\p{L}*|Fachrichtung|Spezialisierung|[\p{L}]*[wW]issen\p{L}*|\p{L}+kenntnisse|Analyse\p{L}*|Arbeitgeber\p{L}*|Auftraggeber\p{L}*|Unternehmen\p{L}*|[\p{L}]*[tT]eams?|Vorgesetzte\p{L}*|Kolleg\p{L}*|Kunden|Kundschaft|Klienten|Klientel|Mandanten|Patienten|Schüler\p{L}*|[\p{L}]*[aA]ssistent\p{L}*|Hilfskräfte\p{L}*|Betreuer\p{L}*|Erkenntnisse\p{L}*|Ergebnisse\p{L}*|Beobachtungen|Tätigkeit\p{L}*|Aufgabe\p{L}*|Erfahrung\p{L}*|Forschung\p{L}*|Stil\p{L}*|Stimme|[\p{L}]*[bB]ereich\p{L}*|Abteilung\p{L}*|Einrichtung|Region|Ministerium\p{L}*|Mitgliedstaat\p{L}*|Herkunftsland\p{L}*|Wahl|Äußere\p{L}*|Dienstleistungen|Verantwortung|Instituts?|Arbeitsplatz\p{L}*|Mündel)$/u;
/** what a client, a pupil or a thing has: someone else's wherever a noun is there to have it */
const OTHERS_OWN =
  /^(?:\p{L}*[bB]edürfnis\p{L}*|\p{L}*[wW]ünsche\p{L}*|Wunsch\p{L}*|Fortschritt\p{L}*|\p{L}*[pP]otenzial\p{L}*|Familie\p{L}*|Entwicklung|Rechte|Ansprüche|Pflichten|Zustand\p{L}*|Qualität|Richtigkeit|Konformität|Reinheit|Lebenszyklus|Leben[s]?|Lebensqualität|Privatleben\p{L}*|Umgebung|Umwelt|Wechselwirkung\p{L}*|Zusammensetzung|Wohlergehen\p{L}*|Wohlbefinden\p{L}*|Stärken|Sozialverhalten\p{L}*|Interessen\p{L}*|Lösung|Bestimmungsort\p{L}*|Abschluss\p{L}*)$/u;

/** a participle right after "ihnen": "ihnen unterstellte", "von ihnen gesteuerten", "zugewiesenen" (not "ausgehenden") */
const PARTICIPLE = /^\p{Ll}+(?:t|en)(?:e|en|er|es|em)$/u;
const PRESENT_PARTICIPLE = /end(?:e|en|er|es|em)$/;
const SUPERVISING = /^(beaufsichtig|überwach|beurteil|bewert)\p{L}*$/u;
const POSSESSIVE = /^[iI]hr(?:e|en|er|em|es)?$/;
/** masculine and neuter singular determiners: their noun is no "ihr" of its own */
const NOT_HER_THEIR = /^(?:dem|des|das|einem|eines|ein|jedem|jedes|diesem|dieses|im|am|vom|zum|beim|ins|[iI]hrem|[iI]hres|seinem|seines)$/;
/** a bare noun of a set phrase after a preposition ("bei Bedarf", "unter Einhaltung von"): no one's owner */
const SET_PHRASE_NOUN = /^(?:Bedarf|Bezug|Hinblick|Einhaltung|Verwendung|Anwendung|Nutzung|Hilfe|Grundlage|Rahmen|Berücksichtigung|Anleitung|Aufsicht)$/;
const JOINS = /^(?:und|oder|sowie)$/;
/** verbs whose object does what the zu-infinitive after them says: "helfen …, ", "ermutigen sie, ", "leiten … dabei an, " */
const CONTROL_VERB = /\b(?:helfen|ermutigen|unterstützen|motivieren|befähigen|anregen|auffordern|bitten|anleiten|leiten|beraten)\b[^,]*,$/;

/** the word without its punctuation (and the verb list's comma mark, compose.ts's LISTED) */
const bare = (token: string) => token.replaceAll("\u0001", "").replace(/[,;:.()]+$/g, "").replace(/^\(/, "");
const capital = (token: string) => /^\p{Lu}/u.test(bare(token));

/**
 * The noun a possessive at `i` names: the first capitalised word after it, past adjectives and
 * "Lehr- und"; null where none follows ("an ihr oder an einem Steuercomputer": a pronoun).
 */
function possessed(tokens: string[], i: number) {
  for (let j = i + 1; j < Math.min(tokens.length, i + 6); j++) {
    const word = bare(tokens[j]);
    if (capital(word) && !word.endsWith("-")) return word.replace(/\/.*$/, "");
    const adjective = /^\p{Ll}+(?:e|en|er|es|em)$/u.test(word) && !JOINS.test(word);
    // "Lehr- und Forschungsassistenten", "medizinischen oder chirurgischen Spezialisierung" (not "an ihr oder an …")
    const hyphenJoin = JOINS.test(word) && j > i + 1 && (bare(tokens[j - 1]).endsWith("-") || /^\p{Ll}+(?:e|en|er|es|em)$/u.test(bare(tokens[j - 1])));
    if (!(capital(word) || adjective || hyphenJoin) || tokens[j].endsWith(",")) return null;
  }
  return null;
}

/** Is the word at `j` a noun an "ihr"/"ihnen" can point to (a plural or a feminine), or a pronoun for one? */
function pointable(tokens: string[], j: number, pronouns = true) {
  const word = bare(tokens[j]);
  if (/^(?:sie|ihnen|diese|deren)$/.test(word)) return pronouns;
  if (!capital(word) || word === "Sie" || POSSESSIVE.test(word) || word.endsWith("-")) return false;
  let k = j - 1;
  while (k >= 0 && /^\p{Ll}+(?:e|en|er|es|em)$/u.test(bare(tokens[k])) && !/^(?:den|dem|des|der|die|das|einen|einem|eines|diese[mnrs]?|jede[mnrs]?|seine[mnrs]?)$/.test(bare(tokens[k])) && !POSSESSIVE.test(bare(tokens[k]))) k--;
  const det = bare(tokens[k] ?? "");
  if (NOT_HER_THEIR.test(det) || (k === j - 1 && SET_PHRASE_NOUN.test(word))) return false;
  // "den Betrieb" is a masculine accusative; "den Kunden", "den Teamleitern" a dative plural
  if (/^(?:den|einen|jeden|diesen|[iI]hren|seinen)$/.test(det)) return /n$/.test(word);
  return true;
}

/**
 * The owner of each third-person pronoun of a phrase whose subject is the reader, by its index;
 * `readerVerb(j)` tells whether the word at `j` is one of the reader's verbs.
 */
export function thirdPersonOwners(tokens: string[], readerVerb: (j: number) => boolean): Map<number, Owner> {
  const owners = new Map<number, Owner>();
  const pointableBefore = (from: number, to: number) => {
    for (let j = Math.max(0, from); j < to; j++) if (pointable(tokens, j)) return true;
    return false;
  };
  tokens.forEach((token, i) => {
    const word = bare(token);
    const previous = bare(tokens[i - 1] ?? "");
    // "Sie klären sie über …", "Sie überwachen deren Ausbildung": the people are a sentence before
    if (/^(?:sie|deren)$/.test(word)) {
      let named = false;
      for (let j = 0; j < i && !named; j++) named = pointable(tokens, j, false);
      if (!named) owners.set(i, "dangling");
      return;
    }
    if (/^[iI]hnen$/.test(word)) {
      // "die ihnen unterstellten …", "die von ihnen betreuten Kinder": the reader does it
      if (PARTICIPLE.test(bare(tokens[i + 1] ?? "")) && !PRESENT_PARTICIPLE.test(bare(tokens[i + 1] ?? "")) && capital(tokens[i + 2] ?? "")) owners.set(i, "reader");
      // …and right after an article it opens such an attribute: "die ihnen zur Verfügung gestellten Berichte"
      else if (/^(?:die|der|den|dem|des)$/.test(previous)) owners.set(i, "reader");
      else owners.set(i, pointableBefore(0, i) ? "others" : "dangling");
      return;
    }
    if (!POSSESSIVE.test(word)) return;
    const noun = possessed(tokens, i);
    // "an ihr oder an einem Steuercomputer": a pronoun, the machine's
    if (noun === null) {
      owners.set(i, "others");
      return;
    }
    // "helfen den Schülerinnen und Schülern, ihre Kenntnisse … zu verbessern": the infinitive's
    // subject is the verb's object, and so is the possessive's owner
    const comma = tokens.slice(0, i).findLastIndex((t) => t.endsWith(","));
    if (comma > 0 && CONTROL_VERB.test(tokens.slice(0, comma + 1).join(" ")) && tokens.slice(i).some((t) => /^(?:zu|\p{Ll}+zu\p{Ll}+en)$/u.test(bare(t)))) {
      owners.set(i, pointableBefore(0, comma + 1) ? "others" : "dangling");
      return;
    }
    // "nach ihrem eigenen Design": the subject's own
    if (/^eigen/.test(bare(tokens[i + 1] ?? ""))) {
      owners.set(i, "reader");
      return;
    }
    // "wie sie ihre …", "ermutigen sie, ihr Verständnis …", "bevor diese ihren Abschluss …"
    if (/^(?:sie|diese|ihnen)$/.test(previous)) {
      owners.set(i, "others");
      return;
    }
    // joined to a noun: "Organismen und ihrer Umgebung", "Organismen, ihrer Zusammensetzung" — the
    // noun's, unless that noun is a possessive's own ("ihre Ergebnisse und ihre Arbeiten")
    const joined = JOINS.test(previous) ? i - 2 : tokens[i - 1]?.endsWith(",") ? i - 1 : -1;
    if (joined >= 0 && capital(tokens[joined]) && bare(tokens[joined]) !== "Sie") {
      let k = joined - 1;
      while (k >= 0 && /^\p{Ll}+$/u.test(bare(tokens[k])) && !JOINS.test(bare(tokens[k])) && !POSSESSIVE.test(bare(tokens[k])) && k > joined - 4) k--;
      owners.set(i, owners.get(k) ?? "others");
      return;
    }
    if (SUPERVISING.test(previous)) {
      owners.set(i, "others");
      return;
    }
    if (READER_OWNS.test(noun)) {
      owners.set(i, "reader");
      return;
    }
    if (OTHERS_OWN.test(noun)) {
      owners.set(i, pointableBefore(0, i) ? "others" : "dangling");
      return;
    }
    let verb = i - 1;
    while (verb > 0 && !readerVerb(verb)) verb--;
    // a genitive names the owner of the noun before it: "die Ergebnisse ihrer Analyse", "die Planung
    // sowie die Operationen ihrer Brigade" — those nouns are not its owner
    let end = i;
    if (/^[iI]hr(?:er|es)$/.test(word)) {
      while (end > verb + 1 && (capital(tokens[end - 1]) || JOINS.test(bare(tokens[end - 1])) || /^(?:die|der|den|des|das|dem|eine|einer)$/.test(bare(tokens[end - 1])) || /^\p{Ll}+(?:e|en|er)$/u.test(bare(tokens[end - 1])))) end--;
    }
    owners.set(i, pointableBefore(verb + 1, end) ? "others" : "reader");
  });
  return owners;
}

/**
 * `npx tsx scripts/build-dutch-verbs.ts [nl.dic nl.aff]` writes app/lib/jobdesc/lexicon/nl-verbs.json
 * from OpenTaal's Hunspell dictionary (Debian's hunspell-nl, /usr/share/hunspell/nl.{dic,aff} by
 * default; revised BSD or CC BY 3.0, © OpenTaal, https://github.com/OpenTaal/opentaal-hunspell):
 * - `infinitives`: the entries flagged "Vi" with their particle and prefix forms ("P…" flags:
 *   voeren → uitvoeren, leggen → overleggen). The writer tells a Dutch sentence's verb from a
 *   plural noun by them (lib/jobdesc/grammar.ts).
 * - `forms`: the u/je form (3rd person singular) the dictionary gives where the writer's spelling
 *   rules (dutchYou) would write another: its stems flagged "V3" (monitor/V3 → "monitort", not
 *   "monitoort"; beoordeel/V3 → "beoordeelt", not "beoordelt"). Run it again after changing those rules.
 */
import fs from "node:fs";
import { dutchYouByRule } from "../app/lib/jobdesc/grammar";

const [dicFile = "/usr/share/hunspell/nl.dic", affFile = "/usr/share/hunspell/nl.aff"] = process.argv.slice(2);
// the dictionary writes "ij" as one letter (ĳ) and converts input (ICONV); the writer reads plain text
const plain = (text: string) => text.replaceAll("ĳ", "ij").replaceAll("Ĳ", "IJ");
const prefixes = new Map<string, string>();
for (const line of plain(fs.readFileSync(affFile, "utf8")).split("\n")) {
  const [kind, flag, strip, add] = line.trim().split(/\s+/);
  if (kind === "PFX" && /^P.$/.test(flag) && strip === "0" && add) prefixes.set(flag, add);
}
const entries = plain(fs.readFileSync(dicFile, "utf8"))
  .split("\n")
  .slice(1)
  .map((line) => {
    const [word, flagText = ""] = line.trim().split("/");
    return { word: word.replace(/^IJ/, "ij"), flags: flagText.match(/../g) ?? ([] as string[]) };
  });

const infinitives = new Map<string, string[]>();
for (const { word, flags } of entries) {
  if (!flags.includes("Vi") || !/^[a-zàäçèéêëïöü-]+n$/.test(word)) continue;
  infinitives.set(word, flags);
  for (const flag of flags) if (prefixes.has(flag)) infinitives.set(prefixes.get(flag) + word, []);
}

// "SFX V3 0 t [^ao]", "0 at a", "0 ot o": the 3rd person singular of a V3 stem, with its particles
// (geef/PbV3 → "geeft", "aangeeft")
const thirdPerson = new Set<string>();
const bare = new Set<string>();
const listed = new Set<string>();
for (const { word, flags } of entries) {
  listed.add(word);
  if (!flags.length) bare.add(word);
  if (!flags.includes("V3")) continue;
  const form = /[^ao]$/.test(word) ? `${word}t` : `${word}${word.at(-1)}t`;
  thirdPerson.add(form);
  for (const flag of flags) if (prefixes.has(flag)) thirdPerson.add(prefixes.get(flag) + form);
}

/** the spellings a 3rd person singular can take: the stem as it is, its long vowel doubled, a doubled consonant single, v/z as f/s */
function spellings(infinitive: string) {
  const stem = infinitive.endsWith("ën") ? `${infinitive.slice(0, -2)}e` : infinitive.replace(/en$/, "");
  const stems = new Set([stem, stem.replace(/(\p{L})\1$/u, "$1"), stem.replace(/([aeou])([^aeiouyëé])$/, "$1$1$2")]);
  // a diaeresis before a closed -eer: creëren → creëert, definiëren → definieert
  if (/ë[^aeiou]$/.test(stem)) stems.add(stem.replace(/ë([^aeiou])$/, "ëe$1")).add(stem.replace(/ë([^aeiou])$/, "ee$1"));
  return [...stems].map((s) => s.replace(/v$/, "f").replace(/z$/, "s")).map((s) => (s.endsWith("t") ? s : `${s}t`));
}

const forms: Record<string, string> = {};
for (const infinitive of infinitives.keys()) {
  const rule = dutchYouByRule(infinitive);
  // (a form the dictionary has in any entry: "waart" of waren, listed on its own)
  if (thirdPerson.has(rule) || listed.has(rule)) continue;
  // (a form the dictionary lists on its own: "oliet", and an English loan's "managet")
  const loan = `${infinitive.replace(/en$/, "")}et`;
  const found = [...spellings(infinitive), loan].filter((form) => thirdPerson.has(form) || ((/[ie]ën$/.test(infinitive) || form === loan) && bare.has(form)));
  if (found.length === 1 && found[0] !== rule) forms[infinitive] = found[0];
}

const out = new URL("../app/lib/jobdesc/lexicon/nl-verbs.json", import.meta.url);
fs.writeFileSync(out, `${JSON.stringify({ infinitives: [...infinitives.keys()].sort(), forms }, null, 0)}\n`);
process.stdout.write(`${infinitives.size} infinitives, ${Object.keys(forms).length} forms the rules spell otherwise\n`);

import type { Lang } from "~/lib/catalogue/options";

/**
 * ESCO writes its English and Dutch labels in lower case ("nurse responsible for general care",
 * "algemeen verpleegkundige"), as a classification does; a job title on screen starts with a
 * capital like any title in those languages. German labels already capitalise their nouns (and a
 * German word may start in lower case on purpose), so they stay as they are. Acronyms and
 * mixed-case words ("ICT help desk agent", "iOS developer") are left alone: only a label that
 * starts with a plain lower-case word is changed.
 */
export function displayJobTitle(label: string, lang: Lang) {
  if (lang === "de") return label;
  const first = label.split(/[\s/-]/, 1)[0] ?? "";
  if (first === "" || first !== first.toLocaleLowerCase(lang)) return label;
  return label.charAt(0).toLocaleUpperCase(lang) + label.slice(1);
}

/** The matched label and the occupation are "the same" when they differ only in case or spacing. */
export function sameJobTitle(a: string, b: string) {
  const norm = (s: string) => s.normalize("NFC").toLocaleLowerCase().replace(/\s+/g, " ").trim();
  return norm(a) === norm(b);
}

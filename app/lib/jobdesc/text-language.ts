import type { JobdescLanguage } from "./constants";

/**
 * The language a saved company or benefits text is written in (issue 41 §2: the writer takes the
 * company's texts "in the JD's language"), by the share of each language's commonest short words.
 * null when no language leads clearly (a list of bare nouns, a very short text).
 */
const FUNCTION_WORDS: Record<JobdescLanguage, Set<string>> = {
  en: new Set("the and of to in for with our we you your is are a an on as at by from that this be will".split(" ")),
  de: new Set("der die das und mit für wir sie ihr ist sind ein eine einen dem den des zu von bei auf im in unser unsere uns als auch".split(" ")),
  nl: new Set("de het een en van voor met wij we je jouw u uw is zijn onze ons in op bij als ook aan naar".split(" ")),
};

export function textLanguage(text: string): JobdescLanguage | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = (Object.keys(FUNCTION_WORDS) as JobdescLanguage[])
    .map((language) => ({ language, hits: words.filter((w) => FUNCTION_WORDS[language].has(w)).length }))
    .sort((a, b) => b.hits - a.hits);
  const [best, second] = scores;
  return best.hits >= 2 && best.hits > second.hits ? best.language : null;
}

/**
 * Saved company and benefits texts with those in the description's language first, then those in
 * the page's language, then the rest (issue 38 §10); newest first within each, as they were listed.
 */
export function inLanguageFirst<T>(options: readonly T[], textOf: (option: T) => string, languages: readonly string[]): T[] {
  const rank = (option: T) => {
    const language = textLanguage(textOf(option));
    const at = language ? languages.indexOf(language) : -1;
    return at < 0 ? languages.length : at;
  };
  return options
    .map((option, index) => ({ option, index, rank: rank(option) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((o) => o.option);
}

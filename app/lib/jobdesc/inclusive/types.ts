/** The shape of one language's word list for the inclusive-language check (issue 41 §3). */
export type Category = "pronoun" | "generic-masculine" | "age" | "exclusion" | "masculine" | "insensitive";

export interface Term {
  /** a regular expression (unicode, case-insensitive unless caseSensitive), matched as whole words */
  pattern: string;
  category: Category;
  /** what to write instead, in the list's language */
  suggestion: string;
  caseSensitive?: boolean;
}

export interface WordList {
  sources: string[];
  terms: Term[];
  /**
   * Gaucher, Friesen & Kay (2011) word stems (a stem matches words that start with it). A
   * masculine-coded word is a finding only while masculine-coded words outnumber feminine-coded
   * ones by CODED_MARGIN or more; its suggestion is the list's wording for that stem.
   */
  coded: { masculine: [stem: string, suggestion: string][]; feminine: string[] };
}

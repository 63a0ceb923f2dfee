import type { WordList } from "./types";

/**
 * English: gendered pronouns and job nouns come from retext-equality (the maintained library,
 * see ../inclusive.ts); this list adds what it does not cover for job ads.
 */
export const en: WordList = {
  sources: [
    "retext-equality 7.1.0 (MIT, retextjs): gendered pronouns (he, his, him…) and gendered nouns (salesman, chairman, foreman, cleaning lady…).",
    "Gaucher, D., Friesen, J., & Kay, A. C. (2011). Evidence that gendered wording in job advertisements exists and sustains gender inequality. Journal of Personality and Social Psychology, 101(1), 109–128. Appendix A: masculine- and feminine-coded word stems (as listed by Kat Matfield's Gender Decoder).",
    "US Age Discrimination in Employment Act (1967) and EEOC guidance on job advertisements: age limits and preferences such as 'young', 'recent graduate', 'digital native', maximum years of experience.",
    "UK Equality Act 2010 and ACAS guidance on job adverts: 'native speaker' / 'mother tongue' exclude by national origin; ask for the language level instead.",
  ],
  terms: [
    { pattern: String.raw`rock ?stars?|ninjas?|gurus?|superheroe?s?|wizards?|hackers? mentality`, category: "masculine", suggestion: "expert, specialist" },
    // strongly masculine-coded words (Gaucher et al.) are findings on their own, balance or not;
    // "competitive" stays quiet before pay and market words ("a competitive salary")
    { pattern: String.raw`aggressive(ly)?|aggression|dominant|dominat(e|es|ing)|fearless(ly)?|head-?strong|ruthless(ly)?|reckless(ly)?|cut-?throat|killer instinct|competitive(?!\s+(salary|salaries|pay|wages?|compensation|remuneration|package|benefits|rates?|pricing|prices|terms|conditions|pension|bonus(es)?|rewards?|markets?|industry|landscape)(?![\p{L}]))`, category: "masculine", suggestion: "committed, proactive, motivated" },
    { pattern: String.raw`(he|she) or (she|he)|s\/he|he\/she`, category: "pronoun", suggestion: "you, they" },
    // age limits and age-coded phrases
    { pattern: String.raw`(under|below|younger than|not older than|no older than) (the age of )?\d\d(?! ?(minutes|hours|days|weeks|kg|km|miles|%|percent|people|employees|staff))( years( old|\s+of age)?)?`, category: "age", suggestion: "leave age out: describe the skills the job needs" },
    { pattern: String.raw`aged? (between )?\d\d ?(-|–|to|and) ?\d\d( years)?|\d\d ?(-|–|to) ?\d\d years old|\d\d years old|(max\.?|maximum|max) (age )?(of )?\d\d( years)?(?! (of )?(professional |work |relevant )?experience)`, category: "age", suggestion: "leave age out: describe the skills the job needs" },
    { pattern: String.raw`(max\.?|maximum( of)?|no more than|not more than|up to) \d+ years['’]? (of )?(professional |work |relevant )?experience`, category: "age", suggestion: "at least N years of experience" },
    { pattern: String.raw`young(er)?( and|,)? (dynamic|energetic|vibrant|fresh)( team)?|young (team|professionals?|talents?|blood|and hungry)|youthful\w*`, category: "age", suggestion: "motivated, friendly team" },
    // "young" on its own is age wording too ("young engineers"), except for the people the job serves
    { pattern: String.raw`young(er)?(?!\s+(people|children|kids|adults|patients|families|clients|customers|offenders|carers|parents|company|companies|business(es)?|brands?|start-?ups?)(?![\p{L}]))`, category: "age", suggestion: "motivated, eager to learn" },
    { pattern: String.raw`digital natives?`, category: "age", suggestion: "confident with digital tools" },
    { pattern: String.raw`(recent|fresh|new) (college |university )?(graduates?|grads?)|(straight|fresh|just) (out of|from) (college|university|uni|school)|graduated within the (last|past) \w+ years?`, category: "age", suggestion: "graduates and career changers are welcome" },
    { pattern: String.raw`over-?qualified`, category: "age", suggestion: "describe the level the job needs" },
    // exclusionary requirements
    { pattern: String.raw`native(-| )(english |german |dutch |french |spanish )?(level )?speakers?|native(-| )(english|german|dutch|french|spanish)|native language|mother tongue|first language`, category: "exclusion", suggestion: "fluent (C1) English" },
    { pattern: String.raw`(no|without (an? )?)(foreign |regional |strong )?accents?`, category: "exclusion", suggestion: "you communicate clearly" },
    { pattern: String.raw`able-bodied|physically fit|in (good|excellent) health|clean-shaven|must be (a )?(us|uk|eu) (citizen|national)`, category: "exclusion", suggestion: "name the essential task instead (e.g. lift 15 kg with aids)" },
  ],
  coded: {
    masculine: [
      ["active", "engaged"], ["adventurous", "curious"], ["aggress", "committed, proactive"], ["ambitio", "motivated, keen to develop"],
      ["analy", "examine, understand"], ["assert", "clear"], ["athlet", "fit for the role"], ["autonom", "self-organised"],
      ["battle", "work on"], ["boast", "share"], ["challeng", "task, question"], ["champion", "support"], ["compet", "capable, skilled"],
      ["confident", "sure, at ease"], ["courag", "open"], ["decid", "choose together"], ["decision", "choice"], ["decisive", "clear"],
      ["defend", "support"], ["determin", "dedicated"], ["domina", "influential"], ["driven", "motivated"], ["fearless", "open to new things"],
      ["fight", "work for"], ["force", "push, support"], ["greedy", "keen"], ["headstrong", "persistent"], ["hierarch", "structure"],
      ["hostil", "demanding"], ["impulsive", "spontaneous"], ["independen", "self-organised"], ["individual", "personal"],
      ["intellect", "thoughtful"], ["lead", "guide, coordinate"], ["logic", "clear thinking"], ["objective", "goal, fair"],
      ["opinion", "view"], ["outspoken", "communicates openly"], ["persist", "keep at"], ["principle", "value"], ["reckless", "bold"],
      ["self-confiden", "at ease"], ["self-relian", "self-organised"], ["self-sufficien", "self-organised"], ["stubborn", "persistent"],
      ["superior", "excellent"], ["unreasonab", "demanding"],
    ],
    feminine: [
      "agree", "affectionate", "child", "cheer", "collab", "commit", "communal", "compassion", "connect", "considerate", "cooperat",
      "co-operat", "depend", "emotiona", "empath", "feel", "flatterable", "gentle", "honest", "interpersonal", "interdependen",
      "kind", "kinship", "loyal", "modesty", "nag", "nurtur", "pleasant", "polite", "quiet", "respon", "sensitiv", "submissive",
      "support", "sympath", "tender", "together", "trust", "understand", "warm", "whin", "enthusias", "inclusive", "yield", "share",
      "sharin",
    ],
  },
};

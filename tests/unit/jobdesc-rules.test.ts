import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_COLOR,
  GENERATION_ERRORS,
  INSTRUCTIONS_MAX_CHARS,
  POLL_INTERVAL_MS,
  POLL_MAX_ATTEMPTS,
  SIGNATURE_MAX_CHARS,
  TEXT_MAX_CHARS,
  TEXT_MIN_CHARS,
  defaultSectionTitle,
} from "../../app/lib/jobdesc/constants";
import { plainText, sectionBlocks, sectionHtmlToText, textToSectionHtml } from "../../app/lib/jobdesc/html";
import fs from "node:fs";
import path from "node:path";
import { CODED_MARGIN, PENALTY, QUOTE_MAX_CHARS, checkInclusive, sentenceAt } from "../../app/lib/jobdesc/inclusive";
import { EVAL_MAX_FALSE_POSITIVES, EVAL_MIN_RECALL, evaluateInclusive } from "../../app/lib/jobdesc/inclusive-eval";
import { initialState, mergeState } from "../../app/lib/jobdesc/state";
import { nextStep, stepBar } from "../../app/lib/jobdesc/steps";
import { TEMPLATES } from "../../app/lib/jobdesc/templates";
import { contentDisposition, hasGenderSuffix, isMultiLocation, pdfFileName, publishedTitle, titleWithGender } from "../../app/lib/jobdesc/title";
import { generateSchema, pdfSchema, sectionSchema } from "../../app/lib/jobdesc/validation";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ jobTitle: "Pflegefachkraft", language: "de", tonality: "informal", ...values }))
    data.set(k, v);
  return data;
};
const errorsOf = (schema: Parameters<typeof parseWithZod>[1]["schema"], values: Record<string, string>) => {
  const result = parseWithZod(form(values), { schema });
  return result.status === "success" ? {} : (result.error ?? {});
};

describe("jobdesc constants (spec 2 §9)", () => {
  it("polls every 2000 ms at most 15 times, bounds 10/2000/100, colour #000000", () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
    expect(POLL_MAX_ATTEMPTS).toBe(15);
    expect([TEXT_MIN_CHARS, TEXT_MAX_CHARS, SIGNATURE_MAX_CHARS]).toEqual([10, 2000, 100]);
    expect(DEFAULT_COLOR).toBe("#000000");
    expect(GENERATION_ERRORS.polling).toBe("Polling exceeded maximum attempts");
  });
  it("has default section titles in en, nl and de, formal ones address with Sie/u", () => {
    expect(defaultSectionTitle("de", "informal", "responsibilities")).toBe("Deine Aufgaben");
    expect(defaultSectionTitle("de", "formal", "responsibilities")).toBe("Ihre Aufgaben");
    expect(defaultSectionTitle("nl", "formal", "requirements")).toBe("Uw profiel");
    expect(defaultSectionTitle("en", "formal", "benefits")).toBe("What we offer");
  });
});

describe("section HTML", () => {
  it('turns "- " lines into a list and other lines into paragraphs', () => {
    expect(textToSectionHtml("Intro line\n- one\n- two\n\nEnd")).toBe(
      "<p>Intro line</p><ul><li>one</li><li>two</li></ul><p>End</p>",
    );
  });
  it("keeps only p, ul, ol, li, strong, em, br", () => {
    const html = textToSectionHtml('<p onclick="x()">Hi <b>bold</b> <a href="http://x">link</a><script>alert(1)</script><img src=x></p><h1>T</h1>');
    expect(html).toBe("<p>Hi <strong>bold</strong> link</p>T");
  });
  it("escapes typed angle brackets and round-trips to the textarea", () => {
    const html = textToSectionHtml("a < b & c\n- x");
    expect(html).toBe("<p>a &lt; b &amp; c</p><ul><li>x</li></ul>");
    expect(sectionHtmlToText(html)).toBe("a < b & c\n\n- x");
  });
  it("counts plain text without markup and splits blocks for PDF/Word", () => {
    expect(plainText("<p> Größe </p><ul><li>ä</li></ul>")).toBe("Größe ä");
    expect(sectionBlocks("<p>A</p><ul><li>B</li><li>C</li></ul>")).toEqual([
      { kind: "paragraph", text: "A" },
      { kind: "list", items: ["B", "C"] },
    ]);
  });
});

describe("job title rules (spec 2 §5)", () => {
  it("detects m/w/d as multi-location", () => {
    expect(isMultiLocation("Pflegefachkraft (m/w/d)")).toBe(true);
    expect(isMultiLocation("Pflegefachkraft m / w / d")).toBe(true);
    expect(isMultiLocation("Pflegefachkraft")).toBe(false);
  });
  it("appends the language's gender suffix only when missing and switched on", () => {
    expect(titleWithGender("Koch", "de", true)).toBe("Koch (m/w/d)");
    expect(titleWithGender("Kok", "nl", true)).toBe("Kok (m/v/x)");
    expect(titleWithGender("Cook", "en", true)).toBe("Cook");
    expect(titleWithGender("Koch (w/m/d)", "de", true)).toBe("Koch (w/m/d)");
    expect(titleWithGender("Koch", "de", false)).toBe("Koch");
    expect(hasGenderSuffix("Kok m/v/x")).toBe(true);
  });
  it("names the file from the title in readable form (issue 50 §10)", () => {
    expect(pdfFileName(publishedTitle("Pflegefachkraft", "de", true))).toBe("Pflegefachkraft (m-w-d).pdf");
    expect(pdfFileName("Größe: Koch/Köchin?", "docx")).toBe("Größe Koch-Köchin.docx");
    expect(pdfFileName("  ")).toBe("Job description.pdf");
    expect(contentDisposition("attachment", "Köchin (m-w-d).pdf")).toBe(
      `attachment; filename="Kochin (m-w-d).pdf"; filename*=UTF-8''K%C3%B6chin%20(m-w-d).pdf`,
    );
  });
  it("spec 2 §5 (issue 48 §7): the gender suffix only when the company's append_gender_after_job_title is on", () => {
    expect(publishedTitle("Pflegefachkraft", "de", true)).toBe("Pflegefachkraft (m/w/d)");
    expect(publishedTitle("Verpleegkundige", "nl", true)).toBe("Verpleegkundige (m/v/x)");
    expect(publishedTitle("Pflegefachkraft", "de", false)).toBe("Pflegefachkraft");
    expect(publishedTitle("Verpleegkundige", "nl", false)).toBe("Verpleegkundige");
    expect(publishedTitle("Registered nurse", "en", true)).toBe("Registered nurse");
    for (const written of ["Entwickler:in", "Lehrer*innen", "LehrerIn", "Koch/Köchin", "Pflegefachkraft (w/m/d)", "Kok (m/v/x)"]) {
      expect(publishedTitle(written, "de", true)).toBe(written);
    }
  });
});

describe("step bar (spec 2 §2)", () => {
  it("marks earlier steps done and clickable, the current active, and leaves out preview", () => {
    const bar = stepBar("company");
    expect(bar.map((b) => b.step)).toEqual(["responsibilities", "requirements", "company", "benefits"]);
    expect(bar.map((b) => b.state)).toEqual(["done", "done", "active", "todo"]);
    expect(bar.map((b) => b.clickable)).toEqual([true, true, false, false]);
    expect(nextStep("benefits")).toBe("preview");
    expect(nextStep("preview")).toBe("preview");
  });
});

describe("validation (spec 2 §5)", () => {
  const ten = "x".repeat(TEXT_MIN_CHARS);
  it("requires every section title and settings", () => {
    const errors = errorsOf(sectionSchema("responsibilities"), { title: "", text: ten, jobTitle: "", language: "fr" });
    expect(errors.title).toEqual(["jobdesc:error.title-no-value"]);
    expect(errors.jobTitle).toEqual(["jobdesc:error.required"]);
    expect(errors.language).toEqual(["jobdesc:error.required"]);
  });
  it("checks 10..2000 characters on text stripped of markup", () => {
    const schema = sectionSchema("requirements");
    expect(errorsOf(schema, { title: "T", text: `<p>${"x".repeat(TEXT_MIN_CHARS - 1)}</p>` }).text).toEqual([
      'jobdesc:error.min-chars::{"min":10}',
    ]);
    expect(errorsOf(schema, { title: "T", text: `<p>${ten}</p>` }).text).toBeUndefined();
    expect(errorsOf(schema, { title: "T", text: "x".repeat(TEXT_MAX_CHARS) }).text).toBeUndefined();
    expect(errorsOf(schema, { title: "T", text: "x".repeat(TEXT_MAX_CHARS + 1) }).text).toEqual([
      'jobdesc:error.max-chars::{"max":2000}',
    ]);
  });
  it("skips the minimum when AI generation is on, never the maximum the form states", () => {
    expect(errorsOf(sectionSchema("responsibilities"), { title: "T", text: "", aiGeneration: "on" }).text).toBeUndefined();
    // QA: "At most 2000 characters" was not enforced with the AI option on
    for (const step of ["responsibilities", "requirements"] as const) {
      expect(errorsOf(sectionSchema(step), { title: "T", text: "x".repeat(TEXT_MAX_CHARS + 1), aiGeneration: "on" }).text).toEqual([
        'jobdesc:error.max-chars::{"max":2000}',
      ]);
      expect(errorsOf(sectionSchema(step), { title: "T", text: "x".repeat(TEXT_MAX_CHARS), aiGeneration: "on" }).text).toBeUndefined();
    }
  });
  it("Generate: the step's text at most 2000 characters (no minimum), the instructions at most 500", () => {
    const schema = generateSchema();
    expect(errorsOf(schema, { text: "" })).toEqual({});
    expect(errorsOf(schema, { text: "kurz" })).toEqual({});
    expect(errorsOf(schema, { text: "x".repeat(TEXT_MAX_CHARS) })).toEqual({});
    // counted without markup, as on "Next"
    expect(errorsOf(schema, { text: `<p>${"x".repeat(TEXT_MAX_CHARS)}</p>` })).toEqual({});
    expect(errorsOf(schema, { text: "x".repeat(TEXT_MAX_CHARS + 1) }).text).toEqual(['jobdesc:error.max-chars::{"max":2000}']);
    expect(errorsOf(schema, { instructions: "i".repeat(INSTRUCTIONS_MAX_CHARS + 1) }).instructions).toEqual([
      'jobdesc:error.max-chars::{"max":500}',
    ]);
    // a textarea's line breaks arrive as CRLF but count once, as its maxlength counts them
    expect(errorsOf(schema, { instructions: "abcd\r\n".repeat(100) })).toEqual({});
    expect(errorsOf(schema, { text: "x".repeat(TEXT_MAX_CHARS + 1), jobTitle: "" })).toMatchObject({
      text: ['jobdesc:error.max-chars::{"max":2000}'],
      jobTitle: ["jobdesc:error.required"],
    });
  });
  it("checks company text only when the template has company information text", () => {
    expect(errorsOf(sectionSchema("company"), { title: "T", text: "short" }).text).toBeDefined();
    expect(TEMPLATES.compact_template.hasCompanyInformationText).toBe(false);
    expect(errorsOf(sectionSchema("company", { templateName: "compact_template" }), { title: "T", text: "short" }).text).toBeUndefined();
  });
  it("requires the benefits title only with text; the maximum applies", () => {
    expect(errorsOf(sectionSchema("benefits"), { title: "", text: "" })).toEqual({});
    expect(errorsOf(sectionSchema("benefits"), { title: "", text: "ok" }).title).toEqual(["jobdesc:error.title-no-value"]);
    expect(errorsOf(sectionSchema("benefits"), { title: "B", text: "x".repeat(TEXT_MAX_CHARS + 1) }).text).toBeDefined();
  });
  it("PDF: company details unless multiple locations are supported; signature max 100", () => {
    const base = { templateName: "default_template", color: "#000000", companyDetailsId: "" };
    expect(errorsOf(pdfSchema(), base).companyDetailsId).toEqual(["jobdesc:error.company-details-required"]);
    expect(errorsOf(pdfSchema(), { ...base, templateName: "sidebar_template" }).companyDetailsId).toBeUndefined();
    const sig = (n: number) => errorsOf(pdfSchema(), { ...base, companyDetailsId: "x", signature: "s".repeat(n) }).signature;
    expect(sig(SIGNATURE_MAX_CHARS)).toBeUndefined();
    expect(sig(SIGNATURE_MAX_CHARS + 1)).toEqual(['jobdesc:error.max-chars::{"max":100}']);
    expect(errorsOf(pdfSchema(), { ...base, color: "red" }).color).toEqual(["jobdesc:error.color"]);
  });
});

describe("state", () => {
  it("starts on the first step with default titles and keeps saved parts", () => {
    const state = initialState({ jobTitle: "Kok", language: "nl" });
    expect(state.currentStep).toBe("responsibilities");
    expect(state.sections.benefits.title).toBe("Wat wij bieden");
    expect(state.pdf.color).toBe("#000000");
    const merged = mergeState(state, { currentStep: "company", sections: { company: { title: "X", value: "" } } } as never);
    expect(merged.currentStep).toBe("company");
    expect(merged.sections.company.title).toBe("X");
    expect(merged.sections.requirements.title).toBe("Jouw profiel");
  });
});

describe("inclusive-language check (issue 13 §5, issue 41 §3)", () => {
  it("en: coded words past the margin, jargon, age and exclusion, each with a suggestion and a score", () => {
    const { findings, score } = checkInclusive(
      "We want an aggressive, competitive, dominant rockstar for our young and dynamic team. Native speakers only.",
      "en",
    );
    expect(findings.map((f) => [f.category, f.text])).toEqual([
      ["masculine", "aggressive"],
      ["masculine", "competitive"],
      ["masculine", "dominant"],
      ["masculine", "rockstar"],
      ["age", "young and dynamic team"],
      ["exclusion", "Native speakers"],
    ]);
    expect(findings.every((f) => f.suggestion.length > 0)).toBe(true);
    expect(score).toBe(100 - 4 * PENALTY.masculine - PENALTY.age - PENALTY.exclusion);
  });
  it("en: pronouns and gendered nouns come from retext-equality", () => {
    const { findings } = checkInclusive("He will train the new salesman and check his reports.", "en");
    expect(findings.map((f) => [f.category, f.text])).toEqual([
      ["pronoun", "He"],
      ["generic-masculine", "salesman"],
      ["pronoun", "his"],
    ]);
    expect(findings[1].suggestion).toContain("salesperson");
  });
  it(`masculine-coded words count only when they outnumber feminine-coded ones by ${CODED_MARGIN}`, () => {
    const two = checkInclusive("You will lead the team and analyse the data.", "en");
    expect(two.coded).toEqual({ masculine: 2, feminine: 0 });
    expect(two.findings).toEqual([]);
    const balanced = checkInclusive("Ambitious, independent, decisive and supportive, trustworthy colleagues.", "en");
    expect(balanced.coded).toEqual({ masculine: 3, feminine: 2 });
    expect(balanced.findings).toEqual([]);
    expect(checkInclusive("Ambitious, independent and decisive.", "en").findings).toHaveLength(CODED_MARGIN);
  });
  it(`quotes a sentence whole up to ${QUOTE_MAX_CHARS} characters, a longer one around the word, in whole words`, () => {
    expect(QUOTE_MAX_CHARS).toBe(160);
    const short = "First sentence. You are aggressive and competitive in sales. Last one.";
    expect(sentenceAt(short, short.indexOf("aggressive"), 10)).toBe("You are aggressive and competitive in sales.");
    // a pasted block without full stops: every finding used to quote all of it
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
    words[200] = "aggressive";
    const block = words.join(" ");
    const middle = sentenceAt(block, block.indexOf("aggressive"), 10);
    expect(middle.length).toBeLessThanOrEqual(QUOTE_MAX_CHARS + 4);
    expect(middle).toMatch(/^… word\d+ .* aggressive .* word\d+ …$/);
    for (const word of middle.replace(/^… | …$/g, "").split(" ")) expect(words).toContain(word);
    const first = sentenceAt(block, 0, 5);
    expect(first.startsWith("word0 word1")).toBe(true);
    expect(first.endsWith(" …")).toBe(true);
    const last = sentenceAt(block, block.indexOf("word399"), 7);
    expect(last.startsWith("… ")).toBe(true);
    expect(last.endsWith("word399")).toBe(true);
    // the check itself quotes that way
    const result = checkInclusive(`${block}.`, "en");
    expect(result.findings.length).toBeGreaterThan(0);
    for (const finding of [...result.findings, ...result.codedWords]) {
      expect(finding.sentence.length).toBeLessThanOrEqual(QUOTE_MAX_CHARS + 4);
      expect(finding.sentence).toContain(finding.text);
    }
  });
  it("every coded word it counts is named with its sentence, and strongly coded words are findings on their own (issue 50 §9)", () => {
    const text = "We offer a competitive salary.\nYou are aggressive and competitive. You support the team.";
    for (const [language, sample] of [
      ["en", text],
      ["de", "Wir bieten ein wettbewerbsfähiges Gehalt. Du gehst aggressiv vor. Du unterstützt das Team."],
      ["nl", "Wij bieden een concurrerend salaris. Je bent agressief en competitief. Je ondersteunt het team."],
    ] as const) {
      const result = checkInclusive(sample, language);
      const counted = (kind: string) => result.codedWords.filter((w) => w.kind === kind).reduce((sum, w) => sum + w.count, 0);
      expect(counted("masculine")).toBe(result.coded.masculine);
      expect(counted("feminine")).toBe(result.coded.feminine);
      for (const word of result.codedWords) expect(word.sentence, language).toContain(word.text);
      // the pay sentence is counted (a coded word) but is no finding; the aggressive one is
      expect(result.findings.map((f) => f.sentence).join(" "), language).not.toMatch(/salary|Gehalt|salaris/);
      expect(result.findings.some((f) => f.category === "masculine" && /aggress|agress/i.test(f.text)), language).toBe(true);
    }
    const en = checkInclusive(text, "en");
    // each word once, with its first sentence and how often it is used
    expect(en.codedWords.map((w) => [w.text, w.kind, w.sentence, w.count])).toEqual([
      ["competitive", "masculine", "We offer a competitive salary.", 2],
      ["aggressive", "masculine", "You are aggressive and competitive.", 1],
      ["support", "feminine", "You support the team.", 1],
    ]);
    // case does not make a second word: "Support" and "support" are one line of two
    const words = checkInclusive("Support comes first. We support every new colleague.", "en").codedWords;
    expect(words.filter((w) => /^support$/i.test(w.text)).map((w) => [w.text, w.count])).toEqual([["Support", 2]]);
  });
  it("never suggests 'it' for a person (issue 50 §9)", () => {
    for (const text of ["He will report to the board.", "She leads the ward.", "He or she reports weekly."]) {
      for (const f of checkInclusive(text, "en").findings) expect(f.suggestion, text).not.toMatch(/\b(it|its|itself)\b/i);
    }
  });
  it("age wording such as young, junge, jong is flagged as age, also beside a gendered noun; the people a job serves are not (issue 50 §9)", () => {
    const categories = (text: string, language: "en" | "de" | "nl") => checkInclusive(text, language).findings.map((f) => [f.category, f.text]);
    expect(categories("We are looking for a young salesman.", "en")).toEqual([
      ["age", "young"],
      ["generic-masculine", "salesman"],
    ]);
    expect(categories("Wir suchen eine junge Frau für den Empfang.", "de")).toEqual([
      ["age", "junge"],
      ["generic-masculine", "Frau"],
    ]);
    expect(categories("Du bist jung und flexibel.", "de")).toEqual([["age", "jung"]]);
    expect(categories("Wij zoeken een jonge verpleegkundige.", "nl")).toEqual([["age", "jonge"]]);
    expect(categories("You support young people and young adults.", "en")).toEqual([]);
    expect(categories("Du begleitest junge Menschen und arbeitest mit Jugendlichen.", "de")).toEqual([]);
    expect(categories("Je begeleidt jongeren en jonge volwassenen.", "nl")).toEqual([]);
  });
  it("Dutch catches what English and German catch (issue 50 §9)", () => {
    // the same biased statement in the three languages: each language finds it, in the same category
    const same: [category: string, en: string, de: string, nl: string][] = [
      ["pronoun", "He reports to the director.", "Er berichtet an die Geschäftsführung.", "Hij rapporteert aan de directeur."],
      ["pronoun", "The candidate brings her own network.", "Die Fachkraft bringt sein eigenes Netzwerk ein.", "De kandidaat brengt haar eigen netwerk mee."],
      ["generic-masculine", "We need a salesman.", "Wir suchen einen Verkäufer.", "Wij zoeken een verkoopman."],
      ["generic-masculine", "Our receptionist is a friendly hostess.", "Wir suchen eine Empfangsdame.", "De receptioniste ontvangt bezoekers."],
      ["age", "Join our young and dynamic team.", "Werde Teil unseres jungen, dynamischen Teams.", "Kom in ons jonge en dynamische team."],
      ["age", "Overqualified applicants will not be considered.", "Überqualifizierte Bewerbungen berücksichtigen wir nicht.", "Overgekwalificeerde kandidaten komen niet in aanmerking."],
      ["age", "Fresh out of university? Apply now.", "Frisch von der Uni? Bewirb dich jetzt.", "Vers van de universiteit? Solliciteer nu."],
      ["age", "You are a digital native.", "Du bist ein Digital Native.", "Je bent een digital native."],
      ["exclusion", "English is your mother tongue.", "Deutsch ist deine Muttersprache.", "Nederlands is je moedertaal."],
      ["masculine", "We want an aggressive closer.", "Sie gehen aggressiv vor.", "Je bent agressief in de verkoop."],
      ["masculine", "A sales ninja.", "Ein Vertriebs-Ninja.", "Een sales ninja."],
    ];
    for (const [category, ...texts] of same) {
      (["en", "de", "nl"] as const).forEach((language, i) => {
        const found = checkInclusive(texts[i], language).findings.map((f) => f.category);
        expect(found, `${language}: ${texts[i]}`).toContain(category);
      });
    }
  });
  it("an empty text has no score; a clean text scores 100", () => {
    expect(checkInclusive("", "en").score).toBeNull();
    expect(checkInclusive(" \n ", "de").score).toBeNull();
    expect(checkInclusive("You support patients every day.", "en")).toMatchObject({ findings: [], score: 100 });
  });
  it("de: pronouns, generic masculine unless inclusive or paired, age limit and exclusion", () => {
    const { findings } = checkInclusive(
      "Er sucht Mitarbeiter für unser junges Team, Berufseinsteiger unter 30, max. 5 Jahre Berufserfahrung, Muttersprachler. " +
        "Mitarbeiter:in, Koch (m/w/d), Kauffrau/Kaufmann und Ärztinnen und Ärzte sind gut; Sie sollten flexibel sein.",
      "de",
    );
    expect(findings.map((f) => [f.category, f.text])).toEqual([
      ["pronoun", "Er"],
      ["generic-masculine", "Mitarbeiter"],
      ["age", "junges Team"],
      ["generic-masculine", "Berufseinsteiger"],
      ["age", "unter 30"],
      ["age", "max. 5 Jahre Berufserfahrung"],
      ["exclusion", "Muttersprachler"],
    ]);
  });
  it("nl: pronouns, -man and female titles without (m/v/x), age and exclusion", () => {
    const { findings, score } = checkInclusive(
      "Hij is een magazijnman, jonger dan 30, in ons jong en dynamisch team met Nederlands als moedertaal. Gastheer of gastvrouw (m/v/x) mag.",
      "nl",
    );
    expect(findings.map((f) => f.category)).toEqual(["pronoun", "generic-masculine", "age", "age", "exclusion"]);
    expect(score).toBe(100 - PENALTY.pronoun - PENALTY["generic-masculine"] - 2 * PENALTY.age - PENALTY.exclusion);
  });
  it(`the labelled set: recall ≥ ${EVAL_MIN_RECALL} and at most ${EVAL_MAX_FALSE_POSITIVES} false positive per language`, () => {
    const set = JSON.parse(fs.readFileSync(path.resolve("tests/fixtures/inclusive-eval.json"), "utf8"));
    const results = evaluateInclusive(set);
    expect(results.map((r) => r.language).sort()).toEqual(["de", "en", "nl"]);
    for (const r of results) {
      expect(r.biased).toBeGreaterThanOrEqual(15);
      expect(r.clean).toBeGreaterThanOrEqual(15);
      expect(r.recall, r.language).toBeGreaterThanOrEqual(EVAL_MIN_RECALL);
      expect(r.falsePositives.length, r.language).toBeLessThanOrEqual(EVAL_MAX_FALSE_POSITIVES);
    }
  });
});

import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_COLOR,
  GENERATION_ERRORS,
  POLL_INTERVAL_MS,
  POLL_MAX_ATTEMPTS,
  SIGNATURE_MAX_CHARS,
  TEXT_MAX_CHARS,
  TEXT_MIN_CHARS,
  defaultSectionTitle,
} from "../../app/lib/jobdesc/constants";
import { plainText, sectionBlocks, sectionHtmlToText, textToSectionHtml } from "../../app/lib/jobdesc/html";
import { checkInclusive } from "../../app/lib/jobdesc/inclusive";
import { initialState, mergeState } from "../../app/lib/jobdesc/state";
import { nextStep, stepBar } from "../../app/lib/jobdesc/steps";
import { TEMPLATES } from "../../app/lib/jobdesc/templates";
import { hasGenderSuffix, isMultiLocation, pdfFileName, titleWithGender } from "../../app/lib/jobdesc/title";
import { pdfSchema, sectionSchema } from "../../app/lib/jobdesc/validation";

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
  it("names the file from the title with non-alphanumerics as underscores", () => {
    expect(pdfFileName("Pflegefachkraft (m/w/d)")).toBe("Pflegefachkraft__m_w_d_.pdf");
    expect(pdfFileName("Größe", "docx")).toBe("Gr__e.docx");
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
  it("skips the bounds when AI generation is on", () => {
    expect(errorsOf(sectionSchema("responsibilities"), { title: "T", text: "", aiGeneration: "on" }).text).toBeUndefined();
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

describe("inclusive-language check (issue 13 §5)", () => {
  it("en: masculine-coded, age and exclusion findings with suggestions and a score", () => {
    const { findings, score } = checkInclusive(
      "We want an aggressive, competitive rockstar for our young and dynamic team. Native speakers only.",
      "en",
    );
    expect(findings.map((f) => f.category)).toEqual(["masculine", "masculine", "masculine", "age", "exclusion"]);
    expect(findings[3].suggestion).toBe("motivated team");
    expect(score).toBe(100 - 3 * 5 - 15 - 15);
  });
  it("en: feminine-coded words offset masculine ones; a clean text scores 100", () => {
    expect(checkInclusive("An ambitious and empathetic nurse", "en").score).toBe(100);
    expect(checkInclusive("You support patients every day.", "en")).toEqual({ findings: [], score: 100 });
  });
  it("de: generic masculine unless inclusive, age and exclusion", () => {
    const { findings } = checkInclusive(
      "Wir suchen Mitarbeiter für unser junges Team, max. 5 Jahre Berufserfahrung, Muttersprachler. Mitarbeiter:in und Koch (m/w/d) sind gut.",
      "de",
    );
    expect(findings.map((f) => [f.category, f.text])).toEqual([
      ["generic-masculine", "Mitarbeiter"],
      ["age", "junges Team"],
      ["age", "max. 5 Jahre Berufserfahrung"],
      ["exclusion", "Muttersprachler"],
    ]);
  });
  it("nl: masculine job title without (m/v/x), age and exclusion", () => {
    const { findings, score } = checkInclusive(
      "Wij zoeken een verkoopman voor ons jong en dynamisch team met Nederlands als moedertaal. Kok (m/v/x) mag.",
      "nl",
    );
    expect(findings.map((f) => f.category)).toEqual(["generic-masculine", "age", "exclusion"]);
    expect(score).toBe(100 - 10 - 15 - 15);
  });
});

import { describe, expect, it } from "vitest";
import { inLanguageFirst, textLanguage } from "../../app/lib/jobdesc/text-language";

// saved company texts, newest first as the model lists them
const saved = [
  { id: "en-new", value: "We are a hospital in the north of the country and we care for you." },
  { id: "nl", value: "Wij zijn een ziekenhuis in het noorden en we zorgen voor onze patiënten." },
  { id: "none", value: "Hospital, Nursing, Care" },
  { id: "de", value: "Wir sind ein Krankenhaus im Norden und wir sind für unsere Patienten da." },
  { id: "en-old", value: "Our team is the heart of the hospital and you are part of it." },
];

describe("saved texts in the page's language first (issue 38 §10)", () => {
  it("detects the language of each saved text", () => {
    expect(saved.map((s) => textLanguage(s.value))).toEqual(["en", "nl", null, "de", "en"]);
  });

  it("puts the description's language first, then the page's, then the rest, newest first within each", () => {
    const order = (languages: string[]) => inLanguageFirst(saved, (s) => s.value, languages).map((s) => s.id);
    expect(order(["de", "de"])).toEqual(["de", "en-new", "nl", "none", "en-old"]);
    expect(order(["nl", "de"])).toEqual(["nl", "de", "en-new", "none", "en-old"]);
    expect(order(["en", "en"])).toEqual(["en-new", "en-old", "nl", "none", "de"]);
  });
});

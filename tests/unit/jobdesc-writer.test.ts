import { describe, expect, it } from "vitest";
import { MAX_ITEMS, composeRequirements, composeResponsibilities, titleSuggestions } from "../../app/lib/jobdesc/compose";
import { dutchYou, germanDu } from "../../app/lib/jobdesc/grammar";

const GERMAN =
  "Krankenpfleger/Krankenschwestern fördern die Patientengesundheit und stellen sie wieder her, indem sie Patienten unterstützen. Sie beaufsichtigen zudem die zugewiesenen Teammitglieder.";
const DUTCH =
  "Algemeen verpleegkundigen zijn verantwoordelijk voor het bevorderen van de gezondheid van patiënten. Zij houden ook toezicht op hun teamleden.";
const ONET = { tasks: ["Monitor patients' vital signs.", "Administer medications."], skills: ["2.B.1.a", "2.A.1.b"], jobZone: 3 };

describe("verb forms for the reader (issue 13 §2 tone)", () => {
  it("German 3rd plural → du", () => {
    expect(["fördern", "arbeiten", "nutzen", "stellen", "sind", "unterhalten", "beraten", "planen"].map(germanDu)).toEqual([
      "förderst", "arbeitest", "nutzt", "stellst", "bist", "unterhältst", "berätst", "planst",
    ]);
  });
  it("Dutch 3rd plural → je/u", () => {
    expect(["zorgen", "maken", "geven", "stellen", "zijn", "houden", "beheren", "lezen", "zetten", "controleren"].map(dutchYou)).toEqual([
      "zorgt", "maakt", "geeft", "stelt", "bent", "houdt", "beheert", "leest", "zet", "controleert",
    ]);
  });
});

describe("composition (deterministic)", () => {
  const base = { jobTitle: "Pflegefachkraft", description: GERMAN, onet: ONET } as const;
  it("German informal and formal from an ESCO description", () => {
    expect(composeResponsibilities({ ...base, language: "de", tone: "informal" }).items).toEqual([
      "Du förderst die Patientengesundheit und stellst sie wieder her.",
      "Du beaufsichtigst zudem die zugewiesenen Teammitglieder.",
    ]);
    const formal = composeResponsibilities({ ...base, language: "de", tone: "formal" });
    expect(formal.intro).toBe("Als Pflegefachkraft erwarten Sie folgende Aufgaben:");
    expect(formal.items[0]).toBe("Sie fördern die Patientengesundheit und stellen sie wieder her.");
  });
  it("Dutch informal and formal; possessives follow the tone", () => {
    const je = composeResponsibilities({ ...base, description: DUTCH, language: "nl", tone: "informal" }).items;
    expect(je).toEqual(["Je bent verantwoordelijk voor het bevorderen van de gezondheid van patiënten.", "Je houdt ook toezicht op je teamleden."]);
    const u = composeResponsibilities({ ...base, description: DUTCH, language: "nl", tone: "formal" }).items;
    expect(u[1]).toBe("U houdt ook toezicht op uw teamleden.");
  });
  it("English from O*NET tasks: 'You will' formal, 'You'll' informal", () => {
    expect(composeResponsibilities({ ...base, language: "en", tone: "formal" }).items[0]).toBe("You will monitor patients' vital signs.");
    expect(composeResponsibilities({ ...base, language: "en", tone: "informal" }).items[1]).toBe("You'll administer medications.");
  });
  it("requirements: job zone line then skills by importance, in the language", () => {
    const de = composeRequirements({ ...base, language: "de", tone: "informal" });
    expect(de.intro).toBe("Das bringst du mit:");
    expect(de.items).toEqual([
      "Du hast eine abgeschlossene Berufsausbildung oder eine vergleichbare Qualifikation und einschlägige Erfahrung.",
      "Einfühlungsvermögen",
      "Aktives Zuhören",
    ]);
    const many = composeRequirements({ ...base, onet: { ...ONET, skills: Array(20).fill("2.A.1.a") }, language: "nl", tone: "formal" });
    expect(many.items).toHaveLength(MAX_ITEMS);
  });
  it("without reference data: the built-in text, marked as not from the reference", () => {
    const fallback = composeResponsibilities({ jobTitle: "X", description: null, onet: null, language: "nl", tone: "informal" });
    expect(fallback.fromReference).toBe(false);
    expect(fallback.items[0]).toBe("Je voert de kerntaken van de functie zelfstandig en zorgvuldig uit.");
  });
  it("suggestions: distinct labels without the title itself", () => {
    expect(titleSuggestions(["Nurse", "nurse", "Staff nurse", "Staff nurse", "RN"], "nurse", 2)).toEqual(["Staff nurse", "RN"]);
  });
});

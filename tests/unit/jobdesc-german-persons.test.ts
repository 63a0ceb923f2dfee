import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { escoItems } from "../../app/lib/jobdesc/compose";
import { correctEscoText } from "../../app/lib/jobdesc/esco-corrections";
import { checkInclusive } from "../../app/lib/jobdesc/inclusive";
import { inclusivePersons } from "../../app/lib/jobdesc/writer/german-persons";

/**
 * ESCO's German descriptions name people in the generic masculine ("die Wünsche des Kunden", "mit
 * den Bewohnern"); the ad is gender-inclusive, so the writer pairs them (plural) or uses the
 * collective noun (singular), and leaves a sentence out where the number cannot be told
 * (writer/german-persons.ts). The sentences are ESCO's own (occupation in each comment).
 */
describe("generic-masculine persons in ESCO's German sentences", () => {
  it.each([
    // Friseur/Friseurin
    ["Sie befragen die Kunden zu ihren Frisurwünschen.", "Sie befragen die Kundinnen und Kunden zu ihren Frisurwünschen."],
    // Hauswart/Hauswartin: a dative plural keeps its article
    ["Sie sorgen dafür, dass den Bewohnern Heizung zur Verfügung steht.", "Sie sorgen dafür, dass den Bewohnerinnen und Bewohnern Heizung zur Verfügung steht."],
    // Umzugskoordinator/in: a genitive singular becomes the collective noun, its article feminine
    ["Sie nehmen die Anforderungen des Kunden auf.", "Sie nehmen die Anforderungen der Kundschaft auf."],
    // Glasierer/in: an indefinite singular is paired, the feminine article first
    ["Sie geben einem Mitarbeiter Anweisungen.", "Sie geben einer Mitarbeiterin oder einem Mitarbeiter Anweisungen."],
    // Rettungshelfer/in
    ["Sie achten auf die Vitalparameter des Patienten.", "Sie achten auf die Vitalparameter der Patientin oder des Patienten."],
    // Krankentransportfahrer/in: adjectives stay with the plural
    ["Sie fahren schwache und ältere Patienten.", "Sie fahren schwache und ältere Patientinnen und Patienten."],
    // Outdoor-Instruktor/in: "den Teilnehmern" is a dative plural
    ["Sie erläutern den Teilnehmern die Sicherheitsmaßnahmen.", "Sie erläutern den Teilnehmerinnen und Teilnehmern die Sicherheitsmaßnahmen."],
    // "den Kunden" is an accusative singular or a dative plural: the words around it tell which.
    // Zählerableser/in: joined to an accusative singular ("den Anbieter") and after "an" (where the results go)
    ["Sie leiten die Ergebnisse an den Kunden und den Anbieter weiter.", "Sie leiten die Ergebnisse an die Kundschaft und den Anbieter weiter."],
    // Kreditmanager/in (shortened): "auferlegen" takes its person in the dative, a plural after "den"
    ["Sie legen fest, welche Tilgungsbedingungen den Kunden auferlegt werden.", "Sie legen fest, welche Tilgungsbedingungen den Kundinnen und Kunden auferlegt werden."],
    // Investmentmanager/in (shortened): "beraten" takes its person in the accusative, a singular after "den"
    ["Sie analysieren die Zinssätze, um den Kunden zu Risiken und Rentabilität zu beraten.", "Sie analysieren die Zinssätze, um die Kundschaft zu Risiken und Rentabilität zu beraten."],
    // (a sentence of ours, not ESCO's) an accusative singular without a collective noun is paired, the feminine article first
    ["Sie betreuen den Patienten während der Behandlung.", "Sie betreuen die Patientin oder den Patienten während der Behandlung."],
    // professions named beside the reader. Medizinische/r Fachangestellte/r: "Ärzte" (plural in -e, with the umlaut)
    ["Sie unterstützen Ärzte bei medizinischen Maßnahmen.", "Sie unterstützen Ärztinnen und Ärzte bei medizinischen Maßnahmen."],
    ["Sie arbeiten unter Aufsicht und gemäß den Anweisungen des Arztes.", "Sie arbeiten unter Aufsicht und gemäß den Anweisungen der Ärztin oder des Arztes."],
    // medizinische Schreibkraft (shortened): "vom Arzt" (preposition and article in one)
    ["Sie nehmen Informationen vom Arzt auf.", "Sie nehmen Informationen von der Ärztin oder vom Arzt auf."],
    // Flugzeugbautechniker/in: a dative plural in -en
    ["Sie arbeiten mit Ingenieuren für Luft- und Raumfahrt zusammen.", "Sie arbeiten mit Ingenieurinnen und Ingenieuren für Luft- und Raumfahrt zusammen."],
    // Souffleur/Souffleuse
    ["Sie unterstützen die darstellenden Künstler.", "Sie unterstützen die darstellenden Künstlerinnen und Künstler."],
    // Flugingenieur/in (shortened): a weak noun
    ["Sie stimmen sich eng mit den beiden Piloten ab.", "Sie stimmen sich eng mit den beiden Pilotinnen und Piloten ab."],
    // already inclusive: kept as written
    ["Sie behandeln Patientinnen/Patienten mit Beschwerden.", "Sie behandeln Patientinnen/Patienten mit Beschwerden."],
    ["Sie beraten Schüler und Schülerinnen.", "Sie beraten Schüler und Schülerinnen."],
    ["Sie verbessern die Kundenzufriedenheit.", "Sie verbessern die Kundenzufriedenheit."],
  ])("%s", (esco, expected) => {
    expect(inclusivePersons(esco)).toBe(expected);
    expect(checkInclusive(esco, "de").findings.length > 0).toBe(esco !== expected);
    expect(checkInclusive(expected, "de").findings).toEqual([]);
  });

  it.each([
    // (a sentence of ours) "den Kunden": an accusative singular or a dative plural — no verb or joined noun tells
    "Sie halten den Kunden auf dem Laufenden.",
    // a singular whose pronoun follows (Bildeinrahmer/in): "der Kundschaft … nach dessen Wünschen" would be wrong
    "Sie besprechen die Spezifikationen mit dem Kunden und fertigen den Rahmen nach dessen Wünschen.",
  ])("leaves out what it cannot turn safely: %s", (esco) => {
    expect(inclusivePersons(esco)).toBeNull();
    expect(checkInclusive(esco, "de").findings).not.toEqual([]);
  });
});

describe("ESCO's typo in a paired form", () => {
  it("'Künstlerinne und Künstler' (Puppendesigner/in) is read as the paired form, not paired again", () => {
    const esco = "Puppendesigner/Puppendesignerinnen gestalten und schaffen Puppen und Gegenstände für darstellende Künstlerinne und Künstler.";
    const items = escoItems("de", correctEscoText(esco, "de"), "formal", null).join(" ");
    expect(items).toContain("für darstellende Künstlerinnen und Künstler");
    expect(items).not.toMatch(/Künstlerinne\b|Künstlerinnen und Künstlerinnen/);
  });
});

describe("ESCO's 'zudem' points back to a sentence the ad may not hold", () => {
  it("the adverb after the reader's verb goes; the task stays", () => {
    const items = escoItems("de", "Online-Vertriebsmanager legen das Absatzprogramm für den elektronischen Handel fest. Sie unterstützen zudem die Planung der Online-Verkaufsstrategie und die Ermittlung von Ansatzmöglichkeiten.", "informal", "Online-Vertriebsmanager");
    expect(items).toContain("Du unterstützt die Planung der Online-Verkaufsstrategie und die Ermittlung von Ansatzmöglichkeiten.");
    expect(items.join(" ")).not.toMatch(/zudem/);
  });
});

const dir = process.env.REFERENCE_DATA_DIR ?? "/work/shared/reference-data";
const file = path.join(dir, "esco-isco", "occupations_de.csv");
describe.skipIf(!existsSync(file))("all of ESCO's German sentences", () => {
  it("the writer's German ESCO lines name no person in the generic masculine", () => {
    const rows = parse(readFileSync(file), { columns: true }) as { preferredLabel: string; description: string }[];
    const lines = rows.flatMap((row) => (["formal", "informal"] as const).flatMap((tone) => escoItems("de", row.description, tone, row.preferredLabel)));
    expect(lines.length).toBeGreaterThan(7000);
    const flagged = lines.filter((line) => checkInclusive(line, "de").findings.some((f) => /^(Kunden?|Patienten?|Klienten?|Mitarbeiter[ns]?|Bewohnern?|Teilnehmern?|Nutzern?|Verbrauchern?|Besuchern?)$/.test(f.text)));
    expect(flagged).toEqual([]);
    // the paired forms the rule writes are there (about 450 lines)
    expect(lines.filter((line) => /\b\p{Lu}\p{L}*innen und \p{Lu}/u.test(line) || /Kundschaft/.test(line)).length).toBeGreaterThan(400);
  }, 60_000);
});

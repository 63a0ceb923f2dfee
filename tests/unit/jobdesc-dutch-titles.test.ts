import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { requirementOccupations } from "../../app/lib/jobdesc/country-requirements";
import { correctEscoText } from "../../app/lib/jobdesc/esco-corrections";
import { parseTitle } from "../../app/lib/jobdesc/title-parse";
import { titleSynonym } from "../../app/lib/jobdesc/title-synonyms";
import { bankFor } from "../../app/lib/jobdesc/writer/task-bank";
import { indexLookup, titleOccupation } from "../../app/services/jobdesc/embedded.server";
import { dutchMasculine } from "../../app/services/jobdesc/occupation-index.server";

/**
 * Dutch titles the writer gave another occupation than the one its sources name (Techniek
 * Nederland and SBB for the installation monteur, SBB 'Verspaner', UWV 'Boekhouder' and
 * 'Keukenhulp', BPSW for the maatschappelijk werker, the WEB for the mbo-docent, SBB
 * 'Onderwijsassistent'): each expectation is the source's occupation, not the writer's output.
 */
describe("Dutch titles of a family name one occupation", () => {
  it("W/E is no gender ending: the monteur keeps both letters", () => {
    expect(parseTitle("Monteur W/E").core).toBe("Monteur W E");
    expect(parseTitle("Verkäufer/in").core).toBe("Verkäufer");
  });
  it("weekly hours in a title are the contract's, not the occupation's", () => {
    expect(parseTitle("Maatschappelijk werker 32 uur").core).toBe("Maatschappelijk werker");
    expect(parseTitle("Verkäufer 20 Std.").core).toBe("Verkäufer");
    expect(parseTitle("Kok 24-32 uur per week").core).toBe("Kok");
    expect(parseTitle("HGV Class 1 Driver").qualifiers).toEqual(["HGV", "Class 1"]);
  });
  it("the installation monteur, the verspaner, the keuken and the school types are listed", () => {
    expect(titleSynonym(parseTitle("Monteur W/E").core, "nl")?.esco).toBe("heating engineer");
    expect(titleSynonym("Servicemonteur installatietechniek", "nl")?.isco).toBe("7126");
    expect(titleSynonym("CNC-verspaner", "nl")?.esco).toBe("computer numerical control machine operator");
    expect(titleSynonym("CNC-draaier", "nl")?.esco).toBe("lathe and turning machine operator");
    expect(titleSynonym("CNC-frezer", "nl")?.esco).toBe("milling machine operator");
    expect(titleSynonym("Wo-docent", "nl")?.isco).toBe("2310");
    expect(titleSynonym("Mbo-docent", "nl")?.isco).toBe("2320");
    expect(titleSynonym("Medewerker keuken", "nl")?.esco).toBe("kitchen assistant");
    expect(titleSynonym("Onderwijsassistent", "nl")?.esco).toBe("primary school teaching assistant");
    // Dutch words: no row in English or German
    expect(titleSynonym("Draaier", "de")).toBeNull();
  });
  it("the requirement file names the maatschappelijk werker's, the mbo-docent's and the keuken's rows", () => {
    expect(requirementOccupations("Maatschappelijk werker", null)).toEqual(["social-worker"]);
    expect(requirementOccupations("Mbo-docent techniek", null)).toEqual(["vocational-teacher"]);
    expect(requirementOccupations("Medewerker keuken", null)).toEqual(["kitchen-helper"]);
    expect(requirementOccupations("Wo-docent", null)).toEqual(["higher-education-lecturer"]);
  });
  it("an onderwijsassistent's and a W/E-monteur's own sentences, not the childcare's or the building site's", () => {
    const bank = (isco: string) => bankFor(isco).flatMap((e) => e.nl).join(" ");
    expect(bank("5312")).toMatch(/leerlingen/);
    expect(bank("5312")).not.toMatch(/spelen, eten en slapen/);
    expect(bank("7126")).toMatch(/verwarming/);
    expect(bank("2635")).toMatch(/cliënten/);
  });
  it("'zorgen voor', not the stiff 'zorg dragen voor'", () => {
    expect(correctEscoText("Zij kunnen ook zorg dragen voor het laden en lossen van goederen.", "nl")).toBe("Zij kunnen ook zorgen voor het laden en lossen van goederen.");
    expect(correctEscoText("Zij dragen zorg voor het onderhoud van de luchtvaartuigen.", "nl")).toBe("Zij zorgen voor het onderhoud van de luchtvaartuigen.");
  });
  it("an Ergotherapeut treats: ESCO's German 'sehen … vor' (to plan for) is not 'provide treatment'", () => {
    expect(correctEscoText("Sie sehen die Behandlung und Rehabilitation vor, um ihnen aktive Teilhabe zu ermöglichen.", "de")).toBe(
      "Sie behandeln Menschen mit Einschränkungen und begleiten deren Rehabilitation, um ihnen aktive Teilhabe zu ermöglichen.",
    );
  });
});

const dir = process.env.REFERENCE_DATA_DIR ?? "/work/shared/reference-data";

describe.skipIf(!existsSync(path.join(dir, "esco-isco", "occupations_nl.csv")))("Dutch titles against ESCO's labels", () => {
  const resolve = async (title: string) => (await titleOccupation(dir, title, "nl", indexLookup(dir, null))).occupation?.iscoCode ?? null;
  it("the feminine form names the masculine's occupation", async () => {
    expect(dutchMasculine(dir, "Boekhoudster")).toBe("Boekhouder");
    expect(dutchMasculine(dir, "Verkoopster")).toBe("Verkoper");
    expect(dutchMasculine(dir, "Schoonmaakster")).toBe("Schoonmaker");
    expect(dutchMasculine(dir, "Zuster")).toBe("Zuster");
    expect(await resolve("Boekhoudster")).toBe("3313");
    expect(await resolve("Boekhouder")).toBe("3313");
  }, 30_000);
  it("each title of the brief finds its sources' occupation", async () => {
    const expected: [string, string][] = [
      ["Monteur W/E", "7126"],
      ["Servicemonteur installatietechniek", "7126"],
      ["CNC-verspaner (m/v/x)", "7223"],
      ["CNC-draaier", "7223"],
      ["CNC-frezer", "7223"],
      ["Maatschappelijk werker", "2635"],
      ["Maatschappelijk werker 32 uur", "2635"],
      ["Maatschappelijk werkster", "2635"],
      ["Wo-docent", "2310"],
      ["Wo-docent rechten", "2310"],
      ["Mbo-docent techniek", "2320"],
      ["Docent mbo zorg en welzijn", "2320"],
      ["Docent Engels", "2330"],
      ["Medewerker keuken", "9412"],
      ["Onderwijsassistent", "5312"],
    ];
    for (const [title, isco] of expected) expect([title, await resolve(title)]).toEqual([title, isco]);
  }, 60_000);
});

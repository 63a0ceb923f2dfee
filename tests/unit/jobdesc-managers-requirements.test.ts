import { describe, expect, it } from "vitest";
import { composeResponsibilities } from "../../app/lib/jobdesc/compose";
import { countryRequirements, requirementOccupations } from "../../app/lib/jobdesc/country-requirements";
import { nurseManagerDuties } from "../../app/lib/jobdesc/writer/nurse-management";

/**
 * Managers were asked for their staff's qualification: a Bauleiter for "eine Berufsausbildung"
 * (BERUFENET: a degree in Bauingenieurwesen or Architektur, or Techniker/Meister with experience;
 * AMS Berufslexikon: a degree or the HTL for Bautechnik), a GB Head of Security for the front-line
 * SIA licence (Private Security Industry Act 2001: managers and supervisors of licensable conduct
 * need the non-front line licence); a Pflegedienstleitung got a nurse's tasks only (§ 71 SGB XI:
 * the nurse in charge plans and steers the care; BERUFENET: rotas, staff, quality, budget).
 */
describe("a manager's requirements are a manager's", () => {
  it("Bauleiter (DE, AT): a degree in civil engineering or architecture, or technician/master", () => {
    expect(requirementOccupations("Bauleiter (m/w/d)", "3123")).toEqual(["site-manager"]);
    const de = countryRequirements(["site-manager"], "DE");
    expect(de.map((r) => r.kind)).toEqual(["training"]);
    expect(de[0].de).toMatch(/Bauingenieurwesen.*Architektur.*Bautechniker.*Meister/);
    expect(countryRequirements(requirementOccupations("Bauleiterin Hochbau", null), "AT")[0].de).toMatch(/Bauingenieurwesen.*HTL-Abschluss in Bautechnik/);
    // a Polier leads a crew on site: a Meister's or a trade's route, not the Bauleiter's degree
    expect(requirementOccupations("Polier", "3123")).not.toContain("site-manager");
  });

  it("Head of Security (GB): the non-front line SIA licence, not the guard's", () => {
    expect(requirementOccupations("Head of Security", "1219")).toEqual(["security-manager"]);
    expect(requirementOccupations("Security Manager", null)).toEqual(["security-manager"]);
    const rows = countryRequirements(["security-manager"], "GB");
    expect(rows.map((r) => r.en)).toEqual([expect.stringMatching(/SIA non-front line licence/)]);
    expect(requirementOccupations("Security Officer", "5414")).toEqual(["security-guard"]);
  });

  it("the security manager is found by its words only: ESCO's unit 1219 holds project managers too", () => {
    expect(requirementOccupations("Project Manager", "1219")).toEqual([]);
    expect(requirementOccupations("Foundry Manager", "1219")).toEqual([]);
  });
});

describe("a German nursing manager's duties", () => {
  const rows = countryRequirements(["registered-nurse", "nurse-manager"], "DE");
  const description =
    "Krankenpfleger/Krankenschwestern fördern die Patientengesundheit und stellen sie wieder her, indem sie Patienten unterstützen. Sie beaufsichtigen zudem die zugewiesenen Teammitglieder.";
  const write = (jobTitle: string, tone: "formal" | "informal" = "formal") =>
    composeResponsibilities({
      language: "de", tone, jobTitle, description, occupationLabel: "Krankenpfleger/Krankenschwester", onet: null, isco: "2221",
      country: "DE", seniority: "head", requirementRows: rows,
    }).items.join("\n");

  it("Pflegedienstleitung: § 71 SGB XI, rotas, quality management and the budget", () => {
    const text = write("Pflegedienstleitung (m/w/d)");
    expect(text).toMatch(/verantwortliche Pflegefachkraft nach § 71 SGB XI/);
    expect(text).toMatch(/Dienstpläne/);
    expect(text).toMatch(/Qualitätsmanagement/);
    expect(text).toMatch(/Budget/);
    expect(write("PDL ambulanter Pflegedienst", "informal")).toMatch(/^Du erstellst die Dienstpläne/m);
  });

  it("a ward's lead: rotas and quality, but not the care service's § 71 responsibility", () => {
    const duties = nurseManagerDuties(rows, "DE", "de", "formal", "Stationsleitung");
    expect(duties.join(" ")).toMatch(/Dienstpläne.*Pflegequalität/);
    expect(duties.join(" ")).not.toMatch(/§ 71|Budget/);
  });

  it("no such duties for a nurse, another country or language", () => {
    expect(nurseManagerDuties(countryRequirements(["registered-nurse"], "DE"), "DE", "de", "formal", "Pflegefachkraft")).toEqual([]);
    expect(nurseManagerDuties(rows, "AT", "de", "formal", "Pflegedienstleitung")).toEqual([]);
    expect(nurseManagerDuties(rows, "DE", "en", "formal", "Pflegedienstleitung")).toEqual([]);
  });
});

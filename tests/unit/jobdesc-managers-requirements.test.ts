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

/**
 * Heads got their staff's requirement row: a GB Head of HR the HR adviser's CIPD Level 5 (CIPD: the
 * Level 7 Advanced Diploma leads to Chartered membership, the level of those who manage HR), a Head
 * of Customer Service the agents' "GCSEs … customer-facing role is a plus" and a Hoofd
 * klantenservice the contact-centre agent's mbo 3 (SBB); a GB Head of Legal only "a master's
 * degree" (SRA: admission as a solicitor; BSB: call to the Bar); a GB Store Manager an HNC/HND
 * from the job zone (National Careers Service, Retail manager: retail experience, working up from
 * sales assistant); the bare Bedrijfsleider a wo/hbo bachelor (UWV: mbo 4 or hbo with experience).
 */
describe("a head's requirements are not the staff's", () => {
  const only = (title: string, isco: string | null, country: string) => countryRequirements(requirementOccupations(title, isco), country);

  it("Head of HR (GB): CIPD Level 7 or Chartered MCIPD, not the adviser's Level 5", () => {
    expect(requirementOccupations("Head of HR", "1212")).toEqual(["hr-manager"]);
    expect(requirementOccupations("HR Director", null)).toEqual(["hr-manager"]);
    expect(requirementOccupations("Personalleiterin", null)).toEqual(["hr-manager"]);
    const gb = only("Head of HR", "1212", "GB").map((r) => r.en).join(" ");
    expect(gb).toMatch(/CIPD Level 7.*Chartered MCIPD/);
    expect(gb).not.toMatch(/Level 5/);
    // the adviser keeps the adviser's
    expect(requirementOccupations("HR Advisor", "2423")).toEqual(["hr"]);
  });

  it("Head of Customer Service / Hoofd klantenservice: experience leading a team, not the agents' entry level", () => {
    const gb = only("Head of Customer Service", "1439", "GB");
    expect(gb.map((r) => r.en).join(" ")).toMatch(/leading a team/);
    expect(gb.map((r) => r.en).join(" ")).not.toMatch(/GCSE/);
    const nl = only("Hoofd klantenservice", "1439", "NL");
    expect(nl.map((r) => r.nl).join(" ")).toMatch(/mbo-4- of hbo-niveau/);
    expect(nl.map((r) => r.nl).join(" ")).not.toMatch(/niveau 3/);
    expect(requirementOccupations("Customer Service Advisor", "4222")).toEqual(["customer-service"]);
    // its unit is found by the title only: ESCO's 1439 holds other services managers
    expect(requirementOccupations("Fitness Centre Manager", "1439")).toEqual([]);
  });

  it("Head of Legal: a solicitor or barrister in GB, a Volljurist in DE, a J.D. and the bar in the US", () => {
    expect(only("Head of Legal", "2611", "GB")[0].en).toMatch(/solicitor.*Solicitors Regulation Authority.*barrister.*Bar Standards Board/);
    expect(only("Leiterin Rechtsabteilung", null, "DE")[0].de).toMatch(/Staatsexamina/);
    expect(only("General Counsel", null, "US")[0].en).toMatch(/J\.D\..*bar/);
    expect(requirementOccupations("Corporate Lawyer", "2611")).toEqual([]);
  });

  it("Store Manager (GB): retail experience, not an HNC; Bedrijfsleider (NL): mbo 4 or hbo with experience", () => {
    const gb = only("Store Manager", "1420", "GB");
    expect(gb.map((r) => r.kind)).toEqual(["training"]);
    expect(gb[0].en).toMatch(/experience in retail/);
    expect(gb[0].en).not.toMatch(/HNC|HND/);
    expect(only("Filialleiter", "1420", "DE")[0].de).toMatch(/Handelsfachwirt/);
    expect(only("Marktleiter", "1420", "AT")[0].de).toMatch(/Lehre im Einzelhandel/);
    expect(only("Bedrijfsleider", "1120", "NL")[0].nl).toMatch(/mbo-4- of hbo-niveau/);
    expect(requirementOccupations("Bedrijfsleider winkel", null)).toEqual(["shop-manager"]);
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

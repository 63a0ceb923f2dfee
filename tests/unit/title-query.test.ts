import { describe, expect, it } from "vitest";
import { parseTitleQuery, withoutGenderMarkers } from "../../app/lib/catalogue/title-query";

/**
 * Job titles as recruiters type them into the look-up: the gender marker goes, a level word is
 * kept as the target group's job level and left out of the occupation words (`core`).
 */
describe("withoutGenderMarkers", () => {
  it.each([
    ["Softwareentwickler (m/w/d)", "Softwareentwickler"],
    ["Softwareentwickler (w/m/d)", "Softwareentwickler"],
    ["Pflegefachkraft (M/W/D) Intensivstation", "Pflegefachkraft Intensivstation"],
    ["Verpleegkundige (m/v/x)", "Verpleegkundige"],
    ["Boekhouder m/v/x", "Boekhouder"],
    ["Customer Service Agent m/f/x", "Customer Service Agent"],
    ["Software Developer (f/m/d)", "Software Developer"],
    ["Koch (m|w|d)", "Koch"],
    ["Elektriker (m/w/div.)", "Elektriker"],
    ["Data Analyst (all genders)", "Data Analyst"],
    ["Softwareentwickler/in", "Softwareentwickler"],
    ["Softwareentwickler/-in", "Softwareentwickler"],
    ["Softwareentwickler*in", "Softwareentwickler"],
    ["Vertriebsleiter:in", "Vertriebsleiter"],
    ["Erzieher_innen", "Erzieher"],
    ["Lehrer(in)", "Lehrer"],
    ["EntwicklerIn", "Entwickler"],
    ["Industriekaufmann/-frau", "Industriekaufmann"],
  ])("%s → %s", (typed, text) => {
    expect(withoutGenderMarkers(typed)).toBe(text);
  });

  it("leaves titles without a marker, and slashes that are no marker, alone", () => {
    expect(withoutGenderMarkers("Koch/Köchin")).toBe("Koch/Köchin");
    expect(withoutGenderMarkers("Truck Driver C/CE")).toBe("Truck Driver C/CE");
    expect(withoutGenderMarkers("LinkedIn Specialist")).toBe("LinkedIn Specialist");
    expect(withoutGenderMarkers("  Data   Scientist ")).toBe("Data Scientist");
  });
});

describe("parseTitleQuery", () => {
  it.each([
    ["Senior Softwareentwickler", "Softwareentwickler", "senior"],
    ["Senior Softwareentwickler (m/w/d)", "Softwareentwickler", "senior"],
    ["Sr. Data Scientist", "Data Scientist", "senior"],
    ["Lead Software Engineer", "Software Engineer", "senior"],
    ["Principal Data Scientist", "Data Scientist", "senior"],
    ["Junior Accountant", "Accountant", "entry"],
    ["Jr. Developer", "Developer", "entry"],
    ["Graduate Mechanical Engineer", "Mechanical Engineer", "entry"],
    ["Trainee Vertrieb", "Vertrieb", "entry"],
    ["Medior softwareontwikkelaar", "softwareontwikkelaar", "experienced"],
    ["Ervaren vrachtwagenchauffeur", "vrachtwagenchauffeur", "experienced"],
    ["Erfahrener Buchhalter", "Buchhalter", "experienced"],
    ["Stagiair marketing", "marketing", "student"],
    ["Werkstudent Softwareentwicklung", "Softwareentwicklung", "student"],
    ["Praktikantin Marketing", "Marketing", "student"],
    ["Leitende Pflegefachkraft", "Pflegefachkraft", "manager"],
    ["Leitender Buchhalter", "Buchhalter", "manager"],
    ["Teamleiter Lager (m/w/d)", "Lager", "manager"],
    ["Teamleider magazijn", "magazijn", "manager"],
    ["Leidinggevende verpleegkundige", "verpleegkundige", "manager"],
    ["Head of Sales", "Sales manager", "manager"],
    ["Head of Marketing (m/w/d)", "Marketing manager", "manager"],
  ])("%s → %s, %s", (typed, core, seniority) => {
    expect(parseTitleQuery(typed)).toMatchObject({ core, seniority });
  });

  it("reads a doctor's rank as the profession and a level (ESCO has no label for Oberarzt)", () => {
    expect(parseTitleQuery("Oberarzt")).toEqual({ text: "Oberarzt", core: "Facharzt", seniority: "senior" });
    expect(parseTitleQuery("Oberärztin (m/w/d) Kardiologie")).toMatchObject({ core: "Facharzt Kardiologie", seniority: "senior" });
    expect(parseTitleQuery("Chefarzt")).toMatchObject({ core: "Facharzt", seniority: "manager" });
    expect(parseTitleQuery("Assistenzarzt (m/w/d)")).toMatchObject({ core: "Arzt", seniority: "entry" });
  });

  it("takes a licence class off a driver's title, without a level", () => {
    expect(parseTitleQuery("Berufskraftfahrer CE (m/w/d)")).toEqual({ text: "Berufskraftfahrer CE", core: "Berufskraftfahrer", seniority: null });
    expect(parseTitleQuery("Truck Driver C/CE")).toMatchObject({ core: "Truck Driver", seniority: null });
  });

  it("keeps the typed text (without the gender marker) for the search of the whole title", () => {
    expect(parseTitleQuery("Verpleegkundige (m/v/x)")).toEqual({ text: "Verpleegkundige", core: "Verpleegkundige", seniority: null });
    expect(parseTitleQuery("Senior verpleegkundige").text).toBe("Senior verpleegkundige");
  });

  it("matches level words whole: a word that only contains one is the occupation", () => {
    // "Seniorenbetreuer" (elder care), "Leadgenerator", "interne Revision", "Staff Nurse"
    for (const typed of ["Seniorenbetreuer", "Leadgenerator", "interne Revision", "Staff Nurse", "Leiter Einkauf"]) {
      expect(parseTitleQuery(typed)).toMatchObject({ core: typed, seniority: null });
    }
  });

  it("leaves nothing to search alone when the title is only a level word", () => {
    expect(parseTitleQuery("Werkstudent")).toEqual({ text: "Werkstudent", core: "", seniority: "student" });
    expect(parseTitleQuery("Senior")).toMatchObject({ core: "", seniority: "senior" });
  });

  it("takes every level word off, and keeps the first level named", () => {
    expect(parseTitleQuery("Senior Lead Developer")).toMatchObject({ core: "Developer", seniority: "senior" });
  });
});

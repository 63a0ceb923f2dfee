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
    // BERUFENET writes the adjective's masculine "r" beside the feminine: Technische/r Systemplaner/in
    ["Technische/r Systemplaner/in", "Technische Systemplaner"],
    ["Kaufmännische/r Angestellte/r", "Kaufmännische Angestellte"],
    ["Medizinische(r) Fachangestellte(r)", "Medizinische Fachangestellte"],
  ])("%s → %s", (typed, text) => {
    expect(withoutGenderMarkers(typed)).toBe(text);
  });

  it("leaves titles without a marker, and slashes that are no marker, alone", () => {
    expect(withoutGenderMarkers("Koch/Köchin")).toBe("Koch/Köchin");
    expect(withoutGenderMarkers("Lehrkraft Deutsch/Religion")).toBe("Lehrkraft Deutsch/Religion");
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
    expect(parseTitleQuery("Oberarzt")).toEqual({ text: "Oberarzt", core: "Facharzt", seniority: "senior", head: "" });
    expect(parseTitleQuery("Oberärztin (m/w/d) Kardiologie")).toMatchObject({ core: "Facharzt Kardiologie", seniority: "senior" });
    expect(parseTitleQuery("Chefarzt")).toMatchObject({ core: "Facharzt", seniority: "manager" });
    expect(parseTitleQuery("Assistenzarzt (m/w/d)")).toMatchObject({ core: "Arzt", seniority: "entry" });
  });

  it("takes a licence class off a driver's title, without a level", () => {
    expect(parseTitleQuery("Berufskraftfahrer CE (m/w/d)")).toEqual({ text: "Berufskraftfahrer CE", core: "Berufskraftfahrer", seniority: null, head: "" });
    expect(parseTitleQuery("Truck Driver C/CE")).toMatchObject({ core: "Truck Driver", seniority: null });
  });

  it("reads a bare driver's word beside a lorry's licence class as the lorry driver (not ESCO's hearse driver's 'driver')", () => {
    expect(parseTitleQuery("Cat C+E Driver").core).toBe("truck driver");
    expect(parseTitleQuery("Class 2 Driver").core).toBe("truck driver");
    expect(parseTitleQuery("Fahrer CE (m/w/d)").core).toBe("LKW-Fahrer");
    expect(parseTitleQuery("Chauffeur C/CE").core).toBe("vrachtwagenchauffeur");
    // without a licence class, or beside another word, the title is as typed
    expect(parseTitleQuery("Driver").core).toBe("Driver");
    expect(parseTitleQuery("Bus Driver Class 2").core).toBe("Bus Driver");
  });

  it("keeps the typed text (without the gender marker) for the search of the whole title", () => {
    expect(parseTitleQuery("Verpleegkundige (m/v/x)")).toEqual({ text: "Verpleegkundige", core: "Verpleegkundige", seniority: null, head: "" });
    expect(parseTitleQuery("Senior verpleegkundige").text).toBe("Senior verpleegkundige");
  });

  it("matches level words whole: a word that only contains one is the occupation", () => {
    // "Seniorenbetreuer" (elder care), "Leadgenerator", "interne Revision", "Staff Nurse"
    for (const typed of ["Seniorenbetreuer", "Leadgenerator", "interne Revision", "Staff Nurse", "Leiter Einkauf"]) {
      expect(parseTitleQuery(typed)).toMatchObject({ core: typed, seniority: null });
    }
  });

  it("leaves nothing to search alone when the title is only a level word", () => {
    expect(parseTitleQuery("Werkstudent")).toEqual({ text: "Werkstudent", core: "", seniority: "student", head: "" });
    expect(parseTitleQuery("Senior")).toMatchObject({ core: "", seniority: "senior" });
  });

  it("takes every level word off, and keeps the first level named", () => {
    expect(parseTitleQuery("Senior Lead Developer")).toMatchObject({ core: "Developer", seniority: "senior" });
  });

  // the hours, contract, shift and place of work an ad puts beside the title (the job boards'
  // filters: Bundesagentur für Arbeit, werk.nl, the UK's Find a job)
  it.each([
    ["Mitarbeiter Kundenservice Teilzeit", "Mitarbeiter Kundenservice"],
    ["Lagerist Vollzeit", "Lagerist"],
    ["Verkäufer (Minijob)", "Verkäufer"],
    ["Pflegefachkraft in Teilzeit", "Pflegefachkraft"],
    ["Koch in Voll- oder Teilzeit", "Koch"],
    ["Koch Teilzeit / Vollzeit", "Koch"],
    ["Reinigungskraft auf 538 € Basis", "Reinigungskraft"],
    ["Sachbearbeiter Buchhaltung (m/w/d) – unbefristet", "Sachbearbeiter Buchhaltung"],
    ["Produktionshelfer im 3-Schicht-Betrieb", "Produktionshelfer"],
    ["Erzieher 30 Std./Woche", "Erzieher"],
    ["Medewerker klantenservice 32 uur", "Medewerker klantenservice"],
    ["Verpleegkundige 24-32 uur per week", "Verpleegkundige"],
    ["Magazijnmedewerker fulltime", "Magazijnmedewerker"],
    ["Kok (oproepbasis)", "Kok"],
    // the contract goes, and the licence class names the lorry driver
    ["Chauffeur C/CE vast contract", "vrachtwagenchauffeur"],
    ["Part-time Sales Assistant", "Sales Assistant"],
    ["Warehouse Operative - Nights", "Warehouse Operative"],
    ["Receptionist - Temporary Contract", "Receptionist"],
    ["Software Engineer - Remote", "Software Engineer"],
    ["Support Worker 37.5 hours per week", "Support Worker"],
    // the state's recognition of the training, a qualification (Fachschule, BERUFENET)
    ["Staatlich anerkannte Erzieherin", "Erzieherin"],
    ["staatlich anerkannter Heilerziehungspfleger (m/w/d)", "Heilerziehungspfleger"],
  ])("%s → %s", (typed, core) => {
    expect(parseTitleQuery(typed)).toMatchObject({ core, seniority: null });
  });

  it("keeps work words inside an occupation's own word, and the whole text for the labels that hold them", () => {
    for (const typed of ["Teilzeitkraft", "Vastgoedbeheerder", "Contractor", "Dayshift Supervisor"]) expect(parseTitleQuery(typed).core).toBe(typed);
    expect(parseTitleQuery("Remote Interpreter")).toMatchObject({ text: "Remote Interpreter", core: "Interpreter" });
  });

  it("gives the part before a separator, without brackets, to search when the whole finds nothing", () => {
    expect(parseTitleQuery("Software Engineer, Backend")).toMatchObject({ core: "Software Engineer, Backend", head: "Software Engineer" });
    expect(parseTitleQuery("Lagerist – Standort Hamburg")).toMatchObject({ head: "Lagerist" });
    expect(parseTitleQuery("Receptionist (maternity leave)")).toMatchObject({ head: "Receptionist" });
    expect(parseTitleQuery("Facharzt (m/w/d) Kardiologie").head).toBe("");
    expect(parseTitleQuery("Kaufmann/-frau für Büromanagement").head).toBe("");
    // two names of one occupation: the first ("Tischler" is ESCO's, "Schreiner" its alternative label)
    expect(parseTitleQuery("Tischler/Schreiner (m/w/d)")).toMatchObject({ text: "Tischler/Schreiner", head: "Tischler" });
    expect(parseTitleQuery("Tischler / Schreiner").head).toBe("Tischler");
    // a licence class, installation types or letters are not two names
    expect(parseTitleQuery("Monteur W/E").head).toBe("");
    expect(parseTitleQuery("UX/UI Designer").head).toBe("");
  });

  // ESCO's Dutch teachers name the school type after the subject ("docent economie hoger onderwijs",
  // 2310; "docent beroepsonderwijs", 2320); "hbo" alone is in "EHBO" (the first aid instructor's "docent EHBO")
  it.each([
    ["Hbo-docent economie", "docent economie hoger onderwijs", "docent hoger onderwijs"],
    ["Docent hbo", "Docent hoger onderwijs", ""],
    ["Wo-docent", "docent hoger onderwijs", ""],
    ["Hogeschooldocent (m/v/x)", "docent hoger onderwijs", ""],
    ["Universiteitsdocent", "docent hoger onderwijs", ""],
    ["Docent hbo/wo", "Docent hoger onderwijs", ""],
    ["Docent verpleegkunde (hbo)", "Docent verpleegkunde hoger onderwijs", "docent hoger onderwijs"],
    ["Mbo-docent techniek", "docent techniek beroepsonderwijs", "docent beroepsonderwijs"],
    ["Leraar mbo 32 uur", "Leraar beroepsonderwijs", ""],
  ])("reads the Dutch school type of %s as ESCO's labels write it", (typed, core, head) => {
    expect(parseTitleQuery(typed)).toMatchObject({ core, head });
  });

  it("reads a school type only beside a teacher's word, and not inside another word", () => {
    for (const typed of ["Docent EHBO", "Medewerker hbo-raad", "Wo", "Mbo-opleider"]) expect(parseTitleQuery(typed).core).toBe(typed);
    expect(parseTitleQuery("Senior hbo-docent")).toMatchObject({ core: "docent hoger onderwijs", seniority: "senior" });
  });
});

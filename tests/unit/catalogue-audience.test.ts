import { describe, expect, it } from "vitest";
import {
  currencyOfCountries,
  deriveChannelLevels,
  languagesOfCountries,
  languagesOfPlace,
  levelsFit,
  levelsOfTitle,
  managesUnit,
  targetLevels,
} from "../../app/lib/catalogue/audience";
import { auditChannel } from "../../app/lib/catalogue/relevance";

const facts = { seniorityIds: [], workingTermIds: [], titleLabels: [], iscoMajorGroup: null, jobFunctionIds: [] };

describe("a channel's experience levels (issue 51 §1)", () => {
  it("derives them from seniorities, working terms and categories", () => {
    // Absolventa: students and entry level
    expect(deriveChannelLevels({ seniorityIds: ["student", "entry"], workingTermIds: ["internship", "full-time"], categoryIds: ["graduates"] })).toEqual([
      "student",
      "graduate",
    ]);
    // AZUBIYO: an apprenticeship board reaches school leavers, not university students
    expect(deriveChannelLevels({ seniorityIds: ["student"], workingTermIds: ["apprenticeship"], categoryIds: ["graduates"] })).toEqual(["school-leaver"]);
    // FAZ Stellenmarkt: senior, manager, executive only = an executive board
    expect(deriveChannelLevels({ seniorityIds: ["senior", "manager", "executive"], workingTermIds: [], categoryIds: ["publication"] })).toEqual(["executive"]);
    // StepStone: experienced to managers
    expect(deriveChannelLevels({ seniorityIds: ["experienced", "senior", "manager"], workingTermIds: [], categoryIds: ["generic"] })).toEqual([
      "experienced",
      "executive",
    ]);
    // a general board reaches every level
    expect(deriveChannelLevels({ seniorityIds: [], workingTermIds: [], categoryIds: ["generic"] })).toEqual([]);
  });
});

describe("a target group's levels", () => {
  it("reads the seniority words of job titles in three languages (issue 51 §7)", () => {
    for (const title of ["Marketing intern", "Praktikant/Praktikantin Marketing", "Werkstudent Vertrieb", "Stagiair marketing", "Working student"]) {
      expect(levelsOfTitle(title), title).toEqual(["student"]);
    }
    for (const title of ["Trainee Sales", "Graduate engineer", "Junior developer"]) expect(levelsOfTitle(title), title).toEqual(["graduate"]);
    for (const title of ["Azubi Kaufmann", "Auszubildender Mechatroniker", "Apprentice electrician"]) {
      expect(levelsOfTitle(title), title).toEqual(["school-leaver"]);
    }
    expect(levelsOfTitle("Head of Marketing")).toEqual(["executive"]);
    // no seniority word: nothing, and "International" is not an intern
    expect(levelsOfTitle("Nurse")).toEqual([]);
    expect(levelsOfTitle("International relations officer")).toEqual([]);
  });

  it("is an experienced workforce unless something says otherwise", () => {
    expect(targetLevels(facts)).toEqual(["experienced"]);
    expect(targetLevels({ ...facts, workingTermIds: ["internship"] })).toEqual(["student"]);
    expect(targetLevels({ ...facts, workingTermIds: ["apprenticeship"] })).toEqual(["school-leaver"]);
    expect(targetLevels({ ...facts, seniorityIds: ["student", "entry"] })).toEqual(["student", "graduate"]);
    expect(targetLevels({ ...facts, seniorityIds: ["manager"] })).toEqual(["experienced", "executive"]);
    expect(targetLevels({ ...facts, iscoMajorGroup: 1 })).toEqual(["experienced", "executive"]);
    expect(targetLevels({ ...facts, titleLabels: ["Werkstudent Marketing"] })).toEqual(["student"]);
    // a management trainee is a graduate, not an executive
    expect(targetLevels({ ...facts, titleLabels: ["Management trainee"] })).toEqual(["graduate"]);
  });

  it("hears a management word in the occupation's name only for a manager by ISCO-08, and a word only where it ends", () => {
    // ESCO's cook (5120), coordinators and cooper began with "coo"; "Leiterplatte" is a circuit board
    for (const title of ["cook", "Industriekoch", "inventory coordinator", "cooper", "Leiterplattenbestücker/Leiterplattenbestückerin"]) {
      expect(levelsOfTitle(title), title).toEqual([]);
    }
    for (const title of ["COO", "Leiterin Vertrieb", "Leitung Einkauf", "Head of Marketing"]) expect(levelsOfTitle(title), title).toEqual(["executive"]);
    // an account manager (ISCO 3322), a site manager (Bauleiter, 3123), an art director (2166) are experienced hires
    expect(targetLevels({ ...facts, titleLabels: ["Account manager", "Kundenbetreuer/Kundenbetreuerin", "Accountmanager"], iscoMajorGroup: 3 })).toEqual(["experienced"]);
    expect(targetLevels({ ...facts, titleLabels: ["art director"], iscoMajorGroup: 2 })).toEqual(["experienced"]);
    // a human resources manager (1212) and a title without an ISCO code keep their executive level
    expect(targetLevels({ ...facts, titleLabels: ["Human resources manager"], iscoMajorGroup: 1 })).toEqual(["experienced", "executive"]);
    expect(targetLevels({ ...facts, titleLabels: ["Head of Marketing"] })).toEqual(["experienced", "executive"]);
    // the job level chosen in the form is the recruiter's word, whatever the occupation
    expect(targetLevels({ ...facts, seniorityIds: ["manager"], titleLabels: ["Account manager"], iscoMajorGroup: 3 })).toEqual(["experienced", "executive"]);
  });

  it("counts the manager of one store, hotel, restaurant or care home as middle management, not an executive", () => {
    // a Filialleiter (ISCO-08 1420) in Berlin had FAZ Stellenmarkt fourth: every manager by ISCO was executive
    const store = { ...facts, titleLabels: ["Store manager", "Filialleiter/Filialleiterin", "Filiaalmanager"], iscoMajorGroup: 1, iscoCode: "1420" };
    expect(targetLevels(store)).toEqual(["experienced"]);
    expect(targetLevels({ ...facts, titleLabels: ["Restaurantleiter/Restaurantleiterin", "restaurant manager"], iscoMajorGroup: 1, iscoCode: "1412" })).toEqual(["experienced"]);
    expect(targetLevels({ ...facts, titleLabels: ["Leiter/Leiterin einer Kindertagesstätte"], iscoMajorGroup: 1, iscoCode: "1341" })).toEqual(["experienced"]);
    expect(targetLevels({ ...facts, iscoMajorGroup: 1, iscoCode: "1411" })).toEqual(["experienced"]);
    expect(managesUnit("1420") && managesUnit("1346") && !managesUnit("1321") && !managesUnit("1120") && !managesUnit(null)).toBe(true);
    // top management words, a chosen management level and the top managers of 11–13 stay executive
    expect(targetLevels({ ...store, titleLabels: ["Head of Retail Operations"] })).toEqual(["experienced", "executive"]);
    expect(targetLevels({ ...store, seniorityIds: ["manager"] })).toEqual(["experienced", "executive"]);
    expect(targetLevels({ ...facts, titleLabels: ["Sales manager", "Vertriebsleiter/Vertriebsleiterin"], iscoMajorGroup: 1, iscoCode: "1221" })).toEqual(["experienced", "executive"]);
    expect(targetLevels({ ...facts, iscoMajorGroup: 1, iscoCode: "1120" })).toEqual(["experienced", "executive"]);
  });

  it("counts a project manager (ESCO 1219, O*NET 13-1082 'Project Manager') as an experienced hire, not an executive", () => {
    // the built-in title: Experteer, Handelsblatt Karriere and FAZ Stellenmarkt were three of a Projektleiter's first five in Hamburg
    const project = { ...facts, titleLabels: ["Project manager", "Projektleiter/Projektleiterin", "Projectmanager"], iscoMajorGroup: 1, iscoCode: "1219" };
    expect(targetLevels(project)).toEqual(["experienced"]);
    // ESCO's labels name no level word in German or Dutch: the project still says middle management
    expect(targetLevels({ ...project, titleLabels: ["Projektmanager/Projektmanagerin", "projectverantwoordelijke"] })).toEqual(["experienced"]);
    expect(targetLevels({ ...facts, titleLabels: ["IT-Projektmanager/IT-Projektmanagerin", "ICT project manager"], iscoMajorGroup: 1, iscoCode: "1330" })).toEqual(["experienced"]);
    // a head of the project office, or a chosen management level, is still an executive
    expect(targetLevels({ ...project, titleLabels: ["Head of Project Management"] })).toEqual(["experienced", "executive"]);
    expect(targetLevels({ ...project, seniorityIds: ["manager"] })).toEqual(["experienced", "executive"]);
    // another manager of 1219 (a corporate services manager) stays executive
    expect(targetLevels({ ...facts, titleLabels: ["corporate services manager"], iscoMajorGroup: 1, iscoCode: "1219" })).toEqual(["experienced", "executive"]);
  });

  it("fits a channel that reaches one of the levels or every level", () => {
    expect(levelsFit(["student", "graduate"], ["experienced"])).toBe(false);
    expect(levelsFit(["executive"], ["experienced"])).toBe(false);
    expect(levelsFit(["experienced", "executive"], ["experienced"])).toBe(true);
    expect(levelsFit([], ["student"])).toBe(true);
  });
});

describe("countries' languages and currencies", () => {
  it("prices a channel of one country in its currency", () => {
    expect(currencyOfCountries(["US"])).toBe("USD");
    expect(currencyOfCountries(["GB"])).toBe("GBP");
    expect(currencyOfCountries(["DE", "AT"])).toBe("EUR");
    // several currencies or none: the catalogue's EUR
    expect(currencyOfCountries(["GB", "US"])).toBe("EUR");
    expect(currencyOfCountries([])).toBe("EUR");
    expect(languagesOfCountries(["BE"])).toEqual(["nl", "fr", "de"]);
    expect(languagesOfCountries([])).toEqual(["en"]);
  });
});

describe("the languages where a job is", () => {
  it("are its region's in Belgium and Switzerland, else its country's", () => {
    expect(languagesOfPlace("CH.canton-of-zurich.zurich")).toEqual(["de"]);
    expect(languagesOfPlace("CH.canton-of-geneva")).toEqual(["fr"]);
    expect(languagesOfPlace("BE.flanders.antwerp")).toEqual(["nl"]);
    expect(languagesOfPlace("BE.wallonia.liege")).toEqual(["fr", "de"]);
    expect(languagesOfPlace("CH")).toEqual(["de", "fr", "it"]);
    expect(languagesOfPlace("DE.bavaria.munich")).toEqual(["de"]);
    expect(languagesOfPlace("XX")).toEqual([]);
  });
});

describe("the eval's audit of a shown channel", () => {
  const nurseBerlin = { levels: ["experienced"], currency: "EUR", criteria: { locationIds: ["DE.berlin.berlin"], jobFunctionIds: ["health-nursing"] } };
  const channel = { name: "x", experienceLevels: [], countryCodes: ["DE"], jobFunctionClosure: [], currency: "EUR" };
  it("names each broken rule", () => {
    expect(auditChannel(nurseBerlin, channel)).toEqual([]);
    expect(auditChannel(nurseBerlin, { ...channel, experienceLevels: ["student", "graduate"] })).toEqual(["level"]);
    expect(auditChannel(nurseBerlin, { ...channel, countryCodes: ["GB"], currency: "GBP" })).toEqual(["country"]);
    expect(auditChannel(nurseBerlin, { ...channel, jobFunctionClosure: ["health-medical", "healthcare"] })).toEqual(["profession"]);
    expect(auditChannel({ ...nurseBerlin, currency: "USD", criteria: { locationIds: ["US.illinois.chicago"] } }, { ...channel, countryCodes: ["US"] })).toEqual([
      "currency",
    ]);
    // jobup.ch (French-speaking Switzerland) for Zurich; an international channel in English is no break
    const zurich = { levels: ["experienced"], currency: "CHF", criteria: { locationIds: ["CH.canton-of-zurich.zurich"] } };
    expect(auditChannel(zurich, { ...channel, countryCodes: ["CH"], currency: "CHF", languages: ["fr"] })).toEqual(["language"]);
    expect(auditChannel(zurich, { ...channel, countryCodes: ["CH"], currency: "CHF", languages: ["de", "fr", "it"] })).toEqual([]);
    expect(auditChannel(zurich, { ...channel, countryCodes: [], languages: ["en"] })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { composeResponsibilities, type OnetData } from "../../app/lib/jobdesc/compose";
import { countryRequirements, requirementOccupations } from "../../app/lib/jobdesc/country-requirements";
import { deputysLead, isDeputyTitle } from "../../app/lib/jobdesc/title-parse";
import { onetChoice } from "../../app/lib/jobdesc/onet-choice";
import { titleSynonym } from "../../app/lib/jobdesc/title-synonyms";
import { germanDutchRoleDuties } from "../../app/lib/jobdesc/writer/german-role-duties";
import { nurseManagerDuties } from "../../app/lib/jobdesc/writer/nurse-management";
import { leadsTeam } from "../../app/lib/jobdesc/writer/repeats";
import { roleDuties, roleExperience, tasksNotTheRole } from "../../app/lib/jobdesc/writer/role-duties";
import { seniorityTasks } from "../../app/lib/jobdesc/writer/seniority";
import { bankFor } from "../../app/lib/jobdesc/writer/task-bank";
import { fieldServiceDuties } from "../../app/lib/jobdesc/writer/field-service";
import { medicalSpecialty } from "../../app/lib/jobdesc/medical-specialties";
import { checkInclusive } from "../../app/lib/jobdesc/inclusive";

const onet = (code: string, title: string, tasks: [number, string][]): OnetData => ({
  code,
  title,
  tasks: tasks.map(([id, text]) => ({ id, text, core: true })),
  skills: [],
  jobZone: 2,
  technologies: [],
});

describe("a rigid lorry driver has no trailer", () => {
  const tasks: [number, string][] = [
    [20693, "Check all load-related documentation for completeness and accuracy."],
    [10651, "Crank trailer landing gear up or down to safely secure vehicles."],
    [10646, "Couple or uncouple trailers by changing trailer jack positions, connecting or disconnecting air or electrical lines, or manipulating fifth-wheel locks."],
    [10641, "Drive trucks with capacities greater than 13 tons, including tractor-trailer combinations, to transport and deliver products, livestock, or other materials."],
  ];
  it("the title names the rigid lorry, not the articulated one", () => {
    expect(requirementOccupations("Rigid Truck Driver", null)).toEqual(["rigid-truck-driver"]);
    expect(requirementOccupations("CDL-B Truck Driver", null)).toEqual(["rigid-truck-driver"]);
    expect(requirementOccupations("C Licence Driver", null)).toEqual(["rigid-truck-driver"]);
    expect(requirementOccupations("HGV Class 1 Driver", null)).toEqual(["heavy-truck-driver"]);
    // a category in the title decides, though "truck driver" is the longer match; C+E is not C
    expect(requirementOccupations("Cat C Truck Driver", null)).toEqual(["rigid-truck-driver"]);
    expect(requirementOccupations("Class B Driver", null)).toEqual(["rigid-truck-driver"]);
    expect(requirementOccupations("Cat C+E Driver", null)).toEqual(["heavy-truck-driver"]);
    expect(requirementOccupations("Category C+E Truck Driver", null)).toEqual(["heavy-truck-driver"]);
    expect(requirementOccupations("7.5 Tonne Driver", null)).toEqual(["c1-truck-driver"]);
    expect(requirementOccupations("Cat C1 Truck Driver", null)).toEqual(["c1-truck-driver"]);
    // C1 is also a language level
    expect(requirementOccupations("Kundenberater Deutsch C1", null)).not.toContain("c1-truck-driver");
  });
  it("a 7.5-tonne lorry (C1) is rigid too: no trailer tasks, its own driving line", () => {
    expect(tasksNotTheRole(["c1-truck-driver"]).has(10646)).toBe(true);
    expect(roleDuties(countryRequirements(["c1-truck-driver"], "GB"), "GB", "formal").join(" ")).toMatch(/7\.5-tonne lorry/);
  });
  for (const [country, vehicle] of [["GB", "rigid lorry"], ["US", "straight truck"]] as const) {
    it(`${country}: drives a ${vehicle}; O*NET's trailer tasks are left out`, () => {
      const rows = countryRequirements(["rigid-truck-driver"], country);
      const text = composeResponsibilities({ jobTitle: "Class 2 Driver", description: null, onet: onet("53-3032.00", "Heavy and Tractor-Trailer Truck Drivers", tasks), isco: "8332", language: "en", tone: "formal", country, requirementRows: rows }).items.join("\n");
      expect(text).toMatch(new RegExp(`^You will drive a ${vehicle}`));
      expect(text).not.toMatch(/trailer/i);
      expect(text).toMatch(/load-related documentation/);
    });
  }
  it("an articulated lorry driver keeps them", () => {
    expect(tasksNotTheRole(["heavy-truck-driver"]).size).toBe(0);
  });
});

describe("a radiographer's imaging is digital", () => {
  it("film processing is left out in every country; GB and IE have the profession's own duties", () => {
    expect(tasksNotTheRole(["radiographer"]).has(22805)).toBe(true);
    expect(roleDuties(countryRequirements(["radiographer"], "GB"), "GB", "formal").join(" ")).toMatch(/radiation protection/);
    expect(roleDuties(countryRequirements(["radiographer"], "US"), "US", "formal")).toEqual([]);
    // a therapeutic radiographer treats with radiation: the diagnostic radiographer's duties are not hers
    expect(roleDuties(countryRequirements(["radiographer"], "GB"), "GB", "formal", "Therapeutic Radiographer")).toEqual([]);
  });
});

describe("a Dutch radiographer images, and nurses no one", () => {
  it("the Dutch titles name the radiographer; her duties lead and the health professionals' nursing sentences do not fill in", () => {
    for (const title of ["Radiografer", "Radiodiagnostisch laborant", "MBB'er", "Medisch beeldvormings- en bestralingsdeskundige"]) {
      expect(requirementOccupations(title, "2269"), title).toEqual(["radiographer"]);
    }
    const rows = countryRequirements(["radiographer"], "NL");
    expect(rows.map((r) => r.nl).join(" ")).toMatch(/MBRT/);
    const text = composeResponsibilities({ jobTitle: "Radiografer", description: null, onet: null, isco: "2269", language: "nl", tone: "informal", country: "NL", requirementRows: rows }).items.join("\n");
    expect(text).toMatch(/^Je maakt röntgenopnamen/);
    expect(text).toMatch(/stralingsbescherming/);
    expect(text).not.toMatch(/plant de zorg|observeert de gezondheid/);
    // the bank without a role's duties: the unit's wider groups fill in as before
    expect(bankFor("2269").length).toBeGreaterThan(bankFor("2269", 5).length);
  });
});

describe("a field service technician works at the customers' sites", () => {
  it("the title says field, Außendienst, buitendienst or Kundendienst, and the occupation is a technician's", () => {
    expect(fieldServiceDuties("Field Service Engineer", "7233", "en", "formal")).toEqual(["You will travel to customers and carry out installations, maintenance and repairs at their sites."]);
    expect(fieldServiceDuties("Kundendiensttechniker", "7233", "de", "informal")[0]).toMatch(/^Du fährst zur Kundschaft .* vor Ort\.$/);
    expect(fieldServiceDuties("Servicetechniker im Außendienst", "7233", "de", "formal")[0]).toMatch(/^Sie fahren zur Kundschaft/);
    expect(fieldServiceDuties("Servicemonteur buitendienst", "7233", "nl", "formal")[0]).toMatch(/^U reist naar klanten .* op locatie uit\.$/);
    // not a customer-service agent, not field sales, not a technician whose title names no field work
    expect(fieldServiceDuties("Mitarbeiter Kundendienst", "4222", "de", "formal")).toEqual([]);
    expect(fieldServiceDuties("Field Sales Representative", "3322", "en", "formal")).toEqual([]);
    expect(fieldServiceDuties("Servicetechniker", "7233", "de", "formal")).toEqual([]);
  });
});

describe("a data analyst does not build predictive models", () => {
  const tasks: [number, string][] = [
    [21823, "Analyze, manipulate, or process large sets of data using statistical software."],
    [21824, "Apply feature selection algorithms to models predicting outcomes of interest, such as sales, attrition, and healthcare use."],
    [21827, "Compare models using statistical performance metrics, such as loss functions or proportion of explained variance."],
    [21837, "Test, validate, and reformulate models to ensure accurate prediction of outcomes of interest."],
  ];
  const text = (jobTitle: string, country: string | null) =>
    composeResponsibilities({ jobTitle, description: null, onet: onet("15-2051.00", "Data Scientists", tasks), isco: "2511", language: "en", tone: "formal", country, requirementOccupations: requirementOccupations(jobTitle, "2511") }).items.join("\n");
  it("the analyst's ad leaves O*NET's modelling tasks out, in a country without requirement rows too", () => {
    for (const country of ["GB", "US", "IE", null]) {
      expect(text("Data Analyst", country), String(country)).toMatch(/large sets of data/);
      expect(text("Data Analyst", country), String(country)).not.toMatch(/feature selection|loss functions|reformulate models/);
    }
  });
  it("a data scientist keeps them", () => {
    expect(requirementOccupations("Data Scientist", "2511")).toEqual(["data-analyst"]);
    expect(text("Data Scientist", "US")).toMatch(/feature selection.*\n.*loss functions/s);
    // …and a machine learning engineer (O*NET 15-2051's alternate title), who builds the models
    expect(text("Machine Learning Engineer", "US")).toMatch(/feature selection/);
  });
});

describe("a customer success manager keeps customers, not a contact centre's orders", () => {
  it("the title names its own requirement occupation, not the customer service manager's", () => {
    for (const title of ["Customer Success Manager", "Senior Customer Success Manager", "Head of Customer Success", "Customer Success Managerin"]) {
      expect(requirementOccupations(title, "2431"), title).toEqual(["customer-success-manager"]);
    }
    expect(requirementOccupations("Customer Service Manager", null)).toEqual(["customer-service-manager"]);
  });
  it("has its duties in English, German and Dutch, and leaves the representative's order taking out", () => {
    const rows = (country: string) => countryRequirements(["customer-success-manager"], country);
    expect(roleDuties(rows("GB"), "GB", "formal").join(" ")).toMatch(/onboard new customers.*renewals/s);
    expect(germanDutchRoleDuties(rows("DE"), "DE", "de", "informal", "Customer Success Manager")[0]).toMatch(/^Du begleitest neue Kundinnen und Kunden beim Onboarding/);
    expect(germanDutchRoleDuties(rows("NL"), "NL", "nl", "informal", "Customer Success Manager").join(" ")).toMatch(/^Je begeleidt nieuwe klanten.*Je voert regelmatig gesprekken met je klanten/s);
    // German duties are not a Dutch text's, nor the other way
    expect(germanDutchRoleDuties(rows("NL"), "NL", "de", "formal", "Customer Success Manager")).toEqual([]);
    expect(germanDutchRoleDuties(rows("DE"), "DE", "nl", "formal", "Customer Success Manager")).toEqual([]);
    expect(tasksNotTheRole(["customer-success-manager"]).has(18565)).toBe(true);
    // a row asks for several years: the job zone's "experience not required" does not follow
    expect(rows("GB")[0].en).toMatch(/several years/);
  });
});

describe("a head chef cooks", () => {
  it("plans menus and cooks besides running the kitchen (en)", () => {
    for (const country of ["GB", "IE", "US"]) expect(roleDuties(countryRequirements(["head-chef"], country), country, "formal").join(" "), country).toMatch(/menus.*cook/s);
  });
  it("a deputy head chef is the kitchen's second, not a school's deputy head", () => {
    expect(requirementOccupations("Deputy Head Chef", null)).toEqual(["head-chef"]);
    expect(requirementOccupations("Deputy Head", null)).toEqual(["head-teacher"]);
    expect(isDeputyTitle("Deputy Head Chef")).toBe(true);
    expect(isDeputyTitle("Assistant Head Chef")).toBe(true);
    expect(isDeputyTitle("Head Chef")).toBe(false);
    const duties = roleDuties(countryRequirements(["head-chef"], "GB"), "GB", "formal", "Deputy Head Chef").join(" ");
    expect(duties).toMatch(/help the head chef plan the menus/);
    expect(duties).toMatch(/cook and present/);
    expect(seniorityTasks("head", "en", "formal", true, deputysLead("Deputy Head Chef"))[0]).toMatch(/^You will support the head chef .* stand in for the head chef/);
    expect(seniorityTasks("head", "de", "formal", true, deputysLead("Stellvertretender Küchenchef"))[0]).toMatch(/^Sie unterstützen die Leitung/);
  });
});

describe("a hospital's head of department is a doctor, not a school's", () => {
  it("a clinical specialty in the title names the senior doctor", () => {
    for (const title of ["Head of Department Cardiology", "Cardiology Head of Department", "Head of Department Anaesthetics", "Head of Department Paediatrics"]) {
      expect(requirementOccupations(title, null), title).toEqual(["senior-doctor"]);
    }
    expect(requirementOccupations("Head of Department Mathematics", null)).toEqual(["head-of-department"]);
    expect(requirementOccupations("Head of Department", null)).toEqual(["head-of-department"]);
    // GMC: a consultant post needs the Specialist Register; Ireland's Medical Council its Specialist Division
    expect(countryRequirements(["senior-doctor"], "GB").map((r) => r.en).join(" ")).toMatch(/Specialist Register .*GMC/);
    expect(countryRequirements(["senior-doctor"], "IE").map((r) => r.en).join(" ")).toMatch(/Specialist Division/);
  });
});

describe("the lead said once, and a deputy who stands in for it", () => {
  it("O*NET's directing of the staff's activities is the statement that one leads", () => {
    expect(leadsTeam("You will direct and coordinate activities of nurses, assistants, specialists, residents, and other medical staff.", "en")).toBe(true);
    expect(leadsTeam("You will supervise or coordinate activities of cooks or workers engaged in food preparation.", "en")).toBe(true);
    // directing traffic or calls is no lead, nor a deputy's support
    expect(leadsTeam("You will direct calls to appropriate staff.", "en")).toBe(false);
    expect(leadsTeam("You will support the manager in leading the team and running the day-to-day business, supervise staff and stand in for the manager in their absence.", "en")).toBe(false);
  });
  it("knows the deputy titles of the three languages", () => {
    for (const title of ["Adjunct-afdelingshoofd", "Plaatsvervangend afdelingshoofd", "Plaatsvervangend teamleider", "Stellvertretender Küchenchef", "Deputy Care Home Manager"]) expect(isDeputyTitle(title), title).toBe(true);
    for (const title of ["Afdelingshoofd", "Küchenchef", "Assistant Chef", "Care Home Manager", "Hoofdredacteur"]) expect(isDeputyTitle(title), title).toBe(false);
  });
  it("a deputy's text has no sentence that the reader leads the team as its head", () => {
    const rows = countryRequirements(requirementOccupations("Stellvertretende Stationsleitung", "2221"), "DE");
    const items = composeResponsibilities({ jobTitle: "Stellvertretende Stationsleitung", description: null, onet: null, isco: "2221", language: "de", tone: "formal", country: "DE", seniority: "head", requirementRows: rows }).items;
    expect(items[0]).toMatch(/vertreten sie in ihrer Abwesenheit/);
    expect(items.filter((text) => leadsTeam(text, "de"))).toEqual([]);
  });
  it("a stellvertretende Pflegedienstleitung stands in for the nurse in charge of § 71 SGB XI and keeps no budget", () => {
    const duties = nurseManagerDuties(countryRequirements(["nurse-manager"], "DE"), "DE", "de", "formal", "Stellvertretende Pflegedienstleitung").join(" ");
    expect(duties).toMatch(/vertreten die verantwortliche Pflegefachkraft nach § 71 SGB XI/);
    expect(duties).not.toMatch(/Sie tragen als verantwortliche|Budget/);
    expect(nurseManagerDuties(countryRequirements(["nurse-manager"], "DE"), "DE", "de", "formal", "Pflegedienstleitung").join(" ")).toMatch(/Sie tragen als verantwortliche Pflegefachkraft.*Budget/);
  });
});

describe("a field service technician installs and repairs, and sells nothing", () => {
  it("names ESCO's industrial machinery mechanic in the three languages' titles", () => {
    for (const title of ["Kundendiensttechniker", "Field Service Technician", "Servicetechnicus buitendienst"]) expect(titleSynonym(title)?.isco, title).toBe("7233");
  });
});

describe("a UX designer designs and a product manager owns the product", () => {
  it("the titles name their own requirement occupations, not the software developer's or a niche product's", () => {
    for (const title of ["UX Designer", "UX/UI Designer", "UI/UX Designer (m/w/d)", "User Experience Designer"]) expect(requirementOccupations(title, "2511"), title).toEqual(["ux-designer"]);
    for (const title of ["Product Manager", "Produktmanager (m/w/d)", "Productmanager"]) expect(requirementOccupations(title, "1223"), title).toEqual(["product-manager"]);
    expect(requirementOccupations("Insurance Product Manager", null)).not.toContain("product-manager");
    // a web developer of the same ISCO-08 unit stays a developer
    expect(requirementOccupations("Web Developer", "2513")).toEqual(["software-developer"]);
    // ESCO's user experience analyst, which holds the Dutch label "UX designer", is O*NET's interface designer
    expect(onetChoice("faed411a-f920-4100-86a8-b877928b429c")).toEqual(["15-1255.00"]);
  });
  it("lead with wireframes, prototypes and usability tests, and leave the website's upkeep out", () => {
    const rows = countryRequirements(["ux-designer"], "US");
    expect(roleDuties(rows, "US", "formal").join(" ")).toMatch(/wireframes and interactive prototypes.*usability tests/);
    expect(tasksNotTheRole(["ux-designer"]).has(21708)).toBe(true);
    expect(tasksNotTheRole(["ux-designer"]).has(21688)).toBe(false);
  });
  it("a product manager's roadmap and backlog come first in English", () => {
    const duties = roleDuties(countryRequirements(["product-manager"], "GB"), "GB", "formal").join(" ");
    expect(duties).toMatch(/roadmap/);
    expect(duties).toMatch(/backlog together with engineering and design/);
  });
});

describe("a head of a hospital department is a doctor of the specialty who leads the department", () => {
  it("the specialty the title names is O*NET's occupation of it; none for another unit or no specialty", () => {
    const code = (title: string, isco: string | null = "2212") => medicalSpecialty(title, isco)?.onet ?? null;
    expect(code("Chefarzt Kardiologie")).toBe("29-1212.00");
    expect(code("Head of Department Anaesthetics")).toBe("29-1211.00");
    expect(code("Chefärztin Anästhesiologie und Intensivmedizin")).toBe("29-1211.00");
    expect(code("Head of Department Anesthesiology")).toBe("29-1211.00");
    // the narrower first: a cardiologist of internal medicine, a paediatric surgeon, not a neurologist's "urolog"
    expect(code("Oberarzt Innere Medizin und Kardiologie")).toBe("29-1212.00");
    expect(code("Chefarzt Kinderchirurgie")).toBe("29-1243.00");
    expect(code("Head of Department Paediatrics")).toBe("29-1221.00");
    expect(code("Chefarzt Neurologie")).toBe("29-1217.00");
    expect(code("Chefarzt Orthopädie und Unfallchirurgie")).toBe("29-1242.00");
    expect(code("Head of Department Oncology")).toBe("29-1216.00");
    expect(code("Chefarzt")).toBeNull();
    expect(code("Head of Department Surgery")).toBeNull();
    // not a radiographer's title: the unit is the specialist doctors'
    expect(code("Radiology Technician", "3211")).toBeNull();
  });
  it("the specialists' own nouns are ESCO's specialised doctor, not the veterinary cardiologist or the radiographer", () => {
    for (const [title, language] of [["Cardiologist", "en"], ["Radiologist", "en"], ["Kinderarzt", "de"], ["Radiologe", "de"], ["Cardioloog", "nl"]] as const) {
      expect(titleSynonym(title, language)?.isco, title).toBe("2212");
    }
    expect(medicalSpecialty("Kinderarzt", "2212")?.onet).toBe("29-1221.00");
    expect(medicalSpecialty("Hautärztin", "2212")?.onet).toBe("29-1213.00");
    // Dutch "-loog" and "-iater" are not the start of "-log" and "-iatr": each specialist names their specialty
    expect(medicalSpecialty("Neuroloog", "2212")?.onet).toBe("29-1217.00");
    expect(medicalSpecialty("Radioloog", "2212")?.onet).toBe("29-1224.00");
    expect(medicalSpecialty("Psychiater", "2212")?.onet).toBe("29-1223.00");
    expect(medicalSpecialty("Longarts", "2212")?.nl).toMatch(/longen/);
    expect(titleSynonym("Speech Pathologist", "en")).toBeNull();
  });
  it("the head leads the team, answers for the care's quality and plans the budget, in English and German; a senior doctor does not", () => {
    const rows = (country: string) => countryRequirements(["senior-doctor"], country);
    const head = roleDuties(rows("GB"), "GB", "formal", "Head of Department Cardiology").join(" ");
    expect(head).toMatch(/lead the medical team of senior and junior doctors/);
    expect(head).toMatch(/quality and safety of its care/);
    expect(head).toMatch(/budget/);
    expect(roleDuties(rows("DE"), "DE", "formal", "Chefarzt Kardiologie").join(" ")).toMatch(/budget/);
    expect(roleDuties(rows("US"), "US", "formal", "Head of Department Cardiology").join(" ")).toMatch(/residents/);
    const senior = roleDuties(rows("DE"), "DE", "formal", "Oberarzt").join(" ");
    expect(senior).toMatch(/junior doctors/);
    expect(senior).not.toMatch(/budget/);
    expect(germanDutchRoleDuties(rows("DE"), "DE", "de", "formal", "Chefarzt Kardiologie").join(" ")).toMatch(/Budget .* Krankenhausleitung/);
    // the duties' lead is the role's own: the level's general "lead a team" gives way
    expect(roleDuties(rows("GB"), "GB", "formal", "Head of Department Cardiology").some((text) => leadsTeam(text, "en"))).toBe(true);
  });
});

describe("a Notfallsanitäter works in their own responsibility; ambulance workers have their own sentences", () => {
  it("NotSanG § 4: the scene, the first care, the transport and the handover, not a ward's support of doctors and nurses", () => {
    const duties = germanDutchRoleDuties(countryRequirements(["paramedic"], "DE"), "DE", "de", "informal", "Notfallsanitäterin").join(" ");
    expect(duties).toMatch(/eigenverantwortlich/);
    expect(duties).toMatch(/Du übergibst Patientinnen und Patienten an die Klinik/);
    expect(duties).not.toMatch(/Pflegefachkräfte/);
    // a Rettungssanitäter (no NotSanG row) takes ISCO-08 3258's own sentences, not the health associate professionals'
    const bank = bankFor("3258").flatMap((group) => group.de).join(" ");
    expect(bank).toMatch(/Einsatz/);
    expect(bank).not.toMatch(/Pflegefachkräfte/);
  });
});

describe("the kitchen brigade's branches, and an accountant who does not audit", () => {
  const cookRows = countryRequirements(["cook"], "GB");
  it("a chef de partie runs a section and comes with kitchen experience; a commis and a sous chef have their own duties; a cook none", () => {
    expect(roleDuties(cookRows, "GB", "formal", "Chef de Partie").join(" ")).toMatch(/run your section/);
    expect(roleExperience(cookRows, "GB", "informal", "Chef de Partie")).toBe("You've got experience in a professional kitchen, for example as a commis or demi chef de partie.");
    expect(roleDuties(cookRows, "GB", "formal", "Commis Chef").join(" ")).toMatch(/prepare ingredients/);
    expect(roleExperience(cookRows, "GB", "formal", "Commis Chef")).toBeNull();
    expect(roleDuties(cookRows, "GB", "formal", "Sous Chef").join(" ")).toMatch(/stand in for them/);
    expect(roleDuties(cookRows, "GB", "formal", "Cook")).toEqual([]);
  });
  it("a German and a Dutch chef de partie run their Posten / partie; a Koch and a kok have no branch duties", () => {
    const rows = (country: string) => countryRequirements(["cook"], country);
    expect(germanDutchRoleDuties(rows("DE"), "DE", "de", "informal", "Chef de Partie")[0]).toBe("Du leitest deinen Posten in der Küche, etwa Saucen, Fisch, Fleisch oder Desserts, vor und während des Service.");
    expect(germanDutchRoleDuties(rows("AT"), "AT", "de", "formal", "Postenchef").join(" ")).not.toMatch(/Personalkosten|Speisekarten? (?:und|planen)/);
    expect(germanDutchRoleDuties(rows("NL"), "NL", "nl", "informal", "Chef de partie")[0]).toMatch(/^Je leidt je partie in de keuken/);
    expect(germanDutchRoleDuties(rows("DE"), "DE", "de", "formal", "Koch")).toEqual([]);
    expect(germanDutchRoleDuties(rows("NL"), "NL", "nl", "formal", "Zelfstandig werkend kok")).toEqual([]);
    // six duties of its own: the chefs' sentences (ISCO-08 3434: menus, costs, training) do not fill in
    expect(bankFor("3434", 6).map((entry) => entry.de[0])).not.toContain("Sie ^planen Speisekarten und ^kalkulieren Waren- und Personalkosten.");
  });
  it("an Industriekaufmann buys, sells, plans, books and helps HR; a Bürokaufmann has no such duties", () => {
    const rows = (country: string) => countryRequirements(["office-administrator"], country);
    const duties = germanDutchRoleDuties(rows("DE"), "DE", "de", "formal", "Industriekauffrau");
    expect(duties.join(" ")).toMatch(/beschaffen Material.*erstellen Angebote/s);
    for (const duty of [...duties, ...germanDutchRoleDuties(countryRequirements(["cook"], "DE"), "DE", "de", "formal", "Chef de Partie")]) {
      expect(checkInclusive(duty, "de").findings, duty).toEqual([]);
    }
    expect(germanDutchRoleDuties(rows("AT"), "AT", "de", "informal", "Industriekaufmann")[0]).toMatch(/^Du beschaffst/);
    expect(germanDutchRoleDuties(rows("DE"), "DE", "de", "formal", "Bürokaufmann")).toEqual([]);
  });
  it("an accountant's profile loses the auditor's tasks; an auditor keeps them", () => {
    expect(tasksNotTheRole(["accountant"], "Junior Accountant").has(21507)).toBe(true);
    expect(tasksNotTheRole(["accountant"], "Internal Auditor").size).toBe(0);
  });
});

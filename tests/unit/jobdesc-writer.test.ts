import { describe, expect, it } from "vitest";
import { composeRequirements, composeResponsibilities, titleSuggestions, type OnetData } from "../../app/lib/jobdesc/compose";
import { dutchYou, germanDu } from "../../app/lib/jobdesc/grammar";
import { bankFor } from "../../app/lib/jobdesc/writer/task-bank";
import { roleDuties } from "../../app/lib/jobdesc/writer/role-duties";
import { countryRequirements } from "../../app/lib/jobdesc/country-requirements";

const GERMAN =
  "Krankenpfleger/Krankenschwestern fördern die Patientengesundheit und stellen sie wieder her, indem sie Patienten unterstützen. Sie beaufsichtigen zudem die zugewiesenen Teammitglieder.";
const DUTCH =
  "Algemeen verpleegkundigen zijn verantwoordelijk voor het bevorderen van de gezondheid van patiënten. Zij houden ook toezicht op hun teamleden.";

describe("verb forms for the reader (issue 13 §2 tone)", () => {
  it("German 3rd plural → du", () => {
    expect(["fördern", "arbeiten", "nutzen", "stellen", "sind", "unterhalten", "beraten", "planen"].map(germanDu)).toEqual([
      "förderst", "arbeitest", "nutzt", "stellst", "bist", "unterhältst", "berätst", "planst",
    ]);
  });
  it("German du: werben, laden and flechten change their vowel; schalten, pressen, beantragen are regular", () => {
    // Duden's conjugation tables: du wirbst, du lädst, du flichtst; du schaltest, du presst, du beantragst
    expect(["werben", "erwerben", "entladen", "flechten", "schalten", "pressen", "beantragen", "beauftragen", "veranlassen"].map(germanDu)).toEqual([
      "wirbst", "erwirbst", "entlädst", "flichtst", "schaltest", "presst", "beantragst", "beauftragst", "veranlasst",
    ]);
  });
  it("Dutch 3rd plural → je/u", () => {
    expect(["zorgen", "maken", "geven", "stellen", "zijn", "houden", "beheren", "lezen", "zetten", "controleren"].map(dutchYou)).toEqual([
      "zorgt", "maakt", "geeft", "stelt", "bent", "houdt", "beheert", "leest", "zet", "controleert",
    ]);
    // "oe" and "ie" before -ren are one vowel: an administratief medewerker read "U voeert … uit"
    expect(["voeren", "uitvoeren", "vieren", "leren", "evalueren"].map(dutchYou)).toEqual(["voert", "uitvoert", "viert", "leert", "evalueert"]);
  });
});

const onet = (tasks: [string, boolean, number?][], extra: Partial<OnetData> = {}): OnetData => ({
  code: "00-0000.00",
  title: "Registered Nurses",
  tasks: tasks.map(([text, core, id], i) => ({ id: id ?? i, text, core })),
  skills: ["2.B.1.a", "2.A.1.b", "2.B.1.b", "2.A.2.b"],
  jobZone: 3,
  technologies: [],
  ...extra,
});

describe("composition (deterministic, issue 41 §2)", () => {
  const base = { jobTitle: "Pflegefachkraft", description: GERMAN, onet: onet([]), isco: "2221" } as const;
  it("German: ESCO's sentences first, then the ISCO group's, in the reader's tone", () => {
    const informal = composeResponsibilities({ ...base, language: "de", tone: "informal" });
    expect(informal.intro).toBe("Als Pflegefachkraft erwarten dich diese Aufgaben:");
    // ESCO's supervisor sentence ("beaufsichtigen zudem die zugewiesenen Teammitglieder") is left out of a staff role
    expect(informal.items.slice(0, 2)).toEqual([
      "Du förderst die Patientengesundheit und stellst sie wieder her.",
      "Du planst die Pflege und Behandlung von Patientinnen und Patienten und setzt sie um.",
    ]);
    expect(informal.items).toHaveLength(6);
    const formal = composeResponsibilities({ ...base, language: "de", tone: "formal" });
    expect(formal.intro).toBe("Als Pflegefachkraft erwarten Sie diese Aufgaben:");
    expect(formal.items[1]).toBe("Sie planen die Pflege und Behandlung von Patientinnen und Patienten und setzen sie um.");
  });
  it("ESCO's supervisor sentences only for a lead role, in German and Dutch as in English (issue 50 §2)", () => {
    const staff = composeResponsibilities({ ...base, language: "de", tone: "informal" });
    const lead = composeResponsibilities({ ...base, language: "de", tone: "informal", seniority: "lead" });
    expect(staff.items.join(" ")).not.toMatch(/beaufsichtig/);
    // ESCO's "zudem" points back to a sentence the ad may not hold: it goes (compose.ts, withoutGermanAlso)
    expect(lead.items).toContain("Du beaufsichtigst die zugewiesenen Teammitglieder.");
    const nl = { ...base, jobTitle: "Verpleegkundige", description: DUTCH, language: "nl", tone: "informal" } as const;
    expect(composeResponsibilities(nl).items.join(" ")).not.toMatch(/toezicht/);
    expect(composeResponsibilities({ ...nl, seniority: "lead" }).items).toContain("Je houdt ook toezicht op je teamleden.");
  });
  it("Dutch: possessives follow the tone; the title is lower-case in running text", () => {
    const je = composeResponsibilities({ ...base, jobTitle: "Verpleegkundige", description: DUTCH, language: "nl", tone: "informal" });
    expect(je.intro).toBe("Dit ga je doen als verpleegkundige:");
    expect(je.items[0]).toBe("Je bent verantwoordelijk voor het bevorderen van de gezondheid van patiënten.");
    // a lead role keeps ESCO's supervisor sentence: there the possessive follows the tone
    const je2 = composeResponsibilities({ ...base, jobTitle: "Verpleegkundige", description: DUTCH, language: "nl", tone: "informal", seniority: "lead" });
    expect(je2.items).toContain("Je houdt ook toezicht op je teamleden.");
    const u = composeResponsibilities({ ...base, jobTitle: "Verpleegkundige", description: DUTCH, language: "nl", tone: "formal", seniority: "lead" });
    expect(u.items).toContain("U houdt ook toezicht op uw teamleden.");
  });
  it("English: core tasks first in O*NET's order, the title's narrowing words lift theirs, never the alphabet or the task id; articles added", () => {
    // in O*NET's file order (most important first), with task ids that are not (ids follow the date a statement was written)
    const tasks = onet([
      ["Administer medications to patients.", true, 6],
      ["Analyze patient data.", false, 1],
      ["Bake bread.", true, 7],
      ["Clean the ward.", true, 2],
      ["Coordinate installation of patient monitoring system.", true, 3],
      ["Educate families.", true, 5],
      ["Support nurse colleagues on the ward.", true, 4],
    ]);
    const formal = composeResponsibilities({ ...base, jobTitle: "Nurse", onet: tasks, language: "en", tone: "formal" });
    expect(formal.intro).toBe("As a nurse, you will take on the following responsibilities:");
    // "nurse" names O*NET's occupation (Registered Nurses): a task that happens to say it is no closer to the job
    expect(formal.items).toEqual([
      "You will administer medications to patients.",
      "You will bake bread.",
      "You will clean the ward.",
      "You will coordinate the installation of patient monitoring system.",
      "You will educate families.",
      "You will support nurse colleagues on the ward.",
    ]);
    // "ward" narrows it: the ward's tasks lead, in O*NET's order
    const ward = composeResponsibilities({ ...base, jobTitle: "Ward Nurse", onet: tasks, language: "en", tone: "formal" });
    expect(ward.items.slice(0, 2)).toEqual(["You will clean the ward.", "You will support nurse colleagues on the ward."]);
    const informal = composeResponsibilities({ ...base, jobTitle: "Nurse", onet: tasks, language: "en", tone: "informal" });
    expect(informal.intro).toBe("Here's what you'll do as a nurse:");
    expect(informal.items[0]).toBe("You'll administer medications to patients.");
    // the supplemental task comes only when the core ones run out; "keep it short" gives five
    expect(composeResponsibilities({ ...base, jobTitle: "Nurse", onet: tasks, language: "en", tone: "formal", instructions: "keep it short" }).items).toHaveLength(5);
    expect(formal.items.join(" ")).not.toContain("Analyze");
  });
  it("English: a task that names the occupation's place does not lead; of two occupations O*NET joins, the title's leads", () => {
    // a receptionist's ad opened with O*NET's "Perform duties, such as taking care of plants or straightening magazines to maintain lobby or reception area"
    const reception = onet(
      [
        ["Operate telephone switchboard to answer, screen, or forward calls.", true],
        ["Greet persons entering establishment.", true],
        ["Schedule appointments.", true],
        ["Take care of plants to maintain lobby or reception area.", true],
      ],
      { title: "Receptionists and Information Clerks" },
    );
    const receptionist = composeResponsibilities({ ...base, isco: "4226", jobTitle: "Receptionist", onet: reception, language: "en", tone: "formal" });
    expect(receptionist.items.slice(0, 4).map((i) => i.split(" ")[2])).toEqual(["operate", "greet", "schedule", "take"]);
    // "Accountants and Auditors": an accountant's ad leads with the accounts, an auditor's task goes after
    const accounts = onet(
      [
        ["Prepare detailed reports on audit findings.", true],
        ["Confer with company officials about financial matters.", true],
        ["Review accounts for discrepancies and reconcile differences.", true],
        ["Establish tables of accounts and assign entries to proper accounts.", true],
        ["Develop and document accounting systems.", true],
      ],
      { title: "Accountants and Auditors" },
    );
    const accountant = composeResponsibilities({ ...base, isco: "2411", jobTitle: "Accountant", onet: accounts, language: "en", tone: "formal" });
    expect(accountant.items.slice(0, 4).map((i) => i.split(" ")[2])).toEqual(["review", "establish", "develop", "confer"]);
    expect(accountant.items.findIndex((i) => /audit/.test(i))).toBe(4);
  });
  it("English: O*NET's supplemental tasks before the general sentences", () => {
    // a forklift operator read "You will carry out the core tasks of the role carefully …" while O*NET lists seven more of its tasks
    const trucks = onet(
      [
        ["Move controls to drive electric-powered trucks.", true],
        ["Inspect product load for accuracy.", true],
        ["Weigh materials or products and record weight on tags.", false],
        ["Perform routine maintenance on vehicles.", false],
      ],
      { title: "Industrial Truck and Tractor Operators" },
    );
    const forklift = composeResponsibilities({ ...base, isco: "8344", jobTitle: "Forklift Operator", onet: trucks, language: "en", tone: "formal" });
    expect(forklift.items.slice(0, 4).map((i) => i.split(" ")[2])).toEqual(["move", "inspect", "weigh", "perform"]);
  });
  it("English: a staff nurse is not asked to diagnose or prescribe (advanced practice); a nurse practitioner is", () => {
    const acute = onet(
      [
        ["Diagnose acute or chronic conditions.", true],
        ["Administer blood transfusions, monitoring patients for adverse reactions.", true],
        ["Interpret information obtained from electrocardiograms or radiographs.", true],
        ["Document data related to patients' care.", true],
      ],
      { title: "Acute Care Nurses" },
    );
    const staff = composeResponsibilities({ ...base, jobTitle: "Staff Nurse", onet: acute, language: "en", tone: "formal", country: "IE" });
    expect(staff.items.join(" ")).not.toMatch(/diagnose|radiographs/i);
    expect(staff.items.join(" ")).toMatch(/transfusions/);
    const practitioner = composeResponsibilities({ ...base, jobTitle: "Advanced Nurse Practitioner", onet: acute, language: "en", tone: "formal", country: "IE" });
    expect(practitioner.items.join(" ")).toMatch(/diagnose/i);
  });
  it("requirements: training of the country, skills as sentences, experience, language", () => {
    const de = composeRequirements({ ...base, language: "de", tone: "informal" });
    expect(de.intro).toBe("Das bringst du mit:");
    expect(de.items[0]).toContain("Pflegeberufegesetz");
    expect(de.items.slice(1, 4)).toEqual([
      "Du bist einfühlsam und nimmst wahr, wie es anderen geht.",
      "Du hörst aufmerksam zu und fragst gezielt nach.",
      "Du stimmst deine Arbeit mit anderen ab und hältst alle auf dem Laufenden.",
    ]);
    expect(de.items.at(-1)).toBe("Du sprichst und schreibst sehr gut Deutsch (mindestens B2).");
    const craft = composeRequirements({ ...base, isco: "7411", language: "nl", tone: "formal" });
    expect(craft.items[0]).toBe("U heeft een afgeronde mbo-opleiding (niveau 2–4) in een passende richting.");
  });
  it("without reference data: general sentences, marked as not from the reference, still five", () => {
    const fallback = composeResponsibilities({ jobTitle: "X", description: null, onet: null, language: "nl", tone: "informal" });
    expect(fallback.fromReference).toBe(false);
    expect(fallback.items[0]).toBe("Je voert de kerntaken van de functie zelfstandig en zorgvuldig uit.");
    expect(fallback.items).toHaveLength(5);
  });
  it("a title the check flags is not repeated in the writer's sentence", () => {
    expect(composeResponsibilities({ ...base, jobTitle: "Krankenpfleger", language: "de", tone: "formal" }).intro).toBe("Diese Aufgaben erwarten Sie:");
    expect(composeResponsibilities({ ...base, jobTitle: "Krankenpfleger (m/w/d)", language: "de", tone: "formal" }).intro).toBe(
      "Als Krankenpfleger (m/w/d) erwarten Sie diese Aufgaben:",
    );
  });
  it("suggestions: distinct labels, split pairs, gender-inclusive in German", () => {
    expect(titleSuggestions(["Koch/Köchin", "Koch/Köchin", "Küchenhilfe", "Pflegefachkraft"], "Pflegefachkraft", "de")).toEqual([
      "Koch (m/w/d)",
      "Köchin",
      "Küchenhilfe",
    ]);
  });
});

describe("the writer's judgement on a probe of real occupations (issue 50 §2, §4, §5)", () => {
  const de = { jobTitle: "X", description: null, onet: null, language: "de" as const, tone: "formal" as const };
  it("a forklift driver (ISCO-08 8344) gets the warehouse's tasks, not a road driver's routes and driving hours", () => {
    const text = composeResponsibilities({ ...de, jobTitle: "Staplerfahrer", isco: "8344", tone: "informal" }).items.join(" ");
    expect(text).toMatch(/Gabelstapler/);
    expect(text).not.toMatch(/Routen|Lenk- und Ruhezeiten|Personen/);
    const requirements = composeRequirements({ ...de, jobTitle: "Staplerfahrer", isco: "8344", onet: onet([["Move goods.", true]], { skills: ["2.B.3.h"] }) }).items.join(" ");
    expect(requirements).not.toMatch(/Verkehr/);
  });
  it("a care assistant (53) is not asked to advise customers; a marketing student (2431) writes no annual accounts", () => {
    const care = composeResponsibilities({ ...de, jobTitle: "Pflegehelfer", isco: "5321" }).items.join(" ");
    expect(care).toMatch(/Körperpflege/);
    expect(care).not.toMatch(/Kundinnen|Kernaufgaben/);
    const careSkills = composeRequirements({ ...de, jobTitle: "Pflegehelfer", isco: "5321", onet: onet([["Help.", true]], { skills: ["2.B.1.f"] }) }).items.join(" ");
    expect(careSkills).toMatch(/helfen Menschen gern/);
    const marketing = composeResponsibilities({ ...de, jobTitle: "Werkstudent Marketing", isco: "2431" }).items.join(" ");
    expect(marketing).toMatch(/Kampagnen/);
    expect(marketing).not.toMatch(/Abschlüsse/);
    expect(composeResponsibilities({ ...de, jobTitle: "Buchhalter", isco: "2411" }).items.join(" ")).toMatch(/Abschlüsse/);
  });
  it("outside the US, O*NET's tasks that name US law or institutions are left out", () => {
    const tasks = onet([
      ["Maintain logs of working hours, following applicable state and federal regulations.", true, 1],
      ["Drive trucks to deliver goods.", true, 2],
      ["Collaborate in the revision of elementary school programs.", true, 3],
    ]);
    const gb = composeResponsibilities({ ...de, jobTitle: "Driver", isco: "8332", onet: tasks, language: "en", country: "GB" }).items.join(" ");
    expect(gb).not.toMatch(/federal|elementary/);
    expect(gb).toMatch(/primary school programs/);
    const us = composeResponsibilities({ ...de, jobTitle: "Driver", isco: "8332", onet: tasks, language: "en", country: "US" }).items.join(" ");
    expect(us).toMatch(/state and federal regulations/);
  });
  it("a tool the country's rows already ask for is not asked again", () => {
    const rows = [{ kind: "certificate", en: "You know the HACCP hygiene rules well.", de: "Sie ^haben sichere Kenntnisse der HACCP-Hygieneregeln.", nl: "{S} {heeft} kennis van HACCP." }];
    const text = composeRequirements({ ...de, jobTitle: "Koch", isco: "5120", tools: ["HACCP"], requirementRows: rows as never }).items.join(" ");
    expect(text.match(/HACCP/g)).toHaveLength(1);
  });
});

describe("people management is a lead role's (issue 50 §2), whatever the verb", async () => {
  const { managesPeople } = await import("../../app/lib/jobdesc/writer/management");
  const { trainingLevel } = await import("../../app/lib/jobdesc/writer/training");
  it("English: oversee, supervise, direct, manage staff, lead a team, staffing and appraisals — with people as the object", () => {
    for (const task of [
      "Oversee regional and local sales managers and their staffs.",
      "Plan and direct staffing, training, and performance evaluations to develop and control sales and service programs.",
      "Supervise and coordinate activities of sales workers.",
      "Direct activities of workers who perform duties, such as landscaping.",
      "Plan, organize, or manage the work of subordinate staff.",
      "Manage sales team, including setting goals.",
      "Lead teams by serving as captain.",
      "Assign employees to specific duties.",
      "Conduct staff performance evaluations.",
    ])
      expect(managesPeople(task, "en"), task).toBe(true);
    for (const task of [
      "Oversee the maintenance and repair of machinery, equipment, and electrical and mechanical systems.",
      "Direct, coordinate, and review sales and service accounting and record-keeping, as well as receiving and shipping.",
      "Answer telephones and direct calls to appropriate staff.",
      "Train new employees.",
      "Assign lockers to employees and maintain locker rooms.",
      "Resolve customer complaints regarding sales and service.",
    ])
      expect(managesPeople(task, "en"), task).toBe(false);
  });
  it("German and Dutch: ESCO's phrases and our managers' sentences", () => {
    expect(managesPeople("Sie verwalten das Personal, überwachen die Verkäufe.", "de")).toBe(true);
    expect(managesPeople("Du begleitest dein Team im Alltag und unterstützt Kolleginnen und Kollegen in ihrer Entwicklung.", "de")).toBe(true);
    expect(managesPeople("Sie stimmen sich eng mit anderen Abteilungen und der Geschäftsleitung ab.", "de")).toBe(false);
    expect(managesPeople("U begeleidt uw team en ondersteunt collega's in hun ontwikkeling.", "nl")).toBe(true);
    expect(managesPeople("Zij managen werknemers en delen het tijdschema mee.", "nl")).toBe(true);
    expect(managesPeople("U verbetert werkprocessen samen met het team.", "nl")).toBe(false);
  });
  it("a senior manager's O*NET task and our managers' sentence are left out; a lead keeps them", () => {
    const tasks = onet([["Oversee regional and local sales managers and their staffs.", true, 1], ["Resolve customer complaints regarding sales and service.", true, 2]], { title: "Sales Managers", jobZone: 4 });
    const senior = { jobTitle: "Senior Sales Manager", description: null, onet: tasks, isco: "1221", seniority: "senior" } as const;
    expect(composeResponsibilities({ ...senior, language: "en", tone: "formal" }).items.join(" ")).not.toMatch(/oversee/i);
    expect(composeResponsibilities({ ...senior, seniority: "lead", language: "en", tone: "formal" }).items.join(" ")).toMatch(/oversee regional/);
    expect(composeResponsibilities({ ...senior, language: "de", tone: "formal" }).items.join(" ")).not.toMatch(/Ihr Team/);
    expect(composeResponsibilities({ ...senior, language: "nl", tone: "formal" }).items.join(" ")).not.toMatch(/uw team/);
  });
  it("managers (ISCO-08 1, but 14) are at skill level 4: a degree in job zone 4, as O*NET says", () => {
    expect(trainingLevel(4, "1221")).toBe("bachelor");
    expect(trainingLevel(5, "1120")).toBe("master");
    // hospitality and retail managers: the third level
    expect(trainingLevel(4, "1420")).toBe("advanced-vocational");
    const us = composeRequirements({ jobTitle: "Senior Sales Manager", description: null, onet: onet([], { jobZone: 4 }), isco: "1221", seniority: "senior", country: "US", language: "en", tone: "formal" });
    expect(us.items[0]).toBe("You hold a bachelor's degree in a relevant field or a comparable qualification.");
  });
});

describe("O*NET's US spelling in British spelling for an English ad outside the US", async () => {
  const { britishSpelling } = await import("../../app/lib/jobdesc/writer/british");
  it("the spellings O*NET's tasks use; words whose British form depends on meaning are left alone", () => {
    expect(britishSpelling("Maneuver trucks into loading positions.")).toBe("Manoeuvre trucks into loading positions.");
    expect(britishSpelling("Analyze behavior of organizations, color and fiber molds at the center.")).toBe(
      "Analyse behaviour of organisations, colour and fibre moulds at the centre.",
    );
    expect(britishSpelling("Provide counseling; labeling of anesthesia tires.")).toBe("Provide counselling; labelling of anaesthesia tyres.");
    // size, seize and prize are not the suffix; a computer program, a gas meter and a name stay
    expect(britishSpelling("Resize oversized loads, seize goods and award prizes.")).toBe("Resize oversized loads, seize goods and award prizes.");
    expect(britishSpelling("Write computer programs and read meters for the World Health Organization.")).toBe(
      "Write computer programs and read meters for the World Health Organization.",
    );
    // licence is the noun, to license the verb
    expect(britishSpelling("Investigate alleged license violations and administer tests to license applicants.")).toBe(
      "Investigate alleged licence violations and administer tests to license applicants.",
    );
  });
  it("US short tons in tonnes (13 × 0.907 = 11.8)", () => {
    expect(britishSpelling("Drive trucks with capacities greater than 13 tons.")).toBe("Drive trucks with capacities greater than 11.8 tonnes.");
  });
  it("the writer spells British for GB, IE and other countries, American for the US", () => {
    const tasks = onet([["Maneuver trucks into loading or unloading positions.", true, 1], ["Drive trucks with capacities greater than 13 tons.", true, 2]], { title: "Heavy and Tractor-Trailer Truck Drivers" });
    const input = { jobTitle: "HGV Class 1 Driver", description: null, onet: tasks, isco: "8332", language: "en", tone: "formal" } as const;
    for (const country of ["GB", "IE", "NL"]) {
      const text = composeResponsibilities({ ...input, country }).items.join(" ");
      // a road truck is a lorry in Great Britain only; Ireland says truck as often
      expect(text, country).toContain(country === "GB" ? "You will manoeuvre lorries" : "You will manoeuvre trucks");
      expect(text, country).toContain("greater than 11.8 tonnes");
    }
    const us = composeResponsibilities({ ...input, country: "US" }).items.join(" ");
    expect(us).toContain("You will maneuver trucks");
    expect(us).toContain("greater than 13 tons");
  });
});

describe("German ESCO sentences split only at a new verb", () => {
  it("an article in -en after a comma starts an object, not a verb; 'Sie können …' is no task", () => {
    const description =
      "Manager im Bereich soziale Dienste sind für die strategische und operative Leitung verantwortlich. Sie fördern soziale Arbeit und soziale Fürsorge. Sie pflegen Kontakte zu Behörden, einen regelmäßigen Austausch mit Angehörigen und die Zusammenarbeit mit Ärzten. Sie können dafür verantwortlich sein, einen Beitrag zur Entwicklung der regionalen bzw. staatlichen Politik zu leisten.";
    const items = composeResponsibilities({ jobTitle: "Heimleitung", description, onet: null, isco: "1344", language: "de", tone: "formal" }).items;
    expect(items).not.toContainEqual(expect.stringMatching(/^Sie (einen|können)\b/));
    expect(items).toContainEqual(expect.stringMatching(/^Sie pflegen Kontakte zu Behörden, einen regelmäßigen Austausch/));
  });
});

describe("Dutch ESCO sentences keep one verb form", () => {
  it("a plural verb after 'en' before 'leiding' is left out with its sentence", () => {
    const description =
      "Afdelingsmanagers zijn verantwoordelijk voor de activiteiten van een bepaalde divisie of afdeling van een bedrijf. Ze zorgen ervoor dat de doelstellingen en doelen worden bereikt en geven leiding aan de werknemers.";
    const items = composeResponsibilities({ jobTitle: "Afdelingshoofd", description, onet: null, isco: "1219", language: "nl", tone: "formal", seniority: "head", occupationLabel: "afdelingsmanager" }).items;
    expect(items.join(" ")).not.toMatch(/en geven leiding/);
    expect(items).toContain("U bent verantwoordelijk voor de activiteiten van een bepaalde divisie of afdeling van een bedrijf.");
  });
});

describe("the ISCO group's sentences of the roles that run a kitchen, a shop or a restaurant", () => {
  it("chefs, shop and restaurant managers have their own, not the technicians' or only the managers' group", () => {
    expect(bankFor("3434")[0].de.join(" ")).toMatch(/Speisekarten/);
    expect(bankFor("3434")[0].de.join(" ")).not.toMatch(/Messungen/);
    expect(bankFor("1420")[0].de.join(" ")).toMatch(/Sortiment/);
    expect(bankFor("1420")[0].nl.join(" ")).toMatch(/winkel/);
    expect(bankFor("1412")[0].de.join(" ")).toMatch(/Gäste/);
    expect(bankFor("3122")[0].de.join(" ")).toMatch(/Schichten/);
    expect(bankFor("3123")[0].nl.join(" ")).toMatch(/bouwplaats/);
    expect(bankFor("3123")[0].de.join(" ")).not.toMatch(/Messungen/);
  });
});

describe("a care home manager in England", () => {
  it("runs the home to the CQC's standards and safeguards residents, not an agency's community work", () => {
    const rows = countryRequirements(["care-home-manager"], "GB");
    const duties = roleDuties(rows, "GB", "informal").join(" ");
    expect(duties).toMatch(/^You'll run the home/);
    expect(duties).toMatch(/Care Quality Commission/);
    expect(duties).toMatch(/safeguarding/);
    expect(roleDuties(countryRequirements(["care-home-manager"], "DE"), "DE", "formal")).toEqual([]);
    expect(roleDuties(countryRequirements(["registered-nurse"], "GB"), "GB", "formal")).toEqual([]);
    const tasks = composeResponsibilities({ jobTitle: "Care Home Manager", description: null, onet: onet([["Speak to community groups to explain and interpret agency purposes, programs, and policies.", true]]), isco: "1344", language: "en", tone: "formal", country: "GB", seniority: "head", requirementRows: rows }).items;
    expect(tasks.slice(2, 4).join(" ")).toMatch(/run the home.*Care Quality Commission/);
  });
});

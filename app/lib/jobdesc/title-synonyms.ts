import type { JobdescLanguage } from "./constants";
import { REQUIREMENTS, fold } from "./country-requirements";

/**
 * Common titles that ESCO v1.0.8 does not hold as a label (or holds for an occupation they
 * rarely mean), and the ESCO occupation each one names. A row only where the label index finds a
 * wrong occupation and no requirement occupation (requirements/country-requirements.json) names
 * the title; each names the ESCO concept, its ISCO-08 unit and the evidence. A title matches when
 * it is one of `titles` (lower case, no accents) as a whole: "Sachbearbeiter Einkauf" is left to
 * the index, which finds ESCO's "Einkaufssachbearbeiter" (purchaser).
 */
export interface TitleSynonym {
  titles: string[];
  /**
   * ESCO concept uuid (http://data.europa.eu/esco/occupation/<uuid>) and its English preferred
   * label; null where ESCO has no such occupation (the Dutch production planner): the ISCO-08 unit
   * then finds the O*NET profile and the task bank's sentences, and there is no ESCO description
   */
  escoUuid: string | null;
  esco: string | null;
  isco: string;
  evidence: string;
  /** only in these text languages: the Dutch "chauffeur" drives goods, the German one people */
  languages?: JobdescLanguage[];
  /**
   * the O*NET occupation's title, where escoUuid is null: no ESCO labels rank the unit's codes, and
   * the typed word alone picked a narrow one (a machine operator's extruding machines)
   */
  onetTitle?: string;
  /**
   * where escoUuid is null and the catalogue keeps a built-in title for the occupation ESCO lacks
   * (lib/catalogue/builtin-job-titles.ts ESCO_GAP_TITLES, "hw-" and this slug): the job-title look-up
   * puts that title first, as it puts a row's ESCO occupation first (decision 088)
   */
  gapTitle?: string;
  /**
   * O*NET task ids of the profile that the title's holder does first, where O*NET's own order
   * puts another branch of the occupation first (a solicitor advises and drafts; O*NET's lawyers
   * open with court work) — as lib/jobdesc/field-managers.ts for a field's head
   */
  leads?: number[];
  /**
   * the O*NET-SOC occupation the title names inside the ESCO occupation's, where ESCO has no
   * occupation of its own for it (a critical care nurse is ESCO's general nurse, O*NET's 29-1141.03):
   * it wins over lib/jobdesc/onet-choice.ts's choice for the ESCO occupation
   */
  onet?: string[];
}

export const TITLE_SYNONYMS: TitleSynonym[] = [
  {
    titles: ["vertriebsleiter", "vertriebsleiterin", "vertriebsleitung", "leiter vertrieb", "leiterin vertrieb", "verkaufsleiter", "verkaufsleiterin"],
    escoUuid: "a7594892-ff23-4e2a-aedf-2f967ebca15c",
    esco: "sales manager",
    isco: "1221",
    evidence:
      "ESCO gives the bare \"Vertriebsleiter/Vertriebsleiterin\" as preferred label to the distribution manager (ISCO 1324, logistics), and \"Vertrieb\" found the commercial sales representative (visits customers); a Vertriebsleiter in German ads leads the sales team, ESCO's sales manager (Führungskraft im Vertrieb, alternative labels Vertriebsleiter, Verkaufsleiter; ISCO-08 1221)",
  },
  {
    titles: [
      "filialleitung", "stellvertretende filialleitung", "stellvertretender filialleiter", "stellvertretende filialleiterin",
      "marktleiter", "marktleiterin", "marktleitung", "stellvertretender marktleiter", "stellvertretende marktleiterin",
      "filiaalmanager", "assistent filiaalmanager", "adjunct filiaalmanager",
    ],
    escoUuid: "9e81adde-9983-44fa-b74b-c548d0dbfbdd",
    esco: "shop manager",
    isco: "1420",
    evidence:
      "ESCO's shop manager (Ladenmanager, Verkaufsstellenleiter; English alternative labels store manager, deputy store manager; ISCO-08 1420) runs a shop's operations and staff; \"Filialleitung\", \"Marktleiter\" (a supermarket's) and \"filiaalmanager\" are not among its labels: \"Stellvertretende Filialleitung\" matched no occupation and \"Filiaalmanager\" an insurance branch manager",
  },
  {
    titles: [
      "schichtleiter produktion", "schichtleiterin produktion", "schichtfuhrer produktion", "teamleiter produktion", "teamleiterin produktion",
      "ploegleider", "ploegleider productie", "production team leader", "production shift leader",
    ],
    escoUuid: "40517ed4-2769-4283-a15b-4b0d939bd2d3",
    esco: "production supervisor",
    isco: "3122",
    evidence:
      "ESCO's production supervisor (Produktionsleiter, productieleider; alternative labels production team leader, teamleider productie, voorman productie; ISCO-08 3122 manufacturing supervisors); \"Schichtleiter Produktion\" found an open-pit mine's shift supervisor (Tagebau) and \"Ploegleider productie\" a construction supervisor (\"ploegleider ruwbouw\")",
  },
  {
    titles: ["vorarbeiter bau", "vorarbeiterin bau", "vorarbeiter hochbau", "vorarbeiterin hochbau", "polier", "polierin", "polier hochbau", "polierin hochbau"],
    escoUuid: "046574a1-9bb3-4a80-8a7b-83dc7db1dae2",
    esco: "bricklaying supervisor",
    isco: "3123",
    evidence:
      "a Vorarbeiter or Polier in building construction leads a crew of skilled workers on site (BERUFENET: Polier/in, Vorarbeiter/in Bau); ESCO's Maurerpolier (bricklaying supervisor, ISCO-08 3123 construction supervisors) is the building trades' one, while \"Vorarbeiter Bau\" found an earth driller (Bohrlöcher für die Gewinnung von Erzen)",
  },
  {
    titles: ["general manager", "operations", "head of operations", "operations director", "director of operations", "bedrijfsleider"],
    escoUuid: "544cd9cf-e2ee-4ac0-8a02-7147af6b97d7",
    esco: "business manager",
    isco: "1120",
    evidence:
      "ESCO's business manager (ISCO-08 1120; alternative labels general manager, operations manager) runs a business or unit; ESCO also gives \"general manager\" to the gambling manager, whose casino tasks (\"remove suspected cheaters, such as card counters\") a GB General Manager's ad read, \"Head of Operations\" left \"Operations\", which found a welding machine operator, and the bare Dutch \"bedrijfsleider\" found the farm manager (\"bedrijfsleider in de landbouw\": plants, animals, seasons)",
  },
  {
    titles: ["restaurantleiter", "restaurantleiterin", "restaurantleitung", "leidinggevende horeca", "bedrijfsleider horeca", "manager horeca"],
    escoUuid: "d5eb6150-bbff-4a9c-9d0c-21eab4dbe2b6",
    esco: "restaurant manager",
    isco: "1412",
    evidence:
      "ESCO holds the restaurant manager as Restaurantmanager/Restaurantmanagerin (ISCO-08 1412 restaurant managers); the German ads' Restaurantleiter matched no occupation, nor did the Dutch \"leidinggevende horeca\" (ESCO's \"bedrijfsleider horecagelegenheid\" is the accommodation manager's label, a hotel's)",
  },
  {
    titles: ["afdelingshoofd", "diensthoofd", "afdelingschef"],
    escoUuid: "94e0bedd-e56e-42be-a5a4-b74a260f437c",
    esco: "department manager",
    isco: "1219",
    evidence:
      "ESCO gives \"afdelingshoofd\" as an alternative label to both the department manager (afdelingsmanager, ISCO-08 1219) and the university department head (voorzitter universiteitsdepartement, 1345); an afdelingshoofd without a field is the department manager, not a university's",
  },
  {
    titles: ["sachbearbeiter", "sachbearbeiterin"],
    escoUuid: "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2",
    esco: "office clerk",
    isco: "4110",
    evidence:
      "ESCO gives the bare \"SachbearbeiterIn\" only to the policy officer (ISCO 2422); a Sachbearbeiter without a field is a general office clerk (ISCO-08 4110), as ESCO's compounds are clerks of theirs (Steuer- and Versicherungssachbearbeiter 4312, Verkaufssachbearbeiter 4311, Personalsachbearbeiter 4416)",
  },
  {
    titles: [
      "produktionsmitarbeiter", "produktionsmitarbeiterin", "mitarbeiter produktion", "mitarbeiterin produktion",
      // National Careers Service "Production worker" / "Factory worker": machines, packing, checks; the
      // index found a tablet maker and cutting-machine operators
      "production operative", "production worker", "factory worker", "factory operative",
    ],
    escoUuid: "245be6d1-fe9a-4ac8-9f81-122a687e4724",
    esco: "factory hand",
    isco: "9329",
    evidence:
      "ESCO holds \"Produktionsmitarbeiter\" only inside product compounds (Fisch-, Kaugummi-, Apfelwein-, Zigarrenproduktionsmitarbeiter, ISCO 8160/8183), so the bare title found the fish production worker; a production worker without a product is ESCO's factory hand (Fabrikhilfsarbeiter, alternative labels Produktionshelfer, Produktionshilfskraft; ISCO-08 9329 manufacturing labourers)",
  },
  {
    titles: [
      "cleaner", "office cleaner", "commercial cleaner", "contract cleaner", "cleaning operative",
      "reinigungskraft", "reinigungskrafte", "raumpfleger", "raumpflegerin", "reinigungsmitarbeiter", "reinigungsmitarbeiterin", "mitarbeiter reinigung",
    ],
    escoUuid: "303a1e34-cb16-4054-b323-81e5eec17397",
    esco: "building cleaner",
    isco: "9112",
    evidence:
      "a cleaner without an object cleans offices and buildings (ISCO-08 9112 cleaners and helpers in offices, hotels and other establishments; ESCO's building cleaner holds \"office cleaner\", Büroreiniger, schoonmaker); ESCO gives the bare \"cleaner\" to no occupation, and \"Reinigungskraft\" to the hotel room attendant (9111): the bare titles found a vehicle cleaner's and a guest-room attendant's tasks",
  },
  {
    titles: ["monteur", "allround monteur", "servicemonteur", "onderhoudsmonteur", "technisch monteur", "monteur technische dienst"],
    escoUuid: "269c47e7-9017-4aa6-bce8-49e89a696a64",
    esco: "industrial machinery mechanic",
    isco: "7233",
    evidence:
      "ESCO gives the Dutch \"monteur\" only to the film editor (2654, \"filmmonteur\": montage) and the forestry machinery mechanic; in Dutch job ads a monteur without a trade installs, maintains and repairs machines and installations, ESCO's \"monteur industriële machines\" (industrial machinery mechanic, ISCO-08 7233 machinery mechanics and repairers)",
  },
  {
    titles: ["administratief medewerker", "administratief medewerkster", "administratieve medewerker", "medewerker administratie"],
    escoUuid: "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2",
    esco: "office clerk",
    isco: "4110",
    evidence:
      "ESCO gives \"administratief medewerker\" as the preferred Dutch label of the administrative assistant (ISCO-08 3343, office work for executives; O*NET Executive Secretaries); in Dutch job ads an administratief medewerker processes data, files, handles post and correspondence (UWV beroepen 'Administratief medewerker', mbo 2-4): ESCO's office clerk (kantoorbediende, kantoormedewerker; ISCO-08 4110 general office clerks, O*NET 43-9061)",
  },
  {
    titles: ["steuerfachangestellte", "steuerfachangestellter", "steuerfachangestellte r"],
    escoUuid: "84fabf82-4abf-4f41-99aa-55718a2e500b",
    esco: "tax clerk",
    isco: "4312",
    evidence:
      "ESCO has no \"Steuerfachangestellte\"; the label index found the Notarfachangestellte (notary clerk, O*NET 23-1012) on the shared '-fachangestellte'. Steuerfachangestellte (Ausbildungsberuf, StFachAngAusbV; BERUFENET) keep the books of a tax adviser's clients, do payrolls and prepare tax returns and annual accounts (§ 6 StBerG): ESCO's tax clerk (Steuersachbearbeiter, ISCO-08 4312: collects financial information to prepare accounting and tax documents)",
  },
  {
    titles: ["planner"],
    languages: ["nl"],
    escoUuid: null,
    esco: null,
    isco: "4322",
    gapTitle: "production-planner",
    evidence:
      "ESCO gives a bare \"planner\" to the land planner (2164, urban planning) and holds no general production planner (only food, leather and gas planners); in Dutch job ads a planner plans production, work and logistics (UWV beroepen 'Planner': mensen, middelen en materialen op het juiste moment op de juiste plek): ISCO-08 4322 production clerks, O*NET Production, Planning, and Expediting Clerks (43-5061, whose reported titles name the production planner). Dutch only: a British 'Planner' is as often the council's town planner (RTPI), ESCO's land planner",
  },
  {
    titles: ["planner"],
    languages: ["en"],
    escoUuid: "44508e7b-f56b-4bfb-9cd6-879838aecd94",
    esco: "land planner",
    isco: "2164",
    evidence:
      "an English 'Planner' alone is most often the town planner of a council or consultancy (RTPI; O*NET reports 'Planner' for 19-3051 Urban and Regional Planners): ESCO's land planner (alternative labels planner, town planner; ISCO-08 2164), which the job-title look-up finds by the label; as one word of many labels the writer's index named nothing. A production planner's title names the production (below)",
  },
  {
    titles: ["productieplanner", "planner productie", "production planner", "produktionsplaner", "produktionsplanerin"],
    escoUuid: null,
    esco: null,
    isco: "4322",
    gapTitle: "production-planner",
    evidence:
      "a production planner plans a plant's orders, machines, people and materials (UWV beroepen 'Planner'; O*NET 43-5061 Production, Planning, and Expediting Clerks, alternate title Production Planner); ESCO has only planners of one product (productieplanner gas, lederwarenindustrie, mijnbouw): ISCO-08 4322 production clerks",
  },
  {
    titles: ["mechatroniker", "mechatronikerin"],
    escoUuid: "edf2e989-d7c5-496e-b365-81fc5cb9eb39",
    esco: "mechatronics engineering technician",
    isco: "3115",
    evidence:
      "a Mechatroniker without 'Kfz' is the industrial Ausbildungsberuf Mechatroniker/in (BIBB, MechatronikerAusbV 2018; BERUFENET: builds mechanical, electrical and electronic components into machines and plants, programs, commissions and maintains them), not the Kfz-Mechatroniker the requirement file's 'mechatroniker' found; ESCO gives the bare label to the mechatronics assembler (8211) and the electronics mechanic (3113): its mechatronics engineering technician (ISCO-08 3115, O*NET 17-3024 Electro-Mechanical and Mechatronics Technicians) installs, maintains and repairs mechatronic systems",
  },
  {
    titles: [
      "fachinformatiker anwendungsentwicklung", "fachinformatikerin anwendungsentwicklung",
      "fachinformatiker fur anwendungsentwicklung", "fachinformatikerin fur anwendungsentwicklung",
      "fachinformatiker fachrichtung anwendungsentwicklung", "fachinformatikerin fachrichtung anwendungsentwicklung",
    ],
    escoUuid: "f2b15a0e-e65a-438a-affb-29b9d50b77d1",
    esco: "software developer",
    isco: "2512",
    evidence:
      "Fachinformatiker/innen der Fachrichtung Anwendungsentwicklung design, program and test applications for customers and departments (BIBB, FIAusbV 2020; BERUFENET): ESCO's software developer (ISCO-08 2512, O*NET 15-1252); the requirement file's 'fachinformatiker' found IT support and the help desk's tasks",
  },
  {
    titles: [
      "fachinformatiker", "fachinformatikerin",
      "fachinformatiker systemintegration", "fachinformatikerin systemintegration",
      "fachinformatiker fur systemintegration", "fachinformatikerin fur systemintegration",
      "fachinformatiker fachrichtung systemintegration", "fachinformatikerin fachrichtung systemintegration",
    ],
    escoUuid: "9e2e6e1e-363b-4e1b-a673-7bc0f7343300",
    esco: "ICT system administrator",
    isco: "2522",
    evidence:
      "Fachinformatiker/innen für Systemintegration plan, configure and run IT systems and networks for users and find and fix faults (BIBB, FIAusbV 2020; BERUFENET), a systems administrator's work (ESCO's IT-Systemadministrator, ISCO-08 2522, O*NET 15-1244); ESCO gives the label to the integration engineer (2511, aligns applications across an organisation) and the requirement file's 'fachinformatiker' found the help desk. Without a Fachrichtung the title names the Ausbildung, whose common core is running IT systems, as the Systemintegration",
  },
  {
    titles: ["controller", "controllerin", "financial controller", "finanzcontroller", "finanzcontrollerin"],
    escoUuid: "5e5b1b61-1351-4d3b-a293-deb3661715dd",
    esco: "financial controller",
    isco: "2411",
    evidence:
      "ESCO gives the German \"Controller/Controllerin\" to the accountant (2411: audits clients' statements, handles insolvencies and tax returns); a Controller in a German, Dutch or British ad plans budgets, reports and analyses deviations for the management (BERUFENET 'Controller/in'; UWV 'Controller'): ESCO's financial controller (Finanzcontroller, controller; budgeting and accounting of a company)",
  },
  {
    titles: ["servicetechniker", "servicetechnikerin", "service techniker", "servicetechnicus", "service technicus"],
    escoUuid: "269c47e7-9017-4aa6-bce8-49e89a696a64",
    esco: "industrial machinery mechanic",
    isco: "7233",
    evidence:
      "a Servicetechniker/servicetechnicus without a field installs, maintains and repairs machines and plants at the customers' sites (BERUFENET 'Servicetechniker/in'); ESCO holds the title only for computer hardware (3114) and office machines, and the bare title got a PC technician's tasks: as the Dutch servicemonteur, ESCO's industrial machinery mechanic (ISCO-08 7233)",
  },
  {
    titles: [
      "vertriebsinnendienst", "innendienst", "mitarbeiter vertriebsinnendienst", "mitarbeiterin vertriebsinnendienst",
      "sachbearbeiter vertriebsinnendienst", "sachbearbeiterin vertriebsinnendienst", "mitarbeiter innendienst", "mitarbeiterin innendienst",
      "kaufmannischer mitarbeiter vertriebsinnendienst", "kaufmannische mitarbeiterin vertriebsinnendienst",
      "verkoop binnendienst", "commercieel medewerker binnendienst", "medewerker verkoop binnendienst", "inside sales",
    ],
    escoUuid: "5c1eba1e-7820-4287-9746-4c5906320100",
    esco: "sales support assistant",
    // ESCO files the concept under 4311 (accounting clerks), whose sentences are receipts and
    // payrolls; the ILO's order clerks are 4419 (O*NET's Order Clerks map there)
    isco: "4419",
    evidence:
      "the Vertriebsinnendienst (commercieel medewerker binnendienst) works from the office: offers, orders, customers' enquiries by phone and e-mail, and supports the field sales (BERUFENET 'Kaufmann/-frau im Groß- und Außenhandelsmanagement', Tätigkeit Vertriebsinnendienst); the requirement file's 'vertrieb' found ESCO's commercial sales representative (3322), who visits customers. ESCO's sales support assistant (Verkaufssachbearbeiter, Vertriebsassistent, sales support medewerker)",
  },
  {
    titles: ["lecturer", "senior lecturer", "university lecturer", "associate lecturer"],
    languages: ["en"],
    escoUuid: "684fd8d5-9b40-4b02-a680-438f0082d923",
    esco: "higher education lecturer",
    isco: "2310",
    evidence:
      "a bare 'Lecturer' names no subject: the National Careers Service's higher education lecturer prepares and delivers lectures, seminars and tutorials, marks work and does research — ESCO's higher education lecturer (ISCO-08 2310); the index found ESCO's law lecturer and O*NET's Criminal Justice and Law Enforcement Teachers ('defensive policing')",
  },
  {
    titles: ["ordinationsassistenz", "ordinationsassistent", "ordinationsassistentin", "ordinationsassistent in", "ordinationshilfe"],
    languages: ["de"],
    escoUuid: "0c041d1e-1841-4acb-b0a1-2c387a61bf65",
    esco: "doctors' surgery assistant",
    isco: "3256",
    evidence:
      "the Austrian Ordinationsassistenz (Medizinische Assistenzberufe-Gesetz, MABG; AMS Berufslexikon Ordinationsassistent/in) assists in a doctor's practice: reception, appointments, records, simple examinations and care under instruction — ESCO's doctors' surgery assistant (Medizinische/r Fachangestellte/r, ISCO-08 3256), which does not hold the Austrian word: 'Ordinationsassistenz' matched no occupation",
  },
  {
    titles: ["chauffeur", "chauffeuse", "chauffeur c", "chauffeur ce", "chauffeur c ce", "chauffeur ce c"],
    languages: ["nl"],
    escoUuid: "45037d43-a8f5-4f46-b332-b2935bc305f4",
    esco: "cargo vehicle driver",
    isco: "8332",
    evidence:
      "in a Dutch ad a \"chauffeur\" without a vehicle drives a lorry or a van (UWV beroepen 'Vrachtwagenchauffeur', rijbewijs C/CE, code 95); ESCO gives the bare title to the removal van driver (chauffeur verhuiswagen, verhuizer): its cargo vehicle driver (vrachtwagenchauffeur, ISCO-08 8332) drives trucks and vans and loads them. In German and English a chauffeur drives people: no row there",
  },
  {
    titles: ["chauffeur", "chauffeurin", "chauffeuse"],
    languages: ["de", "en"],
    escoUuid: "e75305db-9011-4ee0-ab62-8d41a98f807e",
    esco: "private chauffeur",
    isco: "8322",
    evidence:
      "in German and English a Chauffeur drives people (Duden: 'jemand, der berufsmäßig Personen im Auto fährt'), not a lorry; the index found ESCO's removal driver (Umzugsfahrer, 8332) with a CE licence: ESCO's private chauffeur (ISCO-08 8322 car, taxi and van drivers)",
  },
  {
    titles: ["administrator", "admin assistant", "administration assistant", "administrative officer", "admin officer", "administration officer"],
    languages: ["en"],
    escoUuid: "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2",
    esco: "office clerk",
    isco: "4110",
    evidence:
      "a British or Irish \"Administrator\" does office administration: post, phone, filing, data entry, diaries (National Careers Service 'Administration assistant'); the index found ESCO's ICT network administrator (2522) for the bare title: ESCO's office clerk (ISCO-08 4110)",
  },
  {
    titles: ["accounts assistant", "accounts administrator"],
    languages: ["en"],
    escoUuid: "c3aae59e-1441-4b3e-bdd1-6da50dc7cf42",
    esco: "bookkeeper",
    isco: "3313",
    evidence:
      "an accounts assistant processes invoices and payments, reconciles accounts and keeps ledgers (National Careers Service 'Accounts assistant', AAT Level 2-3); ESCO holds \"accounts assistant\" as a label of the sales support assistant (4311), whose profile is order clerks': the requirement file's bookkeeper (ESCO bookkeeper, ISCO-08 3313)",
  },
  {
    titles: [
      "kundendiensttechniker", "kundendiensttechnikerin", "kundendienstmonteur", "kundendienstmonteurin",
      "servicetechniker aussendienst", "servicetechnikerin aussendienst", "servicetechniker im aussendienst", "servicetechnikerin im aussendienst",
      "field service technician", "field service engineer", "field service technicus",
      "servicetechnicus buitendienst", "servicemonteur buitendienst", "buitendienst servicemonteur", "buitendienst servicetechnicus", "buitendienstmonteur", "monteur buitendienst",
    ],
    escoUuid: "269c47e7-9017-4aa6-bce8-49e89a696a64",
    esco: "industrial machinery mechanic",
    isco: "7233",
    evidence:
      "a Kundendiensttechniker/Kundendienstmonteur, field service technician or engineer, or servicemonteur in de buitendienst travels to the customers' sites and installs, commissions, maintains and repairs the machines and equipment they bought (BERUFENET 'Servicetechniker/in'; National Careers Service 'Engineering maintenance technician'; O*NET 49-9041 Industrial Machinery Mechanics, alternate titles Field Service Mechanic, Field Service Representative; O*NET files Field Service Technician under a dozen repairers' and technicians' occupations); ESCO files 'Kundendiensttechniker' as the after-sales service technician under ISCO-08 2433 (technical and medical sales professionals), whose unit brought O*NET's Sales Representatives (41-4011: 'negotiate prices', 'prepare and submit sales contracts') and the marketing sentences ('Sie planen Kampagnen'), and the English title found a drafter (17-3011): as the bare Servicetechniker, ESCO's industrial machinery mechanic (ISCO-08 7233)",
  },
  {
    titles: ["maintenance technician", "maintenance engineer", "multi skilled maintenance engineer", "maintenance fitter", "engineering maintenance technician"],
    languages: ["en"],
    escoUuid: "269c47e7-9017-4aa6-bce8-49e89a696a64",
    esco: "industrial machinery mechanic",
    isco: "7233",
    evidence:
      "a maintenance technician or engineer in a British ad installs, maintains and repairs machinery and equipment in factories and plants (National Careers Service 'Engineering maintenance technician', 'Maintenance fitter'); the index found ESCO's maintenance welder: ESCO's industrial machinery mechanic (ISCO-08 7233, O*NET 49-9041)",
  },
  {
    titles: ["industriekaufmann", "industriekauffrau", "industriekaufleute"],
    escoUuid: "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2",
    esco: "office clerk",
    isco: "4110",
    evidence:
      "ESCO has no Industriekaufmann/-frau and the title found nothing; Industriekaufleute (Ausbildungsberuf, BIBB) do the commercial office work of an industrial company: purchasing, sales, accounting, HR (BERUFENET): as the Kaufmännische Sachbearbeiter, ESCO's office clerk (Büroassistent, ISCO-08 4110, O*NET 43-9061)",
  },
  {
    titles: ["verwaltungsfachangestellte", "verwaltungsfachangestellter", "verwaltungsfachangestellte r"],
    escoUuid: "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2",
    esco: "office clerk",
    isco: "4110",
    evidence:
      "ESCO has no Verwaltungsfachangestellte and the title found nothing; Verwaltungsfachangestellte (Ausbildungsberuf, BIBB) handle applications, files and enquiries in public administration (BERUFENET): ESCO's office clerk (Büro- und Verwaltungsaufgaben, ISCO-08 4110 general office clerks)",
  },
  {
    // the English word on a German or Dutch page too: the look-up searches English labels on every page
    titles: ["driver", "general driver", "multi drop driver", "multidrop driver"],
    escoUuid: "0c408028-c48f-4df8-ba5d-c3d3be15f5a2",
    esco: "delivery driver",
    isco: "8322",
    onet: ["53-3033.00"],
    evidence:
      "a bare 'Driver' in a UK or US ad drives a van and delivers goods (National Careers Service 'Delivery van driver': multi-drop routes, a full car licence; O*NET reports 'Driver', 'Delivery Driver' and 'Van Driver' for 53-3033 Light Truck Drivers); ESCO gives the word to its hearse driver (8322), whose O*NET profile is the taxi drivers' and chauffeurs' (53-3041), and the index found it: ESCO's delivery driver (delivery van driver; ISCO-08 8322). A lorry's class beside the word names the lorry (the requirement file's rows)",
  },
  {
    titles: ["fahrer", "fahrerin", "auslieferungsfahrer", "auslieferungsfahrerin", "fahrer klasse b", "fahrerin klasse b"],
    languages: ["de"],
    escoUuid: "0c408028-c48f-4df8-ba5d-c3d3be15f5a2",
    esco: "delivery driver",
    isco: "8322",
    evidence:
      "the bare German \"Fahrer\" found ESCO's driving instructor (Fahrlehrer, 2359: teaches pupils to drive); a Fahrer in a job ad delivers goods (BERUFENET 'Kraftfahrer/in', Auslieferungsfahrer/in): ESCO's delivery driver (Lieferfahrer, Auslieferungsfahrer, Kurierfahrer; ISCO-08 8322). A lorry driver's title names the lorry (Lkw-Fahrer, Berufskraftfahrer) and the requirement file's CE rows",
  },
  {
    titles: ["teaching assistant", "classroom assistant", "learning support assistant", "teaching assistant level 2", "teaching assistant level 3"],
    languages: ["en"],
    escoUuid: "00674f21-2f8f-4a41-9896-133f7cbe2a6e",
    esco: "primary school teaching assistant",
    isco: "5312",
    evidence:
      "a teaching assistant in a British or Irish ad supports teachers and pupils in a school (National Careers Service 'Teaching assistant': classroom, reading, special needs, an enhanced DBS check); ESCO gives the bare title to the university teaching assistant (2310: syllabi, grading examinations): its primary school teaching assistant (ISCO-08 5312 teachers' aides)",
  },
  {
    titles: ["labourer", "general labourer", "site labourer", "construction labourer", "builder s labourer", "builders labourer"],
    languages: ["en"],
    escoUuid: "fb7e2f4f-1545-42f1-972e-94082e49c6dc",
    esco: "building construction worker",
    isco: "9313",
    evidence:
      "a labourer in a British or Irish ad works on a building site: loading, carrying, digging, keeping the site clean and safe, with a CSCS card (National Careers Service 'Construction labourer'); the index found ESCO's stevedore (9333, ship freight): its building construction worker (building construction labourer, ISCO-08 9313)",
  },
  {
    titles: [
      "bauleiter", "bauleiterin", "bauleitung", "oberbauleiter", "oberbauleiterin", "projektbauleiter", "projektbauleiterin",
      "bauleiter hochbau", "bauleiterin hochbau", "bauleiter tiefbau", "bauleiterin tiefbau", "bauleiter ausbau", "bauleiterin ausbau",
    ],
    languages: ["de"],
    escoUuid: "faed05c0-c1d1-4e34-b575-0dea96459e56",
    esco: "construction manager",
    isco: "1323",
    evidence:
      "a Bauleiter/in plans and steers building projects for the contractor or the client: coordinates the trades and subcontractors, controls schedule, costs and quality, is responsible for safety on site and takes the work over (Abnahme, Aufmaß, Abrechnung) (BERUFENET 'Bauleiter/in'; AMS Berufslexikon 'Bauleiter/in'); ESCO gives 'Oberbauleiter' to its construction general supervisor (3123), whose German sentences read a Polier's ('mit Ihrer Kolonne'): its construction manager (Führungskraft bei Bauprojekten, Projektbaumeister; ISCO-08 1323; O*NET 11-9021 Construction Managers)",
  },
  {
    titles: ["site manager", "construction site manager", "building site manager"],
    languages: ["en"],
    escoUuid: "faed05c0-c1d1-4e34-b575-0dea96459e56",
    esco: "construction manager",
    isco: "1323",
    evidence:
      "a site manager in a British ad runs a building site: programme, subcontractors, health and safety, quality (National Careers Service 'Construction site manager', SMSTS, CSCS black card); ESCO gives \"site manager\" to the metal production and mine managers: its construction manager (ISCO-08 1323)",
  },
  {
    titles: ["gartner", "gartnerin", "gartner garten und landschaftsbau", "gartnerin garten und landschaftsbau", "landschaftsgartner", "landschaftsgartnerin"],
    escoUuid: "e7970c7a-7769-4002-87d3-0a8ea94fdd6f",
    esco: "landscape gardener",
    isco: "6113",
    evidence:
      "ESCO has no bare Gärtner/in and the title found nothing; the Ausbildungsberuf Gärtner/in's largest Fachrichtung is Garten- und Landschaftsbau, which lays out and tends gardens, parks and green spaces (BIBB, GärtnAusbV; BERUFENET): ESCO's landscape gardener (Garten- und Landschaftsbauer, ISCO-08 6113)",
  },
  {
    titles: ["heilerziehungspfleger", "heilerziehungspflegerin", "heilerziehungspfleger in"],
    escoUuid: "9c55aa23-e3f2-4c00-8c90-5ed5204951a3",
    esco: "disability support worker",
    isco: "3412",
    evidence:
      "ESCO has no Heilerziehungspfleger/in and the title found nothing; Heilerziehungspfleger/innen (state-recognised training at a Fachschule, BERUFENET) support and care for people with disabilities in their daily lives: ESCO's disability support worker (ISCO-08 3412 social work associate professionals)",
  },
  {
    titles: ["afwasser", "afwashulp", "medewerker spoelkeuken", "spoelkeuken medewerker"],
    escoUuid: "f756fdab-7726-4c48-bfcc-94ff8810fc08",
    esco: "kitchen porter",
    isco: "9412",
    evidence:
      "ESCO has no \"afwasser\" and the title found nothing; an afwasser washes up and keeps the kitchen clean (UWV beroepen 'Afwasser'): ESCO's kitchen porter (medewerker keuken, keukenhulp; ISCO-08 9412 kitchen helpers)",
  },
  {
    titles: ["applicatiebeheerder", "functioneel applicatiebeheerder", "functioneel beheerder", "applicatiebeheerder ict"],
    escoUuid: "456ed487-02f2-45c9-9213-d0fd8e9a069d",
    esco: "ICT application configurator",
    isco: "2514",
    evidence:
      "ESCO gives \"applicatiebeheerder\" only to the radiology PACS administrator (3252, medical records): a hospital's sentences (supports doctors and nurses) went to every applicatiebeheerder; an applicatiebeheerder configures, tests and maintains an organisation's applications and supports their users (UWV beroepen 'Applicatiebeheerder'): ESCO's ICT application configurator (ISCO-08 2514 applications programmers)",
  },
  {
    titles: ["rezeptionist", "rezeptionistin", "hotelrezeptionist", "hotelrezeptionistin", "mitarbeiter rezeption", "mitarbeiterin rezeption"],
    languages: ["de"],
    escoUuid: "82025c02-9082-416c-998b-f51eb0359ee6",
    esco: "hospitality establishment receptionist",
    isco: "4224",
    evidence:
      "a Rezeptionist/in in a German or Austrian ad works at a hotel's front desk: check-in and check-out, reservations, guests' questions, billing (BERUFENET 'Hotelfachmann/-frau', Tätigkeit Rezeption); the index found the hotel porter (Hotelpförtner: buys event tickets): ESCO's hospitality establishment receptionist (ISCO-08 4224 hotel receptionists)",
  },
  {
    titles: ["chef de partie", "commis chef", "commis", "demi chef de partie", "section chef", "line cook"],
    languages: ["en"],
    escoUuid: "90f75f67-495d-49fa-ab57-2f320e251d7e",
    esco: "cook",
    isco: "5120",
    evidence:
      "a commis chef and a chef de partie cook in a brigade: the commis is the trainee, the chef de partie runs a section of the kitchen under the sous chef and head chef (National Careers Service 'Chef', career path; careersportal.ie 'Commis Chef'); the index found ESCO's chef (3434, O*NET 35-1011 Chefs and Head Cooks), whose head chef's tasks — budgeting, menu prices, staffing — a Leeds chef de partie's ad led with. ESCO's cook (ISCO-08 5120, O*NET 35-2014 Restaurant Cooks by lib/jobdesc/onet-choice.ts)",
  },
  {
    titles: ["chef", "restaurant chef", "hotel chef", "pub chef", "cook chef"],
    languages: ["en"],
    escoUuid: "1009be17-7efd-45f1-a033-566bf179c588",
    esco: "chef",
    isco: "3434",
    onet: ["35-1011.00"],
    // 35-1011's "Prepare and cook foods of all types …", "Determine how food should be presented …",
    // "Collaborate … to plan and develop recipes or menus …", "Check the quality of raw or cooked food"
    leads: [11139, 11134, 11137, 11128],
    evidence:
      "a chef prepares and cooks food, plans menus and orders stock (National Careers Service 'Chef'; BLS OOH 'Chefs and Head Cooks': prepare, season and cook food, plan menus); O*NET 35-1011 Chefs and Head Cooks lists the head chef's budgeting for 'restaurant chains' and several kitchens beside it, and a Manchester chef's ad had no cooking at all: ESCO's chef (ISCO-08 3434), its cooking first",
  },
  {
    titles: ["solicitor"],
    languages: ["en"],
    escoUuid: "974d4eab-fbee-4c52-b16e-73bdd8c25b53",
    esco: "lawyer",
    isco: "2611",
    // 23-1011's "Advise clients concerning business transactions …", "Prepare, draft, and review legal
    // documents …", "Negotiate contractual agreements" (NCS 'Solicitor': advising clients, drafting
    // documents, negotiating; representing clients in court comes after)
    leads: [3773, 20877, 23992],
    evidence:
      "a solicitor in a British or Irish ad is a qualified lawyer who advises clients, drafts documents and represents them (National Careers Service 'Solicitor'; careersportal.ie 'Solicitor'); ESCO gives \"solicitor\" as an alternative label to the court jury coordinator (2619) and the immigration adviser (3354), and the index found the first: a London solicitor was to 'prepare affidavits' as a paralegal. ESCO's lawyer (ISCO-08 2611, O*NET 23-1011 Lawyers)",
  },
  {
    titles: [
      "icu nurse", "icu rn", "icu registered nurse", "icu staff nurse", "intensive care nurse", "intensive care unit nurse",
      "intensive care rn", "intensive care registered nurse", "intensive care unit registered nurse", "intensive care staff nurse",
      "critical care nurse", "critical care rn", "critical care registered nurse", "critical care unit nurse", "critical care staff nurse",
      "ccu nurse", "ccu rn", "ccu registered nurse", "coronary care nurse", "coronary care unit nurse", "cardiac care unit nurse",
      "picu nurse", "picu rn", "nicu nurse", "nicu rn", "neuro icu nurse", "neuro icu rn", "pediatric critical care nurse",
      "paediatric critical care nurse", "paediatric intensive care nurse", "neonatal intensive care nurse",
    ],
    languages: ["en"],
    escoUuid: "8d3e8aaa-791b-4c75-a465-f3f827028f50",
    esco: "nurse responsible for general care",
    isco: "2221",
    onet: ["29-1141.03"],
    evidence:
      "O*NET's Critical Care Nurses (29-1141.03: 'provide specialized nursing care for patients in critical or coronary care units'; alternate titles ICU Nurse, CCU RN, Critical Care Registered Nurse, Intensive Care Unit Registered Nurse, PICU RN, NICU RN) evaluate vital signs for emergency interventions, monitor for sepsis or shock, set up ventilators and cardiac monitors; ESCO has no intensive care nurse, and its nurse responsible for general care (ISCO-08 2221) took O*NET's Registered Nurses, whose tasks an ICU nurse's ad read ('provide health care, first aid, immunizations … in locations such as schools')",
  },
  {
    titles: ["personal shopper", "persoonlijke shopper"],
    languages: ["en", "de", "nl"],
    escoUuid: "f8da6546-0c8a-4bd0-a952-6f3c253c9aba",
    esco: "personal shopper",
    isco: "5223",
    evidence:
      "a personal shopper helps clients choose and buy clothes and gifts to their own taste and style (ESCO 'personal shopper', ISCO-08 5223 shop sales assistants; the same label in English, German and Dutch); the index read 'Personal' as the German word for staff and found an HR occupation, whose Dutch ad arranged training for employees",
  },
  {
    titles: ["hotel receptionist", "hotel front desk receptionist", "hotel front desk agent"],
    languages: ["en"],
    escoUuid: "82025c02-9082-416c-998b-f51eb0359ee6",
    esco: "hospitality establishment receptionist",
    isco: "4224",
    evidence:
      "a hotel receptionist checks guests in and out, takes bookings, answers their questions and takes payments (National Careers Service 'Hotel receptionist'): ESCO's hospitality establishment receptionist (ISCO-08 4224 hotel receptionists); the index found the office clerk (4110), whose ad opened with photocopiers and facsimile machines",
  },
  {
    titles: ["general manager"],
    languages: ["en"],
    escoUuid: "544cd9cf-e2ee-4ac0-8a02-7147af6b97d7",
    esco: "business manager",
    isco: "1120",
    evidence:
      "a general manager runs a business or site: operations, budgets, staff (BLS OOH 'Top executives', O*NET 11-1021 General and Operations Managers); ESCO gives \"general manager\" to the gambling, lottery and healthcare institution managers as well, and the index found the casino's: ESCO's business manager (ISCO-08 1120, crosswalk 11-1021)",
  },
  {
    titles: [
      "assistenz der geschaftsfuhrung", "assistent der geschaftsfuhrung", "assistentin der geschaftsfuhrung", "geschaftsfuhrungsassistenz",
      "managementassistent", "managementassistente", "directieassistent", "directieassistente", "executive assistant", "executive assistant to the ceo",
    ],
    escoUuid: "2a04a1df-a3b9-403e-a245-e7f93fdddd44",
    esco: "executive assistant",
    isco: "3343",
    evidence:
      "an Assistenz der Geschäftsführung or managementassistent(e) organises the executives' diaries, correspondence, meetings and travel (BERUFENET 'Assistent/in der Geschäftsführung'; UWV 'Managementassistent'); the index found the Medizinische Fachangestellte (supports doctors) for the German title: ESCO's executive assistant (ISCO-08 3343)",
  },
  {
    titles: ["schlosser", "schlosserin", "metallbauer", "metallbauerin"],
    escoUuid: "691ec040-f5ad-47ef-8698-03212d66dbbf",
    esco: "structural ironworker",
    isco: "7214",
    evidence:
      "a Schlosser in a German ad builds and assembles metal constructions (today's Ausbildungsberuf Metallbauer/in, BIBB; BERUFENET 'Schlosser/in' → Metallbauer/in); the index found the locksmith (Schloss- und Schlüsselmacher: duplicate keys, emergency openings): ESCO's Metallbauer – Konstruktionstechnik (ISCO-08 7214)",
  },
  {
    titles: ["elektrofachkraft", "elektrofachkrafte"],
    escoUuid: "4910419f-b4af-4f59-b544-9dbebc8a74f0",
    esco: "electrician",
    isco: "7411",
    evidence:
      "an Elektrofachkraft is an electrician with the training and experience DGUV Vorschrift 3 and DIN VDE 1000-10 ask for to work on electrical installations (BERUFENET); the title found nothing: ESCO's electrician (Industrieelektriker, Elektriker; ISCO-08 7411)",
  },
  {
    titles: ["konstrukteur", "konstrukteurin", "konstruktionsingenieur", "konstruktionsingenieurin", "konstrukteur maschinenbau", "konstrukteurin maschinenbau"],
    escoUuid: "579254cf-6d69-4889-9000-9c79dc568644",
    esco: "mechanical engineer",
    isco: "2144",
    evidence:
      "a Konstrukteur/in designs machines, components and plants with CAD and calculates them (BERUFENET 'Konstrukteur/in', via Techniker or Ingenieur); the index found the garment industry's pattern maker (Schnitt- und Entwurfsmodelleur): ESCO's mechanical engineer (Maschinenbauingenieur, ISCO-08 2144)",
  },
  {
    titles: ["calculator", "calculator bouw", "calculator installatietechniek", "kostencalculator", "werkvoorbereider calculator"],
    languages: ["nl"],
    escoUuid: "0cca32c2-9308-4927-adb2-14771ab787f0",
    esco: "quantity surveyor",
    isco: "2149",
    evidence:
      "a Dutch calculator prices building and installation work: quantities, materials, hours and tenders (UWV beroepen 'Calculator'); ESCO's \"calculator\" is a stress-analysis engineer (forces and stresses in systems): its quantity surveyor (costs of construction projects; O*NET 13-1051 Cost Estimators)",
  },
  {
    titles: ["uitvoerder", "uitvoerder bouw", "uitvoerder b u", "uitvoerder utiliteitsbouw", "uitvoerder woningbouw"],
    languages: ["nl"],
    escoUuid: "0dd7e6cd-2e5a-4fae-9ce0-6a3622d4019f",
    esco: "construction general supervisor",
    isco: "3123",
    evidence:
      "an uitvoerder runs the building site: planning, subcontractors, materials, safety (UWV beroepen 'Uitvoerder bouw'); the index found ESCO's railway maintenance 'uitvoerder spoorwerk': its construction general supervisor (bouwopzichter, ISCO-08 3123)",
  },
  {
    titles: ["persoonlijk begeleider", "persoonlijk begeleidster", "begeleider gehandicaptenzorg", "persoonlijk begeleider gehandicaptenzorg"],
    languages: ["nl"],
    escoUuid: "9c55aa23-e3f2-4c00-8c90-5ed5204951a3",
    esco: "disability support worker",
    isco: "3412",
    evidence:
      "a persoonlijk begeleider in Dutch care supports clients with a disability in daily life and keeps their support plan (UWV beroepen 'Persoonlijk begeleider gehandicaptenzorg', mbo 4 MMZ); the index found the personal trainer: ESCO's disability support worker (ISCO-08 3412)",
  },
  {
    titles: ["filiaalmanager", "filiaalleider", "bedrijfsleider", "bedrijfsleider winkel", "winkelmanager", "filialleiter", "filialleiterin", "marktleiter", "marktleiterin"],
    escoUuid: "9e81adde-9983-44fa-b74b-c548d0dbfbdd",
    esco: "shop manager",
    isco: "1420",
    evidence:
      "a filiaalmanager, bedrijfsleider or Filialleiter/in runs a shop: staff, sales, stock, opening hours (UWV beroepen 'Bedrijfsleider winkel'; BERUFENET 'Filialleiter/in'); ESCO gives \"filiaalmanager\" to the bank and insurance agency heads, and \"bedrijfsleider\" found a horticulture manager: ESCO's shop manager (winkelmanager, Ladenmanager; ISCO-08 1420)",
  },
  {
    titles: ["vakkenvuller", "vakkenvulster", "schappenvuller", "regalauffuller", "regalauffullerin"],
    escoUuid: "d35f9e79-5778-43b4-8667-0e3ba1fcb19a",
    esco: "shelf filler",
    isco: "9334",
    evidence:
      "a vakkenvuller fills the shelves, rotates stock and keeps the aisles tidy (UWV beroepen 'Vakkenvuller'); ESCO holds \"vakkenvuller\" as a label of the shop assistant (5223), who advises, sells and works the till: its shelf filler (schappenvuller, ISCO-08 9334)",
  },
  {
    titles: ["maintenance worker", "general maintenance worker", "building maintenance worker", "maintenance person", "handyman"],
    languages: ["en"],
    escoUuid: "f4a25243-b06a-42a9-9c69-246853df63ad",
    esco: "handyman",
    isco: "9622",
    evidence:
      "a maintenance worker keeps buildings and their equipment in repair: plumbing, electrics, painting, fixtures (O*NET 49-9071 Maintenance and Repair Workers, General; BLS OOH 'General maintenance and repair workers'); the index found ESCO's building cleaner (custodian): its handyman (ISCO-08 9622, crosswalk 49-9071)",
  },
  {
    titles: ["docent", "docente", "leraar", "lerares"],
    languages: ["nl"],
    escoUuid: "5efb2c08-ba3a-4659-a2e4-1883f54e77b6",
    esco: "secondary school teacher",
    isco: "2330",
    evidence:
      "a Dutch \"docent\" or \"leraar\" without a school type teaches in secondary or vocational education (UWV beroepen 'Docent voortgezet onderwijs'; a primary teacher is a leerkracht basisonderwijs); the word is in the labels of over 50 ESCO occupations and names none by itself: ESCO's leerkracht voortgezet onderwijs (ISCO-08 2330)",
  },
  {
    titles: ["assembler", "production assembler", "assembly worker", "assembly operative", "assembly operator"],
    languages: ["en"],
    escoUuid: "af2f3615-63ab-44dc-957d-c9660410d336",
    esco: "metal products assembler",
    isco: "8219",
    evidence:
      "an assembler puts together products and parts on a line or at a bench, by hand or with tools, and checks them (BLS OOH 'Assemblers and fabricators'); the bare word is in the labels of over 50 ESCO occupations: ESCO's product assembler (metal products assembler, alternative label 'assembler'; ISCO-08 8219 assemblers not elsewhere classified)",
  },
  {
    titles: [
      "machine operator", "production machine operator", "machine operative",
      "maschinenbediener", "maschinenbedienerin", "maschinenfuhrer", "maschinenfuhrerin", "anlagenfuhrer", "anlagenfuhrerin",
      "maschinen- und anlagenfuhrer", "maschinen- und anlagenfuhrerin", "maschinen und anlagenfuhrer", "maschinen und anlagenfuhrerin", "produktionsmaschinenbediener",
    ],
    escoUuid: null,
    esco: null,
    isco: "7223",
    onetTitle: "Computer Numerically Controlled Tool Operators",
    evidence:
      "a machine operator or Maschinen- und Anlagenführer/in sets up, runs, monitors and retools production machines and lines, changes tools, checks the parts made and does routine maintenance, mostly in metal and plastics (BERUFENET 'Maschinen- und Anlagenführer/in', two-year Ausbildung, Schwerpunkt Metall- und Kunststofftechnik; BLS OOH 'Metal and plastic machine workers'). ESCO holds no general machine operator: the bare 'Maschinenbediener' and 'Maschinenführer' are alternative labels of the capsule-filling machine operator (8131), 'Anlagenführer' found a vibratory finishing operator and the US 'Machine Operator' the mine machine operator (O*NET 47-5044): ISCO-08 7223 metal working machine tool setters and operators; of its O*NET codes, Multiple Machine Tool Setters, Operators, and Tenders (51-4081) lists no tasks and Computer Numerically Controlled Tool Operators (51-9161: set up and operate machines, change tooling, measure finished workpieces) is the general one, where the typed word alone picked Extruding Machine Setters (51-4021)",
  },
  {
    titles: [
      "elektroniker fur betriebstechnik", "elektronikerin fur betriebstechnik", "elektroniker betriebstechnik", "elektronikerin betriebstechnik",
      "betriebselektriker", "betriebselektrikerin", "industrieelektriker betriebstechnik",
    ],
    escoUuid: "5df63943-f1bc-4438-90f1-92768a7a23c8",
    esco: "industrial electrician",
    isco: "7411",
    evidence:
      "an Elektroniker/in für Betriebstechnik installs, maintains and repairs the electrical equipment of industrial plants: power supply, switchgear, control and automation systems (BERUFENET 'Elektroniker/in für Betriebstechnik', Ausbildung in der Industrie); the index found the electrician of devices and systems (Industrieelektriker – Geräte und Systeme) and with its unit the building electricians' sentences ('in Gebäuden'): ESCO's industrial electrician (Industrieelektriker – Betriebstechnik; ISCO-08 7411)",
  },
  {
    titles: ["sanitarinstallateur", "sanitarinstallateurin", "sanitar- und heizungsinstallateur", "sanitar und heizungsinstallateur", "sanitarmonteur", "sanitarmonteurin"],
    escoUuid: "ed3cf43d-c2c1-4c46-82fc-1375e27e0290",
    esco: "plumber",
    isco: "7126",
    evidence:
      "a Sanitärinstallateur/in installs and maintains water, gas and sanitary systems in buildings (SBFI 'Sanitärinstallateur/in EFZ'; BERUFENET 'Anlagenmechaniker/in für Sanitär-, Heizungs- und Klimatechnik'); ESCO gives 'Sanitärinstallateur' to the sewer pipe installer (Abwasserleitungsinstallateur, 7126), whose ad analysed 'die Bauweise … des Abwassersystems': ESCO's plumber (Gas- und Sanitärinstallateur; ISCO-08 7126)",
  },
  {
    titles: [
      "chauffeur bestelbus", "bestelbuschauffeur", "chauffeur bestelwagen", "chauffeur rijbewijs b", "chauffeur b",
      "pakketbezorger", "pakketbezorgster", "pakketjesbezorger", "pakketkoerier", "bezorger pakketten",
    ],
    languages: ["nl"],
    escoUuid: "0c408028-c48f-4df8-ba5d-c3d3be15f5a2",
    esco: "delivery driver",
    isco: "8322",
    evidence:
      "a chauffeur of a bestelbus drives a van on a category B licence and delivers parcels and goods (UWV beroepen 'Koerier/bezorger'); the index found the removal lorry driver (chauffeur verhuiswagen, 8332) and with it the CE licence; a pakketbezorger delivers parcels from a van on the same licence (UWV 'Koerier/bezorger'; ESCO's label 'chauffeur pakketdienst'), and the one word found no occupation at all: ESCO's delivery driver (bezorger, koerier; ISCO-08 8322)",
  },
  {
    titles: ["pedagogisch medewerker", "pedagogisch medewerkster"],
    languages: ["nl"],
    escoUuid: "3f74aad8-2d60-4be2-b059-8dba5568d530",
    esco: "child day care worker",
    isco: "5311",
    evidence:
      "ESCO gives 'pedagogisch medewerker kinderopvang' as a label of the child day care worker (medewerker kinderdagverblijf, ISCO-08 5311), and the bare 'pedagogisch medewerker' is the childcare title of Dutch ads (Personenregister Kinderopvang); the index found the kindergarten teacher (leraar kleuteronderwijs, 2342), a teacher of the primary school's first years",
  },
  // titles of software teams that ESCO v1.0.8 has no label for: the index matched their letters
  // ("DevOps Engineer" an engineering intern, "Cloud Architect" a building architect, "Machine
  // Learning Engineer" a maintenance engineer); O*NET lists each as an alternate title of its occupation
  {
    titles: ["devops engineer", "devops-engineer", "devops developer", "site reliability engineer", "sre engineer"],
    escoUuid: "f2b15a0e-e65a-438a-affb-29b9d50b77d1",
    esco: "software developer",
    isco: "2512",
    onet: ["15-1252.00"],
    evidence:
      "O*NET 15-1252 Software Developers lists DevOps Engineer, DevOps Developer and Site Reliability Engineer among its alternate titles: a DevOps engineer builds, tests and releases software and automates its delivery; ESCO has no label for it and the index found the engineering intern (2144) on an English page: ESCO's software developer (ISCO-08 2512)",
  },
  {
    titles: ["cloud architect", "cloud solutions architect", "cloud solution architect", "cloud infrastructure architect", "solutions architect", "solution architect"],
    escoUuid: "e1c72b5f-4c5c-487c-a6df-e84b64a51dae",
    esco: "ICT system architect",
    isco: "2511",
    onet: ["15-1299.08"],
    evidence:
      "ESCO's ICT system architect (alternative labels solution architect, systems architect; ISCO-08 2511) designs the architecture of a system's components and interfaces; O*NET lists Cloud Architect under computer network and database architects and its systems engineers/architects (15-1299.08) design and verify whole systems. The index found the building architect (2161) and O*NET's architects (17-1011)",
  },
  {
    titles: ["machine learning engineer", "ml engineer", "machine learning scientist", "ai engineer", "ai ml engineer"],
    escoUuid: "258e46f9-0075-4a2e-adae-1ff0477e0f30",
    esco: "data scientist",
    isco: "2511",
    onet: ["15-2051.00"],
    evidence:
      "O*NET 15-2051 Data Scientists lists Machine Learning Engineer among its alternate titles (builds, tests and validates models that predict outcomes; writes the code that runs them); ESCO has no label for it and the index found the maintenance and repair engineer (2141) and O*NET's human factors engineers: ESCO's data scientist (ISCO-08 2511)",
  },
  {
    titles: ["scrum master", "scrummaster", "scrum master agile", "agile scrum master"],
    escoUuid: null,
    esco: null,
    isco: "2519",
    onetTitle: "Information Technology Project Managers",
    onet: ["15-1299.09"],
    evidence:
      "a Scrum Master serves a Scrum Team: facilitates the Scrum events, coaches the team in self-management and sees that impediments are removed (the Scrum Guide, 2020); ESCO has no such occupation and the title found nothing, and O*NET lists Scrum Master among the alternate titles of Information Technology Project Managers (15-1299.09), whose ISCO-08 unit is 2519 (software and applications developers and analysts n.e.c., the derived crosswalk). The role's own duties and rows (requirement occupation scrum-master) come first, and the project manager's budgets and vendors are left out (writer/role-duties.ts)",
  },
  // a trade's bare name in British ads, which ESCO gives to narrower occupations
  {
    titles: ["painter", "painter decorator", "decorator", "painter & decorator"],
    languages: ["en"],
    escoUuid: "15620506-fb5d-49cd-87a2-1c9047fb406a",
    esco: "construction painter",
    isco: "7131",
    onet: ["47-2141.00"],
    evidence:
      "a 'painter' in British and US ads paints and decorates buildings (National Careers Service 'Painter and decorator'; O*NET 47-2141 Painters, Construction and Maintenance); ESCO's construction painter has the labels painter and decorator, decorator, painter (construction) (ISCO-08 7131), and the index found the transport equipment painter (7132), whose O*NET profile sprays parts on a production line",
  },
  {
    titles: ["scaffolder", "scaffold erector", "advanced scaffolder", "cisrs scaffolder", "trainee scaffolder", "scaffolding labourer"],
    languages: ["en"],
    escoUuid: "18fa8080-3156-429a-bbd7-b3ef559b6721",
    esco: "construction scaffolder",
    isco: "7119",
    evidence:
      "a scaffolder erects and dismantles scaffolding on building sites (National Careers Service 'Scaffolder', CISRS card scheme): ESCO's construction scaffolder (scaffold erector, site scaffolder; ISCO-08 7119); the job-title look-up found the event scaffolder (7215, stages and rigging for events)",
  },
  // hotel and kitchen helpers of German ads that ESCO's German has no label for
  {
    titles: ["zimmermadchen", "zimmerfrau", "roomboy", "zimmerreiniger", "zimmerreinigerin", "zimmerreinigung", "housekeeping mitarbeiter", "mitarbeiter housekeeping", "mitarbeiterin housekeeping"],
    languages: ["de"],
    escoUuid: "731ecac4-06e8-4ec2-a559-101fecbd9183",
    esco: "room attendant",
    isco: "9112",
    onet: ["37-2012.00"],
    evidence:
      "a Zimmermädchen (Roomboy, Zimmerreiniger/in) cleans and prepares guest rooms in a hotel's housekeeping (BERUFENET 'Zimmerreiniger/in'); ESCO's English room attendant has the labels chambermaid, housekeeping worker (ISCO-08 9112; O*NET 37-2012 Maids and Housekeeping Cleaners), but no German label holds the word, and the index read 'Zimmer' as the carpenter's and found a building labourer (9313)",
  },
  {
    titles: ["spuler", "spulerin", "spulkraft", "spulhilfe", "spuler kuche"],
    languages: ["de"],
    escoUuid: "f756fdab-7726-4c48-bfcc-94ff8810fc08",
    esco: "kitchen porter",
    isco: "9412",
    onet: ["35-9021.00"],
    evidence:
      "a Spüler/Spülkraft washes dishes, pots and kitchen equipment and keeps the kitchen clean (BERUFENET 'Spüler/in'); ESCO's kitchen porter (dish washer, pot and pan washer; ISCO-08 9412; O*NET 35-9021 Dishwashers) has no German label with the word, and the look-up found nothing",
  },
  {
    titles: ["beikoch", "beikochin"],
    languages: ["de"],
    escoUuid: "e1cf6897-158d-4b48-a39e-2a3a8cac216c",
    esco: "kitchen assistant",
    isco: "9412",
    onet: ["35-2021.00"],
    evidence:
      "a Beikoch/Beiköchin prepares simple dishes and helps the cooks with preparation, without a cook's Ausbildung (BERUFENET 'Beikoch/Beiköchin', a helper's occupation of the Küche); ESCO's kitchen assistant (Küchenhilfe; ISCO-08 9412; O*NET 35-2021 Food Preparation Workers: assist cooks, wash, peel and cut food); the look-up found nothing",
  },
  {
    titles: ["support worker", "care and support worker", "care support worker"],
    languages: ["en"],
    escoUuid: "8d703e8f-1e57-4246-8a6b-cb87a760d4ab",
    esco: "social care worker",
    isco: "3412",
    // ESCO's social care worker crosswalks to O*NET 21-1093 Social and Human Service Assistants (job
    // zone 4): agency visits, assessing clients' cognitive abilities and "several years" of experience
    onet: ["31-1122.00"],
    evidence:
      "a British 'support worker' works in social care: the SSSC lists support worker, care worker, social care worker and home carer as posts at one level ('Support workers … provide care and support to people using care and support services'), and NCFE's Care Workforce Pathway names the role 'Care or Support Worker'; the index found the healthcare assistant (5321, a hospital's): ESCO's social care worker (care worker; ISCO-08 3412). Its work is personal care, daily living, companionship and records, and many start without experience (Skills for Care 'Care worker': no set entry requirements, the Care Certificate in the first weeks; NHS Health Careers 'Healthcare support worker'): O*NET 31-1122 Personal Care Aides (job zone 2), not the crosswalk's 21-1093",
  },
  {
    titles: ["rn", "staff rn", "registered nurse rn", "rn registered nurse", "rn staff nurse", "rn bsn", "bsn rn"],
    languages: ["en"],
    escoUuid: "8d3e8aaa-791b-4c75-a465-f3f827028f50",
    esco: "nurse responsible for general care",
    isco: "2221",
    onet: ["29-1141.00"],
    evidence:
      "RN is the registered nurse licensed by a US state board of nursing after the NCLEX-RN (NCSBN; O*NET 29-1141 Registered Nurses, alternate titles RN, Staff RN); the title parser reads the bare \"RN\" as a licence qualifier, and nothing was left to match: ESCO's nurse responsible for general care (ISCO-08 2221)",
  },
  {
    titles: [
      "lpn", "lvn", "licensed practical nurse", "licensed vocational nurse", "practical nurse", "vocational nurse", "lpn nurse", "lvn nurse",
      "licensed practical nurse lpn", "licensed vocational nurse lvn", "charge nurse lpn", "lpn charge nurse", "home health lpn",
    ],
    languages: ["en"],
    escoUuid: null,
    esco: null,
    isco: "3221",
    onetTitle: "Licensed Practical and Licensed Vocational Nurses",
    onet: ["29-2061.00"],
    evidence:
      "a licensed practical nurse (LPN; licensed vocational nurse, LVN, in Texas and California) completes a state-approved practical nursing program of about a year and passes the NCLEX-PN for a state licence; LPNs measure vital signs, give medications and basic care under registered nurses and physicians (BLS OOH 'Licensed practical and licensed vocational nurses'; O*NET 29-2061, alternate titles LPN, LVN). ESCO holds no such nurse: the bare LPN and LVN matched nothing and 'Licensed Practical Nurse' became a registered nurse with the NCLEX-RN; ISCO-08 3221 nursing associate professionals (the BLS crosswalk's unit of 29-2061)",
  },
  {
    titles: [
      "paralegal", "paralegal assistant", "paralegal specialist", "certified paralegal", "litigation paralegal", "corporate paralegal",
      "conveyancing paralegal", "family law paralegal", "immigration paralegal", "real estate paralegal", "personal injury paralegal",
    ],
    languages: ["en"],
    escoUuid: "929ef41d-afd0-4d5a-b85b-69eab68fa368",
    esco: "legal assistant",
    isco: "3411",
    onet: ["23-2011.00"],
    evidence:
      "a paralegal researches cases and prepares legal documents for solicitors or attorneys (National Careers Service 'Paralegal'; O*NET 23-2011 Paralegals and Legal Assistants, alternate titles Paralegal, Litigation Paralegal, Corporate Paralegal, Certified Paralegal); ESCO gives \"paralegal\" to its legal assistant (3411) and to the court jury coordinator (2619), and the index found the second, a jury researcher: ESCO's legal assistant",
  },
  {
    titles: [
      "sales associate", "retail sales associate", "retail associate", "store associate", "sales floor associate", "retail sales assistant",
      "part time sales associate", "full time sales associate",
    ],
    languages: ["en"],
    escoUuid: "9ba74e8a-c40c-4228-9998-eb3c7a5c11df",
    esco: "sales assistant",
    isco: "5223",
    onet: ["41-2031.00"],
    evidence:
      "a sales associate sells in a store: greets customers, helps them find merchandise, works the register and restocks (BLS OOH 'Retail sales workers'; O*NET 41-2031 Retail Salespersons, alternate titles Sales Associate, Retail Sales Associate, Store Associate); ESCO gives \"sales associate\" to the sales support assistant (4311, the office's), and the requirement file's 'sales' made a US sales associate a commercial sales representative (3322) who quoted credit terms and needed a driver's license for field visits: ESCO's sales assistant (ISCO-08 5223 shop sales assistants)",
  },
  {
    titles: [
      "radiographer", "general radiographer", "registered radiographer", "x ray technician", "x ray tech", "x ray technologist",
      "xray technician", "xray tech", "radiology technician", "radiology tech", "radiology technologist", "radiologic technician", "rad tech",
    ],
    languages: ["en"],
    escoUuid: "7d092380-1c2e-48fe-81de-0d191b4e96d6",
    esco: "diagnostic radiographer",
    isco: "2269",
    onet: ["29-2034.00"],
    evidence:
      "a radiographer without 'therapeutic' or 'radiotherapy' takes X-ray, CT and MRI images of patients (NHS Health Careers: most radiographers are diagnostic; O*NET 29-2034 Radiologic Technologists and Technicians, alternate titles Radiographer, Registered Radiographer, X-Ray Technician, Radiology Technician, Radiology Technologist); ESCO's bare radiographer crosswalks to Radiation Therapists (29-1124) and a Nottingham radiographer 'administered prescribed doses of radiation', 'X-Ray Technician' found the X-ray machine technician who repairs the machines and 'Radiology Technician' a radio technician who installs antennas: ESCO's diagnostic radiographer (ISCO-08 2269)",
  },
  {
    titles: [
      "mtr", "mt r", "mtra", "medizinische technologin fur radiologie", "medizinischer technologe fur radiologie",
      "medizinische technologin radiologie", "medizinischer technologe radiologie",
    ],
    languages: ["de"],
    escoUuid: "7639a601-6db0-41ed-9fb0-813d9b8beb05",
    esco: "radiographer",
    isco: "2269",
    evidence:
      "Medizinische/r Technologe/Technologin für Radiologie (MTR, MT-R) is the MT-Berufe-Gesetz's name (MTBG, since 1 January 2023) of the Medizinisch-technische/r Radiologieassistent/in (MTRA, still common in ads): X-ray, CT and MRI diagnostics, radiotherapy and nuclear medicine (DVTA 'MTR'); the index matched neither the name nor the letters: ESCO's radiographer (Röntgentechniker, alternative label Medizinisch-technische Radiologieassistentin; medical imaging, radiotherapy and nuclear medicine; ISCO-08 3211 lists radiographers, ESCO files them under 2269), as the job-title look-up reads it (RECRUITER_MEANINGS)",
  },
  {
    titles: ["fachlagerist", "fachlageristin", "fachlagerist in", "lagerist", "lageristin", "lagerist in"],
    languages: ["de"],
    escoUuid: "bea705fe-06ac-4147-b8e0-6e8ac1208d8f",
    esco: "warehouse worker",
    isco: "9333",
    evidence:
      "a Fachlagerist/in (two-year dual Ausbildung; BERUFENET 'Fachlagerist/in') takes in goods, checks and stores them, picks and packs orders and loads them: ESCO's warehouse worker (Lagerarbeiter, alternative label Fachlagerist; ISCO-08 9333); the index's trigrams found 'Lagerist', a label of the inventory coordinator (4321), whose ad opened with inventory documents. German ads' bare 'Lagerist/in' is the same work (Wareneingang, Einlagerung, Kommissionierung, Versand, often with a forklift), as the job-title look-up reads it (RECRUITER_MEANINGS)",
  },
  {
    titles: [
      "technische systemplaner versorgungs und ausrustungstechnik", "technischer systemplaner versorgungs und ausrustungstechnik", "technische systemplanerin versorgungs und ausrustungstechnik",
      "systemplaner versorgungs und ausrustungstechnik", "systemplanerin versorgungs und ausrustungstechnik", "technischer systemplaner tga", "technische systemplanerin tga", "technischer systemplaner shk", "technische systemplanerin shk",
    ],
    languages: ["de"],
    escoUuid: "defbf906-e823-44b4-872f-99406c51022b",
    esco: "heating, ventilation, air conditioning (and refrigeration) drafter",
    isco: "3118",
    evidence:
      "the Technische/r Systemplaner/in of the Fachrichtung Versorgungs- und Ausrüstungstechnik draws heating, ventilation, air-conditioning and sanitary installations with CAD (BERUFENET 'Technische/r Systemplaner/in', 3.5-year dual Ausbildung): ESCO's HVAC drafter (Zeichner - Heizungs-/Klima-/Sanitärtechnik, ISCO-08 3118); the title matched no occupation. The other Fachrichtungen are the requirement file's 'technical-system-planner' (ESCO drafter)",
  },
  {
    titles: [
      "technische systemplaner elektrotechnische systeme", "technischer systemplaner elektrotechnische systeme", "technische systemplanerin elektrotechnische systeme",
    ],
    languages: ["de"],
    escoUuid: "2515bd46-ccd4-4561-97d1-b9544608a76e",
    esco: "electrical drafter",
    isco: "3118",
    evidence:
      "the Technische/r Systemplaner/in of the Fachrichtung Elektrotechnische Systeme draws electrical installations and switchgear with CAD (BERUFENET 'Technische/r Systemplaner/in'): ESCO's electrical drafter (Elektrozeichner, ISCO-08 3118)",
  },
  {
    titles: [
      "oberarzt", "oberarztin", "chefarzt", "chefarztin", "funktionsoberarzt", "funktionsoberarztin",
      "leitender oberarzt", "leitende oberarztin", "leitender arzt", "leitende arztin",
    ],
    // …and in an English ad for a German, Austrian or Swiss hospital ("Chefarzt", "Oberarzt"), which found the same specialised doctor with the crosswalk's orthopaedic surgeons
    languages: ["de", "en"],
    escoUuid: "9b889f07-c39c-464d-b9d9-b2daa650f9ac",
    esco: "specialised doctor",
    isco: "2212",
    onet: ["29-1229.02"],
    leads: [17101, 17106, 17100],
    evidence:
      "an Oberarzt/Oberärztin is a Facharzt/Fachärztin to whom the medical responsibility for a part or a function of a hospital department is handed (TV-Ärzte/VKA § 16 Entgeltgruppe Ä3, Marburger Bund), a Chefarzt leads the department (BERUFENET 'Facharzt/-ärztin'): ESCO's specialised doctor (Facharzt, ISCO-08 2212); the titles matched no occupation. O*NET's hospitalists (29-1229.02: inpatients, supervise residents, direct units) are the hospital's doctors, where the crosswalk picked the orthopaedic surgeons",
  },
  {
    // the specialist doctors by their specialty's noun: ESCO v1.0.8 holds one specialised doctor and
    // no "cardiologist", so the index found its veterinary cardiologist, oncologist, ophthalmologist
    // and internist (Fachtierarzt), the coroner for a pathologist, the ecologist for an oncologist, the
    // radiographer for a radiologist (Radiologe, radioloog) and the paediatric dentist for a
    // Kinderarzt or kinderarts; the others matched nothing. The specialty's O*NET occupation follows
    // from the title's words (lib/jobdesc/medical-specialties.ts)
    titles: [
      "cardiologist", "consultant cardiologist", "anaesthetist", "consultant anaesthetist", "anesthesiologist", "radiologist", "consultant radiologist",
      "neurologist", "consultant neurologist", "dermatologist", "consultant dermatologist", "psychiatrist", "consultant psychiatrist", "paediatrician",
      "consultant paediatrician", "pediatrician", "oncologist", "consultant oncologist", "medical oncologist", "urologist", "consultant urologist",
      "gastroenterologist", "consultant gastroenterologist", "nephrologist", "rheumatologist", "endocrinologist", "haematologist", "hematologist",
      "pathologist", "consultant pathologist", "ophthalmologist", "consultant ophthalmologist", "obstetrician", "gynaecologist", "gynecologist",
      "obstetrician and gynaecologist", "consultant obstetrician and gynaecologist", "orthopaedic surgeon", "orthopedic surgeon", "consultant orthopaedic surgeon",
      "geriatrician", "emergency physician", "emergency medicine physician",
      "kardiologe", "kardiologin", "anasthesist", "anasthesistin", "radiologe", "radiologin", "neurologe", "neurologin", "dermatologe", "dermatologin",
      "hautarzt", "hautarztin", "psychiater", "psychiaterin", "kinderarzt", "kinderarztin", "onkologe", "onkologin", "urologe", "urologin", "internist",
      "internistin", "gynakologe", "gynakologin", "frauenarzt", "frauenarztin", "augenarzt", "augenarztin", "orthopade", "orthopadin", "pathologe",
      "pathologin", "gastroenterologe", "gastroenterologin", "nephrologe", "nephrologin",
      "cardioloog", "anesthesioloog", "radioloog", "neuroloog", "dermatoloog", "kinderarts", "oncoloog", "uroloog", "gynaecoloog", "oogarts", "patholoog",
      "longarts", "mdl arts",
    ],
    escoUuid: "9b889f07-c39c-464d-b9d9-b2daa650f9ac",
    esco: "specialised doctor",
    isco: "2212",
    evidence:
      "a cardiologist, Anästhesist or kinderarts is a specialist doctor of that specialty (GMC specialist register; Bundesärztekammer (Muster-)Weiterbildungsordnung, Facharztbezeichnungen; KNMG, erkende specialismen): ESCO's specialised doctor (Facharzt, medisch specialist; ISCO-08 2212), which holds no such label",
  },
  {
    titles: ["aushilfe kuche", "kuchenaushilfe", "hilfe kuche", "helfer kuche", "helferin kuche", "kuchenhilfskraft", "hilfskraft kuche"],
    languages: ["de"],
    escoUuid: "e1cf6897-158d-4b48-a39e-2a3a8cac216c",
    esco: "kitchen assistant",
    isco: "9412",
    evidence:
      "an Aushilfe or Hilfskraft in the kitchen is a Küchenhilfe: prepares food, washes up and keeps the kitchen clean, no Ausbildung required (BERUFENET 'Küchenhilfe'): ESCO's kitchen assistant (Küchenhilfe, ISCO-08 9412); the requirement file's 'küche' found the cook and his Ausbildung",
  },
  {
    // the building-services monteur: "W/E" is werktuigbouwkundig (heating, ventilation, water) and
    // elektrotechnisch; the folded title keeps "w e" ("Monteur W/E") or "w&e"
    titles: [
      "monteur w e", "monteur w&e", "monteur e w", "w e monteur", "w&e monteur", "w monteur", "monteur w",
      "eerste monteur w e", "eerste monteur w&e", "servicemonteur w e", "servicemonteur w&e", "allround monteur w e",
      "monteur installatietechniek", "servicemonteur installatietechniek", "eerste monteur installatietechniek",
      "allround monteur installatietechniek", "onderhoudsmonteur installatietechniek", "servicemonteur installaties",
      "monteur service en onderhoud installaties", "eerste monteur service en onderhoud installaties",
      "installatiemonteur", "eerste installatiemonteur", "installatiemonteur w", "installatiemonteur w e",
      "monteur werktuigbouwkundige installaties", "servicemonteur cv", "cv monteur",
    ],
    languages: ["nl"],
    escoUuid: "7259dc48-004a-4ceb-aa4e-5bbd548c2397",
    esco: "heating engineer",
    isco: "7126",
    evidence:
      "a W/E-monteur or servicemonteur installatietechniek installs, maintains and repairs the heating, ventilation, water and electrical installations of buildings (Techniek Nederland, beroepen in de installatietechniek; SBB kwalificatie 'Eerste monteur service en onderhoud installaties', mbo 3); the index found the film editor for 'Monteur W/E' (filmmonteur, 2654) and the crane technician for 'Servicemonteur installatietechniek' (servicemonteur kranen), and 'Installatiemonteur' a bathroom fitter: ESCO's heating engineer (verwarmingsmonteur, installatiemonteur verwarming en ventilatie; ISCO-08 7126)",
  },
  {
    // ESCO's Dutch labels give "CNC-verspaner", "CNC-draaier" and "CNC-frezer" to the cylindrical
    // grinder operator too (8122, preferred "draaier"), and the index took it for all three: a
    // verspaner machines metal on CNC turning and milling machines (SBB kwalificatie 'Verspaner')
    titles: ["cnc verspaner", "verspaner", "allround verspaner", "eerste verspaner", "cnc operator verspaning", "cnc draaier frezer", "draaier frezer"],
    languages: ["nl"],
    escoUuid: "5c082067-ea18-4ccb-8c43-e70b18ad8120",
    esco: "computer numerical control machine operator",
    isco: "7223",
    evidence:
      "a (CNC-)verspaner sets up, programs and runs CNC turning and milling machines from technical drawings and checks the dimensions (SBB kwalificatie 'Verspaner', mbo 2/3); the index found the cylindrical grinder operator (ISCO-08 8122, whose Dutch labels wrongly hold 'CNC-verspaner'): ESCO's computer numerical control machine operator (operator CNC-machine, CNC-verspaner; ISCO-08 7223)",
  },
  {
    titles: ["cnc draaier", "draaier", "conventioneel draaier", "metaaldraaier", "allround draaier"],
    languages: ["nl"],
    escoUuid: "63042e8f-dd59-47fe-87f3-3b2ce21f196a",
    esco: "lathe and turning machine operator",
    isco: "7223",
    evidence:
      "a (CNC-)draaier turns metal workpieces on a lathe (SBB kwalificatie 'Verspaner', draaien); ESCO gives 'draaier' as preferred Dutch label to the cylindrical grinder operator (8122, a grinding machine) and the index found it: ESCO's lathe and turning machine operator (operator draaibank, CNC-draaier; ISCO-08 7223)",
  },
  {
    titles: ["cnc frezer", "frezer", "conventioneel frezer", "allround frezer"],
    languages: ["nl"],
    escoUuid: "a1c9f8b7-c4ce-4b15-ac3c-3378c300d8f2",
    esco: "milling machine operator",
    isco: "7223",
    evidence:
      "a (CNC-)frezer mills metal workpieces (SBB kwalificatie 'Verspaner', frezen); ESCO gives 'CNC-frezer' to the cylindrical grinder operator (8122) as well, and the index found that one: ESCO's milling machine operator (frezer, CNC-frezer; ISCO-08 7223)",
  },
  {
    // the school type names the occupation: "Wo-docent" found the adult literacy teacher (2352)
    titles: ["wo docent", "docent wo", "universitair docent", "universitair hoofddocent", "hbo docent", "docent hbo", "hogeschooldocent"],
    languages: ["nl"],
    escoUuid: "684fd8d5-9b40-4b02-a680-438f0082d923",
    esco: "higher education lecturer",
    isco: "2310",
    evidence:
      "a wo- or hbo-docent teaches at a university or hogeschool (UWV beroepen 'Docent hoger onderwijs'; Basiskwalificatie Onderwijs, BKO); the bare 'Wo-docent' found the adult literacy teacher (docent alfabetisering, 2352): ESCO's higher education lecturer (docent hoger onderwijs; ISCO-08 2310)",
  },
  {
    titles: ["mbo docent", "docent mbo", "mbo leraar", "leraar mbo", "praktijkdocent mbo", "instructeur mbo"],
    languages: ["nl"],
    escoUuid: "81f8d141-3f67-4fb0-a349-db0147ef7b3a",
    esco: "vocational teacher",
    isco: "2320",
    evidence:
      "an mbo-docent teaches students of a vocational college (roc) their trade, in theory and practice (Wet educatie en beroepsonderwijs art. 4.2.3: a lerarenopleiding or a pedagogisch-didactisch getuigschrift, PDG); 'Mbo-docent techniek' found nothing and 'Docent mbo' the secondary school teacher: ESCO's vocational teacher (vakdocent beroepsonderwijs, docent beroepsonderwijs; ISCO-08 2320)",
  },
  {
    titles: ["medewerker keuken", "medewerkster keuken", "keukenmedewerker", "keukenmedewerkster", "allround medewerker keuken", "keukenhulp", "keukenassistent"],
    languages: ["nl"],
    escoUuid: "e1cf6897-158d-4b48-a39e-2a3a8cac216c",
    esco: "kitchen assistant",
    isco: "9412",
    evidence:
      "a medewerker keuken or keukenhulp helps the cooks prepare food, washes up and keeps the kitchen clean (UWV beroepen 'Keukenhulp'; mbo 1 or no diploma); the requirement file's 'keuken' made the title a cook (5120) with a koksdiploma: ESCO's kitchen assistant (keukenhulp, keukenassistent; ISCO-08 9412 kitchen helpers)",
  },
  {
    titles: ["onderwijsassistent", "onderwijsassistente", "klassenassistent", "klassenassistente", "onderwijsassistent basisonderwijs", "onderwijsassistent primair onderwijs", "leraarondersteuner"],
    languages: ["nl"],
    escoUuid: "00674f21-2f8f-4a41-9896-133f7cbe2a6e",
    esco: "primary school teaching assistant",
    isco: "5312",
    evidence:
      "an onderwijsassistent supports the teacher in a school's classroom and guides pupils alone or in small groups (SBB kwalificatie 'Onderwijsassistent', mbo 4); ESCO gives the bare 'onderwijsassistent' to the early years teaching assistant (kleuteronderwijs), whose ad cared for children at play, meals and naps: ESCO's primary school teaching assistant (onderwijsassistent basisonderwijs; ISCO-08 5312 teachers' aides)",
  },
  {
    titles: ["tierarzt", "tierarztin", "tierarzt in", "praktischer tierarzt", "praktische tierarztin", "dierenarts", "praktijkdierenarts"],
    languages: ["de", "nl"],
    escoUuid: "eb6efbb9-9216-4e86-bc3b-de2223cd4667",
    esco: "general veterinarian",
    isco: "2250",
    evidence:
      "a Tierarzt or dierenarts examines and treats animals with the Approbation (Bundes-Tierärzteordnung § 2; BERUFENET 'Tierarzt/-ärztin') or the registration in the Diergeneeskunderegister (Wet dieren art. 4.3), as the English 'Veterinarian' is ESCO's general veterinarian (Allgemeintierarzt, algemeen dierenarts; ISCO-08 2250, O*NET 29-1131); ESCO holds no bare 'Tierarzt', and the index found the tiermedizinische Fachangestellte by her label 'Tierarzthelfer' (3240, O*NET 29-2056 veterinary technologists), while ESCO gives 'dierenarts' as a label to the artificial insemination technician and the equine dental technician",
  },
  {
    // the requirement file's clinical heads of department ("head of department cardiology", "anaesthetics
    // head of department"), one list for both
    titles: (REQUIREMENTS.occupations.find((o) => o.id === "senior-doctor")?.match ?? []).filter((m) => m.includes("head of department")),
    languages: ["en"],
    escoUuid: "9b889f07-c39c-464d-b9d9-b2daa650f9ac",
    esco: "specialised doctor",
    isco: "2212",
    evidence:
      "a hospital's clinical head of department is a consultant of the speciality who leads its doctors (GMC specialist register; NHS Health Careers 'Cardiology'), the requirement file's senior doctor: ESCO's specialised doctor (ISCO-08 2212); the look-up found the department manager (1219), a business's",
  },
  {
    titles: [
      "ota", "operationstechnischer assistent", "operationstechnische assistentin", "operationstechnische assistent",
      "operationstechnische r assistent in", "operationstechnische r assistent", "operationstechnischer assistent in",
    ],
    languages: ["de"],
    escoUuid: null,
    esco: null,
    isco: "3259",
    gapTitle: "operating-theatre-technician",
    onetTitle: "Surgical Technologists",
    onet: ["29-2055.00"],
    evidence:
      "an Operationstechnische/r Assistent/in (OTA) prepares operations, instruments for the surgeon, works as the operating team's Springer, documents and reprocesses the instruments (ATA-OTA-Gesetz, BGBl. I 2019 S. 2768, in force 1 January 2022: three years' training and a state examination, § 1 Erlaubnis; BERUFENET 'Operationstechnische/r Assistent/in'); ESCO has no such occupation: the letters found a notary (Notar) and the full name ESCO's Ingenieurassistent (4110, 'Technischer Assistent'). O*NET 29-2055 Surgical Technologists (alternate titles Surgical Technician, Scrub Technician), ISCO-08 3259 in the BLS crosswalk",
  },
  {
    titles: [
      "operating theatre technician", "operating room technician", "surgical technologist", "surgical technician", "surgical tech",
      "certified surgical technologist", "scrub technician", "scrub tech", "or tech", "operating room tech",
    ],
    languages: ["en"],
    escoUuid: null,
    esco: null,
    isco: "3259",
    gapTitle: "operating-theatre-technician",
    onetTitle: "Surgical Technologists",
    onet: ["29-2055.00"],
    evidence:
      "a surgical technologist prepares the operating room, passes instruments to the surgeon and counts sponges and instruments (O*NET 29-2055 Surgical Technologists, alternate titles Surgical Technician, Scrub Technician, Operating Room Technician; ISCO-08 3259 in the BLS crosswalk): the German OTA's work; ESCO has no such occupation, gives 'surgical technician' to its anaesthetic technician (3259) and the index read 'Operating Theatre Technician' as a stage's theatre technician (3435)",
  },
  {
    titles: ["operatieassistent", "operatieassistente", "operatie assistent"],
    languages: ["nl"],
    escoUuid: null,
    esco: null,
    isco: "3259",
    gapTitle: "operating-theatre-technician",
    onetTitle: "Surgical Technologists",
    onet: ["29-2055.00"],
    evidence:
      "a Dutch operatieassistent prepares the operating room and instruments, assists the surgeon at the table and as omloop (the German Springer) and reprocesses the instruments (NVO, Nederlandse Vereniging van Operatieassistenten; a CZO-recognised training): the German OTA's work, O*NET 29-2055 Surgical Technologists, ISCO-08 3259. ESCO gives 'operatieassistent' to its doktersassistent (3256, a GP's practice), whose tasks the index read",
  },
  {
    titles: ["basisarts", "anios", "arts niet in opleiding", "arts niet in opleiding tot specialist"],
    languages: ["nl"],
    escoUuid: "71f09c8b-a172-408c-b9e7-32e580e39ff6",
    esco: "general practitioner",
    isco: "2211",
    evidence:
      "a basisarts has the master's degree in geneeskunde and is registered as arts in the BIG register (Wet BIG art. 3), but has not (yet) trained as a specialist: in a hospital the ANIOS, arts niet in opleiding tot specialist (KNMG 'Basisarts'); the word found nothing. ESCO has no doctor of no speciality; its general practitioner (huisarts) is ISCO-08 2211 generalist medical practitioners, the unit of unspecialised doctors, which the bare 'arts' already found",
  },
  {
    titles: ["hotelfachmann", "hotelfachfrau", "hotelfachmann frau", "hotelfachkraft", "hotelfachleute"],
    languages: ["de"],
    escoUuid: null,
    esco: null,
    isco: "4224",
    gapTitle: "hotel-specialist",
    onetTitle: "Hotel, Motel, and Resort Desk Clerks",
    onet: ["43-4081.00"],
    evidence:
      "a Hotelfachmann/Hotelfachfrau is trained for every department of a hotel: reception and reservations, housekeeping, restaurant and banquet service, the back office (BERUFENET 'Hotelfachmann/-frau', three-year dual Ausbildung; AT Hotel- und Gastgewerbeassistent/in, CH Hotelfachmann/-frau EFZ); ESCO has no such occupation and the words found nothing. ISCO-08 4224 hotel receptionists, the front office its graduates most often work in; O*NET 43-4081 Hotel, Motel, and Resort Desk Clerks. The role's own duties and rows (requirement occupation hotel-specialist) come first",
  },
  // common English titles whose words ESCO gives a neighbouring occupation (decision 088, 2026-12-08)
  {
    titles: ["hvac technician", "hvac tech", "hvac service technician", "hvac service tech", "hvac installer", "hvac mechanic", "hvac installation technician"],
    languages: ["en"],
    escoUuid: "79f435d0-9bc6-4d25-a26a-acbe16569ebb",
    esco: "heating, ventilation, air conditioning (and refrigeration) service engineer",
    isco: "7127",
    onet: ["49-9021.00"],
    evidence:
      "an HVAC technician installs, services and repairs heating, air-conditioning and refrigeration systems (BLS Occupational Outlook Handbook 'Heating, Air Conditioning, and Refrigeration Mechanics and Installers', also called HVACR technicians; O*NET 49-9021 lists HVAC Tech and HVAC Installer among its alternate titles): ESCO's HVAC(R) service engineer (alternative label HVAC mechanic; ISCO-08 7127). The index found ESCO's HVACR engineering technician (3115), written with O*NET's aerospace engineering test technicians, the gas service technician and a tent installer",
  },
  {
    titles: ["help desk analyst", "helpdesk analyst", "service desk analyst", "it help desk analyst", "it helpdesk analyst", "it service desk analyst"],
    escoUuid: "aaeec9a7-dc57-4485-890c-86b3eef735f9",
    esco: "ICT help desk agent",
    isco: "3512",
    onet: ["15-1232.00"],
    evidence:
      "O*NET 15-1232 Computer User Support Specialists lists Help Desk Analyst and Service Desk Analyst among its alternate titles (answers users' questions about hardware and software, solves or passes on their problems): ESCO's ICT help desk agent (IT help desk advisor; ISCO-08 3512). 'Help Desk Analyst' found nothing and 'Service Desk Analyst' ESCO's call centre analyst (3341), which has it as a label",
  },
  {
    titles: ["credit controller", "credit control", "credit control assistant", "credit control administrator", "credit control officer", "credit control clerk"],
    languages: ["en"],
    escoUuid: "50a66df6-c141-4b4a-937a-d3bc55737ae3",
    esco: "debt collector",
    isco: "4214",
    onet: ["43-3011.00"],
    // overdue accounts, customers chased, payment plans, payments posted, credit extended: not O*NET's tracing of debtors by asking neighbours
    leads: [2473, 2475, 2476, 2481, 2472, 18559, 2482],
    evidence:
      "a British credit controller makes sure customers pay their invoices on time: checks accounts, chases overdue payments by phone and letter, agrees payment plans and passes bad debts on (National Careers Service 'Credit controller'); O*NET 43-3011 Bill and Account Collectors does that work, and ESCO's debt collector holds the label credit control agent (ISCO-08 4214). ESCO gives 'credit controller' to the credit manager (3312, a bank's lending), and the writer's requirement file read 'controller' as the accountant (ACCA, CIMA)",
  },
  {
    titles: ["logistics coordinator", "logistics co-ordinator", "logistics coordinator transportation", "transportation coordinator", "shipping coordinator"],
    languages: ["en"],
    escoUuid: "49e28648-4fa8-4b36-ac4d-781c108547bf",
    esco: "freight transport dispatcher",
    isco: "4323",
    onet: ["43-5011.00"],
    evidence:
      "a logistics coordinator books carriers, prepares shipping documents and tracks shipments: O*NET lists Logistics Coordinator under Cargo and Freight Agents (43-5011: arrange transport with freight companies, prepare bills of lading, track delivery progress), besides Logisticians and the transportation managers; ESCO gives the label to the logistics and distribution manager (1324), who plans and directs, and holds the coordinating work in ISCO-08 4323 transport clerks: its freight transport dispatcher (freight logistics dispatcher) coordinates the modes of transport and tracks the vehicles",
  },
  {
    titles: ["marketing executive", "marketing coordinator", "marketing co-ordinator", "marketing officer"],
    languages: ["en"],
    escoUuid: "47e81c7f-2d04-4a60-a8ff-9913c36d8344",
    esco: "marketing assistant",
    isco: "2431",
    onet: ["11-2021.00"],
    leads: [961, 957, 956, 963],
    evidence:
      "a British marketing executive, like a US marketing coordinator, runs campaigns, events and materials under a marketing manager (National Careers Service 'Marketing executive'); O*NET lists both as alternate titles of Marketing Managers (11-2021), whose coordinating tasks come first here (promotional activities and trade shows, product lists, packaging, market research), not its hiring and budgets; ESCO gives 'marketing executive' to the marketing manager (1221) and holds the work in its marketing assistant (marketing officer, marketing associate; ISCO-08 2431). The writer had read the market research analysts (13-1161)",
  },
  {
    titles: ["verkoopadviseur", "verkoopadviseuse", "verkoop adviseur", "verkoopadviseur winkel"],
    languages: ["nl"],
    escoUuid: "9ba74e8a-c40c-4228-9998-eb3c7a5c11df",
    esco: "sales assistant",
    isco: "5223",
    onet: ["41-2031.00"],
    evidence:
      "a verkoopadviseur advises and serves customers in a shop: ESCO holds the word only in 'verkoopadviseur audio- en videoapparatuur', a shop seller (5223), and its verkoopmedewerker (sales assistant, ISCO-08 5223) is the general one; O*NET lists Retail Sales Consultant under Retail Salespersons (41-2031). The writer's index had read O*NET's door-to-door sales workers (41-9091)",
  },
];

/** The row whose title is the typed core title as a whole, if any (in the text's language, where a row names languages). */
export function titleSynonym(core: string, language?: JobdescLanguage): TitleSynonym | null {
  const folded = fold(core);
  return TITLE_SYNONYMS.find((s) => s.titles.includes(folded) && (!s.languages || (language && s.languages.includes(language)))) ?? null;
}

/**
 * The Dutch "servicemedewerker" serves guests in a restaurant or bar, answers customers in a
 * contact centre or services machines in a technical service (SBB: gastheer/gastvrouw, medewerker
 * contactcenter, servicemonteur): the index guessed ICT user support (3512) and wrote a helpdesk ad.
 * Which one is meant the writer cannot tell, so it asks and suggests the three (below).
 */
const AMBIGUOUS_SERVICE = ["servicemedewerker", "service medewerker", "servicemedewerkster"];

/**
 * Titles that name a role but no occupation, and whose ESCO match is a guess: a team lead of what?
 * (ESCO's "Teamleiter Obstbau" ran a fruit farm, "teamleider" a textile workshop; the German
 * "Helfer" repaired vehicles.) The writer names no occupation for them and asks for the tasks.
 * Single words in the labels of 50 occupations or more ("Engineer", "Manager") are found by the
 * occupation index itself (onlyGenericWords).
 */
const NO_OCCUPATION = ["helfer", "helferin", "aushilfe", ...AMBIGUOUS_SERVICE];

export function titleNamesNoOccupation(core: string) {
  return NO_OCCUPATION.includes(fold(core)) || namesNoField(core);
}

/**
 * Titles that lead people but name no field: ESCO's nearest label is some field's lead ("Team
 * Leader" found the animal care team leader and fed animals, "Deputy Manager" a film producer,
 * "Teamleider" a production supervisor taking measurements). No occupation is matched, so the
 * text is general and the writer asks for the main tasks (issue 50 §2).
 */
const FIELDLESS_LEADS = [
  "team leader", "team lead", "teamleader", "teamleider", "teamleiter", "teamleiterin", "teamleitung",
  "supervisor", "manager", "assistant manager", "deputy manager", "team manager", "leidinggevende",
];

export function namesNoField(core: string) {
  return FIELDLESS_LEADS.includes(fold(core));
}

/**
 * The fields a fieldless title names most often, offered as suggested titles beside the writer's
 * "no occupation matched" warning (which asks to choose one): British ads for an "Assistant
 * Manager" or a "Deputy Manager" are mostly for a shop, a restaurant or pub, or a hotel (NCS
 * 'Retail manager', 'Restaurant manager', 'Hotel manager': "you could start as an assistant
 * manager"). Which one is meant the writer cannot tell, so it writes no field's tasks — but each
 * suggestion is a title it writes real lines for.
 */
const FIELDLESS_SUGGESTIONS: Record<string, Partial<Record<JobdescLanguage, string[]>>> = {
  "assistant manager": { en: ["Assistant Store Manager", "Assistant Restaurant Manager", "Assistant Hotel Manager"] },
  ...Object.fromEntries(AMBIGUOUS_SERVICE.map((title) => [title, { nl: ["Medewerker bediening", "Klantenservicemedewerker", "Servicemonteur"] }])),
  "deputy manager": { en: ["Deputy Store Manager", "Deputy Restaurant Manager", "Deputy Hotel Manager"] },
};

export function fieldlessSuggestions(core: string, language: JobdescLanguage) {
  return FIELDLESS_SUGGESTIONS[fold(core)]?.[language] ?? [];
}

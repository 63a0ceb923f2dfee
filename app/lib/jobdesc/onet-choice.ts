/**
 * ESCO occupations whose O*NET profile the ranking in services/jobdesc/reference-data.server.ts
 * gets wrong, and the O*NET-SOC 2019 occupations that describe them. A row only where the Nesta
 * crosswalk and the ISCO-08 unit's codes offer a narrow setting of the occupation (farm products,
 * a cafeteria) or another occupation, and each names the evidence. The first code with tasks is
 * the profile; skills and job zone come from the first of the list that O*NET rates.
 */
export interface OnetChoice {
  /** ESCO concept uuid and its English preferred label */
  escoUuid: string;
  esco: string;
  onet: string[];
  evidence: string;
}

export const ONET_CHOICES: OnetChoice[] = [
  {
    escoUuid: "8d3e8aaa-791b-4c75-a465-f3f827028f50",
    esco: "nurse responsible for general care",
    onet: ["29-1141.00"],
    evidence:
      "ESCO's nurse responsible for general care (Pflegefachkraft, verpleegkundige; ISCO-08 2221) is the registered general nurse of EU Directive 2005/36/EC: O*NET's Registered Nurses (29-1141.00, record vital signs, administer medications, monitor and report symptoms; NCS 'Adult nurse'); the ranking picked Acute Care Nurses (29-1141.01) on the shared word 'care', the acute care nurse practitioners' profile, and a staff nurse's ad opened with sedation and advanced cardiac life support",
  },
  {
    escoUuid: "9e81adde-9983-44fa-b74b-c548d0dbfbdd",
    esco: "shop manager",
    onet: ["41-1011.00"],
    evidence:
      "ESCO's shop manager (Filialleiter, winkelmanager; ISCO-08 1420) is responsible for the activities and staff of a shop: O*NET's First-Line Supervisors of Retail Sales Workers (41-1011), whose alternate titles are Store Manager and Retail Store Manager (O*NET 29.3 Alternate Titles) and whose tasks are the shop floor's (customer service, merchandise, stock, schedules); the ranking picked General and Operations Managers (11-1021), and a Columbus retail store manager was to 'direct or coordinate financial or budget activities to … maximize investments'",
  },
  {
    escoUuid: "29fa406d-de89-4515-be8d-0fe7bda993f1",
    esco: "purchaser",
    onet: ["13-1023.00"],
    evidence:
      "ESCO's purchaser (inkoper, Einkäufer; ISCO-08 3323) buys supplies, materials, services and goods and selects suppliers: O*NET's Purchasing Agents, Except Wholesale, Retail, and Farm Products (13-1023); the ranking picked Buyers and Purchasing Agents, Farm Products (13-1021) on the shared words 'buyers' and 'purchasing'",
  },
  {
    escoUuid: "90f75f67-495d-49fa-ab57-2f320e251d7e",
    esco: "cook",
    onet: ["35-2014.00"],
    evidence:
      "a cook (Koch/Köchin, kok) in a job ad cooks à la carte in a restaurant or hotel kitchen (BERUFENET 'Koch/Köchin': Restaurants, Hotels, Kantinen); BLS OEWS May 2023 counts 1.4 million restaurant cooks (35-2014) against 0.4 million institution and cafeteria cooks (35-2012), the crosswalk's code, whose tasks and skills (service orientation, speaking) read like a canteen's",
  },
  {
    escoUuid: "d3edb8f8-3a06-47a0-8fb9-9b212c006aa2",
    esco: "data analyst",
    onet: ["15-2051.00", "15-2041.00"],
    evidence:
      "ESCO's data analyst (ISCO-08 2511) imports, cleans, transforms, models and interprets data for the business goals: O*NET's Data Scientists (15-2051, 'develop and implement techniques or analytics applications to transform raw data into meaningful information'; BLS OOH lists data analysts there); the crosswalk and the unit offered only Computer Systems Analysts (15-1211: production and inventory control systems) and Computer and Information Research Scientists. O*NET rates no skills for 15-2051: Statisticians' (15-2041) stand in",
  },
  {
    escoUuid: "258e46f9-0075-4a2e-adae-1ff0477e0f30",
    esco: "data scientist",
    onet: ["15-2051.00", "15-2041.00"],
    evidence:
      "ESCO's data scientist (Datenwissenschaftler, data scientist; ISCO-08 2511) builds mathematical models from data and presents what they show: O*NET's Data Scientists (15-2051, 'Data Scientist' among its alternate titles: process large data sets with statistical software, build, test and validate models that predict outcomes), the profile the machine learning engineer reads (title-synonyms.ts); the crosswalk and the unit gave Computer and Information Research Scientists (15-1221), and a Boston data scientist was to 'design computers and the software that runs them'. O*NET rates no skills for 15-2051: Statisticians' (15-2041) stand in, as for the data analyst",
  },
  {
    escoUuid: "f5166c6b-3467-4fc4-9343-d12e870d9def",
    esco: "contact centre manager",
    onet: ["43-1011.00"],
    evidence:
      "ESCO's contact centre manager (Leiter/in des Kundendienstes, manager contactcenter; alternative label customer service manager; ISCO-08 1439) runs a customer service department: the crosswalk's First-Line Supervisors of Office and Administrative Support Workers (43-1011, Nesta confidence 1.0; reported titles Customer Service Manager, Call Center Manager), the profile a head of customer service reads (field-managers.ts), named here so that a title the requirement file sends to this occupation ('Customer Service Manager', 'Manager klantenservice') reads it too; the ranking can pick another of unit 1439's codes",
  },
  {
    escoUuid: "84fabf82-4abf-4f41-99aa-55718a2e500b",
    esco: "tax clerk",
    onet: ["13-2082.00"],
    evidence:
      "ESCO's tax clerk (Steuersachbearbeiter, administratief medewerker belastingen; ISCO-08 4312) collects financial information to prepare accounting and tax documents: O*NET's Tax Preparers (13-2082); the crosswalk named Tax Examiners and Collectors, and Revenue Agents (13-2081), the tax office's side",
  },
  {
    escoUuid: "edf2e989-d7c5-496e-b365-81fc5cb9eb39",
    esco: "mechatronics engineering technician",
    onet: ["17-3024.00"],
    evidence:
      "ESCO's mechatronics engineering technician (ISCO-08 3115) builds, tests and maintains mechatronic devices: O*NET's Electro-Mechanical and Mechatronics Technologists and Technicians (17-3024); the unit's codes tied on 'engineering technicians' and the first, Aerospace Engineering and Operations Technologists (17-3021), won",
  },
  {
    escoUuid: "14031d4a-6e99-442f-b4fe-18262b6432b2",
    esco: "commercial sales representative",
    onet: ["41-4012.00"],
    evidence:
      "ESCO's commercial sales representative (Handelsvertreter, accountmanager, sales executive; ISCO-08 3322) sells goods and services to businesses: O*NET's Sales Representatives, Wholesale and Manufacturing, Except Technical and Scientific Products (41-4012); the crosswalk's Technical and Scientific Products (41-4011) had a London sales executive 'study documentation for new scientific or technical products'",
  },
  {
    escoUuid: "5c1eba1e-7820-4287-9746-4c5906320100",
    esco: "sales support assistant",
    onet: ["43-4151.00"],
    evidence:
      "ESCO's sales support assistant (Verkaufssachbearbeiter, the Vertriebsinnendienst) supports the sales effort from the office: O*NET's Order Clerks (43-4151: receive and process orders, inform customers of prices and shipping dates); the crosswalk named Bookkeeping, Accounting, and Auditing Clerks (43-3031)",
  },
  {
    escoUuid: "bbaa1444-2c0a-4f76-8375-d72e3ea968fd",
    esco: "grill cook",
    onet: ["35-2014.00"],
    evidence:
      "ESCO's grill cook holds the US 'line cook', a restaurant's cook at a station (O*NET 35-2014 Cooks, Restaurant, whose reported titles name the line cook); the crosswalk gave the cafeteria cooks (35-2012: 'serve food to facility residents')",
  },
  {
    escoUuid: "e7970c7a-7769-4002-87d3-0a8ea94fdd6f",
    esco: "landscape gardener",
    onet: ["37-3011.00"],
    evidence:
      "ESCO's landscape gardener (Garten- und Landschaftsbauer, hovenier; ISCO-08 6113) lays out and tends gardens and green spaces: O*NET's Landscaping and Groundskeeping Workers (37-3011); the crosswalk named Landscape Architects (17-1012), who design them with a degree",
  },
  {
    escoUuid: "bf7d8b16-4e2c-48ef-b44e-dc25b2d0ab61",
    esco: "barista",
    onet: ["35-3023.01"],
    evidence:
      "ESCO's barista (ISCO-08 5132, with the bartenders) 'prepares specialised types of coffee using professional equipment': O*NET's Baristas (35-3023.01: prepare or serve coffee, espresso drinks and teas, take orders, serve baked goods); the unit's ranking gave the Bartenders (35-3011), and a Dublin barista was to check customers' age for alcohol and serve wine and beer",
  },
  {
    escoUuid: "7d092380-1c2e-48fe-81de-0d191b4e96d6",
    esco: "diagnostic radiographer",
    onet: ["29-2034.00"],
    evidence:
      "ESCO's diagnostic radiographer (alternative label radiologic technologist; ISCO-08 2269) performs diagnostic imaging examinations with X-rays, MRI and ultrasound: O*NET's Radiologic Technologists and Technicians (29-2034: position imaging equipment, set exposure, position patients, radiation safety); the occupation has no crosswalk row, the unit's codes tied, and a US radiologic technologist was to 'teach cane skills' as a low vision therapist (29-1122.01) and a diagnostic radiographer took Chiropractors (29-1011)",
  },
  {
    escoUuid: "a9e54177-a185-404d-b6e6-15663d31137e",
    esco: "therapeutic radiographer",
    onet: ["29-1124.00"],
    evidence:
      "ESCO's therapeutic radiographer (alternative labels radiotherapy radiographer, radiotherapy technologist; ISCO-08 2269) prepares and performs high-energy radiation treatments: O*NET's Radiation Therapists (29-1124), the crosswalk's code for ESCO's radiographer; without a crosswalk row of its own the unit's ranking gave Low Vision Therapists (29-1122.01)",
  },
  {
    escoUuid: "006cc1f9-2841-41c3-991a-dc3f2f3bd533",
    esco: "physiotherapist",
    onet: ["29-1123.00"],
    evidence:
      "ESCO's physiotherapist (Physiotherapeut, fysiotherapeut; ISCO-08 2264) assesses and treats people with physical problems caused by injury, illness or ageing: O*NET's Physical Therapists (29-1123: 'assess, plan, organize, and participate in rehabilitative programs that improve mobility, relieve pain'; the US title of the profession, BLS OOH); the crosswalk named Exercise Physiologists (29-1128), and a London physiotherapist was to 'provide emergency … care to participants' and prescribe exercise programmes with 'perceptual goggles'",
  },
  {
    escoUuid: "9f508305-80ce-4111-8722-f2c9b4a44890",
    esco: "product manager",
    onet: ["11-2021.00"],
    evidence:
      "ESCO's product manager (Produktmanager, productmanager; ISCO-08 1223) manages a product's lifecycle through market research and strategic planning: O*NET's Marketing Managers (11-2021), whose alternate and reported titles hold 'Product Manager' and 'Digital Product Manager' (O*NET 29.3); the crosswalk named Biofuels/Biodiesel Technology and Product Development Managers (11-9041.01), a niche specialty, and a Manchester product manager was to 'conduct experiments on biomass or pretreatment technologies'",
  },
  {
    escoUuid: "faed411a-f920-4100-86a8-b877928b429c",
    esco: "user experience analyst",
    onet: ["15-1255.00"],
    evidence:
      "ESCO's user experience analyst (ISCO-08 2511) holds 'UX designer' among its Dutch labels and evaluates users' interaction to improve usability and design: O*NET's Web and Digital Interface Designers (15-1255: conduct user research, create prototypes; its alternate titles hold 'User Experience Designer (UX Designer)'); the crosswalk named Computer Systems Analysts (15-1211), and a Seattle UX designer was to 'troubleshoot program and system malfunctions'",
  },
  {
    escoUuid: "377865f0-c327-4599-8c7e-d428c6588edf",
    esco: "purchasing manager",
    onet: ["11-3061.00"],
    evidence:
      "ESCO's purchasing manager (Einkaufsleiter, inkoopmanager; alternative labels buying manager, procurement manager; ISCO-08 1324) is in charge of buying goods, equipment and services, negotiates contracts and analyses suppliers: O*NET's Purchasing Managers (11-3061; BLS OOH 'Purchasing Managers, Buyers, and Purchasing Agents'); the occupation has no crosswalk row, the unit's ranking gave Transportation, Storage, and Distribution Managers (11-3071), and a Detroit purchasing manager was to 'advise sales and billing departments of transportation charges'",
  },
];

/**
 * Classes of ESCO occupations with one O*NET profile, by ISCO-08 unit and English preferred label.
 * ESCO's retail and wholesale trade managers (1420) hold some fifty shop managers by their goods
 * ("clothing shop manager", "bakery shop manager", "supermarket manager", "department store
 * manager", "fuel station manager"), each crosswalked to General and Operations Managers (11-1021):
 * a store's assistant manager ("Store Assistant Manager" finds ESCO's "assistant department store
 * manager") was to "direct or coordinate financial or budget activities". They run a shop floor:
 * O*NET's First-Line Supervisors of Retail Sales Workers (41-1011), whose alternate titles (O*NET
 * 29.x) are Store Manager, Shop Manager, Retail Store Manager, Supermarket Manager, Grocery Store
 * Manager, Convenience Store Manager, Flower Shop Manager, Music Store Manager, Department Manager
 * and Station Manager. The unit's sales account and trade regional managers are not shop managers.
 */
const ONET_CLASSES: { isco: string; label: RegExp; onet: string[] }[] = [
  { isco: "1420", label: /\b(?:shop|bookshop|store|drugstore|supermarket|station|retail department) manager$/, onet: ["41-1011.00"] },
];

/** The O*NET codes chosen for an ESCO occupation (its English preferred label and ISCO-08 unit for a class), if any. */
export function onetChoice(escoUuid: string | null, isco: string | null = null, label: string | null = null): string[] {
  const chosen = escoUuid ? ONET_CHOICES.find((c) => c.escoUuid === escoUuid)?.onet : undefined;
  if (chosen) return chosen;
  return ONET_CLASSES.find((c) => c.isco === isco && label !== null && c.label.test(label))?.onet ?? [];
}

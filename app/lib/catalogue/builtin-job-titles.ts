/** A label in English, German and Dutch. */
export type Labels = readonly [en: string, de: string, nl: string];

/**
 * The built-in job titles: enough for the app to be usable when the ESCO reference data is not
 * there (issue 3 §1). `npm run import:occupations` replaces and extends them with ESCO.
 * [id suffix, job function, ISCO-08 unit group, labels en/de/nl, extra search labels]
 */
export type BuiltinTitle = readonly [slug: string, jobFunction: string, isco: string, labels: Labels, alt?: readonly string[]];

export const BUILTIN_JOB_TITLES: BuiltinTitle[] = [
  ["software-developer", "it-dev", "2512", ["Software developer", "Softwareentwickler/Softwareentwicklerin", "Softwareontwikkelaar"], ["programmer", "Programmierer", "programmeur", "software engineer"]],
  ["frontend-developer", "it-dev", "2513", ["Front-end developer", "Frontend-Entwickler/Frontend-Entwicklerin", "Front-end developer"], ["web developer", "Webentwickler", "webontwikkelaar"]],
  ["backend-developer", "it-dev", "2512", ["Back-end developer", "Backend-Entwickler/Backend-Entwicklerin", "Back-end developer"]],
  // ISCO codes of the titles BUILTIN_ESCO_CONCEPTS maps are ESCO's, so a title has one ISCO group
  // with or without the ESCO files (the data scientist is 2511 in ESCO, not 2120 researchers)
  ["data-scientist", "it-data", "2511", ["Data scientist", "Data Scientist", "Datawetenschapper"]],
  // ESCO's data analyst (2511: "data analyst", "Datenanalytiker", alt "Datenanalyst", "data-analist"),
  // an occupation of its own: the words were the data scientist's and found it on an English page
  ["data-analyst", "it-data", "2511", ["Data analyst", "Datenanalytiker/Datenanalytikerin", "Data-analist"], ["Datenanalyst"]],
  ["database-administrator", "it-data", "2521", ["Database administrator", "Datenbankadministrator/Datenbankadministratorin", "Databasebeheerder"]],
  ["system-administrator", "it-infra", "2522", ["System administrator", "Systemadministrator/Systemadministratorin", "Systeembeheerder"]],
  ["helpdesk-employee", "it-infra", "3512", ["ICT help desk agent", "IT-Helpdesk-Mitarbeiter/IT-Helpdesk-Mitarbeiterin", "Helpdeskmedewerker ICT"]],
  ["security-analyst", "it-security", "2529", ["ICT security analyst", "IT-Sicherheitsanalyst/IT-Sicherheitsanalystin", "ICT-beveiligingsanalist"]],
  ["mechanical-engineer", "eng-mechanical", "2144", ["Mechanical engineer", "Maschinenbauingenieur/Maschinenbauingenieurin", "Werktuigbouwkundig ingenieur"]],
  ["electrical-engineer", "eng-electrical", "2151", ["Electrical engineer", "Elektroingenieur/Elektroingenieurin", "Elektrotechnisch ingenieur"]],
  ["civil-engineer", "eng-civil", "2142", ["Civil engineer", "Bauingenieur/Bauingenieurin", "Civiel ingenieur"]],
  ["service-technician", "engineering", "3115", ["Service technician", "Servicetechniker/Servicetechnikerin", "Servicemonteur"]],
  // Pflegefachmann/Pflegefachfrau: the nurse of the Pflegeberufegesetz (§ 1 PflBG); RN: the US registered nurse
  ["nurse", "health-nursing", "2221", ["Nurse", "Pflegefachkraft", "Verpleegkundige"], ["registered nurse", "RN", "Krankenpfleger", "Krankenschwester", "Pflegefachmann", "Pflegefachfrau", "verpleger"]],
  ["elderly-care-worker", "health-care", "5322", ["Home care worker", "Altenpfleger/Altenpflegerin", "Verzorgende IG"]],
  ["physician", "health-medical", "2211", ["General practitioner", "Allgemeinarzt/Allgemeinärztin", "Huisarts"], ["doctor", "Arzt", "arts"]],
  ["physiotherapist", "health-medical", "2264", ["Physiotherapist", "Physiotherapeut/Physiotherapeutin", "Fysiotherapeut"]],
  ["social-worker", "health-care", "2635", ["Social worker", "Sozialarbeiter/Sozialarbeiterin", "Maatschappelijk werker"]],
  // ESCO's German for the accountant (2411) is "Controller"; its alternative labels "Finanzbuchhalter"
  // and "Bilanzbuchhalter" say it. "Buchhalter/Buchhalterin" and "boekhouder" are the bookkeeper's
  // preferred labels (3313), and "bookkeeper" its English one
  // "Bilanzbuchhalter" (also ESCO's bookkeeper's) is the accountant's: RECRUITER_MEANINGS
  ["accountant", "finance", "2411", ["Accountant", "Finanzbuchhalter/Finanzbuchhalterin", "Accountant"], ["Bilanzbuchhalter"]],
  ["bookkeeper", "finance", "3313", ["Bookkeeper", "Buchhalter/Buchhalterin", "Boekhouder"]],
  ["financial-controller", "finance", "2411", ["Financial controller", "Controller/Controllerin", "Financieel controller"]],
  // "Vertriebsleiter" is the head of sales, though ESCO's German names its distribution manager so: RECRUITER_MEANINGS
  ["sales-manager", "sales", "1221", ["Sales manager", "Vertriebsleiter/Vertriebsleiterin", "Salesmanager"]],
  ["account-manager", "sales", "3322", ["Account manager", "Kundenbetreuer/Kundenbetreuerin", "Accountmanager"], ["key account manager"]],
  ["sales-representative", "sales", "3322", ["Sales representative", "Außendienstmitarbeiter/Außendienstmitarbeiterin", "Vertegenwoordiger"]],
  ["marketing-manager", "marketing", "1221", ["Marketing manager", "Marketingmanager/Marketingmanagerin", "Marketingmanager"]],
  ["online-marketer", "marketing", "2431", ["Online marketer", "Online-Marketing-Manager/Online-Marketing-Managerin", "Online marketeer"], ["digital marketing", "SEO"]],
  ["communications-officer", "marketing", "2432", ["Communications officer", "Referent Unternehmenskommunikation/Referentin Unternehmenskommunikation", "Communicatieadviseur"]],
  ["recruiter", "hr", "2423", ["Recruiter", "Recruiter/Recruiterin", "Recruiter"], ["talent acquisition", "Personalberater"]],
  ["hr-manager", "hr", "1212", ["Human resources manager", "Personalleiter/Personalleiterin", "HR-manager"]],
  ["office-manager", "admin", "3341", ["Office manager", "Büroleiter/Büroleiterin", "Officemanager"]],
  // ESCO's administrative assistant (3343) is "Verwaltungsassistent/Verwaltungsassistentin" (alt
  // "Verwaltungssekretär"), office support for executives; its office clerk (4110) is
  // "Büroassistent/Büroassistentin" (alt "Bürokraft", "Bürohilfskraft"), general office work. No ESCO
  // label holds "Bürokaufmann": the Bürokaufmann/-frau (BERUFENET; Ausbildung until 2014, then the
  // Kaufmann/-frau für Büromanagement, KfBüroMAusbV) does general office work, as ESCO's office
  // clerk, the occupation the Kaufleute für Büromanagement and the Industriekaufleute already had
  // (RECRUITER_MEANINGS). Until then "Bürokaufmann/Bürokauffrau" was this title's German label:
  // migration 0045 moved the target groups saved with it to hw-office-clerk
  ["administrative-assistant", "admin", "3343", ["Administrative assistant", "Verwaltungsassistent/Verwaltungsassistentin", "Administratief medewerker"]],
  ["office-clerk", "admin", "4110", ["Office clerk", "Bürokaufmann/Bürokauffrau", "Kantoormedewerker"], ["Büroassistent", "Bürokraft", "Kaufmann für Büromanagement", "Kauffrau für Büromanagement", "kantoorbediende"]],
  // ESCO's secretary (4120: "secretary", "Sekretär/Sekretärin", alt "secretaresse", "medewerker
  // secretariaat"), not the administrative assistant (3343) the words were given to; the Dutch
  // label is ESCO's neutral one ("secretaresse" is a feminine form, lib/jobdesc/inclusive/nl.ts)
  ["secretary", "admin", "4120", ["Secretary", "Sekretär/Sekretärin", "Medewerker secretariaat"], ["secretaresse", "secretaris"]],
  ["truck-driver", "log-driving", "8332", ["Truck driver", "Lkw-Fahrer/Lkw-Fahrerin", "Vrachtwagenchauffeur"], ["lorry driver", "Berufskraftfahrer", "chauffeur CE"]],
  ["delivery-driver", "log-driving", "8322", ["Delivery driver", "Auslieferungsfahrer/Auslieferungsfahrerin", "Bezorger"]],
  ["warehouse-worker", "log-warehouse", "9333", ["Warehouse worker", "Lagerarbeiter/Lagerarbeiterin", "Magazijnmedewerker"], ["order picker", "Kommissionierer", "orderpicker"]],
  ["logistics-planner", "logistics", "4323", ["Logistics planner", "Disponent/Disponentin", "Logistiek planner"]],
  ["production-operator", "manufacturing", "8189", ["Production operator", "Produktionsmitarbeiter/Produktionsmitarbeiterin", "Productiemedewerker"], ["machine operator", "Maschinenbediener", "operator"]],
  ["welder", "manufacturing", "7212", ["Welder", "Schweißer/Schweißerin", "Lasser"]],
  // "Elektroniker" is the electrician's trade too (RECRUITER_MEANINGS)
  ["electrician", "construction", "7411", ["Electrician", "Elektriker/Elektrikerin", "Elektricien"], ["Elektroniker", "elektromonteur"]],
  ["carpenter", "construction", "7115", ["Carpenter", "Zimmerer/Zimmerin", "Timmerman"]],
  ["site-manager", "construction", "3123", ["Construction site manager", "Bauleiter/Bauleiterin", "Uitvoerder bouw"]],
  // ESCO's chef (3434: "chef", "Chefkoch/Chefköchin", "chef") and cook (5120: "cook", "Koch/Köchin",
  // "kok") are two occupations: the cook's words on the chef made "Koch" the chef's word too.
  // Until 867aa60 "hw-chef" was labelled "Koch/Köchin" and "Kok": a target group saved then on a German
  // or Dutch page (its saved label "Koch…", "Kok…" or "Cook…") meant the cook; migration 0044 moved those to hw-cook
  ["chef", "hospitality", "3434", ["Chef", "Chefkoch/Chefköchin", "Chef"], ["Küchenchef", "keukenchef"]],
  ["cook", "hospitality", "5120", ["Cook", "Koch/Köchin", "Kok"]],
  ["waiter", "hospitality", "5131", ["Waiter/waitress", "Kellner/Kellnerin", "Bediening"], ["server", "Servicekraft", "ober"]],
  ["hotel-receptionist", "hospitality", "4224", ["Hotel receptionist", "Hotelrezeptionist/Hotelrezeptionistin", "Hotelreceptionist"]],
  ["shop-assistant", "retail", "5223", ["Shop assistant", "Verkäufer/Verkäuferin", "Verkoopmedewerker"], ["sales assistant", "Einzelhandelskaufmann", "winkelmedewerker"]],
  ["customer-service-agent", "retail", "4225", ["Customer service agent", "Kundenservicemitarbeiter/Kundenservicemitarbeiterin", "Klantenservicemedewerker"], ["customer service advisor", "customer service adviser"]],
  // ESCO's call centre agent (5244: "call centre agent", "Mitarbeiter Callcenter", "callcentermedewerker"),
  // whose words were the customer service agent's
  ["call-centre-agent", "retail", "5244", ["Call centre agent", "Mitarbeiter Callcenter/Mitarbeiterin Callcenter", "Callcentermedewerker"], ["call center agent", "callcenter agent"]],
  ["store-manager", "retail", "1420", ["Store manager", "Filialleiter/Filialleiterin", "Filiaalmanager"]],
  ["teacher", "education", "2330", ["Secondary school teacher", "Lehrer/Lehrerin", "Docent voortgezet onderwijs"], ["teacher", "Lehrkraft", "leraar"]],
  ["primary-school-teacher", "education", "2341", ["Primary school teacher", "Grundschullehrer/Grundschullehrerin", "Leraar basisonderwijs"], ["Grundschullehrkraft", "leerkracht basisonderwijs"]],
  ["university-lecturer", "education", "2310", ["University lecturer", "Hochschuldozent/Hochschuldozentin", "Docent hoger onderwijs"], ["lecturer", "Hochschullehrkraft", "universitair docent"]],
  ["researcher", "science", "2131", ["Research scientist", "Wissenschaftlicher Mitarbeiter/Wissenschaftliche Mitarbeiterin", "Wetenschappelijk onderzoeker"]],
  ["lawyer", "legal", "2611", ["Lawyer", "Rechtsanwalt/Rechtsanwältin", "Advocaat"], ["legal counsel", "Jurist", "jurist"]],
  ["project-manager", "management", "1219", ["Project manager", "Projektleiter/Projektleiterin", "Projectmanager"]],
  ["managing-director", "management", "1120", ["Managing director", "Geschäftsführer/Geschäftsführerin", "Algemeen directeur"], ["CEO"]],
  ["graphic-designer", "creative", "2166", ["Graphic designer", "Grafikdesigner/Grafikdesignerin", "Grafisch ontwerper"], ["Mediengestalter"]],
  // a UX designer is no graphic designer: ESCO's Dutch files "UX designer" under the user experience analyst (2511)
  ["ux-designer", "it-dev", "2511", ["UX designer", "UX-Designer/UX-Designerin", "UX-designer"], ["user experience designer"]],
  ["journalist", "creative", "2642", ["Journalist", "Journalist/Journalistin", "Journalist"]],
  ["police-officer", "public", "5412", ["Police officer", "Polizeibeamter/Polizeibeamtin", "Politieagent"]],
  ["policy-officer", "public", "2422", ["Policy officer", "Referent/Referentin öffentliche Verwaltung", "Beleidsmedewerker"]],
  ["gardener", "agriculture", "6113", ["Gardener", "Gärtner/Gärtnerin", "Hovenier"]],
  ["cleaner", "services", "9112", ["Cleaner", "Reinigungskraft", "Schoonmaker"]],
  ["security-guard", "services", "5414", ["Security guard", "Sicherheitsmitarbeiter/Sicherheitsmitarbeiterin", "Beveiliger"]],
];

/**
 * Titles for interns, working students, trainees and apprentices (issue 51 §7). ESCO classifies
 * occupations, not the stage of training, so it has none of them ("intern" found "International
 * relations officer"): these are kept beside ESCO when it is imported. Their words ("Praktikant",
 * "Werkstudent", "stagiair", "trainee", "Azubi", "apprentice") set the target group's experience
 * level (app/lib/catalogue/audience.ts); the ISCO code is the occupation trained for.
 */
export const TRAINING_JOB_TITLES: BuiltinTitle[] = [
  ["intern-marketing", "marketing", "2431", ["Marketing intern", "Praktikant/Praktikantin Marketing", "Stagiair marketing"], ["internship marketing", "Praktikum Marketing", "stage marketing"]],
  ["intern-software", "it-dev", "2512", ["Software development intern", "Praktikant/Praktikantin Softwareentwicklung", "Stagiair softwareontwikkeling"], ["IT intern", "Praktikum IT", "stage ICT"]],
  ["intern-finance", "finance", "2411", ["Finance intern", "Praktikant/Praktikantin Finanzen", "Stagiair financiën"]],
  ["intern-hr", "hr", "2423", ["HR intern", "Praktikant/Praktikantin Personalwesen", "Stagiair HR"]],
  ["intern-sales", "sales", "3322", ["Sales intern", "Praktikant/Praktikantin Vertrieb", "Stagiair sales"]],
  ["intern-engineering", "engineering", "2144", ["Engineering intern", "Praktikant/Praktikantin Ingenieurwesen", "Stagiair techniek"]],
  ["working-student-software", "it-dev", "2512", ["Working student software development", "Werkstudent/Werkstudentin Softwareentwicklung", "Werkstudent softwareontwikkeling"]],
  ["working-student-marketing", "marketing", "2431", ["Working student marketing", "Werkstudent/Werkstudentin Marketing", "Werkstudent marketing"]],
  ["working-student-office", "admin", "4110", ["Working student office", "Werkstudent/Werkstudentin Büro", "Werkstudent kantoor"], ["student assistant", "studentische Hilfskraft", "bijbaan kantoor"]],
  ["trainee-management", "management", "1219", ["Management trainee", "Trainee Management", "Management trainee"], ["graduate programme", "Traineeprogramm", "traineeship"]],
  ["trainee-sales", "sales", "3322", ["Sales trainee", "Trainee Vertrieb", "Trainee sales"]],
  ["apprentice-office", "admin", "4110", ["Apprentice office administrator", "Auszubildender/Auszubildende Kaufmann/Kauffrau für Büromanagement", "Leerling administratief medewerker (bbl)"], ["Azubi Büro", "apprenticeship office", "bbl administratie"]],
  ["apprentice-electrician", "construction", "7411", ["Apprentice electrician", "Auszubildender/Auszubildende Elektroniker/Elektronikerin", "Leerling elektromonteur (bbl)"], ["Azubi Elektroniker"]],
  ["apprentice-mechatronics", "eng-mechanical", "7233", ["Apprentice mechatronics technician", "Auszubildender/Auszubildende Mechatroniker/Mechatronikerin", "Leerling mechatronica (bbl)"], ["Azubi Mechatroniker"]],
  ["apprentice-nurse", "health-nursing", "3221", ["Apprentice nurse", "Auszubildender/Auszubildende Pflegefachmann/Pflegefachfrau", "Leerling verpleegkundige (bbl)"], ["Azubi Pflege", "Ausbildung Pflege", "student nurse"]],
];

/**
 * Occupations ESCO v1.0.8 has none of, kept beside it when it is imported, as the training titles
 * are: each is classified by ISCO-08 and named in job ads, and any ESCO occupation the look-up
 * found for it was another one. Each row names its evidence.
 */
export const ESCO_GAP_TITLES: BuiltinTitle[] = [
  // A US licensed practical nurse (LPN; licensed vocational nurse, LVN, in Texas and California) passes
  // the NCLEX-PN after a practical nursing programme of about a year, and gives medications and
  // nursing care under registered nurses (BLS OOH; O*NET 29-2061, alternate titles LPN, LVN): ISCO-08
  // 3221 nursing associate professionals ("Assistant nurse, Enrolled nurse, Practical nurse"; the BLS
  // crosswalk's unit of 29-2061), a nursing occupation. ESCO has no occupation in 3221, and the
  // look-up gave the healthcare assistant (5321, personal care under nurses, a social-care job function).
  // The US name in every language: German and Dutch nursing assistants are trained otherwise
  ["practical-nurse", "health-nursing", "3221", ["Licensed practical nurse", "Licensed Practical Nurse (LPN)", "Licensed practical nurse (LPN)"], ["LPN", "LVN", "licensed vocational nurse", "practical nurse", "vocational nurse"]],
  // A Dutch "planner" plans production, work and logistics: people, machines and materials at the right
  // time and place (UWV beroepen 'Planner'; O*NET 43-5061 Production, Planning, and Expediting Clerks,
  // alternate title Production Planner): ISCO-08 4322 production clerks ("production planning clerk").
  // ESCO has only planners of one product (productieplanner gas, lederwarenindustrie, mijnbouw) and gives
  // the bare English "planner" to its land planner (2164, a town planner), which the Dutch word found.
  // The Dutch words are RECRUITER_MEANINGS; the writer reads the title so too (lib/jobdesc/title-synonyms.ts)
  ["production-planner", "logistics", "4322", ["Production planner", "Produktionsplaner/Produktionsplanerin", "Productieplanner"], ["production planning clerk"]],
  // An Operationstechnische/r Assistent/in (OTA) prepares operations, instruments for the surgeons, works as
  // the Springer of the operating team, documents the operation and reprocesses the instruments (ATA-OTA-Gesetz,
  // BGBl. I 2019 S. 2768, in force 1 January 2022: three years' training, state examination, § 1 Erlaubnis to
  // bear the title; BERUFENET 'Operationstechnische/r Assistent/in'); the Dutch operatieassistent does the same
  // work (NVO, Nederlandse Vereniging van Operatieassistenten). O*NET's Surgical Technologists (29-2055,
  // alternate titles Surgical Technician, Scrub Technician), ISCO-08 3259 in the BLS crosswalk. ESCO has no
  // such occupation: "OTA" found a notary (Notar) by its letters, the full name a university assistant, and
  // ESCO gives "operatieassistent" to the doktersassistent (3256, a GP's practice) and "surgical technician"
  // to the anaesthetic technician (3259, who assists the anaesthetist). The abbreviations and those words
  // are RECRUITER_MEANINGS, in their languages: a US "OTA" is an occupational therapy assistant
  ["operating-theatre-technician", "healthcare", "3259", ["Operating theatre technician", "Operationstechnischer Assistent/Operationstechnische Assistentin", "Operatieassistent"], ["surgical technologist", "scrub technician"]],
  // A Hotelfachmann/Hotelfachfrau is trained in three years (dual Ausbildung; the hospitality trades' training
  // regulation in force since 1 August 2022) for every department of a hotel: reception and reservations, housekeeping, restaurant and banquet service, and the back office (BERUFENET
  // 'Hotelfachmann/-frau'); Austria trains the same as Hotel- und Gastgewerbeassistent/in (Lehrberuf), Switzerland as
  // Hotelfachmann/-frau EFZ. ESCO has no such occupation and the words found nothing; ISCO-08 4224 hotel receptionists,
  // the front office its graduates most often work in, O*NET 43-4081 Hotel, Motel, and Resort Desk Clerks. The German
  // words are RECRUITER_MEANINGS; the writer reads the title so too (lib/jobdesc/title-synonyms.ts)
  ["hotel-specialist", "hospitality", "4224", ["Hotel specialist (Hotelfachmann/-frau)", "Hotelfachmann/Hotelfachfrau", "Hotelfachmann/-frau"], ["Hotelfachkraft"]],
];

/**
 * The ESCO occupation each built-in title names (issue 16 §4). ESCO's labels are the
 * classification's, not always what a recruiter types: "Nurse", "Pflegefachkraft" and
 * "Verpleegkundige" are no label of any ESCO occupation. When ESCO is imported, these titles'
 * labels become extra search labels of the occupation, so an exact match finds the occupation a
 * recruiter means. Only titles with an unambiguous occupation are listed.
 */
export const BUILTIN_ESCO_CONCEPTS: Partial<Record<string, string>> = {
  "software-developer": "f2b15a0e-e65a-438a-affb-29b9d50b77d1",
  "frontend-developer": "c40a2919-48a9-40ea-b506-1f34f693496d",
  "data-scientist": "258e46f9-0075-4a2e-adae-1ff0477e0f30",
  "data-analyst": "d3edb8f8-3a06-47a0-8fb9-9b212c006aa2",
  "database-administrator": "8c57af09-719c-42b3-be40-6ed4946236cc",
  "system-administrator": "9e2e6e1e-363b-4e1b-a673-7bc0f7343300",
  "helpdesk-employee": "aaeec9a7-dc57-4485-890c-86b3eef735f9",
  "mechanical-engineer": "579254cf-6d69-4889-9000-9c79dc568644",
  "electrical-engineer": "86ca306c-ab99-420a-9e2a-aa73c5c4de22",
  "civil-engineer": "d7d986e1-7333-431b-9719-0c5c6939e360",
  nurse: "8d3e8aaa-791b-4c75-a465-f3f827028f50",
  physician: "71f09c8b-a172-408c-b9e7-32e580e39ff6",
  physiotherapist: "006cc1f9-2841-41c3-991a-dc3f2f3bd533",
  "social-worker": "4b05bef2-ded4-4b09-ab94-f4c6a555a775",
  accountant: "eda0d957-3c3c-4139-b89a-a18bc9e18897",
  bookkeeper: "c3aae59e-1441-4b3e-bdd1-6da50dc7cf42",
  "financial-controller": "5e5b1b61-1351-4d3b-a293-deb3661715dd",
  "sales-manager": "a7594892-ff23-4e2a-aedf-2f967ebca15c",
  "sales-representative": "14031d4a-6e99-442f-b4fe-18262b6432b2",
  "marketing-manager": "6fcf4638-e7c7-4978-9302-9a7b63a3d57c",
  "online-marketer": "356227b9-2263-4dbd-81e9-7dfc6d3f3af7",
  recruiter: "068370e0-9c27-4814-87d0-44fbb3140815",
  "hr-manager": "f605bcd2-90b6-45a0-a558-d05016d68a77",
  "office-manager": "6e6839b6-099c-4802-906e-7f2c8203ee69",
  "administrative-assistant": "044d78cc-f62f-4532-83a5-8e04f2889652",
  // ESCO's office clerk (4110: "office clerk", "Büroassistent/Büroassistentin", "kantoorbediende", alt "kantoormedewerker")
  "office-clerk": "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2",
  secretary: "5ac377d2-e1d0-4911-a299-b4ef2782a0ba",
  "truck-driver": "45037d43-a8f5-4f46-b332-b2935bc305f4",
  "delivery-driver": "0c408028-c48f-4df8-ba5d-c3d3be15f5a2",
  "warehouse-worker": "bea705fe-06ac-4147-b8e0-6e8ac1208d8f",
  welder: "7aedaa07-3884-4c5b-88f9-80997b2aa54b",
  electrician: "4910419f-b4af-4f59-b544-9dbebc8a74f0",
  carpenter: "2a22ff9e-de3b-408d-b312-5034896cc4f4",
  chef: "1009be17-7efd-45f1-a033-566bf179c588",
  cook: "90f75f67-495d-49fa-ab57-2f320e251d7e",
  waiter: "d5db9d5c-2ebf-4a54-a79a-1b7e7ff70471",
  "hotel-receptionist": "82025c02-9082-416c-998b-f51eb0359ee6",
  "shop-assistant": "0b15375e-dfdd-4047-9efb-096e0aaee7d2",
  // customer service representative (ISCO 4225 enquiry clerks): ESCO's "klantenservicemedewerker",
  // "customer service officer/person"; no ESCO label holds "customer service agent" or
  // "Kundenservicemitarbeiter", so they found the railway agent and a shop's sales processor
  "customer-service-agent": "13d1b2b4-99dd-44da-9734-c9f74bae18f7",
  "call-centre-agent": "0ededdc2-050a-4ec3-8e70-6295105fcd19",
  "store-manager": "9e81adde-9983-44fa-b74b-c548d0dbfbdd",
  teacher: "5efb2c08-ba3a-4659-a2e4-1883f54e77b6",
  "primary-school-teacher": "03d79393-7b30-4159-945b-01963eddd302",
  "university-lecturer": "684fd8d5-9b40-4b02-a680-438f0082d923",
  lawyer: "974d4eab-fbee-4c52-b16e-73bdd8c25b53",
  "project-manager": "bea99fea-0383-4c63-b944-70d4799de2c5",
  "graphic-designer": "69bcbb0a-8d80-4ecd-b0a4-9adea2a40de2",
  "ux-designer": "faed411a-f920-4100-86a8-b877928b429c",
  journalist: "a47f82d3-4cf7-4abf-bb36-2c8cbad28234",
  "police-officer": "5793c124-c037-47b2-85b6-dd4a705968dc",
  "policy-officer": "caf7b8fb-b2d6-46b7-bffa-bea7f8e4aed8",
  gardener: "e7970c7a-7769-4002-87d3-0a8ea94fdd6f",
  // building cleaner (ISCO 9112 cleaners in offices, hotels and other establishments): ESCO's
  // "office cleaner", "Gebäudereiniger", "schoonmaker"; "cleaner" alone is no ESCO label
  cleaner: "303a1e34-cb16-4054-b323-81e5eec17397",
  "security-guard": "31808988-fc0a-4bc3-9e47-27216d6759f5",
};

/**
 * The ESCO code of each occupation BUILTIN_ESCO_CONCEPTS names (ESCO v1.0.8's notation: the ISCO-08
 * unit group, then ESCO's own levels), the job title's `escoCode` as an ESCO import writes it: a
 * board that names ESCO occupations in the catalogue's `occupations` (ArtStation: the 3D modellers,
 * animators and digital artists of 2166, not its graphic designers, 2166.10) is matched on it with
 * the built-in titles as with ESCO's.
 */
export const BUILTIN_ESCO_CODES: Partial<Record<string, string>> = {
  "software-developer": "2512.3", // software developer
  "frontend-developer": "2513.5", // web developer
  "data-scientist": "2511.3", // data scientist
  "data-analyst": "2511.2", // data analyst
  "database-administrator": "2521.1", // database administrator
  "system-administrator": "2522.1", // ICT system administrator
  "helpdesk-employee": "3512.1", // ICT help desk agent
  "mechanical-engineer": "2144.1", // mechanical engineer
  "electrical-engineer": "2151.1", // electrical engineer
  "civil-engineer": "2142.1", // civil engineer
  nurse: "2221.2", // nurse responsible for general care
  physician: "2211.1", // general practitioner
  physiotherapist: "2264.3", // physiotherapist
  "social-worker": "2635.3", // social worker
  accountant: "2411.1", // accountant
  bookkeeper: "3313.2", // bookkeeper
  "financial-controller": "2411.1.8", // financial controller
  "sales-manager": "1221.3.2.1", // sales manager
  "sales-representative": "3322.1", // commercial sales representative
  "marketing-manager": "1221.3.2", // marketing manager
  "online-marketer": "2431.10.4", // online marketer
  recruiter: "2423.7", // recruitment consultant
  "hr-manager": "1212.1", // human resources manager
  "office-manager": "3341.8", // office manager
  "administrative-assistant": "3343.1", // administrative assistant
  "office-clerk": "4110.1", // office clerk
  secretary: "4120.1", // secretary
  "truck-driver": "8332.2", // cargo vehicle driver
  "delivery-driver": "8322.2", // delivery driver
  "warehouse-worker": "9333.8", // warehouse worker
  welder: "7212.3", // welder
  electrician: "7411.1", // electrician
  carpenter: "7115.1", // carpenter
  chef: "3434.1", // chef
  cook: "5120.1", // cook
  waiter: "5131.2", // waiter/waitress
  "hotel-receptionist": "4224.1", // hospitality establishment receptionist
  "shop-assistant": "5223.6", // shop assistant
  "customer-service-agent": "4225.1", // customer service representative
  "call-centre-agent": "5244.1", // call centre agent
  "store-manager": "1420.4", // shop manager
  teacher: "2330.1", // secondary school teacher
  "primary-school-teacher": "2341.1", // primary school teacher
  "university-lecturer": "2310.1", // higher education lecturer
  lawyer: "2611.1", // lawyer
  "project-manager": "1219.6", // project manager
  "graphic-designer": "2166.10", // graphic designer
  "ux-designer": "2511.18", // user experience analyst
  journalist: "2642.1", // journalist
  "police-officer": "5412.1", // police officer
  "policy-officer": "2422.10", // policy officer
  gardener: "6113.6", // landscape gardener
  cleaner: "9112.2", // building cleaner
  "security-guard": "5414.1", // security guard
};

/**
 * Words a recruiter types that ESCO, in one language, files under another occupation than the one
 * they name in a job ad: [language, word, the ESCO occupation meant (concept id), or the built-in
 * title of ESCO_GAP_TITLES ("hw-<slug>") where ESCO has no such occupation]. When ESCO is
 * imported, the word becomes a label of that occupation in its language and is taken from the
 * alternative labels of any other. ESCO's preferred labels are never taken: when the word is one
 * (a form of it, "Vertriebsleiter" of "Vertriebsleiter/Vertriebsleiterin"), it counts as a preferred
 * label of the occupation meant and as an alternative one of ESCO's, which stays searchable and keeps
 * its name. Unlike the extra
 * search words of the built-in titles (related words, tagged English), each row says what the word
 * means, and names ESCO's own evidence for it.
 */
export const RECRUITER_MEANINGS: readonly (readonly [lang: "en" | "de" | "nl", word: string, concept: string])[] = [
  // ESCO's German gives "Mitarbeiter/Mitarbeiterin Kundenservice" only to the sales processor (ISCO
  // 5223, "Mitarbeiter Verkaufsabwicklung": executes orders); its English and Dutch labels of the
  // same words, "customer service person" and "medewerker klantenservice", are the customer
  // service representative's (4225, "Kundenbetreuer": handles complaints and customers' questions)
  ["de", "Mitarbeiter Kundenservice", "13d1b2b4-99dd-44da-9734-c9f74bae18f7"],
  ["de", "Mitarbeiterin Kundenservice", "13d1b2b4-99dd-44da-9734-c9f74bae18f7"],
  // "Kundendienst" is ESCO's German for customer service too ("Leiter des Kundendienstes", alt
  // "Leiter des Kundenservice", 1439); without a label "Kundendienstmitarbeiter" found the rental
  // service representative ("Vermietungsdienstmitarbeiter", 5249) by similarity
  ["de", "Kundendienstmitarbeiter", "13d1b2b4-99dd-44da-9734-c9f74bae18f7"],
  ["de", "Kundendienstmitarbeiterin", "13d1b2b4-99dd-44da-9734-c9f74bae18f7"],
  ["de", "Mitarbeiter Kundendienst", "13d1b2b4-99dd-44da-9734-c9f74bae18f7"],
  ["de", "Mitarbeiterin Kundendienst", "13d1b2b4-99dd-44da-9734-c9f74bae18f7"],
  // a "Sachbearbeiter Kundenservice" is ESCO's English "customer service clerk", an alternative
  // label of the customer contact centre information clerk (4222); no German label had the words
  ["de", "Sachbearbeiter Kundenservice", "b7b75eb6-34bc-462d-b412-eed393cc1397"],
  ["de", "Sachbearbeiterin Kundenservice", "b7b75eb6-34bc-462d-b412-eed393cc1397"],
  // ESCO files "call center agent" and "Call-Center-Agent/-Agentin" also under the call centre
  // analyst (3341, a data analyst reporting on a call centre); its own "call centre agent" (5244,
  // "Mitarbeiter Callcenter"; alternative labels "inbound/outbound call center agent") is the agent
  ["en", "call center agent", "0ededdc2-050a-4ec3-8e70-6295105fcd19"],
  ["de", "Call-Center-Agent", "0ededdc2-050a-4ec3-8e70-6295105fcd19"],
  ["de", "Call-Center-Agentin", "0ededdc2-050a-4ec3-8e70-6295105fcd19"],
  ["de", "Call Center Agent", "0ededdc2-050a-4ec3-8e70-6295105fcd19"],
  ["de", "Call Center Agentin", "0ededdc2-050a-4ec3-8e70-6295105fcd19"],
  // an "Aushilfe" is a helper (ESCO's own "Aushilfe Verkauf", an alternative label of the shop
  // assistant, 5223): "Aushilfe Küche" and "Küchenaushilfe" are ESCO's "Küchenhilfe", the kitchen
  // assistant (9412), whose labels hold neither word
  ["de", "Aushilfe Küche", "e1cf6897-158d-4b48-a39e-2a3a8cac216c"],
  ["de", "Küchenaushilfe", "e1cf6897-158d-4b48-a39e-2a3a8cac216c"],
  // German job ads' "Vertriebsleiter" leads the sales team (= Head of Sales, Sales Manager); ESCO's own
  // German for sales is "Vertrieb" (the sales manager, 1221: "Führungskraft im Vertrieb", alt
  // "Vertriebsleiter"), yet it names its distribution manager (1324, who plans the distribution of
  // goods; English and Dutch labels all logistics and supply chain) "Vertriebsleiter/Vertriebsleiterin"
  ["de", "Vertriebsleiter", "a7594892-ff23-4e2a-aedf-2f967ebca15c"],
  ["de", "Vertriebsleiterin", "a7594892-ff23-4e2a-aedf-2f967ebca15c"],
  // "Elektroniker/in" names the electrical trades (ESCO's domestic electrician, 7411: "Elektroniker für
  // Energie- und Gebäudetechnik"); ESCO's radio technician (7422) has it as preferred label, short for
  // its alternative "Elektroniker für Geräte und Systeme im Bereich Funktechnik", one of those trades
  ["de", "Elektroniker", "4910419f-b4af-4f59-b544-9dbebc8a74f0"],
  ["de", "Elektronikerin", "4910419f-b4af-4f59-b544-9dbebc8a74f0"],
  // a "Personalberater" finds candidates for client firms (headhunter, Personalberatung): ESCO's
  // recruitment consultant (2423, alt "head hunter"), not its in-house human resources officer (2423),
  // whose German preferred label it is
  ["de", "Personalberater", "068370e0-9c27-4814-87d0-44fbb3140815"],
  ["de", "Personalberaterin", "068370e0-9c27-4814-87d0-44fbb3140815"],
  // ESCO gives "Bilanzbuchhalter" to the bookkeeper (3313) and the accountant (2411): the "Geprüfter
  // Bilanzbuchhalter" is a chamber's advanced qualification above the bookkeeper's training (DQR level
  // 6, as a bachelor's degree), the accountant's skill level
  ["de", "Bilanzbuchhalter", "eda0d957-3c3c-4139-b89a-a18bc9e18897"],
  ["de", "Bilanzbuchhalterin", "eda0d957-3c3c-4139-b89a-a18bc9e18897"],
  // a German "Controller" plans, budgets and checks the firm's figures: ESCO's financial controller
  // (2411: "budgeting and accounting aspects", "Finanzcontroller"), not its accountant, whose German
  // preferred label it is (the accountant's other German labels are Finanz-/Bilanzbuchhalter, Rechnungsprüfer)
  ["de", "Controller", "5e5b1b61-1351-4d3b-a293-deb3661715dd"],
  ["de", "Controllerin", "5e5b1b61-1351-4d3b-a293-deb3661715dd"],
  // a Dutch "maatschappelijk werker" is the hbo-trained social worker (the professional register
  // Registerplein's Maatschappelijk Werk, hbo level): ESCO's social worker (2635, "sociaal werker"), not
  // its social care worker (3412), whose Dutch preferred label it is
  ["nl", "maatschappelijk werker", "4b05bef2-ded4-4b09-ab94-f4c6a555a775"],
  ["nl", "maatschappelijk werkster", "4b05bef2-ded4-4b09-ab94-f4c6a555a775"],

  // Words ESCO has for no occupation, each with the ESCO occupation that does the work.
  // Technische/r Systemplaner/in (BERUFENET; Ausbildung, TSysPlAusbV 2011) draws the plans of
  // supply, steel and metal, and electrical systems with CAD: ESCO's drafter (3118, "Technischer
  // Zeichner/Technische Zeichnerin", "CAD draughter"), and of the Fachrichtungen Versorgungs- und
  // Ausrüstungstechnik its HVAC drafter (3118, "Technischer Zeichner - Heizungs-, Klima-,
  // Sanitärtechnik") and Elektrotechnische Systeme its electrical drafter (3118, "Elektrozeichner")
  ["de", "Technischer Systemplaner", "a4869ae9-2dfe-48cc-bd97-f803880f3407"],
  ["de", "Technische Systemplanerin", "a4869ae9-2dfe-48cc-bd97-f803880f3407"],
  ["de", "Systemplaner", "a4869ae9-2dfe-48cc-bd97-f803880f3407"],
  ["de", "Systemplanerin", "a4869ae9-2dfe-48cc-bd97-f803880f3407"],
  ["de", "Technischer Systemplaner Versorgungs- und Ausrüstungstechnik", "defbf906-e823-44b4-872f-99406c51022b"],
  ["de", "Technische Systemplanerin Versorgungs- und Ausrüstungstechnik", "defbf906-e823-44b4-872f-99406c51022b"],
  ["de", "Technischer Systemplaner Elektrotechnische Systeme", "2515bd46-ccd4-4561-97d1-b9544608a76e"],
  ["de", "Technische Systemplanerin Elektrotechnische Systeme", "2515bd46-ccd4-4561-97d1-b9544608a76e"],
  // Elektroniker/in für Betriebstechnik (BERUFENET; Ausbildung, ElektroBerAusbV) installs and
  // maintains a plant's electrical systems: ESCO's industrial electrician (7411, "Industrieelektriker
  // – Betriebstechnik", alt "Elektrobetriebstechniker"); no label held the three words together
  ["de", "Elektroniker für Betriebstechnik", "5df63943-f1bc-4438-90f1-92768a7a23c8"],
  ["de", "Elektronikerin für Betriebstechnik", "5df63943-f1bc-4438-90f1-92768a7a23c8"],
  // ESCO writes the Ausbildung without "für" ("Elektroniker Automatisierungstechnik/Elektronikerin
  // Automatisierungstechnik", the instrumentation engineering technician, 3114); BERUFENET and the ads with it
  ["de", "Elektroniker für Automatisierungstechnik", "2bb8adee-2b84-4d7b-84f9-0620bc09ada8"],
  ["de", "Elektronikerin für Automatisierungstechnik", "2bb8adee-2b84-4d7b-84f9-0620bc09ada8"],
  // Fachkraft für Lagerlogistik (3 years) and Fachlagerist/in (2 years; BERUFENET, LogAusbV) receive,
  // check, store, pick and ship goods: ESCO's warehouse worker (9333: "receive goods, label them, check
  // quality, store the goods … ship goods"); the words found "Fachkraft für Rohstofflager" or nothing
  ["de", "Fachkraft für Lagerlogistik", "bea705fe-06ac-4147-b8e0-6e8ac1208d8f"],
  ["de", "Fachkraft Lagerlogistik", "bea705fe-06ac-4147-b8e0-6e8ac1208d8f"],
  ["de", "Fachlagerist", "bea705fe-06ac-4147-b8e0-6e8ac1208d8f"],
  ["de", "Fachlageristin", "bea705fe-06ac-4147-b8e0-6e8ac1208d8f"],
  // German job ads' "Lagerist/in" takes in, stores, picks and ships goods, often with a forklift (the
  // Fachlagerist's work above; "Der Lagerist ist für die Annahme, Lagerung und interne Weitergabe
  // sämtlicher Wareneingänge zuständig", Trierischer Volksfreund 2018): ESCO's warehouse worker, not its
  // inventory coordinator (4321, "Warenlagerverwalter", who keeps the stock's records and papers), which
  // has the word as an alternative label after its older sense, the Lagerverwalter
  ["de", "Lagerist", "bea705fe-06ac-4147-b8e0-6e8ac1208d8f"],
  ["de", "Lageristin", "bea705fe-06ac-4147-b8e0-6e8ac1208d8f"],
  // Kaufmann/Kauffrau für Büromanagement (BERUFENET; KfBüroMAusbV 2014, successor of the Bürokaufmann):
  // office organisation, correspondence, records, simple bookkeeping and personnel work: ESCO's office
  // clerk (4110), the occupation of the built-in apprentice's title; only that title held the words
  ["de", "Kaufmann für Büromanagement", "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2"],
  ["de", "Kauffrau für Büromanagement", "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2"],
  // Pflegefachmann/Pflegefachfrau is the nurse of the Pflegeberufegesetz (§ 1 PflBG, since 2020):
  // ESCO's nurse responsible for general care (2221); the apprentice's training title held the word
  ["de", "Pflegefachmann", "8d3e8aaa-791b-4c75-a465-f3f827028f50"],
  ["de", "Pflegefachfrau", "8d3e8aaa-791b-4c75-a465-f3f827028f50"],
  // the abbreviations of German ads for the Medizinische and Zahnmedizinische Fachangestellte (BERUFENET):
  // ESCO's doctors' surgery assistant (3256) and dental chairside assistant (3251), whose German labels
  // they shorten; "MFA" found ESCO's Dutch "MFA-instructeur" (a first aid instructor)
  ["de", "MFA", "0c041d1e-1841-4acb-b0a1-2c387a61bf65"],
  ["de", "ZFA", "bdc74965-1d1a-4f8e-a490-9cf71f494e02"],
  // Industriekaufmann/-frau (BERUFENET; Ausbildung, IndKfmAusbV): purchasing, sales, personnel and
  // accounting in an industrial firm's offices; ESCO has no industrial Kaufmann (its others are
  // traders and sellers): its office clerk (4110, "Büroassistent/Büroassistentin"), as lib/jobdesc/title-synonyms.ts reads a Sachbearbeiter without a field
  ["de", "Industriekaufmann", "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2"],
  ["de", "Industriekauffrau", "6c999fc7-c6b7-4ef3-a4b9-af124a1783a2"],
  // Berufskraftfahrer/in (BERUFENET; BKrFQG): without "Personenverkehr" the job ads' Berufskraftfahrer
  // drives lorries (Klasse C/CE), the built-in truck driver's word; ESCO has the word only in
  // "Berufskraftfahrer in der Personenbeförderung" (its car driver, 8322), which came first
  ["de", "Berufskraftfahrer", "45037d43-a8f5-4f46-b332-b2935bc305f4"],
  ["de", "Berufskraftfahrerin", "45037d43-a8f5-4f46-b332-b2935bc305f4"],
  // Heilerziehungspfleger/in (BERUFENET; Fachschule) supports and cares for people with disabilities in
  // their daily life: ESCO's Sozialbetreuer Behindertenbetreuung (3412, alt "Behindertenbetreuer"); no
  // label held the word, which found nothing
  ["de", "Heilerziehungspfleger", "9c55aa23-e3f2-4c00-8c90-5ed5204951a3"],
  ["de", "Heilerziehungspflegerin", "9c55aa23-e3f2-4c00-8c90-5ed5204951a3"],
  // staatlich geprüfte Kinderpfleger/in (BERUFENET; Berufsfachschule) cares for children in Kitas and
  // Kinderheime: ESCO's Kinderbetreuer (5311); no label held the word, which found the Tierpfleger
  ["de", "Kinderpfleger", "3413f234-6230-47a8-8cc7-2691fd54ce3a"],
  ["de", "Kinderpflegerin", "3413f234-6230-47a8-8cc7-2691fd54ce3a"],
  // Maler/in und Lackierer/in (BERUFENET; Ausbildung, Fachrichtung Gestaltung und Instandhaltung) paints
  // and coats buildings: ESCO's Maler/Malerin (7131); no label held the Ausbildung's name
  ["de", "Maler und Lackierer", "15620506-fb5d-49cd-87a2-1c9047fb406a"],
  ["de", "Malerin und Lackiererin", "15620506-fb5d-49cd-87a2-1c9047fb406a"],
  // PTA, German ads' abbreviation of the Pharmazeutisch-technische/r Assistent/in (PTAG; BERUFENET):
  // ESCO's 3213 occupation of that name; the letters found "Hauptmann" by similarity
  ["de", "PTA", "7b74626d-b487-48a1-9e80-47faf9928210"],
  // Medizinische/r Technologe/Technologin für Radiologie (MTR, also MT-R) is the name the MT-Berufe-Gesetz
  // (MTBG, in force 1 January 2023) gave the Medizinisch-technische/r Radiologieassistent/in (MTRA, still
  // common in ads): X-ray, CT and MRI diagnostics, radiotherapy and nuclear medicine (DVTA 'MTR'). ESCO's
  // radiographer (2269; ISCO-08 3211 lists radiographers) has "Medizinisch-technische Radiologieassistentin"
  // among its German labels and works in the same three fields; neither the new name nor the letters were
  // a label, and "MTR" found a "Schwimmtrainerin" by similarity
  ["de", "MTR", "7639a601-6db0-41ed-9fb0-813d9b8beb05"],
  ["de", "MT-R", "7639a601-6db0-41ed-9fb0-813d9b8beb05"],
  ["de", "MTRA", "7639a601-6db0-41ed-9fb0-813d9b8beb05"],
  ["de", "Medizinischer Technologe für Radiologie", "7639a601-6db0-41ed-9fb0-813d9b8beb05"],
  ["de", "Medizinische Technologin für Radiologie", "7639a601-6db0-41ed-9fb0-813d9b8beb05"],
  // Mechatroniker/in (BERUFENET; Ausbildung, MechatronikerAusbV 2018) builds mechanical, electrical and
  // electronic components into machines and plants, programs, commissions and maintains them: a
  // skilled technician. ESCO gives the bare word as alternative label to its mechatronics assembler
  // (8211, "Mechatronikmonteur", an assembly occupation; crosswalk O*NET 51-2031 machine assemblers),
  // which came first, and its electronics mechanic (3113); its mechatronics engineering technician
  // (3115, "Maschinenbautechniker Mechatronik", en alt "mechatronics technician", nl "mechatronicus";
  // O*NET 17-3024 Mechatronics Technicians, ISCO 3113/3115) is the trade, as lib/jobdesc/title-synonyms.ts reads it
  ["de", "Mechatroniker", "edf2e989-d7c5-496e-b365-81fc5cb9eb39"],
  ["de", "Mechatronikerin", "edf2e989-d7c5-496e-b365-81fc5cb9eb39"],
  // RN and CNA in US ads: the registered nurse (O*NET 29-1141; ESCO-O*NET crosswalk: nurse
  // responsible for general care, 2221) and the certified nursing assistant (31-1014 nursing assistants;
  // crosswalk: healthcare assistant, 5321). The licensed practical nurse is no ESCO occupation:
  // ESCO_GAP_TITLES
  ["en", "RN", "8d3e8aaa-791b-4c75-a465-f3f827028f50"],
  ["en", "CNA", "d38c2107-98f2-47b7-8bb4-f69750d51082"],
  ["en", "certified nursing assistant", "d38c2107-98f2-47b7-8bb4-f69750d51082"],

  // ESCO gives the Dutch "monteur" to the film editor (2654, montage) and the forestry machinery
  // technician; a monteur or servicemonteur without a trade installs, maintains and repairs machines
  // and installations (UWV beroepen 'Monteur', 'Servicemonteur'): ESCO's "monteur industriële
  // machines", the industrial machinery mechanic (7233), as lib/jobdesc/title-synonyms.ts reads it
  ["nl", "monteur", "269c47e7-9017-4aa6-bce8-49e89a696a64"],
  ["nl", "servicemonteur", "269c47e7-9017-4aa6-bce8-49e89a696a64"],
  ["nl", "allround monteur", "269c47e7-9017-4aa6-bce8-49e89a696a64"],
  // ESCO's Dutch "draaier" and "CNC-draaier" are also labels of the cylindrical grinder operator (8122, a
  // metal surface grinder), which came first; a CNC-draaier turns parts on a lathe (UWV 'CNC-draaier'):
  // ESCO's lathe and turning machine operator (7223, "operator draaibank", alt "CNC-draaier")
  ["nl", "CNC-draaier", "63042e8f-dd59-47fe-87f3-3b2ce21f196a"],
  // ESCO's "verzorgende IG" (home care aide, 5322) with the hyphen Dutch ads write too; without it
  // "verzorgende" alone matched the maternity support worker's "kraamverzorgende" first
  ["nl", "verzorgende-IG", "1391bdf9-bd61-4fb5-91ca-c29036ab2b60"],
  // a servicemonteur installatietechniek services and repairs a building's heating, water and
  // ventilation installations (cv-ketels, warmtepompen; UWV beroepen 'Servicemonteur installatietechniek',
  // SBB mbo 'Monteur service en onderhoud W'), and a monteur W/E fits the werktuigkundige (W) and
  // elektrotechnische (E) installations (SBB mbo installatietechniek): ESCO's heating engineer (7126,
  // "verwarmingsmonteur", alt "onderhoudsmonteur verwarming", "installatiemonteur verwarming en
  // ventilatie"); ESCO has no label with the words, and "monteur" alone is the machinery mechanic's
  ["nl", "servicemonteur installatietechniek", "7259dc48-004a-4ceb-aa4e-5bbd548c2397"],
  ["nl", "monteur installatietechniek", "7259dc48-004a-4ceb-aa4e-5bbd548c2397"],
  ["nl", "monteur W/E", "7259dc48-004a-4ceb-aa4e-5bbd548c2397"],
  ["nl", "monteur W&E", "7259dc48-004a-4ceb-aa4e-5bbd548c2397"],
  // ESCO gives "boekhoudster" only to two heads of accounting (1211: "hoofd boekhouding", "beheerscontroleur
  // budget"); it is the feminine of "boekhouder", ESCO's bookkeeper's preferred label (3313)
  ["nl", "boekhoudster", "c3aae59e-1441-4b3e-bdd1-6da50dc7cf42"],
  // an HR-adviseur advises managers on personnel matters (UWV beroepen 'HR-adviseur'): ESCO's
  // personeelsfunctionaris (human resources officer, 2423; alt "personeelsadviseur", "HR-consulent");
  // no label held "HR-adviseur", which found the "adviseur visserij"
  ["nl", "HR-adviseur", "d3e32e5e-7f24-48e3-b939-e4f800eb62fb"],
  ["nl", "HR adviseur", "d3e32e5e-7f24-48e3-b939-e4f800eb62fb"],
  // a British security officer guards premises (SIA licence 'Security Guarding'; National Careers
  // Service 'Security officer'): ESCO's security guard (5414); ESCO files "security officer" under
  // its security manager (1219), who plans a firm's security policy
  ["en", "security officer", "31808988-fc0a-4bc3-9e47-27216d6759f5"],
  // a British teaching assistant supports a class teacher in a school, most of them in primary schools
  // (National Careers Service 'Teaching assistant'; DfE school workforce): ESCO's primary school
  // teaching assistant (5312); ESCO files the bare label under its university teaching assistant (2310)
  ["en", "teaching assistant", "00674f21-2f8f-4a41-9896-133f7cbe2a6e"],
  // "zelfstandig werkend kok" is the cook's level 3 qualification (SVH, mbo Gastronomie): ESCO's cook (5120)
  ["nl", "zelfstandig werkend kok", "90f75f67-495d-49fa-ab57-2f320e251d7e"],
  // a US retail sales associate sells in a shop (BLS OOH 'Retail sales workers', O*NET 41-2031 Retail
  // Salespersons): ESCO's sales assistant (5223); ESCO files the bare "sales associate" under the sales
  // support assistant (4311), which is left as it is
  ["en", "retail sales associate", "9ba74e8a-c40c-4228-9998-eb3c7a5c11df"],
  // an HR manager leads a firm's human resources function (National Careers Service 'Human resources
  // manager'; O*NET 11-3121 Human Resources Managers, the writer's reading): ESCO's human resources
  // manager (1212); ESCO files "HR manager" under its human resources officer (2423) too, which came first
  ["en", "HR manager", "f605bcd2-90b6-45a0-a558-d05016d68a77"],
  // a Scrum Master runs a software team's Scrum events and removes what blocks it (O*NET 15-1299.09
  // Information Technology Project Managers, alternate title Scrum Master): ESCO's ICT project manager
  // (1330); ESCO has the words for no occupation, and the index found the mastering engineer (3521, a
  // sound studio's). The writer has no Scrum Master's duties and says so (a general text and a warning)
  ["en", "Scrum Master", "8b6388a4-4904-471b-9331-d3b1211f5525"],
  ["de", "Scrum Master", "8b6388a4-4904-471b-9331-d3b1211f5525"],
  ["nl", "Scrum master", "8b6388a4-4904-471b-9331-d3b1211f5525"],
  // a bare "driver" in a UK or US ad drives a van and delivers goods (National Careers Service 'Delivery van
  // driver': multi-drop routes on a car licence; O*NET lists "Driver" among the reported titles of 53-3033
  // Light Truck Drivers, with "Delivery Driver" and "Van Driver"): ESCO's delivery driver (8322, alt
  // "delivery van driver"), as the writer reads it. ESCO gives the word to its hearse driver (8322, a
  // funeral director's), which came first; a lorry's class beside it names the lorry (lib/catalogue/title-query.ts)
  ["en", "driver", "0c408028-c48f-4df8-ba5d-c3d3be15f5a2"],
  // a Dutch basisarts has the master's degree in geneeskunde and the BIG registration as arts, and works
  // as a doctor who is not (yet) in a specialist's training: ANIOS, arts niet in opleiding tot specialist
  // (KNMG 'Basisarts'; Wet BIG art. 3). ESCO has no "arts" of no speciality: its general practitioner
  // (2211, "huisarts") is ISCO-08 2211 generalist medical practitioners, the unit of doctors who have not
  // specialised (a huisarts has trained three years more); the word found nothing
  ["nl", "basisarts", "71f09c8b-a172-408c-b9e7-32e580e39ff6"],
  ["nl", "ANIOS", "71f09c8b-a172-408c-b9e7-32e580e39ff6"],

  // Words for an occupation ESCO lacks: the built-in title of ESCO_GAP_TITLES that stands for it ("hw-" and
  // its slug), kept beside ESCO at the import; the word is a label of that title in its language and taken
  // from ESCO's occupations that hold it there. The evidence is the title's row
  ["nl", "planner", "hw-production-planner"],
  ["nl", "planner productie", "hw-production-planner"],
  ["de", "OTA", "hw-operating-theatre-technician"],
  ["nl", "operatieassistent", "hw-operating-theatre-technician"],
  ["nl", "operatieassistente", "hw-operating-theatre-technician"],
  ["en", "surgical technician", "hw-operating-theatre-technician"],
  ["de", "Hotelfachmann", "hw-hotel-specialist"],
  ["de", "Hotelfachfrau", "hw-hotel-specialist"],
];

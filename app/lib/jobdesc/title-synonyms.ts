import { fold } from "./country-requirements";

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
  /** ESCO concept uuid (http://data.europa.eu/esco/occupation/<uuid>) and its English preferred label */
  escoUuid: string;
  esco: string;
  isco: string;
  evidence: string;
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
    titles: ["produktionsmitarbeiter", "produktionsmitarbeiterin", "mitarbeiter produktion", "mitarbeiterin produktion"],
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
];

/** The row whose title is the typed core title as a whole, if any. */
export function titleSynonym(core: string): TitleSynonym | null {
  const folded = fold(core);
  return TITLE_SYNONYMS.find((s) => s.titles.includes(folded)) ?? null;
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

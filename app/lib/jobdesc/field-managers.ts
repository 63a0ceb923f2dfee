import { fold } from "./country-requirements";

/**
 * The manager of a field that a "Head of <field>" / "Hoofd <field>" title names, where ESCO does
 * not hold that manager under the field's name (embedded.server's fieldManager finds the others:
 * sales, marketing, security) and so the field's staff were written instead: "Head of HR" kept
 * HR records as a human resources officer, "Head of Customer Service" answered the telephone,
 * "Head of Legal" prepared affidavits as a paralegal, "Head of Engineering" mixed sound, "Hoofd
 * ICT" took measurements. A row only where ESCO's occupation and O*NET's profile agree (O*NET's
 * own titles name the head, and the crosswalk or the ISCO-08→SOC table joins them); `onet` is the
 * profile that the occupation must give, checked by the tests. `fields` is the title's field as
 * the parser leaves it ("Head of HR" → "HR"), lower case, no accents.
 */
export interface FieldManager {
  fields: string[];
  /** ESCO concept uuid and its English preferred label, the O*NET ranking's hint */
  escoUuid: string;
  esco: string;
  isco: string;
  onet: string;
  /**
   * O*NET's title of that profile: the hint that ranks it first among the unit's profiles (with
   * the ESCO label alone, "research and development manager" found O*NET's biofuels product
   * development managers, 11-9041.01, and "contact centre manager" its security managers)
   */
  onetTitle: string;
  /**
   * O*NET task ids of that profile the field's head does first, where the profile is the
   * professionals' and lists their casework first: a head of legal (General Counsel) advises the
   * company, negotiates its contracts and reviews its documents, and an ad that opened with
   * "represent clients in court" and "gather evidence to formulate defence" was a litigator's
   */
  leads?: number[];
  evidence: string;
}

export const FIELD_MANAGERS: FieldManager[] = [
  {
    fields: ["hr", "human resources", "people", "people and culture", "people & culture", "personnel", "hr en organisatie", "personeel", "personeel en organisatie", "p&o"],
    escoUuid: "f605bcd2-90b6-45a0-a558-d05016d68a77",
    esco: "human resources manager",
    isco: "1212",
    onet: "11-3121.00",
    onetTitle: "Human Resources Managers",
    evidence:
      "ESCO's human resources manager (Führungskraft im Personalwesen, hoofd personeelszaken; alternative labels human resources director, personnel director; ISCO-08 1212) crosswalks to O*NET 11-3121 Human Resources Managers (Nesta crosswalk, and ISCO 1212 → SOC 11-3121 in BLS's table), whose reported titles include \"Human Resources Director (HR Director)\"; ESCO gives the labels \"HR manager\" and \"HR director\" to the human resources officer (2423, O*NET 13-1071 specialists), which the head of HR or of people leads",
  },
  {
    fields: ["it", "ict", "information technology", "technology", "it services", "it operations", "informatie", "automatisering"],
    escoUuid: "82f90e87-de92-4678-adae-61d3e5f7e1e4",
    esco: "chief information officer",
    isco: "1330",
    onet: "11-3021.00",
    onetTitle: "Computer and Information Systems Managers",
    evidence:
      "ESCO's chief information officer (German preferred label IT-Leiter/IT-Leiterin, alternative label IT director; ISCO-08 1330 ICT service managers) crosswalks to O*NET 11-3021 Computer and Information Systems Managers (Nesta, confidence 1.0; ISCO 1330 → SOC 11-3021 in BLS's table), whose reported titles include \"Information Technology Director (IT Director)\"; ESCO's \"IT manager\" label sits with an environmental engineer and \"ICT manager\" with the telecommunications manager",
  },
  {
    fields: ["customer service", "customer services", "customer support", "customer care", "klantenservice", "klantenservice en support", "customer experience"],
    escoUuid: "f5166c6b-3467-4fc4-9343-d12e870d9def",
    esco: "contact centre manager",
    isco: "1439",
    onet: "43-1011.00",
    onetTitle: "First-Line Supervisors of Office and Administrative Support Workers",
    evidence:
      "ESCO's contact centre manager (German preferred label Leiter des Kundendienstes, Dutch manager contactcenter; alternative label customer service manager; ISCO-08 1439) crosswalks to O*NET 43-1011 First-Line Supervisors of Office and Administrative Support Workers (Nesta, confidence 1.0), whose reported and alternate titles include \"Customer Service Manager\", \"Customer Service Director\" and \"Call Center Manager\"; ESCO's other \"customer service manager\" label sits with the client relations manager (2431), which crosswalks to O*NET 43-4051 customer service representatives",
  },
  {
    fields: ["legal", "legal affairs", "legal services", "juridische zaken", "legal & compliance", "legal and compliance"],
    escoUuid: "fdfce14e-992d-4ff4-9f9d-7a353c75654e",
    esco: "corporate lawyer",
    isco: "2611",
    onet: "23-1011.00",
    onetTitle: "Lawyers",
    // 23-1011's "Advise clients concerning business transactions …", "Negotiate contractual
    // agreements", "Prepare, draft, and review legal documents …" (Law Society, in-house solicitors:
    // advising the business, drafting and negotiating contracts)
    leads: [3773, 23992, 20877],
    evidence:
      "a head of legal is a company's senior in-house lawyer (General Counsel): O*NET lists \"General Counsel\" as a title of 23-1011 Lawyers, and ESCO's corporate lawyer (Firmenanwalt, bedrijfsjurist; ISCO-08 2611 lawyers, → SOC 23-1011 in BLS's table) advises the company on its legal matters; \"Legal\" alone found paralegals (O*NET 23-2011). ESCO's legal service manager (1349: legal practice manager) runs a law office's business and has no O*NET profile",
  },
  {
    fields: ["engineering", "engineering and development", "r&d", "research and development", "engineering & development"],
    escoUuid: "73ceb2f9-18e3-4cfe-9c06-e9fb31ece440",
    esco: "research and development manager",
    isco: "1223",
    onet: "11-9041.00",
    onetTitle: "Architectural and Engineering Managers",
    evidence:
      "O*NET 11-9041 Architectural and Engineering Managers (reported titles Engineering Manager, Engineering Director, Mechanical/Electrical Engineering Manager) is the SOC unit BLS's table gives ISCO-08 1223 Research and development managers, ESCO's unit for its research and development manager (Forschungs- und Entwicklungsleiter, manager onderzoek en ontwikkeling); ESCO's \"engineering manager\" labels sit with a foundry manager and a maintenance engineer, and \"Engineering\" alone found a sound engineer (27-4014)",
  },
];

/** The row whose field is the typed title's field as a whole, if any. */
export function fieldManagerRow(field: string): FieldManager | null {
  const folded = fold(field);
  return FIELD_MANAGERS.find((row) => row.fields.some((f) => fold(f) === folded)) ?? null;
}

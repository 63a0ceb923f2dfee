/**
 * The catalogue's own taxonomy (issue 3 §1): job functions as a tree with the ISCO-08 groups that
 * map onto them, and the small vocabularies. Labels: [en, de, nl].
 *
 * ISCO prefixes: an occupation belongs to the function whose prefix is the longest match of its
 * ISCO-08 unit group code (app/services/catalogue/import/occupations.server.ts).
 */
import type { Vocabulary } from "~/lib/catalogue/options";
import type { Labels } from "~/lib/catalogue/builtin-job-titles";

export type { Labels };

export interface JobFunctionSeed {
  id: string;
  labels: Labels;
  isco: string[];
  children?: { id: string; labels: Labels; isco: string[] }[];
}

export const JOB_FUNCTIONS: JobFunctionSeed[] = [
  {
    id: "it",
    labels: ["IT & software", "IT & Software", "IT & software"],
    isco: ["133", "35"],
    children: [
      { id: "it-dev", labels: ["Software development", "Softwareentwicklung", "Softwareontwikkeling"], isco: ["251", "3514"] },
      { id: "it-data", labels: ["Data & analytics", "Daten & Analytik", "Data & analytics"], isco: ["212", "2521"] },
      { id: "it-infra", labels: ["Infrastructure & support", "Infrastruktur & Support", "Infrastructuur & support"], isco: ["2522", "2523", "351", "352"] },
      { id: "it-security", labels: ["IT security", "IT-Sicherheit", "IT-beveiliging"], isco: ["2529"] },
    ],
  },
  {
    id: "engineering",
    labels: ["Engineering & technical", "Ingenieurwesen & Technik", "Engineering & techniek"],
    isco: ["214", "311", "2165"],
    children: [
      { id: "eng-mechanical", labels: ["Mechanical engineering", "Maschinenbau", "Werktuigbouwkunde"], isco: ["2144", "3115", "7231", "723"] },
      { id: "eng-electrical", labels: ["Electrical engineering", "Elektrotechnik", "Elektrotechniek"], isco: ["215", "3113", "3114", "742"] },
      { id: "eng-civil", labels: ["Civil engineering", "Bauingenieurwesen", "Civiele techniek"], isco: ["2142", "3112"] },
    ],
  },
  {
    id: "healthcare",
    labels: ["Healthcare & nursing", "Gesundheit & Pflege", "Zorg & verpleging"],
    isco: ["22", "32", "1342", "1343", "2634"],
    children: [
      { id: "health-nursing", labels: ["Nursing", "Pflege", "Verpleging"], isco: ["222", "322"] },
      { id: "health-medical", labels: ["Physicians & therapists", "Ärzte & Therapeuten", "Artsen & therapeuten"], isco: ["221", "226"] },
      { id: "health-care", labels: ["Social care", "Soziale Arbeit & Betreuung", "Welzijn & maatschappelijke zorg"], isco: ["53", "1344", "2635", "3412"] },
    ],
  },
  { id: "finance", labels: ["Finance & accounting", "Finanzen & Rechnungswesen", "Financiën & accounting"], isco: ["1211", "1346", "241", "2631", "331", "421", "431"] },
  { id: "sales", labels: ["Sales & business development", "Vertrieb & Business Development", "Sales & business development"], isco: ["1221", "2433", "2434", "332", "333"] },
  { id: "marketing", labels: ["Marketing & communications", "Marketing & Kommunikation", "Marketing & communicatie"], isco: ["1222", "2431", "2432", "3332"] },
  { id: "hr", labels: ["HR & recruitment", "Personal & Recruiting", "HR & recruitment"], isco: ["1212", "2423", "2424", "3333"] },
  { id: "admin", labels: ["Administration & office", "Verwaltung & Büro", "Administratie & secretariaat"], isco: ["41", "44", "334"] },
  {
    id: "logistics",
    labels: ["Logistics & transport", "Logistik & Transport", "Logistiek & transport"],
    isco: ["1324", "315", "3331", "432"],
    children: [
      { id: "log-driving", labels: ["Drivers", "Fahrer", "Chauffeurs"], isco: ["83"] },
      { id: "log-warehouse", labels: ["Warehouse", "Lager", "Magazijn"], isco: ["933"] },
    ],
  },
  { id: "manufacturing", labels: ["Production & manufacturing", "Produktion & Fertigung", "Productie & industrie"], isco: ["1321", "1322", "3121", "3122", "313", "72", "73", "75", "81", "82", "932"] },
  { id: "construction", labels: ["Construction & trades", "Bau & Handwerk", "Bouw & vakmanschap"], isco: ["1323", "2161", "2162", "3123", "71", "741", "931"] },
  { id: "hospitality", labels: ["Hospitality & tourism", "Gastronomie & Tourismus", "Horeca & toerisme"], isco: ["141", "3434", "511", "512", "513", "94"] },
  { id: "retail", labels: ["Retail & customer service", "Handel & Kundenservice", "Retail & klantenservice"], isco: ["142", "422", "52", "95"] },
  { id: "education", labels: ["Education & teaching", "Bildung & Lehre", "Onderwijs"], isco: ["23", "1341", "1345", "262"] },
  { id: "science", labels: ["Science & research", "Wissenschaft & Forschung", "Wetenschap & onderzoek"], isco: ["1223", "211", "213", "2632", "2633", "314"] },
  { id: "legal", labels: ["Legal", "Recht", "Juridisch"], isco: ["261", "3411"] },
  { id: "management", labels: ["Management & executive", "Management & Führung", "Management & directie"], isco: ["11", "12", "1213", "1219", "1349", "2421"] },
  { id: "creative", labels: ["Design, media & creative", "Design, Medien & Kreatives", "Design, media & creatief"], isco: ["2163", "2166", "264", "265", "3431", "3432", "3433", "3435"] },
  { id: "public", labels: ["Public sector & security", "Öffentlicher Dienst & Sicherheit", "Overheid & veiligheid"], isco: ["0", "2164", "2422", "335", "5411", "5412"] },
  { id: "agriculture", labels: ["Agriculture & environment", "Landwirtschaft & Umwelt", "Landbouw & milieu"], isco: ["131", "6", "92"] },
  { id: "services", labels: ["Facility & personal services", "Facility & Dienstleistungen", "Facilitair & dienstverlening"], isco: ["143", "2636", "3413", "342", "514", "515", "516", "54", "91", "96"] },
];

export interface TermSeed {
  id: string;
  labels: Labels;
}

export const INDUSTRIES: TermSeed[] = [
  { id: "agriculture", labels: ["Agriculture & food", "Landwirtschaft & Lebensmittel", "Landbouw & voeding"] },
  { id: "automotive", labels: ["Automotive", "Automobilindustrie", "Automotive"] },
  { id: "construction", labels: ["Construction & real estate", "Bau & Immobilien", "Bouw & vastgoed"] },
  { id: "consulting", labels: ["Consulting & professional services", "Beratung & Dienstleistungen", "Consultancy & zakelijke dienstverlening"] },
  { id: "education", labels: ["Education", "Bildung", "Onderwijs"] },
  { id: "energy", labels: ["Energy & utilities", "Energie & Versorgung", "Energie & nutsbedrijven"] },
  { id: "finance", labels: ["Banking & insurance", "Banken & Versicherungen", "Bank & verzekeringen"] },
  { id: "government", labels: ["Government & public administration", "Öffentliche Verwaltung", "Overheid"] },
  { id: "healthcare", labels: ["Healthcare & social services", "Gesundheits- & Sozialwesen", "Gezondheidszorg & welzijn"] },
  { id: "hospitality", labels: ["Hospitality & leisure", "Hotellerie & Freizeit", "Horeca & recreatie"] },
  { id: "it", labels: ["IT & telecommunications", "IT & Telekommunikation", "ICT & telecom"] },
  { id: "legal", labels: ["Legal services", "Rechtsberatung", "Juridische dienstverlening"] },
  { id: "logistics", labels: ["Transport & logistics", "Transport & Logistik", "Transport & logistiek"] },
  { id: "manufacturing", labels: ["Manufacturing & industry", "Industrie & Produktion", "Industrie & productie"] },
  { id: "media", labels: ["Media, arts & entertainment", "Medien, Kunst & Unterhaltung", "Media, kunst & entertainment"] },
  { id: "nonprofit", labels: ["Non-profit & charities", "Gemeinnützige Organisationen", "Non-profit & goede doelen"] },
  { id: "pharma", labels: ["Pharma & life sciences", "Pharma & Life Sciences", "Farma & life sciences"] },
  { id: "retail", labels: ["Retail & wholesale", "Einzel- & Großhandel", "Detail- & groothandel"] },
  { id: "staffing", labels: ["Staffing & recruitment", "Personaldienstleistung", "Uitzend- & recruitmentbranche"] },
];

export const SENIORITIES: TermSeed[] = [
  { id: "student", labels: ["Students & graduates", "Studierende & Absolventen", "Studenten & starters"] },
  { id: "entry", labels: ["Entry level", "Berufseinstieg", "Instapniveau"] },
  { id: "experienced", labels: ["Experienced", "Berufserfahren", "Ervaren"] },
  { id: "senior", labels: ["Senior", "Senior", "Senior"] },
  { id: "manager", labels: ["Management", "Führungskraft", "Leidinggevend"] },
  { id: "executive", labels: ["Executive", "Top-Management", "Directie"] },
];

export const WORKING_TERMS: TermSeed[] = [
  { id: "full-time", labels: ["Full-time", "Vollzeit", "Voltijd"] },
  { id: "part-time", labels: ["Part-time", "Teilzeit", "Deeltijd"] },
  { id: "temporary", labels: ["Temporary", "Befristet", "Tijdelijk"] },
  { id: "freelance", labels: ["Freelance", "Freiberuflich", "Freelance"] },
  { id: "internship", labels: ["Internship", "Praktikum", "Stage"] },
  { id: "apprenticeship", labels: ["Apprenticeship", "Ausbildung", "Leerwerkplek"] },
];

export const EDUCATION_LEVELS: TermSeed[] = [
  { id: "none", labels: ["No formal education", "Ohne Abschluss", "Geen diploma"] },
  { id: "secondary", labels: ["Secondary school", "Schulabschluss", "Middelbare school"] },
  { id: "vocational", labels: ["Vocational training", "Berufsausbildung", "Mbo"] },
  { id: "bachelor", labels: ["Bachelor", "Bachelor", "Hbo / bachelor"] },
  { id: "master", labels: ["Master", "Master", "Wo / master"] },
  { id: "doctorate", labels: ["Doctorate", "Promotion", "Gepromoveerd"] },
];

export const CHANNEL_TYPE_TERMS: TermSeed[] = [
  { id: "job_board", labels: ["Job board", "Jobbörse", "Vacaturesite"] },
  { id: "social_media", labels: ["Social media", "Soziale Medien", "Social media"] },
  { id: "community", labels: ["Community", "Community", "Community"] },
  { id: "publication", labels: ["Publication", "Publikation", "Publicatie"] },
  { id: "aggregator", labels: ["Aggregator", "Jobsuchmaschine", "Vacaturezoekmachine"] },
];

export const CATEGORIES: TermSeed[] = [
  { id: "generic", labels: ["General job boards", "Allgemeine Jobbörsen", "Algemene vacaturesites"] },
  { id: "niche", labels: ["Specialist job boards", "Fach-Jobbörsen", "Vakgerichte vacaturesites"] },
  { id: "social", labels: ["Social media", "Soziale Medien", "Social media"] },
  { id: "community", labels: ["Communities", "Communities", "Communities"] },
  { id: "publication", labels: ["Newspapers & magazines", "Zeitungen & Fachmagazine", "Kranten & vakbladen"] },
  { id: "aggregator", labels: ["Job search engines", "Jobsuchmaschinen", "Vacaturezoekmachines"] },
  { id: "graduates", labels: ["Students & graduates", "Studierende & Absolventen", "Studenten & starters"] },
  { id: "executive", labels: ["Executive search", "Führungskräfte", "Executive search"] },
  // boards for university and research staff: not the audience of a school teacher (issue 51)
  { id: "higher-education", labels: ["Universities & research", "Hochschulen & Forschung", "Hoger onderwijs & onderzoek"] },
  // and the mirror: boards for school staff (Tes) are not the audience of a university lecturer
  { id: "schools", labels: ["Schools", "Schulen", "Scholen"] },
  { id: "freelance", labels: ["Freelance & projects", "Freelancer & Projekte", "Freelance & opdrachten"] },
  { id: "public-employment", labels: ["Public employment services", "Öffentliche Arbeitsvermittlung", "Publieke arbeidsbemiddeling"] },
  { id: "regional", labels: ["Regional", "Regional", "Regionaal"] },
  // classified-ad marketplaces with a jobs section: local shift and casual work, not where managers
  // and professionals look (ranking.ts RECOMMENDATION_WEIGHTS.classifieds)
  { id: "classifieds", labels: ["Classified ads", "Kleinanzeigenmärkte", "Advertentiesites"] },
  // issue 51 §2: where the field's main channels belong
  { id: "professionals", labels: ["Professionals & managers", "Fach- & Führungskräfte", "Professionals & managers"] },
  { id: "frontline", labels: ["Hourly, care & driving jobs", "Gewerbliche, Pflege- & Fahrerjobs", "Uur-, zorg- & chauffeursbanen"] },
  { id: "remote", labels: ["Remote work", "Remote-Arbeit", "Remote werken"] },
  { id: "diversity", labels: ["Diversity & inclusion", "Vielfalt & Inklusion", "Diversiteit & inclusie"] },
  { id: "employer-branding", labels: ["Employer branding", "Employer Branding", "Employer branding"] },
  { id: "addon", labels: ["Add-ons", "Zusatzleistungen", "Add-ons"] },
  { id: "event", labels: ["Events & fairs", "Events & Messen", "Evenementen & beurzen"] },
];

export const VOCABULARIES = {
  industry: INDUSTRIES,
  seniority: SENIORITIES,
  working_term: WORKING_TERMS,
  education_level: EDUCATION_LEVELS,
  channel_type: CHANNEL_TYPE_TERMS,
  category: CATEGORIES,
} as const satisfies Record<Vocabulary, TermSeed[]>;



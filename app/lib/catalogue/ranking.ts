import { managesUnit } from "./audience";

/**
 * How a channel's score is made (spec 1 §9: results sorted by score descending). The SQL in
 * app/models/channel.server.ts is built from these same weights; tests check both agree.
 *
 * A score adds up three things:
 * - text relevance, when the recruiter typed something (full-text rank + trigram name similarity);
 * - fit to the target group per dimension: a channel aimed exactly at the selection beats one
 *   that merely covers it, which beats a generic (all-audience) channel;
 * - small quality signals: the editorial weight of the catalogue and the channel's track record.
 */
export const RANKING_WEIGHTS = {
  // tiers: what ts_rank counts a match in each tier of a channel's words for (decision 087): A its
  // specialism (names, job functions, industries), C its type and category labels, D the rest;
  // lengthNormalization: ts_rank's flag 1, the rank divided by 1 + log(words): a match counts less
  // in a channel described by more words (Jobbnorge's four fields against Medi-Jobs' one);
  // minNameSimilarity: pg_trgm's default similarity_threshold, below which the name counts nothing;
  // homeCountry: the text rank counts this much more for a channel of the searcher's country (the
  // search's country filter, else the company's country, else the UI language's: decision 087
  // addendum): of two nursing boards that match 'Pflege' alike, a German recruiter's is Medi-Jobs.
  // A share of the rank, not a constant: a board that matches only through a broad label gains little.
  // A channel of other countries only counts as much less (abroadShare)
  text: {
    rank: 4,
    nameSimilarity: 3,
    namePrefix: 2,
    tiers: { A: 1, B: 0.4, C: 0.2, D: 0.1 },
    lengthNormalization: 1,
    minNameSimilarity: 0.3,
    homeCountry: 0.2,
    // qualityFrom: with search text, the editorial weight and the track record count in proportion
    // to the channel's text score, in full from this score (a specialism or name match scores
    // 0.5–3, a broad category label 0.05–0.2): the ad campaigns and the lorry drivers' board, with
    // the best track records, came before the nursing boards for 'Pflege' on the label
    // 'Gewerbliche, Pflege- & Fahrerjobs' alone (decision 087, second addendum)
    qualityFrom: 0.5,
    // abroadTrackRecord: the share of the track record that counts for a channel of other countries
    // than the searcher's (it names countries, none of them the searcher's): its results are with
    // those countries' job seekers. The demo history's Dutch nursing campaigns put Zorgselect second
    // for a German interface's 'Pflege', before NHS Jobs and Nurse.com, which match the word alike
    // (decision 087, third addendum). Its editorial weight still counts: without it weak home matches
    // with a record (Lkw-Fahrer-Gesucht.com for 'Pflege') passed the foreign boards of the field
    abroadTrackRecord: 0,
  },
  jobFunction: { exact: 3, related: 2, generic: 1 },
  location: { exact: 3, covering: 2, narrower: 1.5, international: 1 },
  industry: { exact: 2, generic: 0.5 },
  seniority: { exact: 1, generic: 0.25 },
  workingTerm: { exact: 1, generic: 0.25 },
  editorial: 0.5,
  trackRecord: 1.5,
} as const;

/** A track record counts from this many campaigns; this many applicants per campaign is "full marks". */
export const TRACK_RECORD_MIN_CAMPAIGNS = 3;
export const TRACK_RECORD_REFERENCE_APPLICANTS = 40;

export type FunctionFit = "exact" | "related" | "generic" | null;
export type LocationFit = "exact" | "covering" | "narrower" | "international" | null;
export type FlatFit = "exact" | "generic" | null;

export interface TrackRecord {
  campaigns: number;
  clicks: number;
  applicants: number;
}

export interface ChannelMatch {
  /** the search has text: quality counts in proportion to the text score (RANKING_WEIGHTS.text.qualityFrom) */
  searched?: boolean;
  /** ts_rank of the search text, 0 without text */
  textRank?: number;
  /** the channel reaches the searcher's country (RANKING_WEIGHTS.text.homeCountry) */
  homeCountry?: boolean;
  /** the searcher's countries are known and the channel names others only (abroadShare, RANKING_WEIGHTS.text.abroadTrackRecord) */
  abroad?: boolean;
  /** trigram similarity of the search text and the channel name, 0..1 */
  nameSimilarity?: number;
  namePrefix?: boolean;
  jobFunction?: FunctionFit;
  /** a sector's board outside the target group's sector (outsideSector): its function counts nothing */
  outsideSector?: boolean;
  location?: LocationFit;
  industry?: FlatFit;
  seniority?: FlatFit;
  workingTerm?: FlatFit;
  /** 0..1, set by the catalogue for widely used channels */
  editorialBoost?: number;
  trackRecord?: TrackRecord | null;
}

/**
 * With search text, the share of the text rank that counts for a channel of other countries only (it
 * names countries, none of the searcher's): a home board counts 1 + homeCountry times an
 * international one, an international one as much more than a foreign one. The home share alone let
 * NHS Jobs, Health eCareers and Nurse.com (reach 35–50) pass Werken in de zorg (reach 15) for a Dutch
 * reader's 'verpleegkundige': the ranks of a field's boards differ by a tenth or two, their reach by
 * more, and a board that serves another country's job seekers is not where a Dutch recruiter hires.
 * A foreign board of the field still comes before a home board that matches only through a broad
 * label, even one with a full track record (Lkw-Fahrer-Gesucht.com for 'Pflege'): it is not hidden.
 * The name's similarity is not weighed: a channel asked for by name is found wherever it is.
 */
export const abroadShare = () => 1 / (1 + RANKING_WEIGHTS.text.homeCountry);

export function trackRecordFactor(record: TrackRecord | null | undefined) {
  if (!record || record.campaigns < TRACK_RECORD_MIN_CAMPAIGNS) return 0;
  const perCampaign = record.applicants / record.campaigns;
  return Math.min(1, Math.max(0, perCampaign / TRACK_RECORD_REFERENCE_APPLICANTS));
}

export function scoreChannel(match: ChannelMatch): number {
  const w = RANKING_WEIGHTS;
  const market = match.homeCountry ? 1 + w.text.homeCountry : match.searched && match.abroad ? abroadShare() : 1;
  let text = w.text.rank * (match.textRank ?? 0) * market;
  const similarity = match.nameSimilarity ?? 0;
  if (similarity >= w.text.minNameSimilarity) text += w.text.nameSimilarity * similarity;
  if (match.namePrefix) text += w.text.namePrefix;
  let score = text;
  if (match.jobFunction && !match.outsideSector) score += w.jobFunction[match.jobFunction];
  if (match.location) score += w.location[match.location];
  if (match.industry) score += w.industry[match.industry];
  if (match.seniority) score += w.seniority[match.seniority];
  if (match.workingTerm) score += w.workingTerm[match.workingTerm];
  const abroad = match.searched && match.abroad ? w.text.abroadTrackRecord : 1;
  const quality = w.editorial * Math.min(1, Math.max(0, match.editorialBoost ?? 0)) + w.trackRecord * trackRecordFactor(match.trackRecord) * abroad;
  score += match.searched ? quality * Math.min(1, text / w.text.qualityFrom) : quality;
  return Math.round(score * 1000) / 1000;
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/**
 * Fit of a channel's targets to a tree selection (job functions or locations). `above`/`below`
 * are the ancestors/descendants of the selection (TreeIndex.selectionContext). Empty targets mean
 * the channel serves everyone (generic audience, international reach).
 */
export function treeFit(
  targets: readonly string[],
  context: { selected: readonly string[]; above: readonly string[]; below: readonly string[] },
): "exact" | "covering" | "narrower" | "all" | null {
  if (context.selected.length === 0) return null;
  if (targets.length === 0) return "all";
  if (overlaps(targets, context.selected)) return "exact";
  if (overlaps(targets, context.above)) return "covering";
  if (overlaps(targets, context.below)) return "narrower";
  return null;
}

export function functionFit(
  targets: readonly string[],
  context: { selected: readonly string[]; above: readonly string[]; below: readonly string[] },
): FunctionFit {
  const fit = treeFit(targets, context);
  if (fit === null) return null;
  if (fit === "all") return "generic";
  return fit === "exact" ? "exact" : "related";
}

export function locationFit(
  targets: readonly string[],
  context: { selected: readonly string[]; above: readonly string[]; below: readonly string[] },
): LocationFit {
  const fit = treeFit(targets, context);
  if (fit === null) return null;
  return fit === "all" ? "international" : fit;
}

export function flatFit(targets: readonly string[], selected: readonly string[]): FlatFit {
  if (selected.length === 0) return null;
  if (targets.length === 0) return "generic";
  return overlaps(targets, selected) ? "exact" : null;
}

// ── Recommendations (issue 16 §3) ─────────────────────────────────────────────────────────────

/**
 * What a recruiter weighs on top of the search score when recommending channels for a target
 * group. The search score already ranks by fit per dimension; these rules hold back channels that
 * fit the filters on paper but serve another audience, unless the target group asks for it:
 * - events and career fairs, and boards for students and graduates: only for students or entry
 *   level (or a channel-type filter that names them);
 * - boards for executives or senior staff only: only for senior, management or executive roles;
 * - freelance marketplaces: only for freelance work;
 * - boards for university and research staff (category "higher-education"): not for teachers of
 *   schools, vocational or special education (ISCO-08 23 outside 231); boards for school staff
 *   (category "schools"): not for university teachers (231);
 * - a board of the job's country in another of its languages: not for a job in a region that speaks
 *   none of them (the channel's stated languages against the place's, audience.ts languagesOfPlace);
 * - a board for some job functions of some industries (Devex: development NGOs; Wellfound: tech
 *   start-ups): not for a target group outside those industries (outsideSector);
 * and adjust the order:
 * - reach counts more than in a search: of two boards that fit alike, a recruiter picks the one
 *   with the larger audience (the catalogue's editorial weight, 0–100);
 * - a board for the audience the target group asks for (students and graduates, executives,
 *   university teachers) gets a plus, the mirror of holding it back otherwise; for a target group
 *   only in training (an intern, a working student, a trainee, an apprentice: no experienced level)
 *   a board for students and graduates gets a second plus, so it comes before a field's board for
 *   professionals that names no level (t3n Jobs was first for a Werkstudent Marketing in Berlin,
 *   above Stellenwerk, Jobmensa and JobTeaser); a career fair does not, it is an event and has its
 *   own list;
 * - a regional board (category "regional") reaches the people who live where the job is: a plus
 *   when the target is a region or a city the board serves (a nationwide portal of local jobs
 *   serves every place; a regional newspaper only its own region);
 * - remote-work boards reach people who want to work from anywhere: a minus when the job has a place;
 * - boards aimed at experienced professionals and managers only (no entry level) fit occupations of
 *   ISCO-08 major groups 1–3; for clerical, service, trade, operator and elementary occupations
 *   (groups 4–9) they rank lower, unless the board names the target's occupation (StepStone: 1–4);
 * - the field's main channels get a plus where they belong (issue 51 §2, workforceOf), and for
 *   hourly, care and driving work so does the country's largest general job search (largestJobSearch);
 *   office work (workforceOf: clerical support, ISCO-08 41–44 but mail carriers, and the secretaries
 *   of 334) gets neither's: the general boards come first;
 * - classified-ad marketplaces with a jobs section (category "classifieds": Kleinanzeigen, Gumtree,
 *   willhaben, Craigslist) a minus for managers and professionals: they name the fields of shift
 *   and casual work they carry (retail, construction…), so a Filialleiter or a Bauleiter matched
 *   them exactly and they ranked first, above StepStone and Totaljobs, whose readers those roles
 *   are. The minus takes back what the exact field earned over a generalist (jobFunction exact −
 *   generic), and neither their reach nor the regional plus counts for those roles: the site's
 *   audience is its buyers and sellers and the people who look for casual work near home, not
 *   a manager's (Marktplaats Vacatures, reach 35 like Jobbird and Werkzoeken.nl, kept the regional
 *   plus and came before those two national boards for a store manager in Amsterdam). So they rank
 *   after the national generalists of the same fit, not out of the list;
 * - **our own results for this job family and country** (issue 52 §4) replace the search's global
 *   track record: the channel's forecast for the target group against what the catalogue alone
 *   expects, compared with the other channels we have results for (ownResultsFactor) — the same
 *   forecast its reason, the basket's forecast and the budget advice's evidence show, not a second
 *   model.
 */
export const RECOMMENDATION_WEIGHTS = {
  reach: 1,
  askedAudience: 1,
  regional: 0.25,
  remote: -1,
  professionalsOnly: -1,
  mainChannel: 1.5,
  classifieds: -(RANKING_WEIGHTS.jobFunction.exact - RANKING_WEIGHTS.jobFunction.generic),
  trainingBoard: 1,
  ownResults: 1.5,
} as const;

/**
 * What our own results say of a channel for this target group: log₂ of the forecast's applicants
 * per posting over the catalogue's, or null when they say nothing. Only a forecast from the same
 * job family (in the country, else anywhere) counts: what a board did for nurses in Germany says
 * nothing of it for accountants in London, so a forecast the estimator had to widen to the country
 * or the channel's own postings ranks nothing. The forecast shrinks towards the catalogue
 * (docs/decisions/078), so one lucky posting moves it little.
 */
export function ownResultsLog(forecast: OwnResults | null | undefined): number | null {
  if (!forecast || !OWN_RESULTS_LEVELS.includes(forecast.basis.level) || !forecast.catalogueApplicants) return null;
  return Math.log2(Math.max(forecast.applicants.mean, 0.01) / forecast.catalogueApplicants);
}

/**
 * The typical channel's figure among those with results for this job family (the median of
 * ownResultsLog): a job family that applies less than the catalogue's rate on every board (software
 * developers) must not push down exactly the boards we have used below those we have not, so each
 * channel is compared with its peers, not with the catalogue.
 */
export function ownResultsBaseline(forecasts: readonly (OwnResults | null | undefined)[]): number {
  const logs = forecasts.map(ownResultsLog).filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (logs.length === 0) return 0;
  const mid = Math.floor(logs.length / 2);
  return logs.length % 2 === 1 ? logs[mid] : (logs[mid - 1] + logs[mid]) / 2;
}

/**
 * −1…1: how much better (twice the typical channel's applicants over its catalogue figure → +1)
 * or worse (half → −1) a channel did for this job family than its peers; 0 without results.
 */
export function ownResultsFactor(forecast: OwnResults | null | undefined, baseline = 0): number {
  const log = ownResultsLog(forecast);
  return log === null ? 0 : Math.min(1, Math.max(-1, log - baseline));
}

/** The forecast's bases (app/lib/campaign/forecast.ts) that are results for the target group's job family. */
export const OWN_RESULTS_LEVELS: readonly string[] = ["family-country", "family"];

/** The part of a channel's forecast (app/lib/campaign/forecast.ts) the ranking reads. */
export interface OwnResults {
  applicants: { mean: number };
  catalogueApplicants: number | null;
  basis: { level: string };
}

/**
 * Job functions of hourly, care and driving work (issue 51 §2): reached through social ads,
 * programmatic and public employment services more than through professional networks.
 */
const FRONTLINE_FUNCTIONS = ["health-nursing", "health-care", "log-driving", "log-warehouse", "hospitality", "retail", "services", "manufacturing", "construction", "agriculture"];

/**
 * Whether a target group is frontline (hourly, care, driving) or professional (professional,
 * technical, managerial: ISCO-08 major groups 1–3 outside those functions); null = unknown.
 *
 * A job title coded as a manager (ISCO-08 major group 1: a store manager is 1420, a construction
 * manager 1323) or as a mining, manufacturing or construction supervisor (312: a Bauleiter is 3123)
 * is professional in a frontline field too: they run the shift staff and are hired as salaried
 * professionals (StepStone, XING, LinkedIn), not through the boards for hourly work. Only the
 * title's own code says so; a field alone ("Construction & trades") may mean tradespeople.
 *
 * An office clerk or a secretary (ISCO-08 41: general office clerks, secretaries, keyboard operators)
 * is neither: clerks are recruited on the general job boards first, not through the social and
 * search ads of hourly, high-volume work (retail, hospitality, logistics, care assistants, drivers)
 * nor through the professional networks (decision 075, addendum of 2026-12-07, the lead engineer's
 * decision). Meta and Google Ads came before StepStone for a Bürokaufmann in Berlin and before Reed
 * and CV-Library for an office clerk in London. So neither main-channel plus counts for them; the
 * other rules of ISCO 4–9 (a professional network's paid reach held back) still do, and a
 * classifieds site ranks after the general boards as for a professional (recommendationScore).
 *
 * So is the rest of ISCO-08 major group 4, clerical support (decision 075, addendum of 2026-12-07,
 * twenty-third session): customer services clerks (42: tellers, travel consultants, contact centre
 * and enquiry clerks, hotel receptionists, receptionists) and numerical and material recording
 * clerks (43: accounting, payroll, stock, production and transport clerks) work at a desk or a
 * counter and look for work where office staff do; "frontline" gave them Meta, Google Ads and the
 * classifieds first (Gumtree and JOB TODAY before Reed and CV-Library for a customer service agent
 * in London, Kleinanzeigen second for a hotel receptionist in Berlin). Mail carriers and sorting
 * clerks (4412) walk or drive delivery rounds: frontline, as delivery drivers. And the
 * administrative, legal and medical secretaries of ISCO 334 (3342–3344: ESCO's administrative
 * assistant, Dutch 'administratief medewerker', is 3343) are secretaries as 4120 is, not
 * professionals: LinkedIn and XING came first for them. The office supervisor (3341) stays one.
 */
export type Workforce = "frontline" | "professional" | "office";

export function workforceOf(
  jobFunctionIds: readonly string[],
  iscoMajor: number | null,
  iscoCode: string | null = null,
): Workforce | null {
  if (iscoCode && /^(1|312)/.test(iscoCode)) return "professional";
  if (iscoCode && /^(4(?!412)|334[234])/.test(iscoCode)) return "office";
  if (overlaps(jobFunctionIds, FRONTLINE_FUNCTIONS) || (iscoMajor !== null && iscoMajor >= 4)) return "frontline";
  if (iscoMajor !== null || jobFunctionIds.length > 0) return "professional";
  return null;
}

/**
 * The job functions whose people work in an industry whatever their employer names (an IT
 * professional is in the IT sector's audience; a salesperson is only when the employer is in IT).
 * Non-profits hire every function, so no function puts a target group in that sector.
 */
const SECTOR_FUNCTIONS: Record<string, readonly string[]> = {
  it: ["it"],
  healthcare: ["healthcare"],
  education: ["education", "science"],
  pharma: ["science"],
  hospitality: ["hospitality"],
  retail: ["retail"],
  logistics: ["logistics"],
  finance: ["finance"],
  legal: ["legal"],
  government: ["public", "admin"],
  media: ["creative", "marketing"],
  // engineers of an unnamed employer are not the energy industry's audience: Energy Jobline and
  // Rigzone (oil, gas and power) were in the first five for a mechanical engineer in Amsterdam and
  // first for a service technician in London; they serve a target group that names Energy
  energy: [],
  manufacturing: ["manufacturing", "engineering"],
  automotive: ["manufacturing", "engineering"],
  construction: ["construction", "eng-civil"],
  agriculture: ["agriculture"],
  consulting: ["management", "finance"],
  staffing: ["hr"],
  nonprofit: [],
};

/**
 * A board that names both job functions and industries serves those functions within those
 * industries: Devex carries finance, management and health posts of development NGOs and agencies
 * ("the media platform for the global development community"), Wellfound sales and marketing posts
 * of tech start-ups. It is outside its sector for a target group that names none of its industries
 * and whose own function is not one of those industries' trades (SECTOR_FUNCTIONS): an accountant
 * or a sales representative of an unnamed employer. Boards of a trade (CWJobs: IT; Medi-Jobs:
 * healthcare) stay in their sector for their own trade. A specialist board of an industry that names
 * no function (Idealist, CharityJob: every post of non-profits) is one too: Idealist was among the
 * first of "Also relevant" for a truck driver in Texas. So is a board for hourly work that names the
 * industries whose shifts it fills (category "frontline": JOB TODAY restaurants, bars and shops;
 * hokify, Jobandtalent and Snagajob retail, hospitality and logistics): JOB TODAY was second for an
 * electrician in Turin, whose trade is none of them. A general publication that names the
 * industries of its readers (Guardian Jobs, ZEIT ONLINE) is not a sector's board.
 */
export function outsideSector(channel: RecommendationCandidate, target: RecommendationTarget): boolean {
  if (!isSectorBoard(channel)) return false;
  // a target without a function (a place only) is matched by no board's functions
  if (target.industryIds === undefined || !target.functionIds?.length) return false;
  return !overlaps(channel.industryIds ?? [], sectorsOf(target.functionIds, target.industryIds, target.iscoCode));
}

/**
 * A board of some industries (outsideSector): it names industries, and job functions or the
 * category of a niche or hourly-work board. Of the industries it names, it serves only those.
 */
export function isSectorBoard(channel: { industryIds?: readonly string[]; jobFunctionIds?: readonly string[]; categoryIds: readonly string[] }) {
  if ((channel.industryIds ?? []).length === 0) return false;
  return (channel.jobFunctionIds ?? []).length > 0 || SECTOR_BOARD_CATEGORIES.some((id) => channel.categoryIds.includes(id));
}

export const SECTOR_BOARD_CATEGORIES = ["niche", "frontline"] as const;

/**
 * Occupations a job function holds that work in every industry, not in the one whose trade the
 * function is (SECTOR_FUNCTIONS): "Retail & customer service" holds the customer services clerks
 * (ISCO-08 422: ESCO's customer service representative 4225, the contact centre information clerk
 * 4222) and the contact centre salespersons (5244, ESCO's call centre agent), who answer and call
 * the customers of banks, insurers, utilities and telecoms as much as a retailer's. With the
 * function alone a customer service agent was in the retail industry: Retail Choice (the retail
 * trade's board) came first in London, before Totaljobs, Indeed, Reed and CV-Library, and the boards
 * for shifts in shops (JOB TODAY, Jobandtalent, hokify) followed. A target group naming Retail keeps them.
 */
const EVERY_INDUSTRY_OCCUPATIONS: Record<string, readonly string[]> = { retail: ["422", "5244"] };

/**
 * The industries a target group is in: those it names, and those whose trades its job functions
 * are (SECTOR_FUNCTIONS; `functionIds` with their ancestors: health-nursing → healthcare), unless
 * the job title's occupation is one of the function's that every industry has (EVERY_INDUSTRY_OCCUPATIONS).
 */
export function sectorsOf(functionIds: readonly string[], industryIds: readonly string[] = [], iscoCode: string | null = null): string[] {
  const ofEveryIndustry = (fn: string) => (EVERY_INDUSTRY_OCCUPATIONS[fn] ?? []).some((code) => iscoCode?.startsWith(code));
  const trades = Object.entries(SECTOR_FUNCTIONS)
    .filter(([, fns]) => fns.some((fn) => functionIds.includes(fn) && !ofEveryIndustry(fn)))
    .map(([industry]) => industry);
  return [...new Set([...industryIds, ...trades])];
}

/**
 * The job functions a sector's board serves only inside its sector (isSectorBoard), `ancestorsOf`
 * the job-function tree's: Devex names Healthcare, Finance and Management, but of development NGOs
 * and agencies (its industries Non-profit and Government, whose trades they are not), so a search
 * for 'Pflege' or 'nurse' must not find it as a nursing board; Nursing Times Jobs' Nursing is the
 * trade of its industry Healthcare. The catalogue import ranks these functions' words as a label
 * (decision 087's tier C), not as the board's specialism.
 */
export function functionsOutsideSector(
  channel: { industryIds: readonly string[]; jobFunctionIds: readonly string[]; categoryIds: readonly string[] },
  ancestorsOf: (id: string) => readonly string[],
): string[] {
  if (!isSectorBoard(channel)) return [];
  return channel.jobFunctionIds.filter((id) => !overlaps(channel.industryIds, sectorsOf([id, ...ancestorsOf(id)])));
}

export type HeldBack =
  | "event"
  | "students"
  | "executives"
  | "freelance"
  | "remote"
  | "professionals"
  | "frontline"
  | "higher-education"
  | "schools"
  | "sector"
  | "language"
  | "occupation";

export interface RecommendationTarget {
  seniorityIds: readonly string[];
  workingTermIds: readonly string[];
  types: readonly string[];
  /** the target names a place: "local" when it is a region or a city, "country" for a whole country */
  place: "local" | "country" | null;
  /** the target's places and every place above them (a city, its region, its country) */
  placeIds: readonly string[];
  /** ISCO-08 major group (1–9) of the occupation, null when unknown or mixed */
  iscoMajorGroup: number | null;
  /** the job title's ISCO-08 code (e.g. "2330", secondary education teachers), when it has one */
  iscoCode?: string | null;
  /** the job title's ESCO code (e.g. "2166.10", graphic designer), when it has one */
  escoCode?: string | null;
  /** the target group's experience levels (app/lib/catalogue/audience.ts), e.g. from an intern's title */
  levels?: readonly string[];
  /** workforceOf(): which of the field's main channels belong (issue 51 §2); "office": none */
  workforce?: Workforce | null;
  /** the languages spoken where the job is (audience.ts languagesOfPlace), [] = no place */
  languages?: readonly string[];
  /** the target's job functions with their ancestors (it-dev → it), for outsideSector */
  functionIds?: readonly string[];
  /** the industries the target names, for outsideSector */
  industryIds?: readonly string[];
  /**
   * the trades within the target's field and their ISCO-08 prefixes (the job functions below the
   * selected one: logistics → drivers 83, warehouse 933), for outsideOccupations
   */
  tradesBelow?: ReadonlyMap<string, readonly string[]>;
}

export interface RecommendationCandidate {
  score: number;
  type: string;
  isEvent: boolean;
  /** 0–100 */
  editorialBoost: number;
  locationIds: readonly string[];
  seniorityIds: readonly string[];
  workingTermIds: readonly string[];
  categoryIds: readonly string[];
  /** the channel's global track record, part of the search's score (scoreChannel): own results replace it */
  trackRecord?: TrackRecord | null;
  /** the channel's forecast for this target group, from our own results */
  ownResults?: OwnResults | null;
  /** the countries the channel reaches, empty = international */
  countryCodes?: readonly string[];
  /** the fields the channel serves, empty = every field */
  jobFunctionIds?: readonly string[];
  industryIds?: readonly string[];
  /** the languages of the channel's audience (the catalogue's, else its countries' official ones) */
  languages?: readonly string[];
  /** ISCO-08 codes or prefixes of the occupations the channel serves (catalogue column `occupations`), empty = all */
  iscoCodes?: readonly string[];
}

const STUDENT_LEVELS = ["student", "entry"];
const SENIOR_LEVELS = ["senior", "manager", "executive"];
const PROFESSIONAL_LEVELS = ["experienced", ...SENIOR_LEVELS];

const within = (values: readonly string[], allowed: readonly string[]) =>
  values.length > 0 && values.every((v) => allowed.includes(v));

const asksStudents = (target: RecommendationTarget) =>
  overlaps(target.seniorityIds, STUDENT_LEVELS) ||
  overlaps(target.workingTermIds, ["internship", "apprenticeship"]) ||
  overlaps(target.levels ?? [], ["school-leaver", "student", "graduate"]);
// a manager by ISCO-08 asks for executive boards unless they run one store, hotel or care home or a
// project (middle management); the target group's levels (audience.ts targetLevels) say so where
// known: a project manager is ISCO 1219 but no executive, so ISCO alone decides only without levels
const asksExecutives = (target: RecommendationTarget) =>
  overlaps(target.seniorityIds, SENIOR_LEVELS) ||
  (target.levels === undefined ? target.iscoMajorGroup === 1 && !managesUnit(target.iscoCode) : target.levels.includes("executive"));
// an intern, a working student, a trainee or an apprentice by title or level, and nobody experienced
const onlyInTraining = (target: RecommendationTarget) => within(target.levels ?? [], ["school-leaver", "student", "graduate"]);
const forStudents = (channel: RecommendationCandidate) =>
  within(channel.seniorityIds, STUDENT_LEVELS) || channel.categoryIds.includes("graduates");
// ISCO-08 23: teaching professionals; 231: university and higher education teachers
const teachesOutsideHigherEducation = (target: RecommendationTarget) => /^23(?!1)/.test(target.iscoCode ?? "");
const teachesInHigherEducation = (target: RecommendationTarget) => (target.iscoCode ?? "").startsWith("231");
const forExecutives = (channel: RecommendationCandidate) =>
  within(channel.seniorityIds, SENIOR_LEVELS) || channel.categoryIds.includes("executive");

/** Why a channel is kept out of the top for this target group, or null. */
export function heldBack(channel: RecommendationCandidate, target: RecommendationTarget): HeldBack | null {
  const asksType = target.types.includes(channel.type);
  if (channel.isEvent && !asksStudents(target) && !asksType) return "event";
  if (forStudents(channel) && !asksStudents(target)) return "students";
  if (forExecutives(channel) && !asksExecutives(target)) return "executives";
  const forFreelancers = within(channel.workingTermIds, ["freelance"]) || channel.categoryIds.includes("freelance");
  if (forFreelancers && !target.workingTermIds.includes("freelance")) return "freelance";
  // a board for university and research staff (jobs.ac.uk, THE Unijobs) does not reach school teachers
  if (channel.categoryIds.includes("higher-education") && teachesOutsideHigherEducation(target)) return "higher-education";
  if (channel.categoryIds.includes("schools") && teachesInHigherEducation(target)) return "schools";
  // issue 51: a job with a place is not for people who want to work from anywhere
  if (target.place !== null && channel.categoryIds.includes("remote")) return "remote";
  // a professional network's paid reach (XING, LinkedIn Sponsored Content) for experienced
  // professionals only does not reach clerical, service, trade, operator or elementary workers,
  // nor hourly, care and kitchen work of any ISCO group (a chef is ISCO-08 3434)
  const operational = operationalWork(target) || target.workforce === "frontline";
  if (operational && channel.type === "social_media" && within(channel.seniorityIds, PROFESSIONAL_LEVELS)) return "professionals";
  // and any board for experienced professionals and managers only (Intermediair: 'for the higher
  // educated'; Volkskrant Banen) does not reach clerical, service, trade, operator or elementary
  // workers (ISCO-08 4–9): it ranked lower, and so came fifth in a shop assistant's "Also relevant"
  // — unless the board names the target's occupation among those it serves (catalogue column
  // `occupations`): StepStone's 'Fach- und Führungskräfte' include office clerks and secretaries
  if (operationalWork(target) && within(channel.seniorityIds, PROFESSIONAL_LEVELS) && !namesOccupation(channel, target)) {
    return "professionals";
  }
  // and the other way round: a board for hourly work does not reach managers or professionals — a
  // truck drivers' board matches a distribution manager (ISCO 1324) only through the parent function
  // (logistics ⊃ driving), hokify and Jobandtalent (retail, hospitality, logistics) match an HR
  // manager or a lawyer only because the target names no industry. Such a board names the fields it
  // serves or is a niche board; the main channels for hourly work that name none (Meta, Google Ads,
  // the job centres) reach everyone. A function alone ("Logistics") may mean drivers.
  const professional = target.workforce === "professional" && target.iscoMajorGroup !== null && target.iscoMajorGroup <= 3;
  if (professional && forHourlyWork(channel)) return "frontline";
  // a board for some trades of some industries (Devex, Wellfound) is not the audience of an
  // accountant or a salesperson whose employer is in none of them (outsideSector)
  if (outsideSector(channel, target)) return "sector";
  // a board of the job's country in another of its languages does not reach the people where the
  // job is: VDAB (Flemish) for a driver in Liège, jobup.ch (French-speaking Switzerland) for an
  // electrician in Zurich. An international channel carries ads in any language.
  if (speaksOtherLanguage(channel, target)) return "language";
  // a board that names the occupations it serves (ISCO-08) is not for another one: eFinancialCareers
  // carries the jobs of finance professionals in financial services (finance managers, accountants,
  // analysts, dealers: 1211, 241, 3311, 3312), not a bookkeeper's (3313) — both are Finance & accounting
  if (outsideOccupations(channel, target)) return "occupation";
  return null;
}

/**
 * Clerical, service, trade, operator and elementary work (ISCO-08 major groups 4–9), and office work
 * of any group (workforceOf: the secretaries of 334 are recruited as 4120 is): not the audience of a
 * board for experienced professionals and managers only (Intermediair 'for the higher educated',
 * XING's and LinkedIn's paid reach for experienced staff).
 */
function operationalWork(target: RecommendationTarget) {
  return (target.iscoMajorGroup !== null && target.iscoMajorGroup >= 4) || target.workforce === "office";
}

/** The channel names the target's occupation (its ISCO-08 code) among those it serves (catalogue column `occupations`). */
function namesOccupation(channel: RecommendationCandidate, target: RecommendationTarget) {
  return /^\d{4}$/.test(target.iscoCode ?? "") && (channel.iscoCodes ?? []).some((occupation) => servesOccupation(occupation, target));
}

function outsideOccupations(channel: RecommendationCandidate, target: RecommendationTarget) {
  const codes = (channel.iscoCodes ?? []).length > 0 ? (channel.iscoCodes ?? []) : tradeOccupations(channel, target);
  return codes.length > 0 && /^\d{4}$/.test(target.iscoCode ?? "") && !codes.some((occupation) => servesOccupation(occupation, target));
}

/**
 * An occupation a board names (catalogue column `occupations`) is the target's: an ISCO-08 prefix of
 * its unit group, or an ESCO occupation (a dotted ESCO code) that is the target's or one above it.
 * ISCO-08 joins trades that boards tell apart: its 2166 holds ESCO's graphic designer (2166.10) and
 * the 3D modellers, animators and digital artists (2166.1, 2166.3, 2166.6) of ArtStation, the games,
 * film and entertainment artists' portfolio site, which was fifth for a graphic designer in Brussels
 * and Warsaw. A target whose title has no ESCO code is matched by the unit group alone.
 */
function servesOccupation(occupation: string, target: RecommendationTarget) {
  const isco = target.iscoCode ?? "";
  if (!occupation.includes(".")) return isco.startsWith(occupation);
  const esco = target.escoCode ?? "";
  if (!esco) return isco === occupation.split(".")[0];
  return esco === occupation || esco.startsWith(`${occupation}.`);
}

/**
 * A board for one trade within the target's field serves that trade's occupations: the truck
 * drivers' board (Drivers, below Logistics & transport) matched a Disponent (logistics planner,
 * ISCO 4323) through the parent field and, with our own results in Germany, came first. The
 * trades' ISCO-08 prefixes come from the taxonomy; a board that also names another field, or a
 * trade without prefixes, keeps every occupation of the field.
 */
function tradeOccupations(channel: RecommendationCandidate, target: RecommendationTarget): readonly string[] {
  const fns = channel.jobFunctionIds ?? [];
  const trades = target.tradesBelow;
  if (!trades || fns.length === 0 || !fns.every((id) => (trades.get(id) ?? []).length > 0)) return [];
  return fns.flatMap((id) => trades.get(id) ?? []);
}

/**
 * A board for the professionals and managers of its fields (categories "professionals" and a field
 * of its own: Hosco, the network of hospitality careers for hotel-school graduates and the staff of
 * 'high-end hospitality brands') is not where a field's hourly staff look: a waiter's or a cook's
 * national boards come first. A mirror of forHourlyWork; the professional networks that name no
 * field (LinkedIn, XING) are social channels and held back for that work already.
 */
function forProfessionalsOfField(channel: RecommendationCandidate) {
  const namesFields = (channel.jobFunctionIds ?? []).length > 0 || (channel.industryIds ?? []).length > 0;
  return channel.categoryIds.includes("professionals") && namesFields;
}

function forHourlyWork(channel: RecommendationCandidate) {
  const namesFields = (channel.jobFunctionIds ?? []).length > 0 || (channel.industryIds ?? []).length > 0;
  return channel.categoryIds.includes("frontline") && (channel.categoryIds.includes("niche") || namesFields);
}

function speaksOtherLanguage(channel: RecommendationCandidate, target: RecommendationTarget) {
  const spoken = target.languages ?? [];
  const own = channel.languages ?? [];
  return spoken.length > 0 && (channel.countryCodes ?? []).length > 0 && own.length > 0 && !overlaps(own, spoken);
}

/** A regional board serves the target's place: it names no region (nationwide local jobs) or the target's. */
function servesPlace(channel: RecommendationCandidate, target: RecommendationTarget) {
  const local = channel.locationIds.filter((id) => id.includes("."));
  return local.length === 0 || overlaps(local, target.placeIds);
}

/**
 * The largest general job search of the job's country among the candidates: a national site
 * (its countries all the target's) of the catalogue categories "aggregator" and "generic" with the
 * largest reach (editorial weight) of those — Indeed Deutschland, Indeed United States. Hourly job
 * seekers search there more than anywhere: "$15 an hour" was the most common number typed into
 * Indeed's US search (Indeed Hiring Lab, Hiring and Workplace Trends Report 2023). It is a main
 * channel for frontline work by this rule, not by a catalogue category: category labels are
 * searched words, and the frontline label's 'Pflege' put 16 Indeed sites first for 'Pflege' (d75c13a).
 */
/** The catalogue's reach (editorial weight) of a country's leading job sites: 90–100. */
export const LEADING_REACH = 90;

export function largestJobSearch<T extends RecommendationCandidate>(channels: readonly T[], target: RecommendationTarget): Set<T> {
  const national = channels.filter(
    (c) => c.categoryIds.includes("generic") && (c.countryCodes ?? []).length > 0 && (c.countryCodes ?? []).every((code) => target.placeIds.includes(code)),
  );
  const aggregators = national.filter((c) => c.categoryIds.includes("aggregator"));
  const largest = Math.max(...aggregators.map((c) => c.editorialBoost));
  // and the country's leading general job board, where the catalogue counts it among the country's
  // leading sites (LEADING_REACH: InfoJobs in Spain, karriere.at in Austria, HelloWork in France,
  // third of the French job sites after Pôle emploi and Indeed by Médiamétrie's ranking): tourism
  // and catering were 8 % of InfoJobs' vacancies in a month (InfoJobs figures). Not a board for
  // experienced professionals only (StepStone), nor a classifieds site (its own rule)
  const boards = national.filter(
    (c) => !c.categoryIds.includes("aggregator") && !c.categoryIds.includes("classifieds") && !within(c.seniorityIds, PROFESSIONAL_LEVELS),
  );
  const leadingBoard = Math.max(...boards.map((c) => c.editorialBoost));
  return new Set([
    ...aggregators.filter((c) => c.editorialBoost === largest),
    ...(leadingBoard >= LEADING_REACH ? boards.filter((c) => c.editorialBoost === leadingBoard) : []),
  ]);
}

/**
 * The search score with the recommendation adjustments above; `ownBaseline`: ownResultsBaseline of
 * the candidates; `largestSearch`: the channel is the country's largest job search (largestJobSearch).
 */
export function recommendationScore(channel: RecommendationCandidate, target: RecommendationTarget, ownBaseline = 0, largestSearch = false): number {
  const w = RECOMMENDATION_WEIGHTS;
  let score = channel.score;
  score += w.ownResults * ownResultsFactor(channel.ownResults, ownBaseline) - RANKING_WEIGHTS.trackRecord * trackRecordFactor(channel.trackRecord);
  // a classifieds site's reach and local reach are not a manager's or a professional's audience, and
  // an office clerk is recruited on the general boards first (workforceOf): Kleinanzeigen and Gumtree,
  // which name office work among their fields, came before StepStone, Indeed, Reed and Totaljobs
  const classifiedsForProfessional = (target.workforce === "professional" || target.workforce === "office") && channel.categoryIds.includes("classifieds");
  if (reachIsAudience(channel, target) && !classifiedsForProfessional) score += w.reach * Math.min(1, Math.max(0, channel.editorialBoost / 100));
  if (
    (forStudents(channel) && asksStudents(target)) ||
    (forExecutives(channel) && asksExecutives(target)) ||
    (channel.categoryIds.includes("higher-education") && teachesInHigherEducation(target)) ||
    (channel.categoryIds.includes("schools") && teachesOutsideHigherEducation(target))
  ) {
    score += w.askedAudience;
  }
  if (onlyInTraining(target) && forStudents(channel) && !channel.isEvent) score += w.trainingBoard;
  if (target.place === "local" && channel.categoryIds.includes("regional") && servesPlace(channel, target) && !classifiedsForProfessional) score += w.regional;
  if (target.place !== null && channel.categoryIds.includes("remote")) score += w.remote;
  if (operationalWork(target) && within(channel.seniorityIds, PROFESSIONAL_LEVELS) && !namesOccupation(channel, target)) score += w.professionalsOnly;
  // a field's board for its professionals (Hosco) is not where its front-desk and office staff look
  // either: a hotel receptionist (4224) is hired through the hotel trade's and the general boards
  else if ((target.workforce === "frontline" || target.workforce === "office") && forProfessionalsOfField(channel)) score += w.professionalsOnly;
  // the field's main channels where they belong: LinkedIn and XING for professional, technical and
  // managerial roles; Meta, Google-based programmatic and the public employment services for
  // hourly, care and driving work (catalogue categories "professionals" and "frontline")
  // school teachers are professionals by ISCO-08 (23) but are hired by schools and school boards
  // through the education sector's own channels (Tes, Werken in het onderwijs, VDAB's
  // Onderwijsvacaturebank), not through the professional networks' paid posts
  if (target.workforce === "professional" && !teachesOutsideHigherEducation(target) && channel.categoryIds.includes("professionals")) score += w.mainChannel;
  if (target.workforce === "frontline" && (channel.categoryIds.includes("frontline") || largestSearch)) score += w.mainChannel;
  if (classifiedsForProfessional) score += w.classifieds;
  return Math.round(score * 1000) / 1000;
}

/**
 * A channel's reach (editorial weight) measures its own audience; it counts where that audience is the
 * target group's (and a classifieds site's is not a professional's, recommendationScore):
 * - a job search engine that lists the ads of other sites (category "aggregator" but not a general job
 *   site of its own: Adzuna, Jobijoba — not Indeed) shows a posting the boards carry already. One
 *   named for the job's country matches the place as the country's boards do, and with its reach
 *   Adzuna (35, one figure for eleven countries) came fourth or fifth for office clerks in Amsterdam,
 *   Paris and Madrid, before Jobbird, Werkzoeken.nl and Trabajos.com, boards that hold the ad itself.
 *   It ranks after the boards of its fit now. An international one (Jooble, Careerjet) does so by its
 *   place's fit already; its reach orders it among the other international channels;
 * - a professional network (category "professionals", no field of its own: LinkedIn, XING) reaches
 *   professionals and managers, the audience its main-channel plus is for. With its reach (100)
 *   LinkedIn Job Post was fifth for an administrative assistant in Madrid, Warsaw, Vienna and Zurich,
 *   an office clerk in Madrid and a truck driver in Liège, before the country's own general boards
 *   (Trabajos.com, RocketJobs.pl, Monster). For office and hourly work it ranks by its fit alone.
 */
function reachIsAudience(channel: RecommendationCandidate, target: RecommendationTarget) {
  const searchEngine = channel.categoryIds.includes("aggregator") && !channel.categoryIds.includes("generic") && (channel.countryCodes ?? []).length > 0;
  const network = channel.categoryIds.includes("professionals") && (channel.jobFunctionIds ?? []).length === 0;
  return !searchEngine && !(network && (target.workforce === "office" || target.workforce === "frontline"));
}

/**
 * A board for the training stage a target group only in training is at (an apprentice, an intern, a
 * working student): Ausbildung.de and AZUBIYO for an Azubi, JobTeaser for a Werkstudent. Companies
 * recruit their apprentices through their own career site, then the apprenticeship boards
 * (Ausbildungsbörsen) and the Agentur für Arbeit. Applicants search with Google (84.3 % "very often"
 * or "often"), the Agentur's job board (54.8 %) and apprenticeship platforms and other job boards
 * (51.7 %); YouTube 7.4 %, and 72.3 % never use Facebook, Instagram or Snapchat for it (u-form
 * Testsysteme, Azubi-Recruiting Trends 2019, 3,542 pupils, applicants and apprentices asked). Two pluses (asked audience, training board) did not outweigh the frontline main
 * channels' plus, reach and editorial weight of Indeed Deutschland, first for an Azubi Elektroniker.
 */
const trainingBoardFor = (channel: RecommendationCandidate, target: RecommendationTarget) =>
  onlyInTraining(target) && forStudents(channel) && !channel.isEvent;

/**
 * Recommendation order: for a target group only in training its training boards first, then the
 * channels that fit the target group by their adjusted score, then those held back (so they show
 * only when nothing else fits). Stable: equal scores keep the search order.
 */
export function rankForRecommendation<T extends RecommendationCandidate>(channels: readonly T[], target: RecommendationTarget): T[] {
  const baseline = ownResultsBaseline(channels.map((c) => c.ownResults));
  const largest = largestJobSearch(channels, target);
  const entries = channels.map((channel, index) => {
    const held = heldBack(channel, target) !== null;
    return {
      channel,
      index,
      held,
      training: !held && trainingBoardFor(channel, target),
      score: recommendationScore(channel, target, baseline, largest.has(channel)),
      afterProfession: false,
    };
  });
  // the leading general board's plus (largestJobSearch) rests on hourly work; for a profession it
  // is a main channel after the profession's own board of the country, not before it
  const own = entries.filter((e) => !e.held && professionsBoard(e.channel, target)).map((e) => e.score);
  const best = Math.max(...own);
  for (const entry of entries) {
    if (own.length > 0 && largest.has(entry.channel) && !entry.channel.categoryIds.includes("aggregator") && entry.score >= best) {
      entry.score = best;
      entry.afterProfession = true;
    }
  }
  return entries
    .sort(
      (a, b) =>
        Number(a.held) - Number(b.held) ||
        Number(b.training) - Number(a.training) ||
        b.score - a.score ||
        Number(a.afterProfession) - Number(b.afterProfession) ||
        a.index - b.index,
    )
    .map((entry) => entry.channel);
}

/**
 * The board of the target group's own profession in its country, for a profession of a field of
 * hourly, care and driving work (ISCO-08 major groups 2 and 3 with a frontline job function: a
 * nurse, 2221): a niche board of the country that names the target's job function or its field
 * (Zorgselect, 'vacatures in de zorg', for a Dutch nurse). The country's leading general board came
 * before it for every Dutch nurse (Nationale Vacaturebank), on the main-channel plus whose evidence
 * is hourly work (tourism and catering among InfoJobs' vacancies, HelloWork among French job sites).
 */
function professionsBoard(channel: RecommendationCandidate, target: RecommendationTarget) {
  const profession = target.workforce === "frontline" && (target.iscoMajorGroup === 2 || target.iscoMajorGroup === 3);
  const countries = channel.countryCodes ?? [];
  return (
    profession &&
    channel.categoryIds.includes("niche") &&
    overlaps(channel.jobFunctionIds ?? [], target.functionIds ?? []) &&
    countries.length > 0 &&
    countries.every((code) => target.placeIds.includes(code))
  );
}

/** ISCO-08 major group shared by all codes (a job title's unit group, a function's prefixes), else null. */
export function iscoMajorGroup(codes: readonly (string | null | undefined)[]): number | null {
  const majors = new Set(codes.flatMap((code) => (code && /^\d/.test(code) ? [Number(code[0])] : [])));
  return majors.size === 1 ? [...majors][0] : null;
}

/**
 * Words of O*NET 29.3's task statements that an employer would no longer publish: statements
 * written decades ago about disability, age and work ("adjust to handicaps"), and gendered job
 * nouns. Each row names the wording today's guidance uses; the writer reads the tasks through this
 * table (services/jobdesc/reference-data.server.ts), as ESCO's text through esco-corrections.ts,
 * so the fix holds wherever the text goes (the built-in writer, the AI writer's prompt). A row
 * rewrites rather than drops: the task itself is the occupation's (an occupational therapist does
 * help patients live with a disability).
 */
export interface OnetWording {
  find: RegExp;
  replace: string;
  why: string;
}

/** GOV.UK Disability Unit, 'Inclusive language: words to use and avoid when writing about disability' */
const GOV_UK_DISABILITY = "GOV.UK, 'Inclusive language: words to use and avoid when writing about disability': avoid 'handicapped', 'cripple', 'the disabled'; say 'disabled people', 'people with disabilities'";

export const ONET_WORDING: OnetWording[] = [
  {
    // Occupational Therapists (29-1122.00): "help patients learn work or school skills and adjust to handicaps"
    find: /\badjust to handicaps\b/gi,
    replace: "adjust to living with a disability",
    why: GOV_UK_DISABILITY,
  },
  {
    // Special Education Teachers (25-2057, 25-2058): "students with a variety of handicapping conditions"
    find: /\bhandicapping conditions\b/gi,
    replace: "disabilities",
    why: GOV_UK_DISABILITY,
  },
  {
    find: /\bhandicapped\b/gi,
    replace: "disabled",
    why: GOV_UK_DISABILITY,
  },
  {
    // not a golfer's or a race's handicap (Sports Officials, 27-2023: "starting order or handicap number")
    find: /\bhandicaps\b(?! (?:number|index|rating))/gi,
    replace: "disabilities",
    why: GOV_UK_DISABILITY,
  },
  {
    // Physical Therapists (29-1123.00): "decrease or prevent deformity or crippling"
    find: /\bcrippling\b/gi,
    replace: "disability",
    why: GOV_UK_DISABILITY,
  },
  {
    find: /\bcrippled\b/gi,
    replace: "disabled",
    why: GOV_UK_DISABILITY,
  },
  {
    find: /\bmental retardation\b/gi,
    replace: "intellectual disability",
    why: "the term was replaced by 'intellectual disability' in US federal law (Rosa's Law, Public Law 111-256, 2010) and in the DSM-5 (2013)",
  },
  {
    find: /\bmentally retarded\b/gi,
    replace: "with an intellectual disability",
    why: "as above (Rosa's Law, 2010)",
  },
  {
    // Midwives (29-9099.01): "… gestational diabetes, pre-term labor, or retarded fetal growth"
    find: /\bretarded fetal growth\b/gi,
    replace: "fetal growth restriction",
    why: "the clinical term is fetal growth restriction (RCOG Green-top Guideline No. 31; NHS, 'Fetal growth restriction')",
  },
  {
    // Flight Attendants (53-2031): "small children, the elderly, or persons with disabilities";
    // General Internal Medicine Physicians (29-1216): "in adolescents, adults, and the elderly"
    find: /\bthe elderly\b/gi,
    replace: "older people",
    why: "GOV.UK style guide (A to Z: 'older people', not 'the elderly'); AP Stylebook: 'elderly' not as a noun for people",
  },
  {
    // Farm Labor Contractors (13-1074): "Employ foremen to deal directly with workers"; Cost Estimators (13-1051): "construction foremen"
    find: /\bforemen\b/gi,
    replace: "supervisors",
    why: "a gendered job noun (retext-equality flags it, and the inclusive check dropped the task); O*NET's own occupation is First-Line Supervisors of Construction Trades (47-1011)",
  },
  {
    find: /\bforeman\b/gi,
    replace: "supervisor",
    why: "as above",
  },
  {
    // Human Factors Engineers (17-2112.01), Environmental Engineering Technologists (17-3025): "material, manpower, or facilities needs"
    find: /\bmanpower\b/gi,
    replace: "staffing",
    why: "a gendered word (retext-equality: 'manpower' → 'human resources', 'workforce'); 'staffing' as the tasks mean the people a plan needs",
  },
  {
    // Accountants and Auditors (13-2011.00): "Establish tables of accounts and assign entries to proper accounts."
    find: /\bestablish tables of accounts and assign entries to proper accounts\b/gi,
    replace: "maintain the chart of accounts and post entries to the correct accounts",
    why: "a ledger's list of accounts is its chart of accounts today, and entries are posted to an account; 'tables of accounts' dates the ad",
  },
  {
    // Accountants and Auditors (13-2011.00): "… recordkeeping and accounting systems, making use of current computer technology."
    find: /, making use of current computer technology\b/gi,
    replace: "",
    why: "written when bookkeeping moved onto computers; every accounting system is software today, and the clause dates the ad",
  },
];

/**
 * O*NET 29.3 statements no ad would list as a duty: a step of cooking, not a task ("Turn or stir
 * foods to ensure even cooking", a London cook's fourth line), or a machine's media gone from offices
 * (cards, tape, Braille media). Left out where the tasks are read, like the rows above.
 */
export const UNPUBLISHED_TASKS = new Set([
  // Cooks, Restaurant (35-2014.00): turn or stir foods; test foods by tasting, smelling or piercing them with utensils
  2169, 2171,
  // Data Entry Keyers (43-9021.00): load machines with input or output media, such as paper, cards, disks, tape, or Braille media
  11408,
]);

/** An O*NET statement with today's words (ONET_WORDING); a capital at the start stays one. */
export function correctOnetText(text: string) {
  return ONET_WORDING.reduce(
    (current, { find, replace }) => current.replace(find, (found) => (/^\p{Lu}/u.test(found) ? replace[0].toUpperCase() + replace.slice(1) : replace)),
    text,
  );
}

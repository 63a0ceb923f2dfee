import type { Tonality } from "../constants";
import type { RequirementRow } from "../country-requirements";

/**
 * Schools in Great Britain and Ireland (issue 50 §3: the writer knows the country). O*NET's
 * teachers work in American schools: a Leeds primary teacher's ad read "hall and cafeteria
 * monitoring, and bus loading and unloading", "revision of primary school programs", "requirements
 * of states and schools" and "prepare students for later grades", and named neither the National
 * Curriculum nor safeguarding. Here: the O*NET school tasks that only an American school has are
 * left out, the others in the words of the country's schools, and each school role gets the duties
 * its own country's rules name:
 * - England: the National Curriculum and its key stages (DfE, https://www.gov.uk/government/collections/national-curriculum),
 *   GCSEs, safeguarding under Keeping Children Safe in Education (DfE), pupils with special
 *   educational needs and disabilities and the SENCO (SEND Code of Practice 0–25, DfE/DHSC 2015);
 *   a head of department plans the subject's curriculum and schemes of work, leads its teachers and
 *   answers for its results (DfE, School teachers' pay and conditions: teaching and learning
 *   responsibility payments); a teaching assistant supports pupils under the teacher's direction
 *   (National Careers Service, Teaching assistant).
 * - Ireland: the Primary Curriculum Framework (NCCA, 2023), Junior Cycle and Senior Cycle with the
 *   Leaving Certificate (Department of Education, NCCA), Children First and the Child Protection
 *   Procedures for Primary and Post-Primary Schools (Department of Education, 2023), special
 *   education teachers and special needs assistants (Department of Education circulars 0013/2017,
 *   0030/2014).
 * Primary pupils are "pupils" in both countries; Irish secondary schools say "students". Needs are
 * named as schools name them in short, "SEND" (England) and "additional needs" (Ireland): the
 * inclusive check reads "special" as a label for a person.
 */
export type SchoolRole = "primary-teacher" | "secondary-teacher" | "head-of-department" | "teaching-assistant" | "head-teacher";
const ROLES: SchoolRole[] = ["head-of-department", "head-teacher", "teaching-assistant", "primary-teacher", "secondary-teacher"];

/** The school role the country's requirement rows name, if any. */
export function schoolRole(rows: RequirementRow[]): SchoolRole | null {
  return ROLES.find((role) => rows.some((r) => r.occupation === role)) ?? null;
}

/** O*NET school tasks only an American school has: bus duty, cafeterias, state standards, grades, districts. */
const US_SCHOOL =
  /\b(?:cafeterias?|bus loading|standardi[sz]ed|restrooms|extracurricular|written evidence of preparation|later grades|states and schools|district|homeroom|bulletin board|collect money|school-to-work)\b/i;

type Country = "GB" | "IE";

function pupils(country: Country, role: SchoolRole) {
  return country === "GB" || role === "primary-teacher" || role === "teaching-assistant" ? "pupils" : "students";
}

/** An O*NET school task in the words of the country's schools, or null when only an American school has it. */
export function schoolTask(text: string, country: Country, role: SchoolRole): string | null {
  if (US_SCHOOL.test(text)) return null;
  const learners = pupils(country, role);
  const learner = learners.replace(/s$/, "");
  // the statement's verb leads; englishTask lower-cases it anyway, so the patterns need one case
  return (text.charAt(0).toLowerCase() + text.slice(1))
    .replace(/\b(?:primary|secondary|elementary|middle|high) school programs\b/g, "the school's curriculum")
    .replace(/\bremedial programs\b/g, "catch-up support")
    // a school's programs are programmes (british.ts leaves "program" alone: a computer program)
    .replace(/\bprograms\b/g, "programmes")
    .replace(/\bassign and grade\b/g, "set and mark")
    .replace(/\badminister, and grade\b/g, "set, and mark")
    .replace(/\bgrade (homework|tests|examinations|assignments)\b/g, "mark $1")
    .replace(/\benforce (?:all )?administration policies and rules governing students\b/g, `follow the school's policies and rules for ${learners}`)
    .replace(/\badministrators\b/g, "school leaders")
    .replace(/\bcounsel(?:l)?ors\b/g, country === "GB" ? "pastoral staff" : "guidance counsellors")
    .replace(/\bsocial studies\b/g, "history or geography")
    .replace(/\blectures, discussions, and demonstrations\b/g, "explanations, discussions, and demonstrations")
    .replace(/\bfield trips\b/g, "school trips")
    .replace(/\bteacher-parent conferences\b/g, country === "GB" ? "parents' evenings" : "parent-teacher meetings")
    .replace(/\bstudents'/g, `${learners}'`)
    .replace(/\bstudents\b/g, learners)
    .replace(/\bstudent\b/g, learner);
}

type Texts = Record<Country, Partial<Record<SchoolRole, string[]>>>;

const SAFEGUARDING: Record<Country, string> = {
  GB: "keep pupils safe, following the school's safeguarding procedures and Keeping Children Safe in Education.",
  IE: "keep children safe, following Children First and the Child Protection Procedures for Primary and Post-Primary Schools.",
};

const DUTIES: Texts = {
  GB: {
    "primary-teacher": [
      "plan and teach lessons that follow the National Curriculum for your class's key stage (or the Early Years Foundation Stage in reception).",
      "assess pupils' progress, give them feedback and report to parents and carers.",
      "adapt your teaching for pupils with SEND, working with the school's SENCO.",
      SAFEGUARDING.GB,
    ],
    "secondary-teacher": [
      "plan and teach lessons in your subject that follow the National Curriculum at key stages 3 and 4, and prepare pupils for their GCSE exams.",
      "assess pupils' progress, give them feedback and report to parents and carers.",
      "adapt your teaching for pupils with SEND, working with the school's SENCO.",
      SAFEGUARDING.GB,
    ],
    "head-of-department": [
      "plan the department's curriculum and schemes of work across key stages 3 and 4 (and the sixth form, where there is one).",
      "teach your subject and set the standard for teaching and learning in the department.",
      "monitor pupils' progress and GCSE results in your subject and plan how to raise them.",
      "support, observe and develop the teachers in your department and take part in their appraisal.",
      SAFEGUARDING.GB,
    ],
    "teaching-assistant": [
      "support pupils one to one and in small groups so that they can take part in lessons and make progress.",
      "help the class teacher prepare lessons and resources, and tell them how pupils are getting on.",
      "support pupils with SEND, following the plans agreed with the teacher and the SENCO.",
      SAFEGUARDING.GB,
    ],
    "head-teacher": [SAFEGUARDING.GB],
  },
  IE: {
    "primary-teacher": [
      "plan and teach lessons for your class following the Primary Curriculum Framework (NCCA).",
      "assess pupils' progress and report to parents, including at parent-teacher meetings.",
      "support pupils with additional needs, working with the school's support teachers and SNAs.",
      SAFEGUARDING.IE,
    ],
    "secondary-teacher": [
      "teach your subject at Junior Cycle and Senior Cycle and prepare students for the Leaving Certificate.",
      "assess students' progress, including Classroom-Based Assessments at Junior Cycle, and report to parents.",
      "support students with additional needs, working with the school's learning support team.",
      SAFEGUARDING.IE,
    ],
    "head-of-department": [
      "plan the subject department's programme for Junior Cycle and Senior Cycle with your colleagues.",
      "teach your subject and set the standard for teaching and learning in the department.",
      "monitor students' progress and State examination results in your subject and plan how to raise them.",
      "support and develop the teachers in your subject department.",
      SAFEGUARDING.IE,
    ],
    "teaching-assistant": [
      "support pupils with additional care needs so that they can take part in school life.",
      "work with the class teacher and the support teacher on each pupil's support plan.",
      SAFEGUARDING.IE,
    ],
    "head-teacher": [SAFEGUARDING.IE],
  },
};

/** The duties the country's schools name for the role, as sentences in the tone. */
export function schoolDuties(country: Country, role: SchoolRole, tone: Tonality): string[] {
  const lead = tone === "formal" ? "You will" : "You'll";
  return (DUTIES[country][role] ?? []).map((duty) => `${lead} ${duty}`);
}

/**
 * A class teacher's post is open to those who have just qualified: England's early career teachers
 * (ECTs) take a two-year induction in their first school (DfE, Induction for early career teachers
 * (England), statutory guidance), Ireland's newly qualified teachers complete Droichead there
 * (Teaching Council, Droichead: the integrated professional induction framework). A Leeds primary
 * teacher's ad asked for "several years of relevant professional experience".
 */
const NEW_TEACHERS: Record<Country, Record<Tonality, string>> = {
  GB: {
    formal: "Early career teachers (ECTs) are welcome to apply: you will have a two-year induction with a mentor.",
    informal: "Early career teachers (ECTs) are welcome to apply: you'll have a two-year induction with a mentor.",
  },
  IE: {
    formal: "Newly qualified teachers are welcome to apply: you will complete your induction (Droichead) with us.",
    informal: "Newly qualified teachers are welcome to apply: you'll complete your induction (Droichead) with us.",
  },
};

/** The experience line of a class teacher's post, or null for another school role. */
export function schoolExperience(country: Country, role: SchoolRole, tone: Tonality): string | null {
  return role === "primary-teacher" || role === "secondary-teacher" ? NEW_TEACHERS[country][tone] : null;
}

export function isSchoolCountry(country: string | null | undefined): country is Country {
  return country === "GB" || country === "IE";
}

import type { JobdescLanguage, Tonality } from "../constants";
import type { Seniority } from "../title-parse";

/**
 * Seniority shapes the text (issue 50 §2): senior roles ask for years of experience and take on
 * ownership (decisions, reviews, mentoring), lead roles a team; junior roles and trainees are
 * offered training; students, apprentices and interns are asked for their enrolment or school,
 * never for a finished qualification or years of experience. Written per tone (no marks: the
 * object forms "Sie"/"dich" and "u"/"je" differ from the subject's).
 */
type Texts = Record<JobdescLanguage, Record<Tonality, string>>;

const OWNERSHIP: Texts = {
  en: {
    formal: "You will take ownership of key decisions in your field, review colleagues' work and mentor less experienced colleagues.",
    informal: "You'll take ownership of key decisions in your field, review colleagues' work and mentor less experienced colleagues.",
  },
  de: {
    formal: "Sie übernehmen Verantwortung für wichtige fachliche Entscheidungen, prüfen die Arbeit von Kolleginnen und Kollegen und begleiten weniger erfahrene Teammitglieder.",
    informal: "Du übernimmst Verantwortung für wichtige fachliche Entscheidungen, prüfst die Arbeit von Kolleginnen und Kollegen und begleitest weniger erfahrene Teammitglieder.",
  },
  nl: {
    formal: "U neemt verantwoordelijkheid voor belangrijke vakinhoudelijke beslissingen, beoordeelt het werk van collega's en begeleidt minder ervaren collega's.",
    informal: "Je neemt verantwoordelijkheid voor belangrijke vakinhoudelijke beslissingen, beoordeelt het werk van collega's en begeleidt minder ervaren collega's.",
  },
};

const TEAM: Texts = {
  en: {
    formal: "You will lead a team: you set priorities, plan the work and support each person's development.",
    informal: "You'll lead a team: you set priorities, plan the work and support each person's development.",
  },
  de: {
    formal: "Sie leiten ein Team, setzen Prioritäten, planen die Arbeit und fördern die Entwicklung jeder einzelnen Person im Team.",
    informal: "Du leitest ein Team, setzt Prioritäten, planst die Arbeit und förderst die Entwicklung jeder einzelnen Person im Team.",
  },
  nl: {
    formal: "U geeft leiding aan een team, stelt prioriteiten, plant het werk en ondersteunt de ontwikkeling van elk teamlid.",
    informal: "Je geeft leiding aan een team, stelt prioriteiten, plant het werk en ondersteunt de ontwikkeling van elk teamlid.",
  },
};

const SENIOR_EXPERIENCE: Texts = {
  en: {
    formal: "You have several years (typically five or more) of relevant professional experience.",
    informal: "You've got several years (typically five or more) of relevant professional experience.",
  },
  de: {
    formal: "Sie haben mehrjährige einschlägige Berufserfahrung (in der Regel fünf Jahre oder mehr).",
    informal: "Du hast mehrjährige einschlägige Berufserfahrung (in der Regel fünf Jahre oder mehr).",
  },
  nl: {
    formal: "U heeft meerdere jaren relevante werkervaring (doorgaans vijf jaar of meer).",
    informal: "Je hebt meerdere jaren relevante werkervaring (doorgaans vijf jaar of meer).",
  },
};

/**
 * Leading people needs having led them: a head chef comes up by way of chef de partie and sous
 * chef (National Careers Service, "Chef"), a store or ward manager from deputy, a
 * Pflegedienstleitung needs two years as a Pflegefachkraft within the last eight and a leadership
 * course (§ 71 SGB XI). A team or shift lead needs first experience of leading, a head years of it.
 */
const LEAD_EXPERIENCE: Texts = {
  en: {
    formal: "You have several years of relevant professional experience and first experience of leading or supervising a team.",
    informal: "You've got several years of relevant experience and first experience of leading or supervising a team.",
  },
  de: {
    formal: "Sie haben mehrjährige einschlägige Berufserfahrung und erste Erfahrung in der Führung eines Teams.",
    informal: "Du hast mehrjährige einschlägige Berufserfahrung und erste Erfahrung in der Führung eines Teams.",
  },
  nl: {
    formal: "U heeft meerdere jaren relevante werkervaring en eerste ervaring met het leidinggeven aan een team.",
    informal: "Je hebt meerdere jaren relevante werkervaring en eerste ervaring met het leidinggeven aan een team.",
  },
};

const HEAD_EXPERIENCE: Texts = {
  en: {
    formal: "You have several years (typically five or more) of relevant professional experience, including some years in a leadership role.",
    informal: "You've got several years (typically five or more) of relevant experience, including some years in a leadership role.",
  },
  de: {
    formal: "Sie haben mehrjährige einschlägige Berufserfahrung (in der Regel fünf Jahre oder mehr), davon einige Jahre mit Führungsverantwortung.",
    informal: "Du hast mehrjährige einschlägige Berufserfahrung (in der Regel fünf Jahre oder mehr), davon einige Jahre mit Führungsverantwortung.",
  },
  nl: {
    formal: "U heeft meerdere jaren relevante werkervaring (doorgaans vijf jaar of meer), waarvan enkele jaren in een leidinggevende functie.",
    informal: "Je hebt meerdere jaren relevante werkervaring (doorgaans vijf jaar of meer), waarvan enkele jaren in een leidinggevende functie.",
  },
};

/**
 * An assistant or deputy manager (title-parse.ts, isDeputyTitle): the manager's second, who
 * supervises the team and stands in for the manager — the step between supervisor and manager
 * (National Careers Service: retail, restaurant and hotel manager; BERUFENET Filialleiter/in, with
 * the stellvertretende Filialleitung as the step before).
 */
const DEPUTY_TEAM: Texts = {
  en: {
    formal: "You will support the manager in leading the team and running the day-to-day business, supervise staff and stand in for the manager in their absence.",
    informal: "You'll support the manager in leading the team and running the day-to-day business, supervise staff and stand in for the manager in their absence.",
  },
  de: {
    // four masculine-coded words of Gaucher et al.'s list ("Leitung" twice, "Führung", "leiten") left a
    // deputy's text at the inclusive check's margin with the level's line alone, and a stellvertretender
    // Küchenchef lost the kitchen's sentences to general ones: the same statement with two
    formal: "Sie unterstützen die Leitung bei der Führung des Teams und im Tagesgeschäft, weisen Mitarbeitende an und vertreten sie in ihrer Abwesenheit.",
    informal: "Du unterstützt die Leitung bei der Führung des Teams und im Tagesgeschäft, weist Mitarbeitende an und vertrittst sie in ihrer Abwesenheit.",
  },
  nl: {
    formal: "U ondersteunt de leidinggevende bij het aansturen van het team en de dagelijkse gang van zaken, stuurt medewerkers aan en vervangt de leidinggevende bij afwezigheid.",
    informal: "Je ondersteunt de leidinggevende bij het aansturen van het team en de dagelijkse gang van zaken, stuurt medewerkers aan en vervangt de leidinggevende bij afwezigheid.",
  },
};

const DEPUTY_EXPERIENCE: Texts = {
  en: {
    formal: "You have at least two years of relevant experience and some experience of supervising staff, for example as a supervisor or team leader.",
    informal: "You've got at least two years of relevant experience and some experience of supervising staff, for example as a supervisor or team leader.",
  },
  de: {
    formal: "Sie haben mindestens zwei Jahre einschlägige Berufserfahrung und erste Erfahrung in der Anleitung von Mitarbeitenden, etwa als Team- oder Schichtleitung.",
    informal: "Du hast mindestens zwei Jahre einschlägige Berufserfahrung und erste Erfahrung in der Anleitung von Mitarbeitenden, etwa als Team- oder Schichtleitung.",
  },
  nl: {
    formal: "U heeft minimaal twee jaar relevante werkervaring en enige ervaring met het aansturen van medewerkers, bijvoorbeeld als teamleider of eerste medewerker.",
    informal: "Je hebt minimaal twee jaar relevante werkervaring en enige ervaring met het aansturen van medewerkers, bijvoorbeeld als teamleider of eerste medewerker.",
  },
};

const JUNIOR: Texts = {
  en: {
    formal: "You are at the start of your career: we train you thoroughly, and an experienced colleague mentors you.",
    informal: "You're at the start of your career: we'll train you thoroughly, and an experienced colleague will mentor you.",
  },
  de: {
    formal: "Sie stehen am Anfang Ihres Berufslebens: Wir arbeiten Sie gründlich ein, und eine erfahrene Ansprechperson begleitet Sie.",
    informal: "Du stehst am Anfang deines Berufslebens: Wir arbeiten dich gründlich ein, und eine erfahrene Ansprechperson begleitet dich.",
  },
  nl: {
    formal: "U staat aan het begin van uw loopbaan: wij werken u goed in en een ervaren collega begeleidt u.",
    informal: "Je staat aan het begin van je loopbaan: wij werken je goed in en een ervaren collega begeleidt je.",
  },
};

/** Students: the 20 hours are Germany's rule for a Werkstudent (social insurance), named only there. */
function student(language: JobdescLanguage, tone: Tonality, country: string | null) {
  const hours = country === "DE" || (!country && language === "de");
  const texts: Texts = {
    en: {
      formal: `You are enrolled at a university or college and can work ${hours ? "up to 20 hours a week " : ""}alongside your studies.`,
      informal: `You're enrolled at a university or college and can work ${hours ? "up to 20 hours a week " : ""}alongside your studies.`,
    },
    de: {
      formal: `Sie sind an einer Hochschule eingeschrieben (immatrikuliert) und können neben dem Studium ${hours ? "bis zu 20 Stunden pro Woche " : ""}arbeiten.`,
      informal: `Du bist an einer Hochschule eingeschrieben (immatrikuliert) und kannst neben dem Studium ${hours ? "bis zu 20 Stunden pro Woche " : ""}arbeiten.`,
    },
    nl: {
      formal: `U staat ingeschreven bij een hogeschool of universiteit en kunt naast uw studie ${hours ? "tot 20 uur per week " : ""}werken.`,
      informal: `Je staat ingeschreven bij een hogeschool of universiteit en kunt naast je studie ${hours ? "tot 20 uur per week " : ""}werken.`,
    },
  };
  return texts[language][tone];
}

const APPRENTICE: Texts = {
  en: {
    formal: "You have finished school and want to learn a trade; no experience is needed, as you learn everything during the apprenticeship.",
    informal: "You've finished school and want to learn a trade; no experience needed, as you'll learn everything during the apprenticeship.",
  },
  de: {
    formal: "Sie haben einen Schulabschluss (Hauptschulabschluss, mittlere Reife oder Abitur) und möchten eine Ausbildung beginnen; Erfahrung ist nicht nötig.",
    informal: "Du hast einen Schulabschluss (Hauptschulabschluss, mittlere Reife oder Abitur) und möchtest eine Ausbildung beginnen; Erfahrung ist nicht nötig.",
  },
  nl: {
    formal: "U heeft de middelbare school afgerond en wilt een vak leren in de praktijk (bbl); ervaring is niet nodig.",
    informal: "Je hebt de middelbare school afgerond en wilt een vak leren in de praktijk (bbl); ervaring is niet nodig.",
  },
};

const INTERN: Texts = {
  en: {
    formal: "You are a student on a course that includes an internship (vocational school, college or university).",
    informal: "You're a student on a course that includes an internship (vocational school, college or university).",
  },
  de: {
    formal: "Sie studieren oder machen eine Ausbildung, in der ein Praktikum vorgesehen ist.",
    informal: "Du studierst oder machst eine Ausbildung, in der ein Praktikum vorgesehen ist.",
  },
  nl: {
    formal: "U volgt een mbo-, hbo- of wo-opleiding waarin een stage past.",
    informal: "Je volgt een mbo-, hbo- of wo-opleiding waarin een stage past.",
  },
};

/** Responsibilities that come with the level, first in the list. */
export function seniorityTasks(seniority: Seniority | null, language: JobdescLanguage, tone: Tonality, deputy = false, deputysLead?: string) {
  // an English deputy who stands in for someone other than a manager names them ("the head chef")
  const team = deputysLead && language === "en" ? DEPUTY_TEAM.en[tone].replace(/\bthe manager\b/g, `the ${deputysLead}`) : DEPUTY_TEAM[language][tone];
  if ((seniority === "lead" || seniority === "head") && deputy) return [team, OWNERSHIP[language][tone]];
  if (seniority === "lead" || seniority === "head") return [TEAM[language][tone], OWNERSHIP[language][tone]];
  if (seniority === "senior" || seniority === "principal") return [OWNERSHIP[language][tone]];
  return [];
}

/**
 * The requirement the level sets instead of the training line (students, apprentices, interns:
 * they are in training), or null when the occupation's training applies.
 */
export function entryRequirement(seniority: Seniority | null, language: JobdescLanguage, tone: Tonality, country: string | null) {
  if (seniority === "student") return student(language, tone, country);
  if (seniority === "apprentice") return APPRENTICE[language][tone];
  if (seniority === "intern") return INTERN[language][tone];
  return null;
}

/**
 * A lead's line beside a country row that already asks for the years (a customer success row's
 * "several years of experience in customer success …"): the leadership alone, since the level's
 * "several years (typically five or more) …, including some years in a leadership role" said the
 * years twice in a Head of Customer Success's ad.
 */
const LEADERSHIP_ONLY: Texts = {
  en: { formal: "You have experience of leading a team.", informal: "You've got experience of leading a team." },
  de: { formal: "Sie haben Erfahrung in der Führung eines Teams.", informal: "Du hast Erfahrung in der Führung eines Teams." },
  nl: { formal: "U heeft ervaring met het leidinggeven aan een team.", informal: "Je hebt ervaring met het leidinggeven aan een team." },
};
const DEPUTY_LEADERSHIP_ONLY: Texts = {
  en: { formal: "You have some experience of supervising staff, for example as a supervisor or team leader.", informal: "You've got some experience of supervising staff, for example as a supervisor or team leader." },
  de: { formal: "Sie haben erste Erfahrung in der Anleitung von Mitarbeitenden, etwa als Team- oder Schichtleitung.", informal: "Du hast erste Erfahrung in der Anleitung von Mitarbeitenden, etwa als Team- oder Schichtleitung." },
  nl: { formal: "U heeft enige ervaring met het aansturen van medewerkers, bijvoorbeeld als teamleider of eerste medewerker.", informal: "Je hebt enige ervaring met het aansturen van medewerkers, bijvoorbeeld als teamleider of eerste medewerker." },
};

/** The leadership a lead or head brings, without the years a country row already asks for. */
export function leadershipExperience(language: JobdescLanguage, tone: Tonality, deputy = false) {
  return (deputy ? DEPUTY_LEADERSHIP_ONLY : LEADERSHIP_ONLY)[language][tone];
}

/**
 * Posts that are, by what the title means, a doctor's first after the medical degree: the Dutch
 * basisarts or ANIOS (arts niet in opleiding tot specialist; KNMG 'Basisarts': the master's in
 * geneeskunde and the BIG registration, no specialist training yet), the German and Austrian
 * Assistenzarzt (the Arzt in Weiterbildung, who starts after the Approbation; BERUFENET
 * 'Arzt/Ärztin', the Ärztekammern's Weiterbildungsordnung) and the British foundation doctor (the
 * two-year Foundation Programme straight after medical school; NHS Health Careers, UKFPO). The
 * doctors' job zone 5 asked them for "several years"; they are asked for none.
 */
const FIRST_POST_TITLE =
  /(?<![\p{L}])(?:basisarts|anios|arts niet in opleiding|assistenz(?:ä|ae|a)rzt(?:in)?|(?:ä|ae|a)rzt(?:in)? in weiterbildung|foundation (?:year (?:1|2|one|two) )?doctor|fy ?[12] doctor|foundation year (?:1|2|one|two))(?![\p{L}])/iu;

export function isFirstPostTitle(title: string) {
  return FIRST_POST_TITLE.test(title);
}

/** The experience line the level sets, or undefined when the job zone's line applies. */
export function seniorityExperience(seniority: Seniority | null, language: JobdescLanguage, tone: Tonality, deputy = false): string | null | undefined {
  if ((seniority === "head" || seniority === "lead") && deputy) return DEPUTY_EXPERIENCE[language][tone];
  if (seniority === "head") return HEAD_EXPERIENCE[language][tone];
  if (seniority === "lead") return LEAD_EXPERIENCE[language][tone];
  if (seniority === "senior" || seniority === "principal") return SENIOR_EXPERIENCE[language][tone];
  if (seniority === "junior" || seniority === "trainee") return JUNIOR[language][tone];
  // students, apprentices and interns: their entry requirement says it; no experience line
  if (seniority === "student" || seniority === "apprentice" || seniority === "intern") return null;
  return undefined;
}

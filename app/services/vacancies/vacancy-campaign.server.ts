import type { TargetGroup } from "~/lib/campaign/target-group";
import { cleanJobTitle, matchIndustry, matchJobFunction } from "~/lib/vacancies/mapping";
import { vacancyExtras, type AtsVacancy } from "~/lib/vacancies/types";
import { callingCodeOptions, defaultCallingCode, parsePhone } from "~/lib/phone";
import { SALARY_CURRENCY, type JobAdState } from "~/lib/validation/job-ad";
import { getLocations, getTaxonomy } from "~/models/taxonomy.server";
import { leadsNoField, lookUpJobTitles } from "~/services/catalogue/job-title-lookup.server";
import { requireVacancy } from "~/models/vacancy.server";
import { findVacancyDraft, insertVacancyCampaign } from "~/models/vacancy-campaign.server";
import { langOf } from "~/services/catalogue/provider";
import type { Lang } from "~/lib/catalogue/options";

/**
 * Vacancy → campaign (issue 12 §4, spec 1 §2 "Creating a campaign from a vacancy"): the target
 * group prefilled by the mapping rules (title → ESCO job title, category → job function, the ATS
 * region → our location), the campaign named after the vacancy and linked to it, and the job ad
 * prefilled from the vacancy's details. Campaign and job ad are written in one transaction, so a
 * failure leaves nothing half-created.
 */
/**
 * The ESCO job title for an ATS title: the cleaned title, then without its last words one by one
 * ("Truck Driver CE" → "Truck Driver"), so a licence class or a team name does not hide the job.
 * Not shorter than a lead of no field: "Team" of "Team Leader" would find some field's lead again.
 */
async function findJobTitle(raw: string, lang: Lang) {
  const words = (cleanJobTitle(raw) || raw).split(" ");
  for (let n = words.length; n > 0; n--) {
    const tried = words.slice(0, n).join(" ");
    if (leadsNoField(tried)) return null;
    const [found] = await lookUpJobTitles(tried, lang, 1);
    if (found) return found;
  }
  return null;
}

export async function targetGroupFromVacancy(
  vacancy: { title: string; locationId: string | null; details: AtsVacancy },
  lang: Lang,
) {
  const [title, taxonomy, regions] = await Promise.all([
    findJobTitle(vacancy.title, lang),
    getTaxonomy(),
    getLocations(vacancy.locationId ? [vacancy.locationId] : [], lang),
  ]);
  const functionId =
    matchJobFunction(
      vacancy.details.category,
      taxonomy.jobFunctions.map((f) => ({ id: f.id, labels: Object.values(f.labels) })),
    ) ??
    title?.jobFunction.id ??
    null;
  const jobFunction = functionId ? taxonomy.byId.jobFunction.get(functionId) : undefined;
  if (!title || !jobFunction) return null;
  const industryId = matchIndustry(
    vacancy.details.industry,
    taxonomy.terms.industry.map((i) => ({ id: i.id, labels: Object.values(i.labels) })),
  );
  const industry = industryId ? taxonomy.byId.term.get(`industry:${industryId}`) : undefined;
  // spec 1 §3 vacancy criteria → the target group's job level, employment type and education level
  // (issue 42 §10): matched against the vocabulary's labels (and ids), kept only when found
  const term = (vocabulary: "seniority" | "working_term" | "education_level", value: string | null) => {
    // the vocabulary's own id first ("part-time"): a label match could pick another term of the same label
    const exact = value ? taxonomy.byId.term.get(`${vocabulary}:${value}`) : undefined;
    if (exact) return { id: exact.id, label: exact.labels[lang] };
    const id = matchIndustry(value, taxonomy.terms[vocabulary].map((t) => ({ id: t.id, labels: [t.id, ...Object.values(t.labels)] })));
    const node = id ? taxonomy.byId.term.get(`${vocabulary}:${id}`) : undefined;
    return node ? { id: node.id, label: node.labels[lang] } : null;
  };
  const criteria = {
    seniority: term("seniority", vacancy.details.level),
    workingTerm: term("working_term", vacancy.details.employmentType),
    educationLevel: term("education_level", vacancy.details.education),
  };
  const targetGroup: TargetGroup = {
    jobTitle: { id: title.id, label: title.label },
    jobFunction: { id: jobFunction.id, label: jobFunction.labels[lang] },
    regions: regions.map((r) => ({ id: r.id, label: r.label })),
    industries: industry ? [{ id: industry.id, label: industry.labels[lang] }] : [],
    ...Object.fromEntries(Object.entries(criteria).filter(([, o]) => o)),
  };
  return targetGroup;
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The job ad's form state (spec 1 §3 "Vacancy details" → job ad fields) from a vacancy. */
export function jobAdFromVacancy(v: AtsVacancy, locations: string, locale: string): JobAdState {
  const period =
    v.salary?.period === "hour" || v.salary?.period === "month" || v.salary?.period === "year"
      ? v.salary.period
      : "month";
  const extras = vacancyExtras(v);
  return {
    jobTitle: v.title,
    description: v.description,
    applicationMethod: v.applicationDestination?.method ?? "url",
    applicationDestination: v.applicationDestination?.destination ?? v.vacancyPageUrl ?? "",
    vacancyPageUrl: v.vacancyPageUrl ?? "",
    locations: locations || (v.remote ? "Remote" : (v.region ?? "")),
    employmentType: v.employmentType ?? "full-time",
    workingHoursMin: text(v.workingHours?.min),
    workingHoursMax: text(v.workingHours?.max),
    salaryMin: text(v.salary?.min),
    salaryMax: text(v.salary?.max),
    salaryPeriod: period,
    // the job ad takes EUR only (docs/decisions/010); another currency is left for the user to see
    salaryCurrency: SALARY_CURRENCY,
    contactName: v.contact?.name ?? "",
    // issue 42 §11: the details every connector carries, as the job ad's optional fields
    experienceYears: text(extras.experienceYears),
    seniority: extras.seniority ?? "",
    salaryDescription: extras.salaryDescription ?? "",
    uploadFile: extras.uploadFile?.url ?? "",
    ...contactPhone(v.contact?.phoneNumber ?? "", locale),
  };
}

/**
 * The job ad's phone field has its calling code apart: a number the ATS sends with its own prefix
 * ("+31 20 1234567") is split into that code and the rest, so the form does not show +44 beside it.
 */
export function contactPhone(phone: string, locale: string) {
  const parsed = phone.trim().startsWith("+") ? parsePhone("", phone) : null;
  if (!parsed?.callingCode || !callingCodeOptions().includes(parsed.callingCode))
    return { contactPhone: phone, contactPhoneCode: defaultCallingCode(locale) };
  return {
    contactPhone: phone.trim().slice(parsed.callingCode.length).trim(),
    contactPhoneCode: parsed.callingCode,
  };
}

/**
 * Start campaign on a vacancy: its newest draft when it has one (`draft` set), else a new campaign
 * (`draft` null). `startNew` ("Start new campaign" beside "Continue draft") always makes one.
 */
export async function startCampaignFromVacancy(
  companyId: string,
  userId: string | null,
  vacancyId: string,
  locale: string,
  { startNew = false }: { startNew?: boolean } = {},
) {
  const vacancy = await requireVacancy(companyId, vacancyId);
  // before the ESCO look-ups of the target group, which a continued draft does not need
  const draft = startNew ? undefined : await findVacancyDraft(companyId, vacancy.id);
  if (draft) return { id: draft.id, draft };
  const lang = langOf(locale);
  const targetGroup = await targetGroupFromVacancy(vacancy, lang);
  const jobAd = jobAdFromVacancy(
    vacancy.details,
    targetGroup?.regions.map((r) => r.label).join(", ") ?? "",
    locale,
  );
  // the reference id becomes the checkout's job reference id ({job_reference_id} in tracking links,
  // spec 2 §3), cut to what that field accepts (letters, digits, _ and -, at most 50)
  const jobReferenceId = (vacancy.details.referenceId ?? vacancy.externalId)
    .replace(/[^\p{L}\p{N}_-]/gu, "-")
    .slice(0, 50);
  return insertVacancyCampaign(companyId, userId, { name: vacancy.title, vacancyId: vacancy.id, targetGroup }, jobAd, jobReferenceId, {
    reuseDraft: !startNew,
  });
}

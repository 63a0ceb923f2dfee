import type { RequestArgs } from "~/services/http/request-context.server";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import {
  AI_SECTIONS,
  JOBDESC_FORM,
  STEPS,
  isLanguage,
  isStep,
  type JobdescLanguage,
  type Step,
} from "~/lib/jobdesc/constants";
import { draftFrom } from "~/lib/jobdesc/draft";
import { formText } from "~/lib/form-text";
import { plainText } from "~/lib/jobdesc/html";
import { jobAdFollowsDescription, jobAdTextFromDescription } from "~/lib/jobdesc/job-ad-text";
import { isPending } from "~/lib/campaign/status";
import { JOB_AD_FORM, type JobAdState } from "~/lib/validation/job-ad";
import { sanitizeRichText } from "~/services/html/sanitize.server";
import { initialState, mergeState, type GeneratorState } from "~/lib/jobdesc/state";
import { nextStep, previousStep, stepPath } from "~/lib/jobdesc/steps";
import { E, generateSchema, sectionSchema, writerTextProblems } from "~/lib/jobdesc/validation";
import { requireCampaign, type CampaignRow } from "~/models/campaign.server";
import { getFormState, saveFormState } from "~/models/form-state.server";
import { getLocations } from "~/models/taxonomy.server";
import {
  getCompanyOption,
  getGeneratorSettings,
  overrideCompanyOption,
  saveCompanyOption,
  SAVED_TEXTS_MAX,
  saveGeneratorSettings,
} from "~/models/jobdesc.server";
import { requireFeature, type CompanyContext } from "~/services/auth/gate.server";
import { readQuery } from "~/services/http/request.server";
import { once } from "~/services/http/once.server";
import { getLocale } from "~/services/i18n/i18next.server";
import { startGeneration } from "~/services/jobdesc/generation.server";
import type { JobFacts } from "~/services/jobdesc/types";
import { logger } from "~/platform/logger.server";
import { notFound } from "~/lib/not-found";

/**
 * The generator's loaders and actions (issue 13 §1): the state is the form state "job-description"
 * of the campaign, saved on every step; company texts and section titles are saved per company.
 */
export interface Generator {
  context: CompanyContext;
  campaign: CampaignRow;
  state: GeneratorState;
}

/**
 * What the writer knows about the job besides the generator's settings (issue 50 §1): the country
 * and place of the target group's first region ("DE.bavaria.munich" → DE, its name), else the job
 * ad's locations; the seniority of the target group or the job ad; the job ad's salary and hours.
 * The place is named in the description's `language`: the target group keeps the label of the
 * interface it was chosen in, and a German ad read "Arbeitsort: Berlin, Germany".
 */
export async function jobFacts(companyId: string, campaign: CampaignRow, language: JobdescLanguage): Promise<JobFacts> {
  const jobAd = (await getFormState<JobAdState>(companyId, JOB_AD_FORM, campaign.id)) ?? {};
  const region = campaign.targetGroup?.regions[0];
  const code = region?.id.split(".")[0] ?? "";
  const range = (min?: string, max?: string) => [min, max].filter((v) => v?.trim()).join("–") || null;
  const place = region?.id.includes(".") ? ((await getLocations([region.id], language))[0]?.label ?? region.label) : null;
  return {
    country: /^[A-Z]{2}$/.test(code) ? code : null,
    location: place ?? (jobAd.locations?.trim() || null),
    seniority: campaign.targetGroup?.seniority?.label ?? (jobAd.seniority?.trim() || null),
    salary: jobAd.salaryDescription?.trim() || (range(jobAd.salaryMin, jobAd.salaryMax) ? `${range(jobAd.salaryMin, jobAd.salaryMax)} ${jobAd.salaryCurrency ?? "EUR"}` : null),
    hours: range(jobAd.workingHoursMin, jobAd.workingHoursMax),
  };
}

/** The title of the campaign's target group, else its name. */
const campaignJobTitle = (campaign: CampaignRow) => campaign.targetGroup?.jobTitle.label ?? campaign.name;

export async function loadGenerator(args: RequestArgs): Promise<Generator> {
  const { request } = args;
  const context = await requireFeature(args, "ai_job_description_generator");
  const campaign = await requireCampaign(context.company.id, readQuery(request).get("id"));
  return generatorFor(context, campaign, await getLocale(args));
}

/** The generator of a campaign: its saved state over the defaults of the campaign and company. */
export async function generatorFor(context: CompanyContext, campaign: CampaignRow, locale: string): Promise<Generator> {
  const language = (locale.slice(0, 2) as JobdescLanguage) ?? "en";
  const [saved, settings] = await Promise.all([
    getFormState<Partial<GeneratorState>>(context.company.id, JOBDESC_FORM, campaign.id),
    getGeneratorSettings(context.company.id),
  ]);
  const defaults = initialState({
    jobTitle: campaignJobTitle(campaign),
    language: isLanguage(language) ? language : "en",
    sectionTitles: settings?.sectionTitles?.[language],
    color: settings?.color,
  });
  // spec 2 §8: a malformed saved object falls back to the defaults, with a message in the log
  const malformed = saved !== null && (typeof saved !== "object" || Array.isArray(saved));
  if (malformed) logger.warn({ campaignId: campaign.id, form: JOBDESC_FORM }, "malformed job-description form state: defaults used");
  return { context, campaign, state: mergeState(defaults, malformed ? null : saved) };
}

export async function saveState(generator: Generator, state: GeneratorState) {
  const { context, campaign } = generator;
  await saveFormState(context.company.id, context.user.id, JOBDESC_FORM, campaign.id, state as unknown as Record<string, unknown>);
  await keepJobAdInStep(generator, state);
}

/**
 * Issue 38 §2: the job description is the job ad's text. A saved job ad whose description is
 * empty or still the description's previous text takes the new text, until the campaign is
 * ordered; a job ad not saved yet reads it when it opens (job-ad.server.ts). The other way round:
 * saveJobAd in job-ad.server.ts.
 */
async function keepJobAdInStep({ context, campaign, state: before }: Generator, after: GeneratorState) {
  if (!isPending(campaign.status)) return;
  const next = sanitizeRichText(jobAdTextFromDescription(after));
  const previous = sanitizeRichText(jobAdTextFromDescription(before));
  if (!next || next === previous) return;
  const jobAd = await getFormState<JobAdState>(context.company.id, JOB_AD_FORM, campaign.id);
  // the job ad's own HTML the sections were last taken from is the same text (decision 068)
  const tookFromJobAd = Boolean(before.jobAdText) && (jobAd?.description ?? "").trim() === before.jobAdText;
  if (!jobAd || !(jobAdFollowsDescription(jobAd.description, previous) || tookFromJobAd)) return;
  await saveFormState(context.company.id, context.user.id, JOB_AD_FORM, campaign.id, { ...jobAd, description: next });
}

export function requireStep(value: string | undefined): Step {
  if (!isStep(value)) notFound();
  return value;
}

const OPTION_KIND = { company: "information", benefits: "benefits" } as const;

export async function sectionAction(request: Request, generator: Generator, step: Exclude<Step, "preview">, formData: FormData) {
  const { context, campaign } = generator;
  const intent = formText(formData, "intent");
  let state = draftFrom(formData, generator.state, step);
  const here = stepPath(step, campaign.id);

  if (intent === "use-option" && (step === "company" || step === "benefits")) {
    const value = await getCompanyOption(context.company.id, OPTION_KIND[step], formText(formData, "optionId", 64));
    const optionId = formText(formData, "optionId", 64);
    if (value) state = { ...state, sections: { ...state.sections, [step]: { ...state.sections[step], value, optionId } } };
    await saveState(generator, { ...state, currentStep: step });
    return redirect(here);
  }
  if (intent === "back") {
    const to = previousStep(step) ?? step;
    await saveState(generator, { ...state, currentStep: to });
    return redirect(stepPath(to, campaign.id));
  }
  if (intent === "generate") {
    // the settings, and the step's text and the instructions within the bounds the form states
    // (spec 2 §5 skips only the minimum while the generator writes the text)
    const submission = parseWithZod(formData, { schema: generateSchema({ plain: plainText }) });
    if (submission.status !== "success") {
      await saveState(generator, { ...state, currentStep: step });
      return data(submission.reply(), { status: 400 });
    }
    // both AI sections' texts go to the writer: a draft kept by Save or Back on the other step (or
    // this step's, when no text was posted) over the maximum does not — the message goes on the
    // field concerned, "text" for this step, the other section's name for the other one
    const problems = Object.entries(writerTextProblems(state.sections, plainText));
    if (problems.length) {
      await saveState(generator, { ...state, currentStep: step });
      const fieldErrors = Object.fromEntries(problems.map(([name, problem]) => [name === step ? "text" : name, [problem]]));
      return data(submission.reply({ fieldErrors }), { status: 400 });
    }
    // "Generate" writes this step's text and every empty AI section — and both when the title,
    // language or tone changed, so a description never mixes two languages (issue 41 §5)
    if (!AI_SECTIONS.some((name) => state.sections[name].aiGeneration)) {
      const before = generator.state.settings;
      const changed = (["jobTitle", "language", "tonality"] as const).some((key) => before[key] !== state.settings[key]);
      const sections = { ...state.sections };
      for (const name of AI_SECTIONS) {
        if (name === step || changed || !plainText(sections[name].value)) sections[name] = { ...sections[name], aiGeneration: true };
      }
      state = { ...state, sections };
    }
    const { instructions } = submission.value;
    // copies of one click (a double click, a retry) start one generation, even when the first has
    // already finished by the time the last arrives (issue 47 §6)
    return once(context.company.id, formData, `generate:${campaign.id}`, async () => {
      const id = await startGeneration(context.company.id, campaign.id, context.user.id, state, instructions, await jobFacts(context.company.id, campaign, state.settings.language));
      await saveState(generator, { ...state, currentStep: step, generation: { id, error: null } });
      return redirect(`/job-description/?status=loading&id=${campaign.id}&gen=${id}&attempt=1`);
    });
  }

  const submission =
    intent === "next"
      ? parseWithZod(formData, { schema: sectionSchema(step, { plain: plainText, templateName: state.pdf.templateName }) })
      : null;
  if (!submission || submission.status !== "success") {
    await saveState(generator, { ...state, currentStep: step });
    return submission ? data(submission.reply(), { status: 400 }) : redirect(here);
  }

  // company texts become option lists; section titles become the company's titles in this language
  if (step === "company" || step === "benefits") {
    // spec 2 §2 save modes: "override" replaces the saved text this one was taken from, "save" adds it
    const { value, optionId } = state.sections[step];
    const overridden = formText(formData, "saveMode") === "override" && optionId
      ? await overrideCompanyOption(context.company.id, OPTION_KIND[step], optionId, value)
      : false;
    if (!overridden && !(await saveCompanyOption(context.company.id, OPTION_KIND[step], value))) {
      // the company's list is full (issue 47 §7): this step stays, the text kept as typed
      await saveState(generator, { ...state, currentStep: step });
      return data(submission.reply({ fieldErrors: { text: [E.savedTextsFull(SAVED_TEXTS_MAX)] } }), { status: 400 });
    }
  }
  const to = nextStep(step);
  await saveState(generator, { ...state, currentStep: to, generation: { ...state.generation, error: null } });
  const settings = await getGeneratorSettings(context.company.id);
  const titles = { ...(settings?.sectionTitles ?? {}) };
  titles[state.settings.language] = { ...titles[state.settings.language], [step]: state.sections[step].title };
  await saveGeneratorSettings(context.company.id, { sectionTitles: titles, color: settings?.color ?? state.pdf.color });
  return redirect(stepPath(to, campaign.id));
}

/**
 * "Generate a job description" on the target-group form (spec 1 §2, §4): the target group was just
 * saved, so the generator writes the AI sections for its job title and the user waits on
 * /job-description/?status=loading. Every empty AI section is written, and all of them when the
 * job title changed; a description whose texts all stand for the same title is kept and opened at
 * its saved step instead of being overwritten.
 */
export async function startGenerationFromTargetGroup(generator: Generator) {
  const { context, campaign } = generator;
  const jobTitle = campaignJobTitle(campaign);
  const changed = generator.state.settings.jobTitle !== jobTitle;
  const sections = { ...generator.state.sections };
  for (const name of AI_SECTIONS) {
    if (changed || !plainText(sections[name].value)) sections[name] = { ...sections[name], aiGeneration: true };
  }
  if (!AI_SECTIONS.some((name) => sections[name].aiGeneration)) return currentStepPath(generator.state, campaign.id);
  const settings = { ...generator.state.settings, jobTitle };
  // a saved text over the maximum is not sent to the writer: its step opens with the field message,
  // and with the job title just entered on the target group, which its Generate then writes for
  const problems = writerTextProblems(sections, plainText);
  const overlong = AI_SECTIONS.find((name) => problems[name]);
  if (overlong) {
    await saveState(generator, { ...generator.state, settings, currentStep: overlong });
    return stepPath(overlong, campaign.id);
  }
  const state: GeneratorState = { ...generator.state, settings, sections, currentStep: STEPS[0] };
  const id = await startGeneration(context.company.id, campaign.id, context.user.id, state, "", await jobFacts(context.company.id, campaign, state.settings.language));
  await saveState(generator, { ...state, generation: { id, error: null } });
  return `/job-description/?status=loading&id=${campaign.id}&gen=${id}&attempt=1`;
}

/** Where /job-description/?id= leads: the saved step, or the first. */
export function currentStepPath(state: GeneratorState, campaignId: string) {
  return stepPath(isStep(state.currentStep) ? state.currentStep : STEPS[0], campaignId);
}

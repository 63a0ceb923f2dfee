import type { RequestArgs } from "~/services/http/request-context.server";
import { alreadyOrderedPath } from "~/lib/campaign/links";
import { parseWithZod } from "@conform-to/zod";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import type { TargetGroup } from "~/lib/campaign/target-group";
import { CAMPAIGN_NAME_MAX, REQUIRED, appendGender, targetGroupSchema } from "~/lib/campaign/target-group";
import { message } from "~/lib/validation/messages";
import {
  CRITERION_VOCABULARY,
  EMPTY_TARGET_GROUP_FORM,
  MULTI_VALUE_FIELDS,
  TARGET_GROUP_CRITERIA,
  TARGET_GROUP_FIELDS,
  coupleSubmittedValues,
  formValuesFromTargetGroup,
  type TargetGroupCriterion,
  type TargetGroupField,
  type TargetGroupFormData,
} from "~/lib/campaign/target-group-form";
import { isPending } from "~/lib/campaign/status";
import { createCampaign, renameCampaign, requireCampaign, saveTargetGroup } from "~/models/campaign.server";
import type { CompanyContext } from "~/services/auth/gate.server";
import { getLocale } from "~/services/i18n/i18next.server";
import { searchOptions } from "~/services/campaigns/taxonomy-lookups.server";
import { resolveValues, targetGroupInLanguage } from "~/services/campaigns/target-group-values.server";
import { readForm, readUrl } from "~/services/http/request.server";
import { once } from "~/services/http/once.server";
import { generatorFor, startGenerationFromTargetGroup } from "~/services/jobdesc/generator.server";
import { getTaxonomy, toOptions } from "~/models/taxonomy.server";
import { jobTitleNoMatch } from "~/services/catalogue/job-title-lookup.server";
import { langOf } from "~/services/catalogue/provider";
import { parseTitleQuery } from "~/lib/catalogue/title-query";

/**
 * The target-group form (spec 1 §2 "Target-group form", §4, §5): loading it for the dialog and
 * its page, the no-JS search-and-choose, and saving it. Field values are taxonomy ids; labels are
 * looked up on the server, so a saved target group always names real taxonomy entries.
 */

const taxonomyId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}$/);
const optionalId = z.preprocess((v) => (v === "" ? undefined : v), taxonomyId.optional());

export const targetGroupFormSchema = z.object({
  intent: z.enum(["recommendations", "job-description"]).default("recommendations"),
  id: z.string().uuid().optional(),
  campaignName: z.string().max(CAMPAIGN_NAME_MAX, message("form.warning.max-length", { max: CAMPAIGN_NAME_MAX })).optional(),
  jobTitle: optionalId,
  jobFunction: optionalId,
  regions: z.array(taxonomyId).max(20).default([]),
  industries: z.array(taxonomyId).max(20).default([]),
  prevJobTitle: optionalId,
  prevJobFunction: optionalId,
  seniority: optionalId,
  workingTerm: optionalId,
  educationLevel: optionalId,
});

/** Each optional criterion's options in the user's language (spec 1 §3 target-group option lists). */
async function criteriaOptions(locale: string) {
  const [taxonomy, lang] = [await getTaxonomy(), langOf(locale)];
  return Object.fromEntries(
    TARGET_GROUP_CRITERIA.map((c) => [c, toOptions(taxonomy.terms[CRITERION_VOCABULARY[c]], lang)]),
  ) as TargetGroupFormData["criteriaOptions"];
}

/** The chosen ids as {id,label}; an id that is not an option counts as not chosen. */
function chosenCriteria(options: TargetGroupFormData["criteriaOptions"], ids: Partial<Record<TargetGroupCriterion, string>>) {
  return Object.fromEntries(
    TARGET_GROUP_CRITERIA.map((c) => [c, options[c].find((o) => o.id === ids[c]) ?? null]),
  ) as Record<TargetGroupCriterion, { id: string; label: string } | null>;
}

const criteriaIds = (chosen: Partial<Record<TargetGroupCriterion, { id: string } | null | undefined>> | null | undefined) =>
  Object.fromEntries(TARGET_GROUP_CRITERIA.map((c) => [c, chosen?.[c]?.id ?? null])) as TargetGroupFormData["criteria"];

const QUERY_PARAM: Record<TargetGroupField, string> = {
  jobTitle: "jobTitleQuery",
  jobFunction: "jobFunctionQuery",
  regions: "regionsQuery",
  industries: "industriesQuery",
};

function featureFlags(context: CompanyContext) {
  return {
    aiJobDescriptionGenerator: context.features.ai_job_description_generator,
    appendGenderAfterJobTitle: context.features.append_gender_after_job_title,
  };
}

/**
 * Data for the dialog and the page. A fresh open shows the campaign's saved target group; a
 * no-JS "Search" (GET with `search=<field>`) shows what was chosen so far plus the matches.
 */
export async function loadTargetGroupForm(
  args: RequestArgs,
  context: CompanyContext,
  campaignId: string | null,
): Promise<TargetGroupFormData> {
  const { request } = args;
  const url = readUrl(request);
  const locale = await getLocale(args);
  const campaign = campaignId ? await requireCampaign(context.company.id, campaignId) : null;
  // issue 38 §3: an ordered campaign's target group (Back button, an old link) explains itself
  if (campaign && !isPending(campaign.status)) throw redirect(alreadyOrderedPath(campaign.id));
  const base = {
    campaignId: campaign?.id ?? null,
    vacancyFlow: Boolean(campaign?.vacancyId),
    features: featureFlags(context),
    locale,
    criteriaOptions: await criteriaOptions(locale),
  };

  if (!url.searchParams.has("search")) {
    const saved = campaign?.targetGroup ? await targetGroupInLanguage(context, campaign.targetGroup, locale) : null;
    const values = campaign ? formValuesFromTargetGroup(campaign.name, saved) : EMPTY_TARGET_GROUP_FORM;
    return { ...base, values, search: {}, criteria: criteriaIds(campaign?.targetGroup) };
  }

  const parsed = targetGroupFormSchema.safeParse({
    id: campaign?.id,
    campaignName: url.searchParams.get("campaignName") ?? "",
    jobTitle: url.searchParams.get("jobTitle") ?? undefined,
    jobFunction: url.searchParams.get("jobFunction") ?? undefined,
    regions: url.searchParams.getAll("regions"),
    industries: url.searchParams.getAll("industries"),
    prevJobTitle: url.searchParams.get("prevJobTitle") ?? undefined,
    prevJobFunction: url.searchParams.get("prevJobFunction") ?? undefined,
    ...Object.fromEntries(TARGET_GROUP_CRITERIA.map((c) => [c, url.searchParams.get(c) ?? undefined])),
  });
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const input = parsed.data;
  const { values, titleFunction } = await resolveValues(context.company.id, { ...input, campaignName: input.campaignName ?? "" }, locale);
  const coupled = coupleSubmittedValues(
    values,
    { jobTitleId: input.prevJobTitle ?? null, jobFunctionId: input.prevJobFunction ?? null },
    titleFunction,
  );

  const search: TargetGroupFormData["search"] = {};
  const pressed = url.searchParams.get("search");
  await Promise.all(
    TARGET_GROUP_FIELDS.map(async (field) => {
      const query = (url.searchParams.get(QUERY_PARAM[field]) ?? "").trim().slice(0, 100);
      if (!query) return;
      // issue 16 §6: the whole form travels with every Search, so a field's old query comes along
      // after a match was chosen from it ("Nurse" → Nurse chosen → searching a location). Search a
      // field again only when its own Search was pressed or nothing is chosen in it yet.
      const value = coupled[field];
      const chosenAny = Array.isArray(value) ? value.length > 0 : value !== null;
      if (field !== pressed && chosenAny) return;
      const found = await searchOptions(context.company.id, field, query, locale);
      // a multi-value field does not offer what is chosen already
      const chosen = MULTI_VALUE_FIELDS.includes(field) ? new Set((coupled[field] as { id: string }[]).map((o) => o.id)) : null;
      const options = chosen ? found.filter((o) => !chosen.has(o.id)) : found;
      search[field] = { query, options, noMatch: field === "jobTitle" && options.length === 0 ? jobTitleNoMatch(query) : undefined };
    }),
  );
  // the level a searched title names ("Senior Softwareentwickler", "Stagiair marketing") becomes the
  // job level, unless one is chosen: the look-up searches the occupation without it
  const titleLevel = search.jobTitle ? parseTitleQuery(search.jobTitle.query).seniority : null;
  const seniority = input.seniority ?? titleLevel ?? undefined;
  return { ...base, values: coupled, search, criteria: criteriaIds(chosenCriteria(base.criteriaOptions, { ...input, seniority })) };
}

/**
 * "Get recommendations" / "Generate a job description": validate (400 with field errors and the
 * form.warning.field-required key), create the campaign or update it, save the target group, go on
 * to /cb/?id= (or start a generation and wait on /job-description/?status=loading&id=…&gen=…).
 */
export async function saveTargetGroupForm(args: RequestArgs, context: CompanyContext) {
  const { request } = args;
  // regions and industries are checkbox groups: the only fields that may repeat
  const formData = await readForm(request, { repeatable: MULTI_VALUE_FIELDS });
  const submission = parseWithZod(formData, { schema: targetGroupFormSchema });
  if (submission.status !== "success") return Response.json(submission.reply(), { status: 400 });
  const input = submission.value;
  const locale = await getLocale(args);
  const campaign = input.id ? await requireCampaign(context.company.id, input.id) : null;
  // issue 38 §3: an ordered campaign's target group (Back button, an old link) explains itself
  if (campaign && !isPending(campaign.status)) throw redirect(alreadyOrderedPath(campaign.id));
  const vacancyFlow = Boolean(campaign?.vacancyId);

  const { values, titleFunction } = await resolveValues(context.company.id, { ...input, campaignName: input.campaignName ?? "" }, locale);
  const coupled = coupleSubmittedValues(
    values,
    { jobTitleId: input.prevJobTitle ?? input.jobTitle ?? null, jobFunctionId: input.prevJobFunction ?? input.jobFunction ?? null },
    titleFunction,
  );
  const checked = targetGroupSchema({ vacancyFlow }).safeParse({
    campaignName: vacancyFlow ? coupled.campaignName : undefined,
    jobTitle: coupled.jobTitle ?? undefined,
    jobFunction: coupled.jobFunction ?? undefined,
    regions: coupled.regions,
    industries: coupled.industries,
  });
  if (!checked.success) {
    const fieldErrors = checked.error.flatten().fieldErrors as Record<string, string[]>;
    // an id that is not in the taxonomy reads as "not chosen": the required message
    for (const field of TARGET_GROUP_FIELDS) if (fieldErrors[field]) fieldErrors[field] = [REQUIRED];
    return Response.json(submission.reply({ fieldErrors }), { status: 400 });
  }
  const valid = checked.data;
  // spec 1 §5: with append_gender_after_job_title the gender text follows the title
  const jobTitle = {
    ...valid.jobTitle!,
    label: appendGender(valid.jobTitle!.label, locale, context.features.append_gender_after_job_title),
  };
  const targetGroup: TargetGroup = {
    jobTitle,
    jobFunction: valid.jobFunction!,
    regions: valid.regions,
    industries: valid.industries,
    // only what was chosen: a criterion left open is not stored
    ...Object.fromEntries(Object.entries(chosenCriteria(await criteriaOptions(locale), input)).filter(([, o]) => o)),
  };

  const wantsJobDescription =
    input.intent === "job-description" && context.features.ai_job_description_generator && !vacancyFlow;
  const goOn = async (campaignId: string) => {
    if (!wantsJobDescription) return redirect(`/cb/?id=${campaignId}`);
    // spec 1 §4: the job-description flow in loading status — a generation for the saved target group
    const generator = await generatorFor(context, await requireCampaign(context.company.id, campaignId), locale);
    return redirect(await startGenerationFromTargetGroup(generator));
  };
  if (campaign) {
    await saveTargetGroup(context.company.id, campaign.id, targetGroup);
    if (vacancyFlow && valid.campaignName) {
      await renameCampaign(context.company.id, campaign.id, valid.campaignName);
    }
    return goOn(campaign.id);
  }
  // a double click or a retried request creates one draft, not one per copy (issue 47 §6)
  return once(context.company.id, formData, "create-target-group", async () =>
    // from the menu a job description is only a job description until it has channels (decision 062)
    goOn(await createCampaign(context.company.id, context.user.id, { targetGroup, descriptionOnly: wantsJobDescription })),
  );
}

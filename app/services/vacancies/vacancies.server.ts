import type { RequestArgs } from "~/services/http/request-context.server";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { sortOptions } from "~/lib/vacancies/mapping";
import {
  normalizeFetchStatus,
  parseVacancyListState,
  VACANCY_WIDGET_PAGE_PARAM,
  VACANCY_WIDGET_PAGE_SIZE,
  type VacancyListState,
} from "~/lib/vacancies/list";
import { acknowledgeFetch, getIntegration, searchVacancies, type VacancyCampaign } from "~/models/vacancy.server";
import type { CompanyContext } from "~/services/auth/gate.server";
import { readForm } from "~/services/http/request.server";
import { getLocale } from "~/services/i18n/i18next.server";
import { requestVacancyFetch } from "~/services/jobs/vacancies.server";
import { logger } from "~/platform/logger.server";
import { redirectWithToast, sessionAtsFetchState } from "~/services/session.server";
import { once } from "~/services/http/once.server";
import { loadListPage } from "~/services/campaigns/list.server";
import { startCampaignFromVacancy } from "~/services/vacancies/vacancy-campaign.server";
import { vacancyDraftPath } from "~/lib/vacancies/draft";
import { formatDate, formatTime } from "~/lib/dates";
import { notFound } from "~/lib/not-found";

/**
 * The vacancy list (spec 1 §2 /vacancies and the jobs-first dashboard list) and its actions:
 * Update (an on-demand fetch), Create campaign from a vacancy, closing the import-complete modal.
 */

/**
 * The fetch panel's data (spec 1 §4): status, last fetch, whether the complete modal is due.
 */
export async function fetchStatusOf(args: RequestArgs, context: CompanyContext) {
  // read with the session on a GET (decision 077: one statement fewer on the dashboard)
  const integration = await sessionAtsFetchState(args, context.company.id);
  if (!integration) return null;
  const status = normalizeFetchStatus(integration.fetchStatus);
  // the user asked and the fetch is done: the import-complete modal with its counts (spec 1 §2, §4;
  // counts from issue 38 §5), shown once — this answer carries it and the fetch is acknowledged, so
  // the next view (or the modal's Close without JavaScript) does not
  const completed = status === "fetched" && integration.fetchRequestedBy === context.user.id;
  if (completed) await acknowledgeFetch(context.company.id, context.user.id);
  return {
    enabled: integration.enabled,
    status,
    lastFetchedAt: integration.lastFetchedAt?.toISOString() ?? null,
    error: status === "error" ? integration.lastError : null,
    showCompleteModal: completed,
    counts: completed ? (integration.lastFetchCounts ?? { new: 0, updated: 0, closed: 0 }) : null,
  };
}

export async function loadVacancyList(
  url: URL,
  companyId: string,
  userId: string,
  locale: string,
  pageSize: number,
  pageParam = "page",
  options: { facets?: boolean } = {},
) {
  return loadVacancyPage(url, parseVacancyListState(url.searchParams, pageParam), companyId, userId, locale, pageSize, pageParam, options);
}

/**
 * The dashboard's Vacancies widget (spec 1 §2, §9): the same list, newest first, 5 per page under
 * its own page parameter, without filters (it shows none, so a `q` in the URL does not narrow it)
 * and without facet counts: one statement per page.
 */
export async function loadVacancyWidget(url: URL, companyId: string, userId: string, locale: string) {
  const { page } = parseVacancyListState(url.searchParams, VACANCY_WIDGET_PAGE_PARAM);
  const state: VacancyListState = { text: "", contactNames: [], regions: [], campaignStatus: [], page };
  const { vacancies, total, page: shown, lastPage } = await loadVacancyPage(url, state, companyId, userId, locale, VACANCY_WIDGET_PAGE_SIZE, VACANCY_WIDGET_PAGE_PARAM, { facets: false });
  return { vacancies, total, page: shown, lastPage };
}

/**
 * A vacancy's campaign for the page of `userId`: its times as ISO text, and the name of the
 * colleague who made it — null when it is the reader's own — so that "Continue draft" says whose
 * draft a recruiter would carry on (a colleague's looked like their own).
 */
export function campaignJson({ createdBy, authorName, ...c }: VacancyCampaign, userId: string) {
  return {
    ...c,
    createdAt: c.createdAt.toISOString(),
    orderedAt: c.orderedAt?.toISOString() ?? null,
    colleagueName: createdBy !== null && createdBy !== userId ? authorName : null,
  };
}

async function loadVacancyPage(
  url: URL,
  state: VacancyListState,
  companyId: string,
  userId: string,
  locale: string,
  pageSize: number,
  pageParam: string,
  options: { facets?: boolean },
) {
  const { result, page, lastPage } = await loadListPage(
    url,
    state.page,
    pageSize,
    (limit, offset) => searchVacancies(companyId, { ...state, limit, offset }, options),
    pageParam,
  );
  const option = (f: { key: string; count: number }) => ({
    key: f.key,
    label: f.key,
    recordCount: f.count,
  });
  return {
    state: { ...state, page },
    vacancies: result.vacancies.map((v) => ({
      ...v,
      createdAt: v.createdAt.toISOString(),
      campaigns: v.campaigns.map((c) => campaignJson(c, userId)),
    })),
    total: result.total,
    page,
    lastPage,
    facets: {
      contactNames: sortOptions(result.facets.contactNames.map(option), locale),
      regions: sortOptions(result.facets.regions.map(option), locale),
      // status labels are translated in the browser; sorted there by label
      campaignStatus: result.facets.campaignStatus.map(option),
    },
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("acknowledge") }),
  // startNew: "Start new campaign" beside "Continue draft"; without it a draft is continued
  z.object({ intent: z.literal("create-campaign"), vacancyId: z.string().uuid(), startNew: z.literal("1").optional() }),
]);

/** How long Update waits for its fetch before answering with the "requesting" page. */
export const FETCH_WAIT_MS = 1500;

async function waitForFetch(companyId: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const integration = await getIntegration(companyId);
    if (integration?.fetchStatus !== "requesting") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page to come back to: same path and query (never another origin). */
function backTo(formData: FormData, fallback: string) {
  const value = formData.get("returnTo");
  return typeof value === "string" && /^\/(?!\/)[^\\\s]*$/.test(value) ? value : fallback;
}

export async function vacancyAction(args: RequestArgs, context: CompanyContext, fallback: string) {
  const { request } = args;
  const formData = await readForm(request);
  const parsed = actionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const input = parsed.data;
  const companyId = context.company.id;
  const returnTo = backTo(formData, fallback);
  if (input.intent === "update") {
    const integration = await getIntegration(companyId);
    if (!integration?.enabled) notFound();
    await requestVacancyFetch(companyId, { requestedBy: context.user.id });
    // a quick source (the demo feed) is done before the answer: the page opens on the banner
    // instead of on "requesting" and the next 10 s poll (issue 38 §5)
    await waitForFetch(companyId, FETCH_WAIT_MS);
    return redirect(returnTo);
  }
  if (input.intent === "acknowledge") {
    await acknowledgeFetch(companyId, context.user.id);
    // spec 1 §4: "view vacancies" shows the list from page 1
    return redirect(returnTo.split("?")[0]);
  }
  try {
    // a double click or a replayed request makes one campaign (issue 36 §6)
    return await once(companyId, formData, `create-campaign:${input.vacancyId}`, async () => {
      const locale = await getLocale(args);
      const started = await startCampaignFromVacancy(companyId, context.user.id, input.vacancyId, locale, { startNew: input.startNew === "1" });
      if (!started.draft) return redirect(`/start-campaign/target-group?id=${started.id}`);
      // a page from before the draft offered plain Start campaign: say why a draft opens, and how to get another
      const { createdAt, createdBy, authorName } = started.draft;
      const when = { date: formatDate(createdAt, locale), time: formatTime(createdAt, locale) };
      const colleague = createdBy !== null && createdBy !== context.user.id ? authorName : null;
      return redirectWithToast(args, vacancyDraftPath(started.draft), {
        kind: "info",
        ...(colleague
          ? { key: "vacancies:toast.colleague-draft-continued", values: { ...when, name: colleague } }
          : { key: "vacancies:toast.draft-continued", values: when }),
      });
    });
  } catch (err) {
    if (err instanceof Response) throw err;
    logger.error({ err, vacancyId: input.vacancyId }, "could not create a campaign for a vacancy");
    // spec 1 §8: "Could not create a campaign for vacancy {id}" as a notification
    return redirectWithToast(args, returnTo, {
      kind: "error",
      key: "vacancies:error.create-campaign",
      values: { id: input.vacancyId },
    });
  }
}

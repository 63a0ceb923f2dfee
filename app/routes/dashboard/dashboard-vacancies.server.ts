import type { RequestArgs } from "~/services/http/request-context.server";
import { dashboardTab, JOBS_FIRST_PAGE_SIZE, type DashboardTab } from "~/lib/vacancies/list";
import type { CompanyContext } from "~/services/auth/gate.server";
import { readForm } from "~/services/http/request.server";
import { fetchStatusOf, loadVacancyList, loadVacancyWidget, vacancyAction } from "~/services/vacancies/vacancies.server";

/**
 * The dashboard's vacancy parts (spec 1 §2 "Dashboard"), only for an integrated company: the
 * jobs/campaigns tabs (jobs first when the jobs_first feature is on), the jobs tab's vacancy list
 * (10 per page with search and filters), and on the campaigns tab the Vacancies widget beside the
 * campaigns widget (5 per page, "vpage"; issue 48 §7). Each tab reads one vacancy list.
 */
export async function loadDashboardVacancies(args: RequestArgs, url: URL, context: CompanyContext, locale: string) {
  if (!context.company.hasIntegration) return { integrated: false as const, tab: "campaigns" as DashboardTab };
  // spec 1 §2: jobs first with the jobs_first feature, else the default campaigns page
  const tab = dashboardTab(url, context.features.jobs_first);
  const jobsFirst = tab === "jobs";
  const companyId = context.company.id;
  const [list, widget, fetch] = await Promise.all([
    jobsFirst ? loadVacancyList(url, companyId, context.user.id, locale, JOBS_FIRST_PAGE_SIZE) : null,
    jobsFirst ? null : loadVacancyWidget(url, companyId, context.user.id, locale),
    fetchStatusOf(args, context),
  ]);
  return { integrated: true as const, tab, jobsFirst, list, widget, fetch };
}

const VACANCY_INTENTS = ["update", "acknowledge", "create-campaign"];

/** The vacancy forms on the dashboard post here too: answer them, or say it is not one of ours. */
export async function dashboardVacancyAction(args: RequestArgs, context: CompanyContext) {
  const { request } = args;
  const intent = (await readForm(request.clone())).get("intent");
  return typeof intent === "string" && VACANCY_INTENTS.includes(intent) ? vacancyAction(args, context, "/dashboard") : null;
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Card } from "~/components/ui/card";
import { StartCampaignActions, VacancyCampaigns } from "~/components/vacancies/vacancy-card";
import { formatDate } from "~/lib/dates";
import { vacancyExtras } from "~/lib/vacancies/types";
import { pageTitle } from "~/lib/title";
import type { RootLoaderData } from "~/root";
import { requireVacancy, vacancyCampaigns } from "~/models/vacancy.server";
import { requireCompany } from "~/services/auth/gate.server";
import { sanitizeRichText } from "~/services/html/sanitize.server";
import { campaignJson, vacancyAction } from "~/services/vacancies/vacancies.server";

export const handle = { i18n: ["vacancies", "campaign-list", "job-ad"] };
await loadRouteNamespaces(handle);

/**
 * /vacancies/:vacancyId (issue 38 §7): what the ATS says about a vacancy — description, location,
 * salary, employment, contact — and every campaign made from it, before starting another. A
 * server-rendered page: it needs no JavaScript.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args;
  const { company, user } = await requireCompany(args);
  const vacancy = await requireVacancy(company.id, params.vacancyId);
  const campaigns = await vacancyCampaigns(company.id, vacancy.id);
  const d = vacancy.details;
  return {
    vacancy: {
      id: vacancy.id,
      title: vacancy.title,
      status: vacancy.status,
      source: vacancy.source,
      region: vacancy.regionLabel,
      remote: d.remote,
      postedAt: (vacancy.postedAt ?? vacancy.createdAt).toISOString(),
      employmentType: d.employmentType,
      salary: d.salary,
      workingHours: d.workingHours,
      contact: d.contact,
      referenceId: d.referenceId,
      vacancyPageUrl: d.vacancyPageUrl,
      // issue 42 §11 (absent in rows fetched before the connectors read them)
      ...vacancyExtras(d),
      // the ATS's HTML, sanitised on the way in and again here (docs/conventions/architecture-decisions.md §8)
      descriptionHtml: sanitizeRichText(d.description ?? ""),
    },
    campaigns: campaigns.map((c) => campaignJson(c, user.id)),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { params } = args;
  const context = await requireCompany(args);
  return vacancyAction(args, context, `/vacancies/${params.vacancyId ?? ""}`);
}

export const meta: MetaFunction<typeof loader> = (args) => [{ title: pageTitle(args, args.data?.vacancy.title) }];

const RICH_TEXT = "text-sm leading-relaxed [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc [&_a]:text-brand-700 [&_a]:underline";

export default function Vacancy() {
  const { vacancy, campaigns } = useLoaderData<typeof loader>();
  const locale = useRouteLoaderData<RootLoaderData>("root")?.locale ?? "en-US";
  const { t } = useTranslation(["vacancies", "job-ad"]);
  const money = (n: number) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: vacancy.salary?.currency ?? "EUR", maximumFractionDigits: 0 }).format(n);
  const { salary, workingHours, contact } = vacancy;
  const salaryText =
    salary && (salary.min != null || salary.max != null)
      ? t("detail.salary-range", {
          range: [salary.min, salary.max].filter((n): n is number => n != null).map(money).join(" – "),
          period: salary.period ? t(`job-ad:job-ad.salary-period.${salary.period}`) : "",
        })
      : t("detail.not-given");
  const { experienceYears, seniority, salaryDescription, uploadFile } = vacancy;
  const facts: [string, string][] = [
    [t("detail.location"), [vacancy.region, vacancy.remote ? t("detail.remote") : null].filter(Boolean).join(" · ") || t("detail.not-given")],
    [t("detail.salary"), salaryText],
    [t("job-ad:job-ad.field.salaryDescription"), salaryDescription ?? t("detail.not-given")],
    [t("job-ad:job-ad.field.experienceYears"), experienceYears === null ? t("detail.not-given") : t("detail.years", { count: experienceYears })],
    [t("job-ad:job-ad.field.seniority"), seniority ?? t("detail.not-given")],
    [t("detail.employment"), vacancy.employmentType ? t(`job-ad:job-ad.employment-type.${vacancy.employmentType}`) : t("detail.not-given")],
    [
      t("detail.hours"),
      workingHours && (workingHours.min != null || workingHours.max != null)
        ? t("detail.hours-range", { range: [workingHours.min, workingHours.max].filter((n) => n != null).join(" – ") })
        : t("detail.not-given"),
    ],
    [t("detail.contact"), [contact?.name, contact?.phoneNumber].filter(Boolean).join(", ") || t("detail.not-given")],
    [t("detail.posted"), formatDate(vacancy.postedAt, locale)],
    [t("detail.reference"), vacancy.referenceId ?? t("detail.not-given")],
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <Link to="/vacancies" className="text-sm font-semibold text-brand-700 hover:underline">
        {t("detail.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words">{vacancy.title}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {vacancy.source}
            {vacancy.status === "closed" ? ` · ${t("detail.closed")}` : ""}
          </p>
        </div>
        <StartCampaignActions vacancyId={vacancy.id} campaigns={campaigns} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_20rem]">
        <Card className="min-w-0 p-6">
          <h2 className="text-lg font-semibold">{t("detail.description")}</h2>
          {vacancy.descriptionHtml ? (
            <div className={`mt-2 break-words ${RICH_TEXT}`} dangerouslySetInnerHTML={{ __html: vacancy.descriptionHtml }} />
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t("detail.no-description")}</p>
          )}
          {uploadFile ? (
            <p className="mt-4 text-sm">
              {t("detail.document")}:{" "}
              <a href={uploadFile.url} className="font-semibold break-all text-brand-700 underline" rel="noopener noreferrer nofollow" target="_blank">
                {uploadFile.name}
              </a>
            </p>
          ) : null}
          {vacancy.vacancyPageUrl ? (
            <p className="mt-4 text-sm">
              <a href={vacancy.vacancyPageUrl} className="font-semibold break-all text-brand-700 underline" rel="noopener noreferrer nofollow" target="_blank">
                {t("detail.page")}
              </a>
            </p>
          ) : null}
        </Card>
        <div className="min-w-0 space-y-4">
          <Card className="p-6">
            <h2 className="text-lg font-semibold">{t("detail.facts")}</h2>
            <dl className="mt-2 space-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-medium text-slate-600">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="p-6">
            <h2 className="text-lg font-semibold">{t("detail.campaigns", { count: campaigns.length })}</h2>
            <div className="mt-2">
              <VacancyCampaigns campaigns={campaigns} expandAll />
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

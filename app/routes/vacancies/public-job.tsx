import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "~/components/auth/language-switcher";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Logo } from "~/components/logo";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/dates";
import { documentTitle } from "~/lib/title";
import { jsonLdScript } from "~/lib/vacancies/job-posting";
import type { RootLoaderData } from "~/root";
import { getEnv } from "~/services/env.server";
import { loadPublicJob } from "./public-job.server";

export const handle = { i18n: ["vacancies", "checkout"] };

/** /jobs/:campaignId — an ordered campaign's public job page with schema.org JobPosting JSON-LD. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { job, jsonLd, applyHref } = await loadPublicJob(
    params.campaignId,
    context.clientIp as string | undefined,
    getEnv().APP_URL,
  );
  return {
    title: job.jobAd.jobTitle ?? "",
    job: {
      ...job,
      datePosted: job.datePosted.toISOString(),
      validThrough: job.validThrough?.toISOString() ?? null,
    },
    jsonLd: jsonLdScript(jsonLd),
    applyHref,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.title) },
  { name: "description", content: data ? `${data.title} · ${data.job.companyName}` : "" },
];

export default function PublicJobPage() {
  const { job, jsonLd, applyHref } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const locale = root?.locale ?? "en-US";
  const { t } = useTranslation("vacancies");
  const { t: tCheckout } = useTranslation("checkout");
  const ad = job.jobAd;
  const salary =
    ad.salaryMin || ad.salaryMax
      ? `${[ad.salaryMin, ad.salaryMax].filter(Boolean).join(" – ")} ${ad.salaryCurrency ?? "EUR"}${ad.salaryPeriod ? ` / ${tCheckout(`job-ad.salary-period.${ad.salaryPeriod}`)}` : ""}`
      : null;
  return (
    <div className="min-h-screen bg-slate-50">
      {/* JSON-LD for search engines (issue 12 §5); escaped so it cannot close the script */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {/* The career-site analytics snippet (analytics issue) goes here, once it exists. */}
      <header className="flex items-center justify-between bg-white px-6 py-4 shadow-sm">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main className="mx-auto max-w-[800px] p-6">
        <Card className="p-8">
          <div className="flex items-start gap-4">
            {job.logoUrl ? (
              <img
                src={job.logoUrl}
                alt={t("job.logo", { company: job.companyName })}
                className="h-16 w-16 rounded object-contain"
              />
            ) : null}
            <div>
              <h1 className="text-2xl font-semibold text-ink">{ad.jobTitle}</h1>
              <p className="mt-1 text-slate-700">{job.companyName}</p>
              <p className="mt-1 text-sm text-slate-500">
                {t("job.posted", { date: formatDate(job.datePosted, locale) })}
                {job.validThrough
                  ? ` · ${t("job.valid-through", { date: formatDate(job.validThrough, locale) })}`
                  : ""}
              </p>
            </div>
          </div>
          <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="font-semibold">{t("job.location")}</dt>
              <dd>{job.remote ? t("job.remote") : ad.locations}</dd>
            </div>
            {ad.employmentType ? (
              <div>
                <dt className="font-semibold">{t("job.employment-type")}</dt>
                <dd>{tCheckout(`job-ad.employment-type.${ad.employmentType}`)}</dd>
              </div>
            ) : null}
            {salary ? (
              <div>
                <dt className="font-semibold">{t("job.salary")}</dt>
                <dd>{salary}</dd>
              </div>
            ) : null}
          </dl>
          {/* sanitised on save and again in the loader (ARCHITECTURE §8) */}
          <div
            className="prose mt-6 max-w-none text-slate-800"
            dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
          />
          {applyHref ? (
            <a
              href={applyHref}
              rel="noopener noreferrer nofollow"
              className={`${buttonClasses.primary} mt-8`}
            >
              {t("job.apply")}
            </a>
          ) : null}
        </Card>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadRouteNamespaces } from "~/lib/i18n/browser";
import { LanguageSwitcher } from "~/components/auth/language-switcher";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Logo } from "~/components/logo";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/dates";
import { pageTitle } from "~/lib/title";
import { jsonLdScript } from "~/lib/vacancies/job-posting";
import type { RootLoaderData } from "~/root";
import { getEnv } from "~/platform/env.server";
import { loadPublicJob } from "./public-job.server";

export const handle = { i18n: ["vacancies", "checkout", "job-ad"] };
await loadRouteNamespaces(handle);

/** /jobs/:campaignId — an ordered campaign's public job page with schema.org JobPosting JSON-LD. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { job, jsonLd, applyHref, logoPath } = await loadPublicJob(
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
    logoPath,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => [
  { title: pageTitle(args, args.data?.title) },
  { name: "description", content: args.data ? `${args.data.title} · ${args.data.job.companyName}` : "" },
];

/** "€3,000 – €3,800 / month" in the reader's language; a bare number when the currency is odd. */
function salaryText(
  ad: { salaryMin?: string; salaryMax?: string; salaryCurrency?: string },
  period: string | null,
  locale: string,
) {
  const amounts = [ad.salaryMin, ad.salaryMax].filter((v): v is string => Boolean(v));
  if (amounts.length === 0) return null;
  let format: (value: number) => string;
  try {
    const money = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: ad.salaryCurrency ?? "EUR",
      maximumFractionDigits: 0,
    });
    format = (value) => money.format(value);
  } catch {
    format = (value) => `${value} ${ad.salaryCurrency ?? ""}`.trim();
  }
  const range = amounts
    .map((v) => Number(v.replace(",", ".")))
    .map((n, i) => (Number.isFinite(n) ? format(n) : amounts[i]))
    .join(" – ");
  return period ? `${range} / ${period}` : range;
}

/** The job ad's HTML (sanitised): headings, paragraphs and lists spaced like a document. */
const RICH_TEXT =
  "mt-6 text-slate-800 [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-5 [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:mt-1 [&_li]:ml-5 [&_ol]:mt-2 [&_ol]:list-decimal [&_p]:mt-3 [&_ul]:mt-2 [&_ul]:list-disc [&_a]:text-brand-700 [&_a]:underline";

export default function PublicJobPage() {
  const { job, jsonLd, applyHref, logoPath } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoaderData>("root");
  const locale = root?.locale ?? "en-US";
  const { t } = useTranslation("vacancies");
  const { t: tCheckout } = useTranslation("job-ad");
  const ad = job.jobAd;
  const salary = salaryText(
    ad,
    ad.salaryPeriod ? tCheckout(`job-ad.salary-period.${ad.salaryPeriod}`) : null,
    locale,
  );
  return (
    <div className="min-h-screen bg-slate-50">
      {/* JSON-LD for search engines (issue 12 §5); escaped so it cannot close the script */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {/* The career-site analytics snippet (analytics issue) goes here, once it exists. */}
      <header className="flex flex-wrap items-center justify-between gap-3 bg-white px-4 py-3 shadow-sm sm:px-6">
        <Logo />
        <LanguageSwitcher />
      </header>
      <main className="mx-auto max-w-[800px] px-3 py-4 sm:p-6">
        <Card className="p-5 sm:p-8">
          <div className="flex items-start gap-4">
            {logoPath ? (
              <img
                src={logoPath}
                alt={t("job.logo", { company: job.companyName })}
                className="h-14 w-14 shrink-0 rounded object-contain sm:h-16 sm:w-16"
              />
            ) : (
              // no logo uploaded at checkout: the employer's initial, so the header is not bare
              <span
                aria-hidden="true"
                className="flex h-14 w-14 shrink-0 items-center justify-center rounded bg-brand-100 text-2xl font-semibold text-brand-700 sm:h-16 sm:w-16"
              >
                {job.companyName.trim().charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0">
              <h1 className="text-xl font-semibold break-words text-ink sm:text-2xl">{ad.jobTitle}</h1>
              <p className="mt-1 text-slate-700">{job.companyName}</p>
              <p className="mt-1 text-sm text-slate-600">
                {t("job.posted", { date: formatDate(job.datePosted, locale) })}
                {job.validThrough
                  ? ` · ${t("job.valid-through", { date: formatDate(job.validThrough, locale) })}`
                  : ""}
              </p>
            </div>
          </div>
          <dl className="mt-6 grid gap-4 rounded-[6px] bg-slate-50 p-4 text-sm sm:grid-cols-3">
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
          {/* sanitised on save and again in the loader (docs/conventions/architecture-decisions.md §8) */}
          <div className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
          {applyHref ? (
            <a
              href={applyHref}
              rel="noopener noreferrer nofollow"
              className={`${buttonClasses.primary} mt-8 w-full sm:w-auto`}
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

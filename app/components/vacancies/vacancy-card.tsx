import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/app-link";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { formatDate } from "~/lib/dates";
import { CAMPAIGNS_PER_VACANCY } from "~/lib/vacancies/list";
import { StatusBadge } from "../campaign-list/status-badge";
import { Button } from "../ui/button";
import { SubmissionKey } from "../ui/submission-key";
import { useHydrated } from "../hooks";

export interface VacancyRow {
  id: string;
  title: string;
  source: string;
  regionLabel: string | null;
  createdAt: string;
  campaigns: { id: string; name: string; status: string; createdAt: string }[];
}

/** Where a vacancy's campaign opens: drafts in the builder, others on their performance page. */
function campaignHref(campaign: { id: string; status: string }) {
  return campaign.status === "pending" || campaign.status === "notposteddraft"
    ? `/cb/?id=${campaign.id}`
    : `/campaign-performance/campaign/?id=${campaign.id}`;
}

/** Create campaign (issue 12 §4): a POST that creates the campaign and opens its target group. */
export function CreateCampaignButton({
  vacancyId,
  label,
  variant = "primary",
}: {
  vacancyId: string;
  label: string;
  /** secondary in lists with many rows (the dashboard widget), like the campaigns' row actions */
  variant?: "primary" | "secondary";
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("vacancyId") === vacancyId;
  return (
    <Form method="post" action={location.pathname}>
      <input type="hidden" name="intent" value="create-campaign" />
      <input type="hidden" name="vacancyId" value={vacancyId} />
      <SubmissionKey />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <Button type="submit" variant={variant} disabled={busy} aria-busy={busy || undefined}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * The vacancy's campaigns: the first CAMPAIGNS_PER_VACANCY, then show more / show less. Without
 * JavaScript a <details> toggles the rest; with JavaScript a button does.
 */
export function VacancyCampaigns({ campaigns, expandAll = false }: { campaigns: VacancyRow["campaigns"]; expandAll?: boolean }) {
  const { t } = useTranslation("vacancies");
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  if (campaigns.length === 0)
    return <p className="text-sm text-slate-500">{t("card.no-campaigns")}</p>;
  const item = (c: VacancyRow["campaigns"][number]) => (
    <li key={c.id} className="flex items-center justify-between gap-2 text-sm">
      <Link to={campaignHref(c)} className="truncate font-semibold text-brand-700 hover:underline">
        {c.name}
      </Link>
      <StatusBadge status={c.status} />
    </li>
  );
  // the vacancy page lists them all; the cards the first few
  const first = expandAll ? campaigns : campaigns.slice(0, CAMPAIGNS_PER_VACANCY);
  const rest = expandAll ? [] : campaigns.slice(CAMPAIGNS_PER_VACANCY);
  return (
    <div>
      <ul className="space-y-1" data-testid="vacancy-campaigns">
        {first.map(item)}
        {hydrated && expanded ? rest.map(item) : null}
      </ul>
      {rest.length > 0 && hydrated ? (
        <button
          type="button"
          className="mt-1 text-sm font-semibold text-brand-700 hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t("card.show-less") : t("card.show-more", { count: rest.length })}
        </button>
      ) : null}
      {rest.length > 0 && !hydrated ? (
        <details className="group mt-1">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            <span className="group-open:hidden">{t("card.show-more", { count: rest.length })}</span>
            <span className="hidden group-open:inline">{t("card.show-less")}</span>
          </summary>
          <ul className="mt-1 space-y-1">{rest.map(item)}</ul>
        </details>
      ) : null}
    </div>
  );
}

/** spec 1 §2 vacancy card: job name, created date, ATS name, Create campaign, past campaigns. */
export function VacancyCard({ vacancy, locale }: { vacancy: VacancyRow; locale: string }) {
  const { t } = useTranslation("vacancies");
  return (
    <article
      className="rounded-[6px] border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby={`vacancy-${vacancy.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`vacancy-${vacancy.id}`} className="text-base font-semibold break-words text-ink">
            {/* issue 38 §7: the vacancy's own page, with its description, salary and campaigns */}
            <Link to={`/vacancies/${vacancy.id}`} className="hover:underline">
              {vacancy.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {t("card.meta", {
              date: formatDate(vacancy.createdAt, locale),
              source: vacancy.source,
              region: vacancy.regionLabel ?? t("card.no-region"),
            })}
          </p>
        </div>
        <CreateCampaignButton vacancyId={vacancy.id} label={t("card.start-campaign")} />
      </div>
      <details className="mt-3" open={vacancy.campaigns.length > 0 || undefined}>
        <summary className="cursor-pointer text-sm font-semibold text-slate-700">
          {t("card.campaigns", { count: vacancy.campaigns.length })}
        </summary>
        <div className="mt-2">
          <VacancyCampaigns campaigns={vacancy.campaigns} />
        </div>
      </details>
    </article>
  );
}

export function VacancyPlaceholder() {
  return (
    <div
      data-testid="vacancy-placeholder"
      className="rounded-[6px] border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="mt-2 h-3 w-1/3 animate-pulse rounded bg-slate-100" />
      <div className="mt-5 h-9 w-32 animate-pulse rounded-[6px] bg-slate-100" />
    </div>
  );
}

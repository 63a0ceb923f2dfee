import { Link } from "~/components/ui/app-link";
import { useTranslation } from "~/lib/i18n/react";
import { formatCents } from "~/lib/money";
import { formatDate } from "~/lib/dates";
import { formatNumber } from "~/lib/analytics/maths";
import { campaignNamePath, type CampaignListRow } from "~/lib/campaign/list";
import { isPending } from "~/lib/campaign/status";
import { CampaignActions, type ListFeatures } from "./campaign-actions";
import { StatusBadge } from "./status-badge";

/**
 * spec 1 §2 overview card: name, clicks, applicants, owner (ordered only) and location; ordered
 * cards also show the price and the target-audience labels.
 */
export function CampaignCard({
  campaign,
  features,
  locale,
  removing,
}: {
  campaign: CampaignListRow;
  features: ListFeatures;
  locale: string;
  removing: boolean;
}) {
  const { t } = useTranslation("campaign-list");
  const ordered = !isPending(campaign.status);
  return (
    <article
      aria-label={campaign.name || t("no-name")}
      className={`flex flex-col rounded-[6px] border border-slate-200 bg-white p-5 shadow-sm ${removing ? "opacity-40" : ""}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {/* a long name wraps to two lines (as job boards' cards do); what is cut off there is in the tooltip */}
          <h2 className="line-clamp-2 text-base font-semibold [overflow-wrap:anywhere]">
            <Link to={campaignNamePath(campaign)} className="text-brand-700 hover:underline" title={campaign.name || undefined}>
              {campaign.name || t("no-name")}
            </Link>
          </h2>
          <p className="text-xs text-slate-500">
            {removing
              ? t("delete.removing")
              : t("table.created-on", { date: formatDate(campaign.createdAt, locale) })}
          </p>
        </div>
        <StatusBadge status={campaign.status} orderedAt={campaign.orderedAt} />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {campaign.clicks !== null ? (
          <Figure label={t("card.clicks")} value={formatNumber(campaign.clicks, locale)} />
        ) : null}
        {campaign.applicants !== null ? (
          <Figure label={t("card.applicants")} value={formatNumber(campaign.applicants, locale)} />
        ) : null}
        {ordered && campaign.owner ? (
          <Figure label={t("card.owner")} value={campaign.owner} />
        ) : null}
        <Figure
          label={t("card.location")}
          value={campaign.location.join(", ") || t("card.no-location")}
        />
        {ordered && campaign.priceCents !== null ? (
          <Figure label={t("card.price")} value={formatCents(campaign.priceCents, locale, campaign.currency)} />
        ) : null}
      </dl>
      {/* the figures' period: a campaign's clicks and applicants count from its creation day (docs/decisions/045) */}
      {campaign.clicks !== null ? (
        <p className="mt-1 text-xs text-slate-600" data-figures-period>
          {t("card.figures-period", { date: formatDate(campaign.createdAt, locale) })}
        </p>
      ) : null}

      {ordered && campaign.targetAudience.length > 0 ? (
        <div className="mt-3">
          <p className="sr-only">{t("card.target-audience")}</p>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("card.target-audience")}>
            {campaign.targetAudience.map((label) => (
              <li
                key={label}
                className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
              >
                {label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-auto pt-4">
        <CampaignActions campaign={campaign} features={features} />
      </div>
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="truncate font-medium text-ink">{value}</dd>
    </div>
  );
}

export function PlaceholderCard() {
  return (
    <div
      data-testid="campaign-placeholder"
      className="rounded-[6px] border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="mt-2 h-3 w-1/3 animate-pulse rounded bg-slate-100" />
      <div className="mt-5 grid grid-cols-2 gap-3">
        <div className="h-8 animate-pulse rounded bg-slate-100" />
        <div className="h-8 animate-pulse rounded bg-slate-100" />
      </div>
      <div className="mt-5 h-9 w-32 animate-pulse rounded-[6px] bg-slate-100" />
    </div>
  );
}

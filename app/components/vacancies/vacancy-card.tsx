import { Form, useLocation, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/app-link";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { formatDate, formatTime } from "~/lib/dates";
import { isPending } from "~/lib/campaign/status";
import { newestDraft, vacancyDraftPath } from "~/lib/vacancies/draft";
import { CAMPAIGNS_PER_VACANCY } from "~/lib/vacancies/list";
import { StatusBadge } from "../campaign-list/status-badge";
import { Button, buttonClasses, type ButtonVariant } from "../ui/button";
import { SubmissionKey } from "../ui/submission-key";
import { useHydrated } from "../hooks";

export interface VacancyRow {
  id: string;
  title: string;
  source: string;
  regionLabel: string | null;
  createdAt: string;
  campaigns: VacancyCampaignRow[];
}

export interface VacancyCampaignRow {
  id: string;
  name: string;
  status: string;
  createdAt: string;
  orderedAt: string | null;
  hasTargetGroup: boolean;
  /** the colleague who made it; null when it is the reader's own */
  colleagueName: string | null;
}

/** Where a vacancy's campaign opens: drafts where they continue, others on their performance page. */
function campaignHref(campaign: VacancyCampaignRow) {
  return isPending(campaign.status) ? vacancyDraftPath(campaign) : `/campaign-performance/campaign/?id=${campaign.id}`;
}

/** Create campaign (issue 12 §4): a POST that creates the campaign and opens its target group. */
function CreateCampaignButton({
  vacancyId,
  label,
  variant,
  startNew = false,
}: {
  vacancyId: string;
  label: string;
  variant: ButtonVariant;
  /** another campaign beside the vacancy's draft; without it the server continues a draft */
  startNew?: boolean;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("vacancyId") === vacancyId;
  return (
    <Form method="post" action={location.pathname}>
      <input type="hidden" name="intent" value="create-campaign" />
      <input type="hidden" name="vacancyId" value={vacancyId} />
      {startNew ? <input type="hidden" name="startNew" value="1" /> : null}
      <SubmissionKey />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <Button type="submit" variant={variant} disabled={busy} aria-busy={busy || undefined}>
        {label}
      </Button>
    </Form>
  );
}

/**
 * Start campaign, or — when the vacancy has a draft — the choice between continuing the newest
 * draft (a link, named by its date, and by its author when a colleague made it) and starting another: a second click on Start campaign made
 * another draft of the same name each time. Plain links and forms, so it needs no JavaScript.
 */
export function StartCampaignActions({
  vacancyId,
  campaigns,
  variant = "primary",
}: {
  vacancyId: string;
  campaigns: readonly VacancyCampaignRow[];
  /** secondary in lists with many rows (the dashboard widget), like the campaigns' row actions */
  variant?: "primary" | "secondary";
}) {
  const { t, i18n } = useTranslation("vacancies");
  const draft = newestDraft(campaigns);
  if (!draft) return <CreateCampaignButton vacancyId={vacancyId} label={t("card.start-campaign")} variant={variant} />;
  return (
    <div className={`flex flex-wrap items-center gap-2 ${variant === "secondary" ? "justify-end" : ""}`}>
      <Link to={vacancyDraftPath(draft)} className={buttonClasses[variant]}>
        {draft.colleagueName
          ? t("card.continue-colleague-draft", { name: draft.colleagueName, date: formatDate(draft.createdAt, i18n.language) })
          : t("card.continue-draft", { date: formatDate(draft.createdAt, i18n.language) })}
      </Link>
      <CreateCampaignButton vacancyId={vacancyId} label={t("card.start-new")} variant={variant === "primary" ? "secondary" : "ghost"} startNew />
    </div>
  );
}

/**
 * What tells a vacancy's campaigns apart, as they all carry the vacancy's name: ordered on, else
 * created on — with the time, and then its seconds, only where another campaign of the list would
 * read the same.
 */
function campaignWhen(campaigns: readonly VacancyCampaignRow[], locale: string, t: (key: string, values: Record<string, string>) => string) {
  const label = (c: VacancyCampaignRow, precision: number) => {
    const at = c.orderedAt ?? c.createdAt;
    const date = formatDate(at, locale);
    if (precision === 0) return t(c.orderedAt ? "card.ordered-on" : "card.created-on", { date });
    return t(c.orderedAt ? "card.ordered-at" : "card.created-at", { date, time: formatTime(at, locale, { seconds: precision === 2 }) });
  };
  const texts = [0, 1].map((precision) => campaigns.map((c) => label(c, precision)));
  return (c: VacancyCampaignRow) => {
    const i = campaigns.indexOf(c);
    const unique = texts.find((list) => list.filter((text) => text === list[i]).length === 1);
    return unique ? unique[i] : label(c, 2);
  };
}

/**
 * The vacancy's campaigns: the first CAMPAIGNS_PER_VACANCY, then show more / show less. Without
 * JavaScript a <details> toggles the rest; with JavaScript a button does.
 */
export function VacancyCampaigns({ campaigns, expandAll = false }: { campaigns: readonly VacancyCampaignRow[]; expandAll?: boolean }) {
  const { t, i18n } = useTranslation("vacancies");
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  if (campaigns.length === 0)
    return <p className="text-sm text-slate-500">{t("card.no-campaigns")}</p>;
  const when = campaignWhen(campaigns, i18n.language, t);
  const item = (c: VacancyCampaignRow) => (
    <li key={c.id} className="flex items-start justify-between gap-2 text-sm">
      <div className="min-w-0">
        <Link to={campaignHref(c)} className="block truncate font-semibold text-brand-700 hover:underline">
          {c.name}
        </Link>
        <span className="block text-xs text-slate-500" data-testid="vacancy-campaign-date">
          {when(c)}
        </span>
      </div>
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
        <StartCampaignActions vacancyId={vacancy.id} campaigns={vacancy.campaigns} />
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

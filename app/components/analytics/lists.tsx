import { useTranslation } from "~/lib/i18n/react";
import { DataTable } from "./data-table";
import { useAnalyticsFormat } from "./format";
import { CampaignLink } from "./sections";

/** The list tables shared by the overview and its full-page lists (campaigns, jobs, job pages). */

export interface ChannelRow {
  channelId: string;
  name: string;
  uniqueVisitors: number;
  uniqueVisitorsConverted: number;
  rate: number;
}

export interface CampaignRow {
  id: string;
  name: string;
  status: string;
  availabilityDate: string | null;
  clicks: number | null;
  firstClickDate: string | null;
}

export function CampaignRows({ rows }: { rows: CampaignRow[] }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  return (
    <DataTable
      caption={t("campaigns.title")}
      rows={rows}
      rowKey={(c) => c.id}
      columns={[
        { label: t("column.campaign"), render: (c) => <CampaignLink id={c.id} name={c.name} /> },
        { label: t("column.availability"), render: (c) => (c.availabilityDate ? f.day(c.availabilityDate) : "—") },
        { label: t("column.status"), render: (c) => t(`campaign-list:status.${c.status}`, { defaultValue: c.status }) },
        { label: t("column.clicks"), numeric: true, render: (c) => (c.clicks === null ? "—" : f.n(c.clicks)) },
        { label: t("column.first-click"), render: (c) => (c.firstClickDate ? f.day(c.firstClickDate) : "—") },
      ]}
    />
  );
}

export interface JobRow {
  job: string;
  campaigns: number;
  clicks: number;
  uniqueVisitors: number;
  uniqueVisitorsConverted: number;
}

export function JobRows({ rows }: { rows: JobRow[] }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  return (
    <DataTable
      caption={t("jobs.title")}
      rows={rows}
      rowKey={(j) => j.job}
      columns={[
        { label: t("column.job"), render: (j) => j.job },
        { label: t("column.campaigns"), numeric: true, render: (j) => f.n(j.campaigns) },
        { label: t("column.clicks"), numeric: true, render: (j) => f.n(j.clicks) },
        { label: t("column.visitors"), numeric: true, render: (j) => f.n(j.uniqueVisitors) },
        { label: t("overall.converted"), numeric: true, render: (j) => f.n(j.uniqueVisitorsConverted) },
      ]}
    />
  );
}

export interface JobPageRow {
  page: string;
  /** the job the page advertises, when its events name a campaign */
  jobTitle: string | null;
  views: number;
  applicationForms: number;
  applications: number;
  rate: number;
}

export function JobPageRows({ rows }: { rows: JobPageRow[] }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  return (
    <DataTable
      caption={t("job-pages.title")}
      rows={rows}
      rowKey={(p) => p.page}
      columns={[
        {
          label: t("column.job"),
          // the job's title, the page's address beside it for telling two pages of one job apart
          render: (p) => (
            <span className="inline-block min-w-[12rem] [overflow-wrap:anywhere]">
              {p.jobTitle ?? p.page}
              {p.jobTitle ? <span className="block text-xs text-slate-500">{p.page}</span> : null}
            </span>
          ),
        },
        { label: t("column.views"), numeric: true, render: (p) => f.n(p.views) },
        { label: t("column.forms"), numeric: true, render: (p) => f.n(p.applicationForms) },
        { label: t("column.applications"), numeric: true, render: (p) => f.n(p.applications) },
        // not the conversion rate (applicants ÷ unique visitors): applications ÷ page views (issue 48 §4)
        { label: t("job-pages.applications-per-view"), numeric: true, render: (p) => f.rate(p.rate) },
      ]}
    />
  );
}

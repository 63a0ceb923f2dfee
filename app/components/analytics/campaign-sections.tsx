import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { DataTable } from "./data-table";
import { useAnalyticsFormat } from "./format";

/** Parts of the campaign analytics screen: map, assisted conversions, job-ad clicks, CSV upload. */

export interface CountryRow {
  isoA2: string;
  uniqueVisitors: number;
  uniqueVisitorsConverted: number;
}

/** The server-rendered SVG map (an image: no client JavaScript) and the same figures as a table. */
export function GeolocationMap({ countries, mapSrc }: { countries: CountryRow[]; mapSrc: string }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <img src={mapSrc} alt={t("geo.map-alt")} width={960} height={540} className="h-auto w-full" data-testid="geo-map" />
      <DataTable<CountryRow>
        caption={t("geo.title")}
        rows={countries}
        rowKey={(c) => c.isoA2 || "unknown"}
        columns={[
          { label: t("column.country"), render: (c) => f.country(c.isoA2, t("geo.unknown")) },
          { label: t("column.visitors"), numeric: true, render: (c) => f.n(c.uniqueVisitors) },
          { label: t("overall.converted"), numeric: true, render: (c) => f.n(c.uniqueVisitorsConverted) },
        ]}
      />
    </div>
  );
}

export interface AssistedRow {
  channelId: string;
  name: string;
  lastTouch: number;
  assisted: number;
  linear: number;
}

export function AssistedConversions({ rows }: { rows: AssistedRow[] }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  return (
    <DataTable<AssistedRow>
      caption={t("assisted.title")}
      rows={rows}
      rowKey={(r) => r.channelId}
      columns={[
        { label: t("column.channel"), render: (r) => r.name },
        { label: t("assisted.last-touch"), numeric: true, render: (r) => f.n(r.lastTouch) },
        { label: t("assisted.assisted"), numeric: true, render: (r) => f.n(r.assisted) },
        { label: t("assisted.linear"), numeric: true, render: (r) => f.n(r.linear) },
      ]}
    />
  );
}

export interface JobAdRow {
  channelId: string;
  name: string;
  clicks: number;
  impressions: number;
  ctr: number | null;
  reach: number;
  engagements: number;
}

export function JobAdClicks({ rows, total }: { rows: JobAdRow[]; total: Omit<JobAdRow, "channelId" | "name"> }) {
  const { t } = useTranslation("analytics");
  const f = useAnalyticsFormat();
  return (
    <DataTable<JobAdRow>
      caption={t("job-ads.title")}
      rows={[...rows, { channelId: "total", name: t("column.total"), ...total }]}
      rowKey={(r) => r.channelId}
      columns={[
        { label: t("column.channel"), render: (r) => r.name },
        { label: t("column.clicks"), numeric: true, render: (r) => f.n(r.clicks) },
        { label: t("job-ads.impressions"), numeric: true, render: (r) => f.n(r.impressions) },
        { label: t("job-ads.ctr"), numeric: true, render: (r) => f.ctr(r.ctr) },
        { label: t("job-ads.reach"), numeric: true, render: (r) => f.n(r.reach) },
        { label: t("job-ads.engagements"), numeric: true, render: (r) => f.n(r.engagements) },
      ]}
    />
  );
}

export type UploadResult = { ok: true; rows: number } | { ok: false; errors: { line: number; column: string | null; error: string }[] };

/** The job boards' statistics as a CSV upload; works without JavaScript (a plain multipart POST). */
export function ChannelStatsUpload({ result }: { result?: UploadResult }) {
  const { t } = useTranslation("analytics");
  const id = useId();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" className="mt-4 space-y-2 rounded-[6px] bg-slate-50 p-3 text-sm">
      <label htmlFor={id} className="block font-semibold">
        {t("upload.label")}
      </label>
      <p id={`${id}-help`} className="text-slate-600">
        {t("upload.help")}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input id={id} name="file" type="file" accept=".csv,text/csv" required aria-describedby={`${id}-help`} className="text-sm" />
        <button type="submit" disabled={busy} className="rounded-[6px] border border-slate-300 bg-white px-3 py-1 font-semibold hover:bg-slate-100">
          {t("upload.submit")}
        </button>
      </div>
      {result?.ok ? (
        <p role="status" className="text-green-800">
          {t("upload.done", { count: result.rows })}
        </p>
      ) : result ? (
        <div role="alert" className="text-red-800">
          <p className="font-semibold">{t("upload.failed")}</p>
          <ul className="list-disc pl-5">
            {result.errors.map((e, i) => (
              <li key={i}>{t("upload.row-error", { line: e.line, column: e.column ?? "—", error: t(`upload.error.${e.error.split(":")[0]}`, { defaultValue: e.error }) })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Form>
  );
}

import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input-classes";
import { useTranslation } from "~/lib/i18n/react";

interface SourceRow {
  sourceName: string;
  applications: number;
  /** the company's choice: a channel id, "" for no channel; null: the reviewed default applies */
  own: string | null;
  defaults: readonly string[];
}

/**
 * Issue 52 §2: each ATS source seen in the imported applications, what it maps to (the company's
 * choice or the reviewed default) and a form per row to change it — one form each, so it works
 * without JavaScript.
 */
export function SourceMappingTable({
  sources,
  channels,
  canChange,
}: {
  sources: SourceRow[];
  channels: { id: string; name: string }[];
  canChange: boolean;
}) {
  const { t } = useTranslation("outcomes");
  if (sources.length === 0)
    return <p className="mt-3 text-sm text-slate-600">{t("mapping.none")}</p>;
  return (
    <table className="mt-4 w-full text-left text-sm">
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t("mapping.source")}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            {t("mapping.applications")}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {t("mapping.channel")}
          </th>
        </tr>
      </thead>
      <tbody>
        {sources.map((s, i) => (
          <tr key={s.sourceName} className="border-t border-slate-100 align-top">
            <th scope="row" className="py-2 pr-3 font-medium">
              {s.sourceName}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{s.applications}</td>
            <td className="py-2">
              <p className="text-xs text-slate-500">
                {s.own === null
                  ? s.defaults.length > 0
                    ? t("mapping.default", { channels: s.defaults.join(", ") })
                    : t("mapping.unmapped")
                  : s.own === ""
                    ? t("mapping.own-none")
                    : t("mapping.own", {
                        channel: channels.find((c) => c.id === s.own)?.name ?? "",
                      })}
              </p>
              {canChange ? (
                <Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
                  <input type="hidden" name="intent" value="map" />
                  <input type="hidden" name="sourceName" value={s.sourceName} />
                  <label htmlFor={`map-${i}`} className="sr-only">
                    {t("mapping.choose", { source: s.sourceName })}
                  </label>
                  <select
                    id={`map-${i}`}
                    name="channelId"
                    defaultValue={s.own ?? "default"}
                    className={`${inputClasses} max-w-[260px]`}
                  >
                    <option value="default">{t("mapping.use-default")}</option>
                    <option value="">{t("mapping.no-channel")}</option>
                    {channels.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                  <Button type="submit" variant="secondary">
                    {t("mapping.save")}
                  </Button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

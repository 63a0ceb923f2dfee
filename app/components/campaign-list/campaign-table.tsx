import { Link } from "~/components/ui/app-link";
import { useTranslation } from "~/lib/i18n/react";
import { formatDate } from "~/lib/dates";
import { campaignNamePath, type CampaignListRow } from "~/lib/campaign/list";
import { CampaignActions, type ListFeatures } from "./campaign-actions";
import { StatusBadge } from "./status-badge";
import { STACKED_ACTIONS, STACKED_CELL, STACKED_NAME, STACKED_ROW, TableHead } from "~/components/ui/table-head";
import { PlaceholderRow } from "~/components/ui/placeholder-row";

/**
 * spec 1 §2 dashboard campaigns widget: campaign name with creation date, status and row
 * actions; placeholder rows while a page loads.
 */
export function CampaignTable({
  campaigns,
  features,
  loading,
  placeholderRows,
  removingId,
}: {
  campaigns: CampaignListRow[];
  features: ListFeatures;
  loading: boolean;
  placeholderRows: number;
  removingId: string | null;
}) {
  const { t, i18n } = useTranslation("campaign-list");
  return (
    // from 640 px a table that scrolls sideways when squeezed; on phones each row stacks
    <div className="relative -mx-2 overflow-x-auto px-2">
      <table className="w-full text-left text-sm sm:min-w-[560px]">
        <caption className="sr-only">{t("dashboard.caption")}</caption>
        <TableHead
          stacked
          columns={[
            { label: t("table.campaign") },
            { label: t("table.status") },
            { label: t("table.actions"), className: "text-right" },
          ]}
        />
        <tbody aria-busy={loading || undefined}>
          {loading
            ? Array.from({ length: placeholderRows }, (_, i) => <PlaceholderRow key={i} testId="campaign-placeholder" middle={["h-5 w-20 rounded-full bg-slate-200"]} actionWidth="w-28" />)
            : campaigns.map((campaign) => (
                <tr
                  key={campaign.id}
                  className={`border-b border-slate-100 last:border-0 ${STACKED_ROW} ${removingId === campaign.id ? "opacity-40" : ""}`}
                >
                  <td className={`py-3 pr-4 ${STACKED_NAME}`}>
                    <Link
                      to={campaignNamePath(campaign)}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {campaign.name || t("no-name")}
                    </Link>
                    <div className="text-xs text-slate-500">
                      {removingId === campaign.id
                        ? t("delete.removing")
                        : t("table.created-on", { date: formatDate(campaign.createdAt, i18n.language) })}
                    </div>
                  </td>
                  <td className={`py-3 pr-4 ${STACKED_CELL}`}>
                    <StatusBadge status={campaign.status} orderedAt={campaign.orderedAt} />
                  </td>
                  <td className={`py-3 ${STACKED_ACTIONS}`}>
                    <CampaignActions campaign={campaign} features={features} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

import type { TFunction } from "i18next";
import { splitDescription } from "~/lib/campaign/export";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { priceSummaryLines, priceSummaryLineText } from "~/lib/campaign/pricing";
import type { CampaignSummary } from "~/models/campaign-summary.server";

/**
 * The content of a campaign export (spec 2 §9 "Exports"), independent of the file format: the
 * channels available for purchase and not in a bundle, each with focus, days online, price and
 * its description split at ----- into a short and a long text; then the price summary with
 * discount and service-fee rows only when present. Prices in euros, excluding VAT.
 */
export interface ExportDocument {
  title: string;
  subtitle: string;
  channelsHeading: string;
  channels: {
    name: string;
    facts: { label: string; value: string }[];
    short: string;
    long: string;
  }[];
  totalsHeading: string;
  totals: { label: string; value: string; strong?: boolean }[];
  vatNote: string;
}

export function buildExportDocument(
  summary: CampaignSummary,
  t: TFunction,
  locale: string,
  now = new Date(),
): ExportDocument {
  const money = (cents: number) => formatCents(cents, locale);
  const { price } = summary;
  // a plain hyphen: the PDF's standard font has no minus sign
  const totals: ExportDocument["totals"] = priceSummaryLines(price).map((line) => ({
    ...priceSummaryLineText(line, t, money, "-"),
    strong: line.key === "total" || undefined,
  }));

  return {
    title: summary.campaign.name || t("no-name"),
    subtitle: t("export-file.subtitle", { date: formatDate(now) }),
    channelsHeading: t("export-file.channels", { count: summary.exportChannels.length }),
    channels: summary.exportChannels.map((channel) => {
      const { short, long } = splitDescription(channel.description);
      return {
        name: channel.name,
        facts: [
          { label: t("summary.focus"), value: channel.focus },
          { label: t("summary.days-online"), value: String(channel.daysOnline) },
          { label: t("summary.price"), value: money(channel.price) },
        ],
        short,
        long,
      };
    }),
    totalsHeading: t("export-file.totals"),
    totals,
    vatNote: t("summary.vat-note"),
  };
}

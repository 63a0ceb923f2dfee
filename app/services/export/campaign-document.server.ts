import { countryLabel } from "~/lib/countries";
import type { TFunction } from "i18next";
import { splitDescription } from "~/lib/campaign/export";
import { formatDate } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { CHANNEL_COUNT_KEY, exchangeRateNotes, priceSummaryLines, priceSummaryLineText } from "~/lib/campaign/pricing";
import { formatNumber } from "~/lib/analytics/maths";
import { visitorsOtherWays, type CampaignFigures } from "~/lib/campaign/figures";
import { campaignResults, type CampaignResults, type ChannelResult } from "~/lib/campaign/results";
import type { CampaignSummary } from "~/models/campaign-summary.server";
import type { CampaignOutcomes } from "~/lib/outcomes/figures";
import { exportOutcomes } from "./campaign-outcomes-section.server";
import { forecastTarget, type ChannelForecast, type Forecast } from "~/lib/campaign/forecast";
import { basisText, costAmount, costText, rangeText, type ForecastLabels } from "~/lib/campaign/forecast-text";
import { forecastLabels } from "~/lib/campaign/forecast-labels";

/**
 * The content of a campaign export (spec 2 §9 "Exports"), independent of the file format: the
 * channels available for purchase and not in a bundle, each with focus, days online, price and
 * its description split at ----- into a short and a long text; then the price summary with
 * discount and service-fee rows only when present. Each channel's price in its own currency, the
 * totals in the order's (or the company's) with the reference rates used (decision 079); excluding VAT.
 */
export interface ExportDocument {
  title: string;
  subtitle: string;
  /** the company's logo (PNG or JPEG: what pdfkit and Word both draw), if one was uploaded */
  logo: { data: Buffer; type: "png" | "jpg" } | null;
  /** who the campaign is for and whom to ask (issue 16 §6): the company details and the exporter */
  company: { heading: string; lines: string[] };
  targetGroup: { heading: string; facts: { label: string; value: string }[] };
  /** an ordered campaign's results with their period (docs/decisions/045); null before the order */
  results: { heading: string; facts: { label: string; value: string }[] } | null;
  /** hires and cost per hire per channel from the ATS (issue 52 §3); null without applications */
  outcomes: { heading: string; facts: { label: string; value: string }[] } | null;
  channelsHeading: string;
  channels: {
    name: string;
    facts: { label: string; value: string }[];
    short: string;
    long: string;
  }[];
  totalsHeading: string;
  totals: { label: string; value: string; strong?: boolean }[];
  /** "1 EUR = 1.1767 USD, ECB reference rate of …" for a sum that mixes currencies; empty otherwise */
  rateNotes: string[];
  vatNote: string;
}

/** The company details and the signed-in exporter, as the export shows them. */
export interface ExportBranding {
  details?: {
    companyName: string;
    departmentName: string;
    addressLine1: string;
    postcode: string;
    city: string;
    country: string;
    logo: Buffer | null;
    logoMime: string | null;
  };
  companyName: string;
  contact: { firstName: string; lastName: string; email: string };
  /** the campaign's figures from campaignFigures, the same as on its other screens */
  figures?: CampaignFigures | null;
  /** the campaign's outcomes from campaignOutcomes, the same as on its other screens */
  outcomes?: CampaignOutcomes | null;
}

const LOGO_TYPES: Record<string, "png" | "jpg"> = { "image/png": "png", "image/jpeg": "jpg" };

export function buildExportDocument(
  summary: CampaignSummary,
  t: TFunction,
  locale: string,
  branding: ExportBranding,
  now = new Date(),
): ExportDocument {
  const { price } = summary;
  const money = (cents: number, currency = price.currency) => formatCents(cents, locale, currency);
  // a plain hyphen: the PDF's standard font has no minus sign
  const totals: ExportDocument["totals"] = priceSummaryLines(price).map((line) => ({
    ...priceSummaryLineText(line, t, money, "-"),
    strong: line.key === "total" || undefined,
  }));

  const { details, contact } = branding;
  const logoType = details?.logo && details.logoMime ? LOGO_TYPES[details.logoMime] : undefined;
  const contactName = [contact.firstName, contact.lastName].filter(Boolean).join(" ");
  const targetGroup = summary.campaign.targetGroup;
  const results = branding.figures ? campaignResults(summary.channels, branding.figures, summary.forecast, summary.campaign.orderedTotalCents ?? price.total) : null;
  // the builder's forecast, in the builder's words (docs/decisions/078); a plain hyphen for the PDF's font
  const tf = (key: string, values?: Record<string, unknown>) => (t(`forecast:${key}`, values) as string).replace(/–/g, "-");
  const labels = forecastLabels(targetGroup, forecastTarget(targetGroup).country, locale);
  const forecastOf = new Map((summary.forecast?.channels ?? []).map((c) => [c.channelId, c]));
  const fact = (label: string, values: (string | undefined)[]) => {
    const value = values.filter(Boolean).join(", ");
    return value ? [{ label, value }] : [];
  };

  return {
    title: summary.campaign.name || t("no-name"),
    // a running or finished campaign is exported as its results, a draft as a proposal (issue 48 §3)
    subtitle: t(results ? "export-file.subtitle-results" : "export-file.subtitle", { date: formatDate(now, locale) }),
    logo: details?.logo && logoType ? { data: details.logo, type: logoType } : null,
    company: {
      heading: t("export-file.company"),
      lines: [
        [details?.companyName ?? branding.companyName, details?.departmentName].filter(Boolean).join(" · "),
        ...(details ? [[details.addressLine1, [details.postcode, details.city].filter(Boolean).join(" "), countryLabel(details.country, locale)].filter(Boolean).join(", ")] : []),
        t("export-file.contact", { contact: [contactName, contact.email].filter(Boolean).join(", ") }),
      ].filter(Boolean),
    },
    targetGroup: {
      heading: t("campaign-performance:performance.target-group"),
      facts: [
        ...fact(t("campaigns:target-group.job-title"), [targetGroup?.jobTitle?.label]),
        ...fact(t("campaigns:target-group.job-function"), [targetGroup?.jobFunction?.label]),
        ...fact(t("campaigns:target-group.location"), (targetGroup?.regions ?? []).map((r) => r.label)),
        ...fact(t("campaigns:target-group.industry"), (targetGroup?.industries ?? []).map((i) => i.label)),
      ],
    },
    results: branding.figures && results ? exportResults(branding.figures, results, t, locale) : exportForecast(summary.forecast, tf, locale),
    outcomes: results ? exportOutcomes(branding.outcomes, t, locale) : null,
    // the same count as basket, checkout and share page (issue 16 §2)
    channelsHeading: results ? t("campaign-performance:share-page.channel-results") : t(CHANNEL_COUNT_KEY, { count: price.purchasableCount }),
    channels: results ? results.channels.map((channel) => ({ name: channel.name, facts: channelResultFacts(channel, t, locale), short: "", long: "" })) : summary.exportChannels.map((channel) => {
      const { short, long } = splitDescription(channel.description);
      return {
        name: channel.name,
        facts: [
          { label: t("summary.focus"), value: channel.focus },
          // a job fair is not online: its days are the event's (as on its channel card)
          channel.isEvent
            ? { label: t("channels:details.event-days"), value: t("channels:details.days", { count: channel.daysOnline }) as string }
            : { label: t("summary.days-online"), value: String(channel.daysOnline) },
          ...channelForecastFacts(forecastOf.get(channel.id), tf, labels, locale),
          {
            label: t("summary.price"),
            // the converted amount in words, not "≈": the PDF's standard font has no such sign
            value:
              channel.converted === null
                ? money(channel.price, channel.currency)
                : `${money(channel.price, channel.currency)} (${t("money:converted-label", { amount: money(channel.converted) })})`,
          },
        ],
        short,
        long,
      };
    }),
    totalsHeading: t("export-file.totals"),
    totals,
    rateNotes: exchangeRateNotes(price, t, locale),
    vatNote: t("summary.vat-note", { currency: price.currency }),
  };
}

/** A channel's results in an export (no order-time texts: the campaign runs already). */
function channelResultFacts(channel: ChannelResult, t: TFunction, locale: string) {
  const n = (value: number) => formatNumber(value, locale);
  return [
    { label: t("campaign-list:figures.clicks"), value: n(channel.clicks) },
    { label: t("forecast:column.forecast-clicks"), value: channel.forecast ? `${n(channel.forecast.clicks.low)}-${n(channel.forecast.clicks.high)}` : "-" },
    { label: t("campaign-list:figures.applicants"), value: n(channel.applicants) },
    { label: t("forecast:column.forecast-applicants"), value: channel.forecast ? `${n(channel.forecast.applicants.low)}-${n(channel.forecast.applicants.high)}` : "-" },
    { label: t("campaign-list:figures.cost-per-applicant"), value: channel.costPerApplicantCents === null ? "-" : formatCents(channel.costPerApplicantCents, locale, channel.currency) },
  ];
}

function exportResults(figures: CampaignFigures, results: CampaignResults, t: TFunction, locale: string) {
  const n = (value: number) => formatNumber(value, locale);
  return {
    heading: `${t("campaign-list:figures.title")} ${t("campaign-list:figures.period", { from: formatDate(figures.from, locale), to: formatDate(figures.to, locale) })}`,
    facts: [
      { label: t("campaign-list:figures.clicks"), value: n(figures.clicks) },
      { label: t("campaign-list:figures.visitors"), value: n(figures.visitors) },
      { label: t("campaign-list:figures.applicants"), value: n(figures.applicants) },
      {
        label: t("campaign-list:figures.cost-per-applicant-all"),
        // a plain hyphen: the PDF's standard font has no dash
        value: figures.costPerApplicantCents === null ? "-" : formatCents(figures.costPerApplicantCents, locale, figures.currency),
      },
      ...againstForecastFacts(results.forecast, t, locale),
      ...(figures.visitors > figures.clicks
        ? [{ label: t("campaign-list:figures.visitors"), value: t("campaign-list:figures.visitors-split", { fromChannels: n(figures.visitorsFromChannels), other: n(visitorsOtherWays(figures)) }) }]
        : []),
    ],
  };
}

type ForecastT = (key: string, values?: Record<string, unknown>) => string;

/** A draft's forecast (the builder's): clicks, applicants and cost per applicant per posting. */
function exportForecast(forecast: Forecast | null, tf: ForecastT, locale: string) {
  if (!forecast) return null;
  return {
    heading: tf("title"),
    facts: [
      { label: tf("clicks"), value: rangeText(tf, forecast.clicks, locale) },
      { label: tf("applicants"), value: rangeText(tf, forecast.applicants, locale) },
      { label: tf("cost-per-applicant"), value: costText(tf, forecast.costPerApplicant, locale) },
    ],
  };
}

/** A draft channel's forecast line: "20-60 clicks, 1-5 applicants · €79 (…) · catalogue estimate". */
function channelForecastFacts(
  forecast: ChannelForecast | undefined,
  tf: ForecastT,
  labels: ForecastLabels,
  locale: string,
) {
  if (!forecast) return [];
  const parts = [
    tf("figures", { clicks: rangeText(tf, forecast.clicks, locale), applicants: rangeText(tf, forecast.applicants, locale) }),
    ...(forecast.costPerApplicant ? [costText(tf, forecast.costPerApplicant, locale)] : []),
    basisText(tf, forecast.basis, labels),
  ];
  return [{ label: tf("title"), value: parts.join(" · ") }];
}

/** A running campaign's actual figures against the builder's forecast. */
function againstForecastFacts(forecast: CampaignResults["forecast"], t: TFunction, locale: string) {
  if (!forecast) return [];
  const tf: ForecastT = (key, values) => (t(`forecast:${key}`, values) as string).replace(/–/g, "-");
  const n = (value: number) => formatNumber(value, locale);
  const actualCost =
    forecast.actual.costPerApplicantCents !== null && forecast.costPerApplicant
      ? costAmount(forecast.actual.costPerApplicantCents, locale, forecast.costPerApplicant.currency)
      : "-";
  const heading = tf("against.title");
  return [
    { label: `${heading}, ${tf("clicks")}`, value: `${n(forecast.actual.clicks)} (${tf("against.forecast")}: ${rangeText(tf, forecast.clicks, locale)})` },
    { label: `${heading}, ${tf("applicants")}`, value: `${n(forecast.actual.applicants)} (${tf("against.forecast")}: ${rangeText(tf, forecast.applicants, locale)})` },
    { label: `${heading}, ${tf("cost-per-applicant")}`, value: `${actualCost} (${tf("against.forecast")}: ${costText(tf, forecast.costPerApplicant, locale)})` },
  ];
}

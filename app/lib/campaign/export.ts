import { isPurchasable, type PricedChannel } from "./pricing";

/** spec 2 §9 exports: the two file formats, named after the campaign. */
export const EXPORT_FORMATS = ["pdf", "docx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** spec 2 §9: descriptions use ----- to split the short from the long text (the catalogue's rule). */
export { splitDescription } from "~/lib/catalogue/description";

/**
 * Files are named after the campaign: any run of characters other than letters and digits
 * becomes one underscore (as spec 2 §4 does for the job-description PDF); a campaign without a
 * name is exported as "campaign".
 */
export function exportFileName(campaignName: string, format: ExportFormat) {
  const base = campaignName
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 100);
  return `${base || "campaign"}.${format}`;
}

/** An ASCII fallback plus the UTF-8 name (RFC 6266), so "Pflegefachkraft_München" survives. */
export function contentDisposition(fileName: string) {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "") || "campaign";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** spec 2 §9: channels not available for purchase and those in a bundle are excluded. */
export function exportableChannels<
  T extends Pick<PricedChannel, "availableForPurchase" | "bundleId">,
>(channels: T[]) {
  return channels.filter(isPurchasable);
}

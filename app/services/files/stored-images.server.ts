import { sanitizeFileName } from "~/lib/file-name";
import { exportCompanyDetails, getCompanyLogo, replaceStoredLogo } from "~/models/company-details.server";
import { getGeneratorImages, GENERATOR_IMAGES, replaceStoredGeneratorImage, type GeneratorImage, type StoredImage } from "~/models/jobdesc.server";
import { logger } from "~/platform/logger.server";
import { IMAGE_VERSION, normaliseImage } from "./image.server";
import { LOGO_MAX_PIXELS } from "./logo.server";

/**
 * The one way stored images are read for serving and for the PDF and Word writers (issue 36 §3,
 * docs/decisions/042). Images uploaded since issue 36 are normalised copies already; one stored
 * before (a lower version) is normalised on its first read and stored back, so no writer ever
 * sees uploaded bytes. One that cannot be normalised is not shown (and logged), never passed on.
 */
async function normaliseStored(image: StoredImage, what: Record<string, string>) {
  if (image.version >= IMAGE_VERSION) return image;
  const normalised = await normaliseImage(image.bytes, { maxPixels: LOGO_MAX_PIXELS });
  if (!normalised.ok) {
    logger.warn({ ...what, reason: normalised.reason }, "a stored image could not be normalised; it is left out");
    return null;
  }
  return { bytes: normalised.bytes, mime: normalised.mime, version: IMAGE_VERSION };
}

/** The company-details logo (served at /company-details/{id}/logo, drawn in PDFs and Word files). */
export async function readCompanyLogo(companyId: string, id: string) {
  const stored = await getCompanyLogo(companyId, id);
  if (!stored) return undefined;
  const image = await normaliseStored(stored, { companyId, companyDetailsId: id });
  if (!image) return undefined;
  const logo = { ...image, fileName: sanitizeFileName(stored.fileName) };
  if (stored.version !== image.version) await replaceStoredLogo(companyId, id, stored.version, logo);
  return logo;
}

/** The company details a campaign export is branded with (exportCompanyDetails), with the logo normalised. */
export async function readExportCompanyDetails(companyId: string, campaignId: string) {
  const details = await exportCompanyDetails(companyId, campaignId);
  if (!details?.logo || details.logoVersion >= IMAGE_VERSION) return details;
  const logo = await readCompanyLogo(companyId, details.id);
  return { ...details, logo: logo ? Buffer.from(logo.bytes) : null, logoMime: logo?.mime ?? null };
}

/** The generator's header and footer images (spec 2 §3). */
export async function readGeneratorImages(companyId: string) {
  const stored = await getGeneratorImages(companyId);
  const read = async (name: GeneratorImage) => {
    const current = stored[name];
    if (!current) return null;
    const image = await normaliseStored(current, { companyId, image: name });
    if (image && image.version !== current.version) await replaceStoredGeneratorImage(companyId, name, current.version, image);
    return image && { bytes: Buffer.from(image.bytes), mime: image.mime };
  };
  const [header, footer] = await Promise.all(GENERATOR_IMAGES.map(read));
  return { header, footer };
}

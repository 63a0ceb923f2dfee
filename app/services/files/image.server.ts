import type { Sharp } from "sharp";

/**
 * Every stored image (company logo, the generator's header and footer images) is a normalised
 * copy, never the uploaded bytes (issue 36 §3, docs/decisions/042): decoded by sharp (libvips, on
 * libuv's thread pool, not the event loop) with a pixel limit, scaled to fit IMAGE_MAX_EDGE,
 * oriented, converted to 8-bit sRGB and encoded again in its own type (PNG stays PNG for its
 * transparency, JPEG stays JPEG) — without EXIF, text chunks, ICC profiles or any bytes after the
 * image, so a PNG+ZIP or PNG+HTML polyglot loses its second half. The PDF and Word writers only
 * ever see such copies.
 */
export const IMAGE_MAX_EDGE = 2000;
/** The normalisation stored images carry; a stored image with a lower number is normalised again when read. */
export const IMAGE_VERSION = 1;
/** An encoded copy larger than this is encoded again as a palette PNG (at most 1 byte per pixel). */
export const NORMALISED_MAX_BYTES = 10_485_760;
/** A decode that takes longer (a crafted progressive JPEG, a busy machine) is given up. */
const DECODE_TIMEOUT_SECONDS = 20;

export type NormalisedMime = "image/png" | "image/jpeg";
type Normalised = { ok: true; bytes: Buffer; mime: NormalisedMime; width: number; height: number };
type NormaliseFailure = { ok: false; reason: "too-many-pixels" | "unreadable" };

const FORMATS: Record<string, NormalisedMime> = { png: "image/png", jpeg: "image/jpeg" };

// sharp (a native module) loads on the first image, not with the server (issue 10, warm start)
let loaded: Promise<typeof import("sharp")> | undefined;
async function loadSharp() {
  loaded ??= import("sharp").then((module) => {
    // each upload is new: libvips' operation cache would only hold on to decoded pixels
    module.default.cache(false);
    return module;
  });
  return (await loaded).default;
}

/**
 * The normalised copy of a PNG or JPEG, or why there is none: more than `maxPixels` pixels on
 * either edge (checked from the header before any pixel is decoded, and again by libvips'
 * `limitInputPixels` while decoding), or content libvips cannot decode as PNG/JPEG.
 */
export async function normaliseImage(
  input: Uint8Array,
  { maxPixels, maxBytes = NORMALISED_MAX_BYTES }: { maxPixels: number; maxBytes?: number },
): Promise<Normalised | NormaliseFailure> {
  const sharp = await loadSharp();
  // failOn "error": harmless warnings that phones and editors leave in real files (extraneous
  // bytes before a JPEG marker) do not refuse a logo; truncated or broken data does
  const open = () =>
    sharp(input, { limitInputPixels: maxPixels * maxPixels, failOn: "error", autoOrient: true }).timeout({ seconds: DECODE_TIMEOUT_SECONDS });
  try {
    const header = await open().metadata();
    const mime = FORMATS[header.format ?? ""];
    if (!mime) return { ok: false, reason: "unreadable" };
    if ((header.width ?? 0) > maxPixels || (header.height ?? 0) > maxPixels) return { ok: false, reason: "too-many-pixels" };

    const { data, info } = await open()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    // an alpha channel that is opaque everywhere is dropped: pdfkit embeds a PNG without alpha as
    // it is, but splits one with alpha pixel by pixel
    const opaque = info.channels === 4 && (await pixels().stats()).isOpaque;
    const encode = (image: Sharp, palette = false) =>
      mime === "image/jpeg" ? image.jpeg({ quality: 85 }).toBuffer() : image.png(palette ? { palette: true } : {}).toBuffer();
    const prepared = () => (opaque ? pixels().removeAlpha() : pixels());
    let bytes = await encode(prepared());
    if (bytes.byteLength > maxBytes && mime === "image/png") bytes = await encode(prepared(), true);
    return { ok: true, bytes, mime, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, reason: "too-many-pixels" };
    return { ok: false, reason: "unreadable" };
  }
}

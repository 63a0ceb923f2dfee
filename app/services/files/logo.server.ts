import { sanitizeFileName } from "~/lib/file-name";
import { message } from "~/lib/validation/messages";
import { normaliseImage, type NormalisedMime } from "./image.server";

/**
 * spec 1 §5 "Logo upload": only jpeg, jpg, png (judged by the content, never by the name or the
 * browser's claim); at most 1 file; at most 10485760 bytes; at most 5000x5000 pixels. Other types
 * raise 'file-stack.unsupported-files' with the mime type.
 */
export const LOGO_MAX_BYTES = 10_485_760;
export const LOGO_MAX_PIXELS = 5000;
export const LOGO_MAX_FILES = 1;
export const LOGO_MIME_TYPES = ["image/jpeg", "image/png"] as const;

export type LogoCheck =
  | { ok: true; bytes: Buffer; mime: NormalisedMime; fileName: string; width: number; height: number }
  | { ok: false; error: string };

/**
 * The upload checks, then the normalised copy that is stored instead of the upload (issue 36 §3,
 * image.server.ts): `width` and `height` are the copy's. `claimedType` (the browser's guess) only
 * names a file whose content is not recognised at all.
 */
export async function checkLogoUpload(bytes: Uint8Array, originalName: string, claimedType = ""): Promise<LogoCheck> {
  if (bytes.byteLength === 0) return { ok: false, error: "campaign-checkout.upload-empty" };
  if (bytes.byteLength > LOGO_MAX_BYTES) {
    return { ok: false, error: message("file-stack.too-large", { max: "10 MB" }) };
  }
  // file-type loads on first use, not with the server (issue 10, warm start)
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(bytes);
  // unrecognised content: the browser's claim names it, unless it claims an accepted type
  const claimed = claimedType && !(LOGO_MIME_TYPES as readonly string[]).includes(claimedType) ? claimedType : "";
  const mime = type?.mime ?? (claimed || "application/octet-stream");
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(mime)) {
    return { ok: false, error: message("file-stack.unsupported-files", { mime }) };
  }
  const image = await normaliseImage(bytes, { maxPixels: LOGO_MAX_PIXELS });
  if (!image.ok) {
    return {
      ok: false,
      error:
        image.reason === "too-many-pixels"
          ? message("file-stack.too-many-pixels", { max: `${LOGO_MAX_PIXELS}x${LOGO_MAX_PIXELS}` })
          : message("file-stack.unsupported-files", { mime }),
    };
  }
  return { ok: true, bytes: image.bytes, mime: image.mime, fileName: sanitizeFileName(originalName), width: image.width, height: image.height };
}

/** spec 1 §5: at most one file per upload. */
export function checkFileCount(files: unknown[]) {
  return files.length <= LOGO_MAX_FILES ? null : message("file-stack.too-many-files", { max: LOGO_MAX_FILES });
}

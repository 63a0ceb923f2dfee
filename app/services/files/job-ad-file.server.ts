import { sanitizeFileName } from "~/lib/file-name";
import { message } from "~/lib/validation/messages";
import { LOGO_MAX_BYTES } from "./logo.server";

/**
 * spec 1 §3/§7 isAllowUploadPdfAndWord (issue 42 §12): the job ad as one .pdf or .docx file, judged
 * by its content (file-type), never by the name or the browser's claim; size-limited like the other
 * uploads (the logo's 10485760 bytes, spec 1 §5).
 */
export const JOB_AD_FILE_MAX_BYTES = LOGO_MAX_BYTES;
export const JOB_AD_FILE_TYPES = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;

export type JobAdFileCheck =
  | { ok: true; bytes: Buffer; mime: keyof typeof JOB_AD_FILE_TYPES; fileName: string }
  | { ok: false; error: string };

export async function checkJobAdFile(bytes: Uint8Array, originalName: string, claimedType = ""): Promise<JobAdFileCheck> {
  if (bytes.byteLength === 0) return { ok: false, error: "campaign-checkout.upload-empty" };
  if (bytes.byteLength > JOB_AD_FILE_MAX_BYTES) return { ok: false, error: message("file-stack.too-large", { max: "10 MB" }) };
  // file-type loads on first use, not with the server (issue 10, warm start)
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime ?? "";
  if (!(mime in JOB_AD_FILE_TYPES)) {
    // unrecognised content: the browser's claim names it, unless it claims an accepted type
    const named = mime || (claimedType && !(claimedType in JOB_AD_FILE_TYPES) ? claimedType : "application/octet-stream");
    return { ok: false, error: message("file-stack.unsupported-files", { mime: named }) };
  }
  const accepted = mime as keyof typeof JOB_AD_FILE_TYPES;
  return { ok: true, bytes: Buffer.from(bytes), mime: accepted, fileName: sanitizeFileName(originalName) };
}

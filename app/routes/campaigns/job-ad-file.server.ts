import { saveJobAdFile } from "~/models/job-ad-file.server";
import { checkJobAdFile, JOB_AD_FILE_MAX_BYTES } from "~/services/files/job-ad-file.server";
import { checkFileCount } from "~/services/files/logo.server";
import { readUploadForm } from "~/services/files/multipart.server";
import { readForm } from "~/services/http/request.server";

/** The job ad's file field (issue 42 §12). */
export const JOB_AD_FILE_FIELD = "jobAdFile";

/**
 * The job ad's form, with its file apart. With the PDF/Word upload switched on it is read as an
 * upload form (the file's size limit); switched off, any file sent is dropped unread beyond the
 * ordinary form limit, so nothing is stored.
 */
export async function readJobAdForm(request: Request, allowUpload: boolean) {
  const form = allowUpload
    ? await readUploadForm(request, { maxFileBytes: JOB_AD_FILE_MAX_BYTES, repeatable: [JOB_AD_FILE_FIELD] })
    : await readForm(request);
  const files = form.getAll(JOB_AD_FILE_FIELD).filter((v): v is File => typeof v !== "string");
  form.delete(JOB_AD_FILE_FIELD);
  return { form, files: allowUpload ? files : [] };
}

/** Checks and stores the uploaded file; the message key of what is wrong, or null (also when none came). */
export async function storeJobAdFile(companyId: string, campaignId: string, userId: string | null, files: File[]) {
  if (files.length === 0) return null;
  const count = checkFileCount(files);
  if (count) return count;
  const [file] = files;
  const checked = await checkJobAdFile(new Uint8Array(await file.arrayBuffer()), file.name, file.type);
  if (!checked.ok) return checked.error;
  await saveJobAdFile(companyId, campaignId, userId, checked);
  return null;
}

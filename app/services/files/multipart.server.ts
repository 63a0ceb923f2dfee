import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import {
  cleanFormData,
  FORM_BODY_LIMIT,
  httpError,
  readForm,
  requireFormType,
  type FormOptions,
} from "~/services/http/request.server";

/**
 * The body limit of a form with uploads: room for a file slightly over its own limit (so the form
 * can still say "too large" with the other fields intact) and a second one (so it can say "only
 * one file"), plus the text fields. The express guard (bodyLimit.server.ts) uses the same number.
 */
export function uploadBodyLimit(maxFileBytes: number) {
  return 2 * maxFileBytes + FORM_BODY_LIMIT;
}

/**
 * Reads a form that may carry file uploads, with the checks of readForm (415, 400 for a broken
 * body, duplicated fields, control characters) but its own size limit. Files are kept in memory up
 * to `maxFileBytes` + 1 bytes (the rest is drained, so the other fields still arrive and the size
 * check can say "too large" with the form intact); text fields up to `maxTextBytes`. An empty file
 * input is dropped.
 */
export async function readUploadForm(
  request: Request,
  {
    maxFileBytes,
    maxTextBytes = 100_000,
    ...options
  }: { maxFileBytes: number; maxTextBytes?: number } & FormOptions,
): Promise<FormData> {
  const type = requireFormType(request);
  if (type !== "multipart/form-data") return readForm(request, options);

  const limit = uploadBodyLimit(maxFileBytes);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) throw httpError(413, "Request body too large");
  // count the streamed bytes: a chunked body without Content-Length is cut off at the limit too
  let size = 0;
  let tooLarge = false;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) {
          tooLarge = true;
          controller.error(new Error("Request body too large"));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: counted ?? null,
    duplex: "half",
  } as RequestInit);

  const handler: UploadHandler = async ({ filename, contentType, data }) => {
    const fieldLimit = typeof filename === "string" ? maxFileBytes + 1 : maxTextBytes;
    const chunks: Uint8Array[] = [];
    let kept = 0;
    for await (const chunk of data) {
      if (kept >= fieldLimit) continue; // drain
      const slice = chunk.subarray(0, fieldLimit - kept);
      chunks.push(slice);
      kept += slice.byteLength;
    }
    const bytes = Buffer.concat(chunks);
    if (typeof filename !== "string") return bytes.toString("utf8");
    if (!filename && bytes.byteLength === 0) return undefined;
    return new File([bytes], filename, { type: contentType });
  };
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(limited, handler);
  } catch {
    throw tooLarge ? httpError(413, "Request body too large") : httpError(400, "Malformed multipart body");
  }
  return cleanFormData(form.entries(), options);
}

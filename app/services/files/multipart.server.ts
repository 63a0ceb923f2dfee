import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

/**
 * Reads a form that may carry file uploads. Files are kept in memory up to `maxFileBytes` + 1
 * bytes (the rest is drained, so the other fields still arrive and the size check can say "too
 * large" with the form intact); text fields up to `maxTextBytes`. An empty file input is dropped.
 */
export async function readUploadForm(
  request: Request,
  { maxFileBytes, maxTextBytes = 100_000 }: { maxFileBytes: number; maxTextBytes?: number },
): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return request.formData();

  const handler: UploadHandler = async ({ filename, contentType, data }) => {
    const limit = typeof filename === "string" ? maxFileBytes + 1 : maxTextBytes;
    const chunks: Uint8Array[] = [];
    let kept = 0;
    for await (const chunk of data) {
      if (kept >= limit) continue; // drain
      const slice = chunk.subarray(0, limit - kept);
      chunks.push(slice);
      kept += slice.byteLength;
    }
    const bytes = Buffer.concat(chunks);
    if (typeof filename !== "string") return bytes.toString("utf8");
    if (!filename && bytes.byteLength === 0) return undefined;
    return new File([bytes], filename, { type: contentType });
  };
  return unstable_parseMultipartFormData(request, handler);
}

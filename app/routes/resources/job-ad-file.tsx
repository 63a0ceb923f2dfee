import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileNameForType } from "~/lib/file-name";
import { readJobAdFile } from "~/models/job-ad-file.server";
import { requireCompany } from "~/services/auth/gate.server";
import { requireUuid } from "~/services/http/request.server";
import { notFound } from "~/lib/not-found";
import { localizedErrors } from "~/services/http/resource-errors.server";

/**
 * The job ad's PDF/Word file (issue 42 §12), for the company's own users: company-scoped (another
 * company's campaign is a 404), downloaded rather than shown, with the type sniffed at upload,
 * nosniff and a sandbox so a crafted file cannot run as a page of ours.
 */
export const loader = localizedErrors(async (args: LoaderFunctionArgs) => {
  const { params } = args;
  const { company } = await requireCompany(args);
  const file = await readJobAdFile(company.id, requireUuid(params.campaignId));
  if (!file) notFound();
  return new Response(new Uint8Array(file.file), {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.file.byteLength),
      "Content-Disposition": `attachment; filename="${fileNameForType(file.fileName, file.mime)}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-cache",
    },
  });
});

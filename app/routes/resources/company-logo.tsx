import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileNameForType } from "~/lib/file-name";
import { requireCompany } from "~/services/auth/gate.server";
import { readCompanyLogo } from "~/services/files/stored-images.server";
import { requireUuid } from "~/services/http/request.server";
import { notFound } from "~/lib/not-found";
import { localizedErrors } from "~/services/http/resource-errors.server";

/**
 * spec 1 §7: the company-details logo is served from /company-details/{id}/logo. Company-scoped
 * (another company's logo is a 404); the normalised copy (issue 36 §3) with its type, nosniff and
 * a file name of at most 100 characters (issue 36 §11).
 */
export const loader = localizedErrors(async (args: LoaderFunctionArgs) => {
  const { params } = args;
  const { company } = await requireCompany(args);
  const logo = await readCompanyLogo(company.id, requireUuid(params.id));
  if (!logo) notFound();
  return new Response(new Uint8Array(logo.bytes), {
    headers: {
      "Content-Type": logo.mime,
      "Content-Length": String(logo.bytes.byteLength),
      "Content-Disposition": `inline; filename="${fileNameForType(logo.fileName, logo.mime)}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // the URL carries ?v=<updated at>, so a changed logo gets a new URL
      "Cache-Control": "private, max-age=86400",
    },
  });
});

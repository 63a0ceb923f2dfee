import type { LoaderFunctionArgs } from "@remix-run/node";
import { fileNameForType } from "~/lib/file-name";
import { getCompanyLogo } from "~/models/company-details.server";
import { requireCompany } from "~/services/auth/gate.server";
import { requireUuid } from "~/services/http/request.server";

/**
 * spec 1 §7: the company-details logo is served from /company-details/{id}/logo. Company-scoped
 * (another company's logo is a 404), with the type sniffed at upload and nosniff.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company } = await requireCompany(request);
  const logo = await getCompanyLogo(company.id, requireUuid(params.id));
  if (!logo) throw new Response("Not Found", { status: 404 });
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
}

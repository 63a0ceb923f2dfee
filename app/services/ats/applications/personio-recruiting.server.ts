import { z } from "zod";
import { classifyStage, furthestStage } from "~/lib/outcomes/stages";
import type { ImportedApplication } from "~/lib/outcomes/types";
import { withSlash } from "../greenhouse.server";
import { parseJson, PayloadBudget, request } from "../http.server";
import { AtsError } from "../types";
import { dateOf, nextPageUrl, requireCredential, type ApplicationSource } from "./types";

/**
 * Personio Recruiting API v2 (developer.personio.de, "Recruiting API is generally available"):
 * POST /v2/auth/token (client credentials, form-encoded) gives a bearer token; GET
 * /v2/recruiting/applications?limit=&updated_at.gt= lists applications as {_data, _meta} with the
 * next page's URL (a cursor) in _meta.links.next.href; 429 with Retry-After past the rate limit.
 * Fixtures in tests/fixtures/ats-applications/personio/ (their README says which fields are taken
 * from the reference and which are assumed). The credential is "client id:client secret".
 * The candidate object is not read beyond what the application carries (docs/decisions/076).
 */
export const PERSONIO_PAGE = 50;

const named = z.object({ id: z.union([z.string(), z.number()]).nullish(), name: z.string().nullish() });
const application = z.object({
  id: z.union([z.string(), z.number()]),
  job: z.object({ id: z.union([z.string(), z.number()]) }).nullish(),
  status: z.string().nullish(),
  stage: named.nullish(),
  channel: z.union([z.string(), named]).nullish(),
  // what the career site passed on the apply URL, as Personio keeps it (utm_source, our visitor id)
  tracking: z.object({ utm_source: z.string().nullish(), hirewave_visitor: z.string().nullish() }).nullish(),
  created_at: z.string(),
  updated_at: z.string(),
});
const page = z.object({
  _data: z.array(z.unknown()),
  _meta: z.object({ links: z.object({ next: z.object({ href: z.string().nullish() }).nullish() }).nullish() }).nullish(),
});
const token = z.object({ access_token: z.string() });

const STATUS: Record<string, ImportedApplication["status"]> = {
  rejected: "rejected",
  withdrawn: "withdrawn",
  hired: "hired",
  accepted: "hired",
};

export const personioRecruiting: ApplicationSource = {
  kind: "personio",
  open(settings, options = {}) {
    const base = withSlash(settings.baseUrl);
    const [clientId, ...rest] = requireCredential(settings).split(":");
    let bearer: Promise<string> | undefined;
    const authenticate = async () => {
      const answer = await request(new URL("v2/auth/token", base).toString(), new PayloadBudget(), options, {
        accept: "application/json",
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials", client_id: clientId, client_secret: rest.join(":") }).toString(),
      });
      const parsed = token.safeParse(parseJson(answer.text));
      if (!parsed.success) throw new AtsError("malformed", "no access token");
      return parsed.data.access_token;
    };
    return {
      async readPage({ nextPage, updatedSince }) {
        bearer ??= authenticate();
        let url: URL;
        if (nextPage) url = nextPageUrl(nextPage, base);
        else {
          url = new URL("v2/recruiting/applications", base);
          url.searchParams.set("limit", String(PERSONIO_PAGE));
          if (updatedSince) url.searchParams.set("updated_at.gt", updatedSince.toISOString());
        }
        const answer = await request(url.toString(), new PayloadBudget(), options, {
          accept: "application/json",
          headers: { authorization: `Bearer ${await bearer}` },
        });
        const body = page.safeParse(parseJson(answer.text));
        if (!body.success) throw new AtsError("malformed", "no _data list");
        const applications: ImportedApplication[] = [];
        for (const raw of body.data._data) {
          const parsed = application.safeParse(raw);
          if (!parsed.success) continue;
          const a = parsed.data;
          const status = STATUS[a.status ?? ""] ?? "active";
          const stageName = a.stage?.name ?? null;
          let stage = classifyStage(stageName);
          if (a.status === "offer") stage = furthestStage(stage, "offer");
          if (status === "hired") stage = "hired";
          const updated = dateOf(a.updated_at)!;
          const channel = typeof a.channel === "string" ? a.channel : (a.channel?.name ?? null);
          applications.push({
            externalId: String(a.id),
            atsJobId: a.job ? String(a.job.id) : null,
            sourceName: channel,
            trackingValues: a.tracking?.utm_source ? [a.tracking.utm_source] : [],
            visitorId: a.tracking?.hirewave_visitor ?? null,
            stageId: a.stage?.id !== undefined && a.stage?.id !== null ? String(a.stage.id) : null,
            stageName,
            stage,
            status,
            appliedAt: dateOf(a.created_at) ?? updated,
            // the list has no stage history: a milestone's date is when an import first saw it
            interviewAt: stage === "interview" || stage === "offer" || stage === "hired" ? updated : null,
            offerAt: stage === "offer" || stage === "hired" ? updated : null,
            hiredAt: status === "hired" ? updated : null,
            rejectedAt: status === "rejected" ? updated : null,
            atsUpdatedAt: updated,
          });
        }
        const next = body.data._meta?.links?.next?.href;
        // checked before the page is committed with it: a foreign next page stops the run here
        return { applications, nextPage: next ? nextPageUrl(next, base).toString() : null };
      },
    };
  },
};

import { z } from "zod";
import { classifyStage, furthestStage } from "~/lib/outcomes/stages";
import type { ImportedApplication } from "~/lib/outcomes/types";
import { withSlash } from "../greenhouse.server";
import { parseJson, PayloadBudget, request } from "../http.server";
import { AtsError } from "../types";
import { basicAuth, dateOf, nextPageUrl, requireCredential, type ApplicationSource } from "./types";

/**
 * Greenhouse Harvest API v1 (developers.greenhouse.io/harvest.html), fixtures in
 * tests/fixtures/ats-applications/greenhouse/: GET /v1/applications?per_page=&last_activity_after=
 * with HTTP Basic auth (the API key as user name, no password); paging by the Link header's
 * rel="next" URL; 50 requests per 10 s per key, over it 429 with Retry-After. The hire date is the
 * accepted offer's resolved_at (GET /v1/applications/{id}/offers/current_offer), read only for
 * applications that are hired or in an offer stage.
 * Only the fields below are parsed: the candidate's name, answers, attachments and custom fields
 * other than ours never leave the parser (docs/decisions/076).
 */
export const GREENHOUSE_PER_PAGE = 100;

const application = z.object({
  id: z.union([z.number(), z.string()]),
  prospect: z.boolean().nullish(),
  applied_at: z.string(),
  rejected_at: z.string().nullish(),
  last_activity_at: z.string(),
  source: z.object({ id: z.union([z.number(), z.string()]).nullish(), public_name: z.string().nullish() }).nullish(),
  status: z.string(),
  current_stage: z.object({ id: z.union([z.number(), z.string()]), name: z.string() }).nullish(),
  jobs: z.array(z.object({ id: z.union([z.number(), z.string()]) })).nullish(),
  // an application custom field the career site fills with our visitor id (decision 076)
  keyed_custom_fields: z
    .object({ hirewave_visitor: z.object({ value: z.unknown() }).nullish() })
    .passthrough()
    .nullish(),
});
const offer = z.object({
  status: z.string(),
  sent_at: z.string().nullish(),
  resolved_at: z.string().nullish(),
  created_at: z.string().nullish(),
});

/** The rel="next" URL of an RFC 8288 Link header, or null. */
export function linkNext(header: string | null) {
  for (const part of header?.split(",") ?? []) {
    const match = /<([^>]*)>\s*;(.*)$/.exec(part.trim());
    if (match && /\brel="?next"?/i.test(match[2])) return match[1];
  }
  return null;
}

const STATUS: Record<string, ImportedApplication["status"]> = {
  active: "active",
  rejected: "rejected",
  hired: "hired",
  converted: "active",
};

export const greenhouseHarvest: ApplicationSource = {
  kind: "greenhouse",
  open(settings, options = {}) {
    const base = withSlash(settings.baseUrl);
    const authorization = basicAuth(requireCredential(settings));
    const get = async (url: URL) => {
      const answer = await request(url.toString(), new PayloadBudget(), options, {
        accept: "application/json",
        headers: { authorization },
      });
      return { body: parseJson(answer.text), link: answer.headers.get("link") };
    };
    const currentOffer = async (id: string) => {
      try {
        const { body } = await get(new URL(`v1/applications/${encodeURIComponent(id)}/offers/current_offer`, base));
        const parsed = offer.safeParse(body);
        return parsed.success ? parsed.data : null;
      } catch (err) {
        // no offer yet: Harvest answers 404
        if (err instanceof AtsError && err.detail.startsWith("HTTP 404")) return null;
        throw err;
      }
    };
    return {
      async readPage({ nextPage, updatedSince }) {
        let url: URL;
        if (nextPage) url = nextPageUrl(nextPage, base);
        else {
          url = new URL("v1/applications", base);
          url.searchParams.set("per_page", String(GREENHOUSE_PER_PAGE));
          if (updatedSince) url.searchParams.set("last_activity_after", updatedSince.toISOString());
        }
        const { body, link } = await get(url);
        if (!Array.isArray(body)) throw new AtsError("malformed", "not an applications array");
        const applications: ImportedApplication[] = [];
        for (const raw of body) {
          const parsed = application.safeParse(raw);
          // prospects are people sourced for no job yet: not an application to a vacancy
          if (!parsed.success || parsed.data.prospect) continue;
          const a = parsed.data;
          const id = String(a.id);
          const stageName = a.current_stage?.name ?? null;
          const status = STATUS[a.status] ?? "active";
          let stage = classifyStage(stageName);
          let offerAt: Date | null = null;
          let hiredAt: Date | null = null;
          if (status === "hired" || stage === "offer") {
            const current = await currentOffer(id);
            offerAt = dateOf(current?.sent_at ?? current?.created_at);
            if (current?.status === "accepted") hiredAt = dateOf(current.resolved_at);
            if (offerAt) stage = furthestStage(stage, "offer");
          }
          // hired without an accepted offer on record: the last activity is the best date there is
          if (status === "hired") {
            stage = "hired";
            hiredAt ??= dateOf(a.last_activity_at);
          }
          const visitor = a.keyed_custom_fields?.hirewave_visitor?.value;
          const activity = dateOf(a.last_activity_at)!;
          applications.push({
            externalId: id,
            atsJobId: a.jobs?.[0] ? String(a.jobs[0].id) : null,
            sourceName: a.source?.public_name ?? null,
            trackingValues: a.source?.public_name ? [a.source.public_name] : [],
            visitorId: typeof visitor === "string" && visitor ? visitor : null,
            stageId: a.current_stage ? String(a.current_stage.id) : null,
            stageName,
            stage,
            status,
            appliedAt: dateOf(a.applied_at) ?? activity,
            // the interview's first sighting: Harvest's list has no stage history
            interviewAt: stage === "interview" || stage === "offer" || stage === "hired" ? activity : null,
            offerAt: offerAt ?? (stage === "offer" ? activity : null),
            hiredAt,
            rejectedAt: status === "rejected" ? dateOf(a.rejected_at) ?? activity : null,
            atsUpdatedAt: activity,
          });
        }
        // checked before the page is committed with it: a foreign next page stops the run here
        const next = linkNext(link);
        return { applications, nextPage: next ? nextPageUrl(next, base).toString() : null };
      },
    };
  },
};

import { z } from "zod";
import { atLeast, classifyStage, furthestStage } from "~/lib/outcomes/stages";
import type { ApplicationStage, ImportedApplication } from "~/lib/outcomes/types";
import { withSlash } from "../greenhouse.server";
import { parseJson, PayloadBudget, request } from "../http.server";
import { AtsError } from "../types";
import { basicAuth, dateOf, requireCredential, type ApplicationSource } from "./types";

/**
 * Lever API v1 (hire.lever.co/developer/documentation), fixtures in
 * tests/fixtures/ats-applications/lever/: GET /v1/opportunities?limit=&updated_at_start=
 * &expand=applications with HTTP Basic auth (API key as user name); a page is
 * {data, hasNext, next} and the next page is asked for with offset=<next>. Stages and archive
 * reasons come once per run from /v1/stages and /v1/archive_reasons: an opportunity archived with
 * a reason of type "hired" is a hire (every account has one), any other archive is a rejection.
 * Lever allows 10 requests per second (bursts to 20) and answers 429 beyond.
 * `sources` holds the lever-source parameter of the apply URL; tags "hw-visitor:<id>" carry our
 * visitor id. Names, e-mails, phones, links and notes are not parsed (docs/decisions/076).
 */
export const LEVER_APPLICATIONS_PAGE = 100;

const list = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), hasNext: z.boolean().nullish(), next: z.string().nullish() });
const stage = z.object({ id: z.string(), text: z.string() });
const reason = z.object({ id: z.string(), type: z.string().nullish() });
const opportunity = z.object({
  id: z.string(),
  stage: z.union([z.string(), stage]).nullish(),
  archived: z.object({ reason: z.string().nullish(), archivedAt: z.number().nullish() }).nullish(),
  sources: z.array(z.string()).nullish(),
  origin: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  stageChanges: z.array(z.object({ toStageId: z.string(), updatedAt: z.number() })).nullish(),
  applications: z
    .array(z.union([z.string(), z.object({ posting: z.string().nullish() }).passthrough()]))
    .nullish(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const leverOpportunities: ApplicationSource = {
  kind: "lever",
  open(settings, options = {}) {
    const base = withSlash(settings.baseUrl);
    const authorization = basicAuth(requireCredential(settings));
    const get = async (url: URL) =>
      parseJson((await request(url.toString(), new PayloadBudget(), options, { accept: "application/json", headers: { authorization } })).text);
    let lookups: Promise<{ stages: Map<string, string>; hired: Set<string> }> | undefined;
    const readLookups = async () => {
      const [stages, reasons] = await Promise.all([get(new URL("v1/stages", base)), get(new URL("v1/archive_reasons", base))]);
      const s = list(stage).safeParse(stages);
      const r = list(reason).safeParse(reasons);
      if (!s.success || !r.success) throw new AtsError("malformed", "stages or archive reasons");
      return {
        stages: new Map(s.data.data.map((x) => [x.id, x.text])),
        hired: new Set(r.data.data.filter((x) => x.type === "hired").map((x) => x.id)),
      };
    };
    return {
      async readPage({ nextPage, updatedSince }) {
        lookups ??= readLookups();
        const { stages, hired } = await lookups;
        const url = new URL("v1/opportunities", base);
        url.searchParams.set("limit", String(LEVER_APPLICATIONS_PAGE));
        url.searchParams.append("expand", "applications");
        if (updatedSince) url.searchParams.set("updated_at_start", String(updatedSince.getTime()));
        if (nextPage) url.searchParams.set("offset", nextPage);
        const page = list(z.unknown()).safeParse(await get(url));
        if (!page.success) throw new AtsError("malformed", "no opportunities list");
        const applications: ImportedApplication[] = [];
        for (const raw of page.data.data) {
          const parsed = opportunity.safeParse(raw);
          if (!parsed.success) continue;
          const o = parsed.data;
          const stageId = typeof o.stage === "string" ? o.stage : (o.stage?.id ?? null);
          const stageName = typeof o.stage === "object" && o.stage ? o.stage.text : stageId ? (stages.get(stageId) ?? null) : null;
          // the first time the opportunity entered an interview or offer stage, from its history
          const reached = (wanted: ApplicationStage) =>
            (o.stageChanges ?? [])
              .filter((c) => atLeast(classifyStage(stages.get(c.toStageId)), wanted))
              .map((c) => c.updatedAt)
              .sort((a, b) => a - b)[0];
          const interviewMs = reached("interview");
          const offerMs = reached("offer");
          const archivedAt = dateOf(o.archived?.archivedAt);
          const isHired = Boolean(o.archived?.reason && hired.has(o.archived.reason));
          const status: ImportedApplication["status"] = o.archived?.reason ? (isHired ? "hired" : "rejected") : "active";
          let current = classifyStage(stageName);
          if (offerMs) current = furthestStage(current, "offer");
          else if (interviewMs) current = furthestStage(current, "interview");
          if (isHired) current = "hired";
          const first = o.applications?.[0];
          const tags = o.tags ?? [];
          const visitorTag = tags.find((t) => t.startsWith("hw-visitor:"));
          applications.push({
            externalId: o.id,
            atsJobId: first && typeof first === "object" ? (first.posting ?? null) : null,
            sourceName: o.sources?.[0] ?? o.origin ?? null,
            trackingValues: o.sources ?? [],
            visitorId: visitorTag ? visitorTag.slice("hw-visitor:".length) : null,
            stageId,
            stageName,
            stage: current,
            status,
            appliedAt: dateOf(o.createdAt)!,
            interviewAt: dateOf(interviewMs),
            offerAt: dateOf(offerMs),
            hiredAt: isHired ? archivedAt : null,
            rejectedAt: status === "rejected" ? archivedAt : null,
            atsUpdatedAt: dateOf(o.updatedAt)!,
          });
        }
        return { applications, nextPage: page.data.hasNext && page.data.next ? page.data.next : null };
      },
    };
  },
};

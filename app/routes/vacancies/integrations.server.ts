import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { z } from "zod";
import { safeHttpUrl } from "~/lib/vacancies/mapping";
import { ATS_CONNECTORS } from "~/lib/vacancies/types";
import { getIntegration, rotateFeedKey, saveIntegration } from "~/models/vacancy.server";
import { resolveSourceUrl } from "~/services/ats/sync.server";
import { connectorFor } from "~/services/ats/provider.server";
import { AtsError } from "~/services/ats/types";
import type { CompanyContext } from "~/services/auth/gate.server";
import { readForm } from "~/services/http/request.server";
import { redirectWithToast } from "~/services/session.server";

/**
 * /settings/integrations (issue 12 §2): the connector, its URL and board token, enable/disable
 * (enabled ⇒ hasIntegration), a connection test, and the outgoing feed key with rotation.
 */
const REQUIRED = "vacancies:settings.required";
const URL_MESSAGE = "vacancies:settings.url";

/** The bundled demo feed is a path on this app; every other source is an absolute http(s) URL. */
const sourceUrl = z
  .string({ required_error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(2048, URL_MESSAGE)
  .refine(
    (value) => /^\/demo-ats\/[a-z0-9-]+\/jobs\.xml$/.test(value) || safeHttpUrl(value) !== null,
    URL_MESSAGE,
  );

export const integrationSchema = z
  .object({
    intent: z.enum(["save", "test", "rotate"]).default("save"),
    connector: z.enum(ATS_CONNECTORS, { errorMap: () => ({ message: REQUIRED }) }),
    baseUrl: sourceUrl,
    boardToken: z
      .string()
      .trim()
      .max(200)
      .regex(/^[A-Za-z0-9_.-]*$/, REQUIRED)
      .optional()
      .transform((v) => v || null),
    enabled: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  })
  .superRefine((value, ctx) => {
    // the two APIs address a board by its token; feeds are whole URLs
    if ((value.connector === "greenhouse" || value.connector === "lever") && !value.boardToken) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["boardToken"], message: REQUIRED });
    }
  });

export async function loadIntegrationSettings(companyId: string, appUrl: string) {
  const integration = await getIntegration(companyId);
  return {
    settings: integration
      ? {
          connector: integration.connector,
          baseUrl: integration.baseUrl,
          boardToken: integration.boardToken ?? "",
          enabled: integration.enabled,
        }
      : {
          connector: "greenhouse",
          baseUrl: "https://boards-api.greenhouse.io",
          boardToken: "",
          enabled: false,
        },
    feedUrl: integration ? `${appUrl}/feeds/${integration.feedKey}/jobs.xml` : null,
  };
}

export async function integrationAction(request: Request, context: CompanyContext) {
  const formData = await readForm(request);
  if (formData.get("intent") === "rotate") {
    if (!(await rotateFeedKey(context.company.id)))
      throw new Response("Not Found", { status: 404 });
    return redirectWithToast(request, "/settings/integrations", {
      kind: "success",
      key: "vacancies:settings.rotated",
    });
  }
  const submission = parseWithZod(formData, { schema: integrationSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), test: null }, { status: 400 });
  const { intent, ...settings } = submission.value;
  if (intent === "test") {
    // what the connector sees right now, or the source's error in its own words
    try {
      const list = await connectorFor(settings.connector).fetchVacancies({
        ...settings,
        baseUrl: resolveSourceUrl(settings.baseUrl),
      });
      return {
        result: submission.reply(),
        test: { ok: true as const, count: list.length, code: null, detail: null },
      };
    } catch (err) {
      const code = err instanceof AtsError ? err.code : "unreachable";
      const detail =
        err instanceof Error ? (err instanceof AtsError ? err.detail : err.message) : String(err);
      return { result: submission.reply(), test: { ok: false as const, count: 0, code, detail } };
    }
  }
  await saveIntegration(context.company.id, settings);
  return redirectWithToast(request, "/settings/integrations", {
    kind: "success",
    key: "vacancies:settings.saved",
  });
}

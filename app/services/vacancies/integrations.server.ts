import type { RequestArgs } from "~/services/http/request-context.server";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { integrationSchema } from "~/lib/vacancies/integration-settings";
import { canChangeCompanySettings } from "~/lib/shell/roles";
import { getIntegration, rotateFeedKey, saveIntegration } from "~/models/vacancy.server";
import { resolveSourceUrl } from "~/services/ats/sync.server";
import { connectorFor } from "~/services/ats/provider.server";
import { AtsError } from "~/services/ats/types";
import type { CompanyContext } from "~/services/auth/gate.server";
import { readForm } from "~/services/http/request.server";
import { redirectWithToast } from "~/services/session.server";
import { notFound } from "~/lib/not-found";

/**
 * /settings/integrations (issue 12 §2): the connector, its URL and board token, enable/disable
 * (enabled ⇒ hasIntegration), a connection test, and the outgoing feed key with rotation.
 */
export async function loadIntegrationSettings(companyId: string, appUrl: string, { admin }: { admin: boolean }) {
  const integration = await getIntegration(companyId);
  return {
    // the board token reaches an administrator's page only (shown masked there); others learn
    // that one is saved (issue 47 §7)
    boardTokenSaved: Boolean(integration?.boardToken),
    settings: integration
      ? {
          connector: integration.connector,
          baseUrl: integration.baseUrl,
          boardToken: admin ? (integration.boardToken ?? "") : "",
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

export async function integrationAction(args: RequestArgs, context: CompanyContext) {
  const { request } = args;
  // recruiters read the connection; only an administrator changes it or the feed key (issue 36 §11)
  if (!canChangeCompanySettings(context.roles)) throw new Response("Forbidden", { status: 403 });
  const formData = await readForm(request);
  if (formData.get("intent") === "rotate") {
    if (!(await rotateFeedKey(context.company.id)))
      notFound();
    return redirectWithToast(args, "/settings/integrations", {
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
  return redirectWithToast(args, "/settings/integrations", {
    kind: "success",
    key: "vacancies:settings.saved",
  });
}

import type { RequestArgs } from "~/services/http/request-context.server";
import { data } from "@remix-run/node";
import { DEFAULT_SOURCE_MAPPINGS, defaultSlugsFor, normalSourceName } from "~/lib/outcomes/source-mapping";
import { DEFAULT_API_URLS, importSettingsSchema, sourceMappingSchema } from "~/lib/outcomes/import-settings";
import { canChangeCompanySettings } from "~/lib/shell/roles";
import {
  companySourceMappings,
  countImportedApplications,
  deleteImportedApplications,
  deleteSourceMapping,
  getApplicationImport,
  importedSources,
  orderedChannelChoices,
  saveApplicationImport,
  saveSourceMapping,
} from "~/models/ats-application.server";
import { sealCredential } from "~/services/ats/credentials.server";
import type { CompanyContext } from "~/services/auth/gate.server";
import { readForm } from "~/services/http/request.server";
import { requestApplicationImport } from "~/services/jobs/applications.server";
import { redirectWithToast } from "~/services/session.server";

/**
 * /settings/ats-applications (issue 52 §1, §2, §5): the application import (connector, API address,
 * write-only credential, on/off, import now, delete what was imported) and the source → channel
 * mapping over the reviewed defaults. Everyone of the company reads it; an administrator changes it.
 */
const PATH = "/settings/ats-applications";

export async function loadApplicationImportSettings(companyId: string) {
  const [settings, imported, sources, mappings, choices] = await Promise.all([
    getApplicationImport(companyId),
    countImportedApplications(companyId),
    importedSources(companyId),
    companySourceMappings(companyId),
    orderedChannelChoices(companyId),
  ]);
  return {
    settings: {
      connector: settings?.connector ?? "greenhouse",
      baseUrl: settings?.baseUrl ?? DEFAULT_API_URLS.greenhouse,
      enabled: settings?.enabled ?? false,
      hasCredential: Boolean(settings?.credential),
      status: settings?.status ?? "idle",
      lastImportedAt: settings?.lastImportedAt?.toISOString() ?? null,
      lastError: settings?.lastError ?? null,
    },
    imported,
    channels: choices,
    sources: sources.map((s) => {
      const key = normalSourceName(s.sourceName!);
      return {
        sourceName: s.sourceName!,
        applications: s.applications,
        // the company's own choice ("" = no channel), else null: the reviewed default applies
        own: mappings.has(key) ? (mappings.get(key) ?? "") : null,
        defaults: defaultSlugsFor(key),
      };
    }),
    reviewedEntries: DEFAULT_SOURCE_MAPPINGS.length,
  };
}

export type FieldErrors = Partial<Record<"connector" | "baseUrl" | "credential" | "sourceName" | "channelId", string>>;

export async function applicationImportAction(args: RequestArgs, context: CompanyContext) {
  const { request } = args;
  if (!canChangeCompanySettings(context.roles)) throw new Response("Forbidden", { status: 403 });
  const companyId = context.company.id;
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "delete") {
    const deleted = await deleteImportedApplications(companyId);
    return redirectWithToast(args, PATH, { kind: "success", key: "outcomes:import.deleted", values: { count: String(deleted) } });
  }
  if (intent === "import") {
    const outcome = await requestApplicationImport(companyId);
    const failed = outcome?.status === "error";
    return redirectWithToast(args, PATH, { kind: failed ? "error" : "success", key: failed ? "outcomes:import.failed" : "outcomes:import.started" });
  }
  if (intent === "map") {
    const parsed = sourceMappingSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
    const { sourceName, channelId } = parsed.data;
    const allowed = new Set((await orderedChannelChoices(companyId)).map((c) => c.id));
    if (channelId !== "" && channelId !== "default" && !allowed.has(channelId)) {
      return data({ errors: { channelId: "import.error.channel" } as FieldErrors }, { status: 400 });
    }
    if (channelId === "default") await deleteSourceMapping(companyId, sourceName);
    else await saveSourceMapping(companyId, sourceName, channelId || null);
    return redirectWithToast(args, PATH, { kind: "success", key: "outcomes:mapping.saved" });
  }
  const parsed = importSettingsSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const { connector, baseUrl, credential, enabled } = parsed.data;
  const existing = await getApplicationImport(companyId);
  if (enabled && !credential && !existing?.credential) {
    return data({ errors: { credential: "import.error.credential-required" } as FieldErrors }, { status: 400 });
  }
  await saveApplicationImport(companyId, {
    connector,
    baseUrl,
    enabled: enabled === "on",
    credential: credential ? sealCredential(credential) : undefined,
  });
  return redirectWithToast(args, PATH, { kind: "success", key: "outcomes:import.saved" });
}

function fieldErrors(error: { issues: { path: (string | number)[]; message: string }[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0]) as keyof FieldErrors;
    errors[field] ??= issue.message.startsWith("import.") ? issue.message : `import.error.${field === "channelId" ? "channel" : "source"}`;
  }
  return errors;
}

import { data as dataWithInit } from "@remix-run/node";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { TARGET_GROUP_FIELDS } from "../../app/lib/campaign/target-group-form";
import { CHECKOUT_FIELDS, TRACKING_FIELDS } from "../../app/lib/validation/checkout";
import { COMPANY_DETAILS_FIELDS, INVOICE_FIELDS } from "../../app/lib/validation/company-details";
import { JOB_AD_TEXT_FIELDS } from "../../app/lib/validation/job-ad";
import { FEATURE_NAMES, type FeatureName } from "../../app/services/features";
import { FORM_BODY_LIMIT } from "../../app/services/http/request.server";
import { insertCampaign, targetGroup } from "./campaign-list-fixtures";
import { checkoutReady, createPricedChannel } from "./checkout-fixtures";
import { requestWithSession, signedInMember } from "./fixtures";

/**
 * issue 11 §1: every loader and action of app/routes.ts, called as a signed-in user of a fresh
 * company with hostile input, answers below 500 (a returned or thrown Response < 500, or data). A
 * thrown error that is not a Response is what the server turns into a 500: it fails, with the route
 * and the case named. The routes are read from the route table, so a new route is fuzzed as soon
 * as it is listed.
 */

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

interface FuzzRoute {
  file: string;
  /** URL path pattern with :params */
  pattern: string;
}

function flatten(entries: RouteEntry[], parent = ""): FuzzRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const own = [{ file: entry.file, pattern }];
    return [...own, ...flatten(entry.children ?? [], entry.path ? pattern : parent)];
  });
}

const ROUTES = flatten(routes as RouteEntry[]);

/** Intents each action switches on (its `intent` field), so the fuzz reaches the real branches. */
const INTENTS: Record<string, string[]> = {
  "routes/campaigns/builder.tsx": ["add", "remove", "rename"],
  "routes/campaigns/media-channels-builder.tsx": ["add", "remove", "rename"],
  "routes/campaigns/checkout.tsx": [
    "autosave",
    "save",
    "order",
    "company-details.save",
    "invoice.save",
    "company-details.open:new",
    "invoice.delete:not-a-uuid",
    "company-details.delete:00000000-0000-0000-0000-000000000000",
  ],
  "routes/campaigns/job-ad.tsx": ["autosave", "save", "continue"],
  "routes/campaigns/target-group.tsx": ["recommendations", "job-description"],
  "routes/campaigns/approvals.tsx": ["approve", "reject"],
  "routes/campaigns/ordered.tsx": ["request-cancellation"],
  "routes/dashboard/dashboard.tsx": ["delete", "reorder"],
  "routes/campaigns/overview.tsx": ["delete", "reorder"],
  "routes/settings/tracking.tsx": ["save"],
  "routes/jobdesc/step.tsx": ["next", "save", "back", "generate", "use-option", "save-pdf", "company-details.save", "images.save"],
};

/** Field names sent to every action: the forms' own (from their field lists) and a generic set. */
const FIELDS = [
  ...new Set([
    "intent",
    "id",
    "name",
    "q",
    "page",
    "redirectTo",
    "returnTo",
    "locale",
    "campaignId",
    "channelId",
    "companyId",
    "companyDetailsId",
    "invoiceInformationId",
    "payment",
    "reason",
    "enabled",
    "enhanced",
    "campaignName",
    "prevJobTitle",
    "prevJobFunction",
    ...CHECKOUT_FIELDS,
    ...COMPANY_DETAILS_FIELDS,
    ...INVOICE_FIELDS,
    ...JOB_AD_TEXT_FIELDS,
    ...TARGET_GROUP_FIELDS,
    "url",
    "title",
    // job-description generator (issue 13)
    "text",
    "language",
    "tonality",
    "aiGeneration",
    "instructions",
    "optionId",
    "templateName",
    "color",
    "signature",
    "jobRefId",
  ]),
];

/**
 * Structured names (Conform paths) the forms of a route really carry: sent to that route only, so
 * the fuzz still reaches past the field-name check (issue 36 §1) into the route's own code.
 */
const STRUCTURED_FIELDS: Record<string, string[]> = {
  "routes/settings/tracking.tsx": ["fields[0].name", "fields[0].value", "fields[1].custom"],
  "routes/settings/customise-product-source.tsx": ["products[0].channelId", "products[0].customName"],
  "routes/campaigns/checkout.tsx": ["tracking[0].channelId", ...TRACKING_FIELDS.map((f) => `tracking[0].${f}`)],
};

/**
 * Field names that describe more than a form of ours holds (issue 36 §1 and §5): a sparse index
 * that Conform would turn into a 10⁸-slot array, nested and indexed paths under plain fields,
 * an index past a schema's item limit, a malformed path. Every action answers each with a 4xx,
 * quickly, without growing the process.
 */
const HOSTILE_NAMES = [
  "name[99999999]",
  "fields[99999999].name",
  "products[300000].customName",
  "tracking[300000].channelId",
  "name[0]",
  "name.a",
  "fields[0].name.x",
  "fields[0].name[1]",
  "products[0].channelId.a",
  "tracking[0].source[0]",
  "fields[20].name",
  "a[]",
  "a[x]",
  "a..b",
  "__proto__.polluted",
  "constructor.prototype.polluted",
];

/** Query names loaders read (lists, filters, dialogs, look-ups, builders). */
const QUERY_NAMES = [
  "id",
  "q",
  "tq",
  "lq",
  "page",
  "jump",
  "relevant",
  "dialog",
  "edit",
  "channel",
  "status",
  "author",
  "month",
  "sort",
  "redirectTo",
  "returnTo",
  "companyId",
  "reason",
  "error",
  "search",
  "campaignName",
  "jobTitle",
  "jobFunction",
  "regions",
  "industries",
  "title",
  "jf",
  "loc",
  "ind",
  "sen",
  "wt",
  "type",
  "v",
  "start-campaign",
  "delete",
  "share",
  "reorder",
];

const NUMERIC = ["99999999999999999999999", "-5", "NaN"];
const BAD_UUIDS = ["not-a-uuid", "12345678-1234-1234-1234-1234567890123"];
const UNICODE = "مرحبا \u202Eevil\u202C 👩🏽‍💻 Zoë ß ﷽ \uFEFF";

interface Ids {
  campaignId: string;
  channelId: string;
  companyDetailsId: string;
  invoiceInformationId: string;
  companyId: string;
}

interface FuzzCase {
  name: string;
  url: string;
  init?: RequestInit;
  params: Record<string, string>;
}

function fillPattern(pattern: string, values: Record<string, string>) {
  const params: Record<string, string> = {};
  const url = pattern.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const key = name ?? "*";
    params[key] = values[key] ?? values.default;
    return encodeURIComponent(params[key]);
  });
  return { url, params };
}

function validParams(ids: Ids): Record<string, string> {
  return {
    campaignId: ids.campaignId,
    channelId: ids.channelId,
    id: ids.companyDetailsId,
    kind: "job-titles",
    format: "pdf",
    step: "responsibilities",
    method: "standard",
    file: `${ids.channelId}.svg`,
    "*": "no-such-page",
    default: "x",
  };
}

/** A value for each field that lets validation pass as far as it can (ids real), then the case's value. */
function fieldValue(field: string, ids: Ids, value: string) {
  return field.endsWith("channelId") || field === "channelId" ? ids.channelId : value;
}

function form(entries: [string, string][], init: { multipart?: boolean } = {}): RequestInit {
  if (init.multipart) {
    const body = new FormData();
    for (const [k, v] of entries) body.append(k, v);
    return { method: "POST", body };
  }
  const body = new URLSearchParams();
  for (const [k, v] of entries) body.append(k, v);
  return { method: "POST", body };
}

function loaderCases(pattern: string, ids: Ids): FuzzCase[] {
  const valid = fillPattern(pattern, validParams(ids));
  const base = (query: string) => `${valid.url}?${query}`;
  const withId = (extra: URLSearchParams) => {
    const q = new URLSearchParams(extra);
    if (!q.has("id")) q.set("id", ids.campaignId);
    return q.toString();
  };
  const all = (value: (name: string) => string) =>
    new URLSearchParams(QUERY_NAMES.map((n) => [n, value(n)] as [string, string]));
  const cases: FuzzCase[] = [
    { name: "plain", url: valid.url, params: valid.params },
    { name: "valid id", url: base(`id=${ids.campaignId}`), params: valid.params },
    { name: "null byte in every query value", url: base(all(() => "a\0b").toString()), params: valid.params },
    { name: "unicode in every query value", url: base(withId(all(() => UNICODE))), params: valid.params },
  ];
  const twice = new URLSearchParams([...all(() => "a"), ...all(() => "b")]);
  cases.push({ name: "every query name twice", url: base(withId(twice)), params: valid.params });
  for (const n of NUMERIC) {
    cases.push({ name: `numbers ${n}`, url: base(withId(all(() => n))), params: valid.params });
  }
  for (const bad of BAD_UUIDS) {
    cases.push({ name: `invalid uuid ${bad} in the query`, url: base(all(() => bad).toString()), params: valid.params });
  }
  cases.push(...paramCases(pattern, ids));
  return cases;
}

/** Each route param replaced by hostile values, one at a time. */
function paramCases(pattern: string, ids: Ids): FuzzCase[] {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const cases: FuzzCase[] = [];
  for (const name of names) {
    for (const bad of [...BAD_UUIDS, "a\0b", UNICODE, NUMERIC[0]]) {
      const filled = fillPattern(pattern, { ...validParams(ids), [name]: bad });
      cases.push({ name: `param ${name}=${JSON.stringify(bad)}`, url: `${filled.url}?id=${ids.campaignId}`, params: filled.params });
    }
  }
  return cases;
}

function actionCases(route: FuzzRoute, ids: Ids): FuzzCase[] {
  const valid = fillPattern(route.pattern, validParams(ids));
  const url = `${valid.url}?id=${ids.campaignId}`;
  const intents = [...(INTENTS[route.file] ?? []), "", "no-such-intent"];
  const fields = [...FIELDS, ...(STRUCTURED_FIELDS[route.file] ?? [])];
  const entries = (intent: string, value: (field: string) => string): [string, string][] =>
    fields.map((f) => [f, f === "intent" ? intent : fieldValue(f, ids, value(f))]);
  const c = (name: string, init: RequestInit, at = url, params = valid.params): FuzzCase => ({ name, url: at, init, params });
  const cases: FuzzCase[] = [
    c("JSON body", { method: "POST", body: JSON.stringify({ intent: intents[0], name: "x" }), headers: { "Content-Type": "application/json" } }),
    c("text/plain body", { method: "POST", body: "intent=save&name=x", headers: { "Content-Type": "text/plain" } }),
    c("no content type", { method: "POST", body: new Uint8Array([1, 2, 3]) }),
    c("multipart without boundary", { method: "POST", body: "--x\r\nbroken", headers: { "Content-Type": "multipart/form-data" } }),
    c("broken multipart", {
      method: "POST",
      body: '--XYZ\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--XYZ\r\nContent-Disposition: form-da',
      headers: { "Content-Type": "multipart/form-data; boundary=XYZ" },
    }),
    c("oversize body (1 MB + 1)", {
      method: "POST",
      body: `intent=${encodeURIComponent(intents[0])}&name=${"a".repeat(FORM_BODY_LIMIT + 1)}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
  ];
  for (const intent of intents) {
    const label = `intent ${JSON.stringify(intent)}`;
    cases.push(c(`${label}: null byte in every field`, form(entries(intent, () => "a\0b"))));
    cases.push(c(`${label}: every field twice`, form([...entries(intent, () => "a"), ...entries(intent, () => "b")])));
    cases.push(c(`${label}: huge numbers`, form(entries(intent, () => NUMERIC[0]))));
    cases.push(c(`${label}: invalid uuids`, form(fields.map((f) => [f, f === "intent" ? intent : BAD_UUIDS[0]]))));
    cases.push(c(`${label}: unicode`, form(entries(intent, () => UNICODE))));
  }
  cases.push(c("null byte in every field (multipart)", form(entries(intents[0], () => "a\0b"), { multipart: true })));
  cases.push(c("null byte in the query", form(entries(intents[0], () => "x")), `${valid.url}?id=${ids.campaignId}&q=a%00b&page=a%00`));
  for (const p of paramCases(route.pattern, ids)) {
    cases.push({ ...p, init: form(entries(intents[0], () => "x")) });
  }
  return cases;
}

type RouteModule = Record<string, unknown>;
type RouteFunction = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => Promise<unknown>;

/** The status a result stands for: a Response's, data()'s init, or 200 for plain data. */
function statusOf(result: unknown) {
  if (result instanceof Response) return result.status;
  if (result && typeof result === "object" && (result as { type?: string }).type === dataWithInit(null).type) {
    return (result as { init: ResponseInit | null }).init?.status ?? 200;
  }
  return 200;
}

async function run(fn: RouteFunction, fuzz: FuzzCase, session: { userId: string; companyId: string }) {
  const request = await requestWithSession(fuzz.url, session, fuzz.init ?? {});
  try {
    const status = statusOf(await fn({ request, params: fuzz.params, context: { cspNonce: "fuzz", clientIp: "192.0.2.1" } }));
    return status >= 500 ? `answered ${status}` : null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status >= 500 ? `threw ${thrown.status}` : null;
    return `threw ${thrown instanceof Error ? thrown.message.split("\n")[0].slice(0, 160) : String(thrown)}`;
  }
}

let modules: Map<string, RouteModule>;

beforeAll(async () => {
  modules = new Map();
  for (const file of new Set(ROUTES.map((r) => r.file))) {
    modules.set(file, (await import(/* @vite-ignore */ path.resolve("app", file))) as RouteModule);
  }
});

async function freshCompany() {
  const features = Object.fromEntries(FEATURE_NAMES.filter((n) => n !== "force_auth0").map((n) => [n, true])) as Partial<
    Record<FeatureName, boolean>
  >;
  const member = await signedInMember({ features }, { roles: ["approver"], allowToOrder: true });
  const channel = await createPricedChannel(10_000);
  const campaign = await insertCampaign(member.company.id, { createdBy: member.user.id, targetGroup: targetGroup() }, [channel.id]);
  const ready = await checkoutReady(member.company.id, member.user.id, campaign.id);
  const ids: Ids = {
    campaignId: campaign.id,
    channelId: channel.id,
    companyDetailsId: ready.companyDetailsId,
    invoiceInformationId: ready.invoiceInformationId,
    companyId: member.company.id,
  };
  return { session: member.session, ids };
}

describe("fuzz: no route answers 5xx to hostile input (issue 11 §1)", () => {
  it("reads every route of app/routes.ts, including nested ones", () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES.map((r) => r.pattern)).toContain("/media-channels/channels/:channelId");
    expect(ROUTES.map((r) => r.pattern)).toContain("/t/:campaignId/:channelId");
  });

  for (const route of ROUTES) {
    it(`${route.pattern} (${route.file})`, async () => {
      const module = modules.get(route.file)!;
      const { session, ids } = await freshCompany();
      const failures: string[] = [];
      for (const kind of ["loader", "action"] as const) {
        const fn = module[kind] as RouteFunction | undefined;
        if (!fn) continue;
        const cases = kind === "loader" ? loaderCases(route.pattern, ids) : actionCases(route, ids);
        for (const fuzz of cases) {
          const failure = await run(fn, fuzz, session);
          if (failure) failures.push(`${kind} ${fuzz.name}: ${failure}`);
        }
      }
      expect(failures, `${route.pattern} (${route.file})`).toEqual([]);
    }, 60_000);
  }
});

describe("fuzz: field names a form does not hold are a 4xx, fast and without growing the process (issue 36 §1)", () => {
  const actions = ROUTES.filter((r, i, all) => all.findIndex((o) => o.file === r.file) === i);
  for (const route of actions) {
    it(`${route.pattern} (${route.file})`, async () => {
      const action = modules.get(route.file)!.action as RouteFunction | undefined;
      if (!action) return;
      const { session, ids } = await freshCompany();
      const valid = fillPattern(route.pattern, validParams(ids));
      const intent = (INTENTS[route.file] ?? ["save"])[0];
      const failures: string[] = [];
      for (const name of HOSTILE_NAMES) {
        for (const multipart of [false, true]) {
          const request = await requestWithSession(`${valid.url}?id=${ids.campaignId}`, session, form([["intent", intent], ["name", "x"], [name, "z"]], { multipart }));
          global.gc?.();
          const heapBefore = process.memoryUsage().heapUsed;
          const started = performance.now();
          let status: number;
          try {
            status = statusOf(await action({ request, params: valid.params, context: { cspNonce: "fuzz", clientIp: "192.0.2.1" } }));
          } catch (thrown) {
            status = thrown instanceof Response ? thrown.status : 500;
          }
          const ms = performance.now() - started;
          const grownMb = (process.memoryUsage().heapUsed - heapBefore) / 1_048_576;
          const label = `${name}${multipart ? " (multipart)" : ""}`;
          // a 4xx, or a redirect of the gate before the body is read (a consultant-only page, a logout);
          // a 2xx would mean the route parsed the names and answered with what they built
          if (status < 300 || status >= 500) failures.push(`${label}: answered ${status}`);
          if (ms > 1_000) failures.push(`${label}: took ${Math.round(ms)} ms`);
          if (grownMb > 64) failures.push(`${label}: heap grew ${Math.round(grownMb)} MB`);
        }
      }
      expect(failures, `${route.pattern} (${route.file})`).toEqual([]);
    }, 60_000);
  }
});

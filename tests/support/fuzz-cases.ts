import routes from "../../app/routes";
import { TARGET_GROUP_FIELDS } from "../../app/lib/campaign/target-group-form";
import { CHECKOUT_FIELDS, TRACKING_FIELDS } from "../../app/lib/validation/checkout";
import { COMPANY_DETAILS_FIELDS, INVOICE_FIELDS } from "../../app/lib/validation/company-details";
import { JOB_AD_TEXT_FIELDS } from "../../app/lib/validation/job-ad";
import { FORM_BODY_LIMIT } from "../../app/services/http/request.server";

/**
 * Hostile input for every route of app/routes.ts (issue 11 §1, issue 36 §1, §5): the route table
 * flattened to URL patterns, the field and query names forms and loaders read, and the cases built
 * from them. Used by the route-walking integration fuzz (tests/integration/fuzz.test.ts), which
 * calls loaders and actions directly, and by `npm run fuzz:http`, which sends the same cases to a
 * running production server.
 */
export interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

export interface FuzzRoute {
  file: string;
  /** URL path pattern with :params */
  pattern: string;
}

export function flatten(entries: RouteEntry[], parent = ""): FuzzRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const own = [{ file: entry.file, pattern }];
    return [...own, ...flatten(entry.children ?? [], entry.path ? pattern : parent)];
  });
}

export const ROUTES = flatten(routes as RouteEntry[]);

/** Intents each action switches on (its `intent` field), so the fuzz reaches the real branches. */
export const INTENTS: Record<string, string[]> = {
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
export const FIELDS = [
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
export const STRUCTURED_FIELDS: Record<string, string[]> = {
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
export const HOSTILE_NAMES = [
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
export const QUERY_NAMES = [
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

export const NUMERIC = ["99999999999999999999999", "-5", "NaN"];
export const BAD_UUIDS = ["not-a-uuid", "12345678-1234-1234-1234-1234567890123"];
export const UNICODE = "مرحبا \u202Eevil\u202C 👩🏽‍💻 Zoë ß ﷽ \uFEFF";

export interface Ids {
  campaignId: string;
  channelId: string;
  companyDetailsId: string;
  invoiceInformationId: string;
  companyId: string;
}

export interface FuzzCase {
  name: string;
  url: string;
  init?: RequestInit;
  params: Record<string, string>;
}

export function fillPattern(pattern: string, values: Record<string, string>) {
  const params: Record<string, string> = {};
  const url = pattern.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const key = name ?? "*";
    params[key] = values[key] ?? values.default;
    return encodeURIComponent(params[key]);
  });
  return { url, params };
}

export function validParams(ids: Ids): Record<string, string> {
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
export function fieldValue(field: string, ids: Ids, value: string) {
  return field.endsWith("channelId") || field === "channelId" ? ids.channelId : value;
}

export function form(entries: [string, string][], init: { multipart?: boolean } = {}): RequestInit {
  if (init.multipart) {
    const body = new FormData();
    for (const [k, v] of entries) body.append(k, v);
    return { method: "POST", body };
  }
  const body = new URLSearchParams();
  for (const [k, v] of entries) body.append(k, v);
  return { method: "POST", body };
}

export function loaderCases(pattern: string, ids: Ids): FuzzCase[] {
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
export function paramCases(pattern: string, ids: Ids): FuzzCase[] {
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

export function actionCases(route: FuzzRoute, ids: Ids): FuzzCase[] {
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

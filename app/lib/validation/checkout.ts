import { checkField, rulesFor, type ValidationRule } from "./rules";

/**
 * The checkout form (spec 1 §5 "Checkout", §3 "Checkout state"). Its text fields are validated by
 * the company's rules from the database (form name "checkout"); the choices (company details,
 * invoice information, payment) are required by the form itself.
 */
export const CHECKOUT_FORM = "checkout";

/** Campaign details: the text fields the rules apply to. */
export const CHECKOUT_FIELDS = ["poNumber", "jobReferenceId", "confirmationEmail", "labels", "remarks"] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** Tracking per channel; rules address them as "tracking.source" etc. */
export const TRACKING_FIELDS = ["source", "medium", "campaign"] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];

/** spec 1 §3: tracking defaults at checkout: medium jobposting, campaign jobmarketing, source e-commerce. */
export const TRACKING_DEFAULTS: Record<TrackingField, string> = {
  source: "e-commerce",
  medium: "jobposting",
  campaign: "jobmarketing",
};

/** Paying by invoice; any other payment value is a contract id. */
export const PAY_BY_INVOICE = "invoice";

/**
 * The default rule set every company starts with (written by the seed; used when a company has no
 * rows). spec 1 §5: the PO number rule defaults to required.
 */
export const DEFAULT_CHECKOUT_RULES: ValidationRule[] = [
  { field: "poNumber", validator: "required" },
  { field: "poNumber", validator: "maxLength", value: "35" },
  { field: "poNumber", validator: "noAtSign" },
  { field: "jobReferenceId", validator: "slug" },
  { field: "jobReferenceId", validator: "maxLength", value: "50" },
  { field: "confirmationEmail", validator: "email" },
  { field: "labels", validator: "maxItems", value: "5" },
  { field: "remarks", validator: "maxTextLength", value: "1000" },
  ...TRACKING_FIELDS.flatMap((f): ValidationRule[] => [
    { field: `tracking.${f}`, validator: "required" },
    { field: `tracking.${f}`, validator: "slug" },
    { field: `tracking.${f}`, validator: "maxLength", value: "100" },
  ]),
];

/** What the checkout saves as form state (form.state): every field as typed, valid or not. */
export interface CheckoutState {
  poNumber?: string;
  jobReferenceId?: string;
  confirmationEmail?: string;
  labels?: string;
  remarks?: string;
  tracking?: { channelId: string; source?: string; medium?: string; campaign?: string }[];
  companyDetailsId?: string;
  invoiceInformationId?: string;
  payment?: string;
}

/** Tracking rows for the basket's channels: saved values where present, else the defaults. */
export function trackingFor(channelIds: string[], saved: CheckoutState["tracking"] = []) {
  return channelIds.map((channelId) => {
    const row = saved.find((r) => r.channelId === channelId);
    return {
      channelId,
      source: row?.source ?? TRACKING_DEFAULTS.source,
      medium: row?.medium ?? TRACKING_DEFAULTS.medium,
      campaign: row?.campaign ?? TRACKING_DEFAULTS.campaign,
    };
  });
}

/**
 * spec 1 §5: all fields are validated on mount. Returns the invalid fields with their messages,
 * in form order, for the list at the top of the checkout. The same verdicts as checkoutSchema
 * (a unit test compares them) without zod, which the checkout page loads only on demand.
 */
export function invalidFields(rules: ValidationRule[], state: CheckoutState) {
  const result: { field: string; messages: string[] }[] = [];
  const add = (field: string, messages: string[]) => {
    if (messages.length > 0) result.push({ field, messages });
  };
  for (const field of CHECKOUT_FIELDS) add(field, checkField(rulesFor(rules, field), state[field] ?? ""));
  (state.tracking ?? []).forEach((row, index) => {
    for (const field of TRACKING_FIELDS) add(`tracking.${index}.${field}`, checkField(rulesFor(rules, `tracking.${field}`), row[field] ?? ""));
  });
  const chosen = (value: string | undefined, uuid: boolean) =>
    value !== undefined && value.trim() !== "" && (!uuid || UUID.test(value.trim()));
  if (!chosen(state.companyDetailsId, true)) add("companyDetailsId", ["form.warning.field-required"]);
  if (!chosen(state.invoiceInformationId, true)) add("invoiceInformationId", ["form.warning.field-required"]);
  if (!chosen(state.payment, false)) add("payment", ["form.warning.field-required"]);
  return result;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which action a checkout submit asks for (an `intent` value, with a record id for some). */
export type CheckoutIntent =
  | { kind: "autosave" }
  | { kind: "save" }
  | { kind: "order" }
  | { kind: "open" | "delete"; target: "company-details" | "invoice"; id: string }
  | { kind: "submit-dialog"; target: "company-details" | "invoice" };

export function parseCheckoutIntent(value: unknown): CheckoutIntent | null {
  if (value === "autosave") return { kind: "autosave" };
  if (value === "save") return { kind: "save" };
  if (value === "order") return { kind: "order" };
  if (value === "company-details.save") return { kind: "submit-dialog", target: "company-details" };
  if (value === "invoice.save") return { kind: "submit-dialog", target: "invoice" };
  const match = typeof value === "string" ? /^(company-details|invoice)\.(open|delete):([\w-]+)$/.exec(value) : null;
  if (!match) return null;
  return { kind: match[2] as "open" | "delete", target: match[1] as "company-details" | "invoice", id: match[3] };
}

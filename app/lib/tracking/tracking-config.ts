
/**
 * The company's tracking configuration (spec 2 §3 "Tracking configuration", §5 "Tracking"): query
 * parameters added to the links of ordered channels. Shared by the settings screen (Conform, live
 * preview), the server action and the tracking redirect.
 */
export interface TrackingField {
  name: string;
  value: string;
  /** custom fields can be renamed and deleted; the standard ones cannot */
  custom: boolean;
}

export interface TrackingConfig {
  enabled: boolean;
  fields: TrackingField[];
}

/**
 * Placeholders in curly braces, substituted when a job seeker follows a channel's link
 * (docs/decisions/012-custom-tracking-settings.md).
 */
export const PLACEHOLDERS = ["product_title", "channel_title", "campaign_id", "job_reference_id"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

/** spec 2 §3: the job reference used when the order has none. */
export const DEFAULT_JOB_REFERENCE = "No_Job_Ref_ID";

/** spec 2 §3: new custom fields start named custom_field with an empty value. */
export const NEW_CUSTOM_FIELD: TrackingField = { name: "custom_field", value: "", custom: true };

/** spec 2 §3 default fields; spec 2 §9: tracking defaults disabled. */
export const DEFAULT_TRACKING_FIELDS: readonly TrackingField[] = [
  { name: "utm_source", value: "{product_title}", custom: false },
  { name: "utm_medium", value: "jobposting", custom: false },
  { name: "utm_campaign", value: "jobmarketing", custom: false },
  { name: "source", value: "{channel_title}", custom: true },
];

export function defaultTrackingConfig(): TrackingConfig {
  return { enabled: false, fields: DEFAULT_TRACKING_FIELDS.map((f) => ({ ...f })) };
}

export const STANDARD_FIELD_NAMES = DEFAULT_TRACKING_FIELDS.filter((f) => !f.custom).map((f) => f.name);

/** Limits of our own (the spec gives none): enough for any analytics set-up, small enough for a URL. */
export const TRACKING_FIELDS_MAX = 20;
export const TRACKING_NAME_MAX = 50;
export const TRACKING_VALUE_MAX = 200;
/** Query parameter names: letters, digits, underscore, dot and hyphen. */
export const NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

/**
 * The standard fields are always there, in their order and under their own names, whatever a form
 * sent (spec 2 §5: their names are read-only and they cannot be deleted); custom fields follow.
 */
export function normalizeFields(submitted: TrackingField[]): TrackingField[] {
  const standard = DEFAULT_TRACKING_FIELDS.filter((f) => !f.custom).map((f) => ({
    ...f,
    value: submitted.find((s) => !s.custom && s.name === f.name)?.value ?? f.value,
  }));
  const custom = submitted.filter((s) => s.custom || !STANDARD_FIELD_NAMES.includes(s.name)).map((s) => ({ ...s, custom: true }));
  return [...standard, ...custom];
}

/** Replaces {placeholder} with its value; unknown placeholders stay as written. */
export function substitute(value: string, values: PlaceholderValues) {
  return value.replace(/\{([a-z_]+)\}/g, (whole, key: string) =>
    (PLACEHOLDERS as readonly string[]).includes(key) ? values[key as Placeholder] : whole,
  );
}

/** The tracking string: name=value pairs joined as a query string, placeholders substituted if given. */
export function trackingString(fields: Pick<TrackingField, "name" | "value">[], values?: PlaceholderValues) {
  const params = new URLSearchParams();
  for (const field of fields) {
    const name = field.name.trim();
    if (!name) continue;
    params.append(name, values ? substitute(field.value, values) : field.value);
  }
  // keep the braces readable in the preview; URLSearchParams would write %7B…%7D
  const query = params.toString();
  return values ? query : query.replace(/%7B/g, "{").replace(/%7D/g, "}");
}

/**
 * The preview's line-break points (issue 16 §5): the query split before each "&", so a long
 * preview wraps between parameters ("…&utm_campaign={channel_title}"), never inside a placeholder.
 */
export function previewSegments(query: string): string[] {
  return query.split(/(?=&)/).filter(Boolean);
}

/** Sets the tracking parameters on a destination URL; they replace parameters of the same name. */
export function withTrackingFields(destination: string, fields: TrackingField[], values: PlaceholderValues) {
  const url = new URL(destination);
  for (const field of fields) {
    const name = field.name.trim();
    if (name) url.searchParams.set(name, substitute(field.value, values));
  }
  return url.toString();
}

/** The channel title placeholder: the publisher's host name (linkedin.com), else the product name. */
export function channelTitle(homepage: string, productName: string) {
  try {
    return new URL(homepage).hostname.replace(/^www\./, "") || productName;
  } catch {
    return productName;
  }
}

export {
  PRODUCT_SOURCE_DEBOUNCE_MS,
  PRODUCT_SOURCE_MAX_PAGES,
  PRODUCT_SOURCE_PAGE_SIZE,
  type ProductSourceRow,
} from "./product-source";


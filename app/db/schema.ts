import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type PgColumn,
} from "drizzle-orm/pg-core";
import type { DeliveryStatus } from "../lib/campaign/lifecycle";
import { STATUS_SORT_ORDER } from "../lib/campaign/status";
import type { TargetGroup } from "../lib/campaign/target-group";
import type { ChannelNames } from "../lib/catalogue/channel-name";

export type { ChannelNames };

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** An employer organisation: the tenant every company-owned row hangs from. */
export const companies = pgTable("companies", {
  id: id(),
  name: text("name").notNull(),
  // {tenant}.{APP_DOMAIN} selects this company (spec 1 §2 route gate)
  tenantSlug: text("tenant_slug").notNull().unique(),
  // spec 1 §3: only companies with the webshop app count for the user
  hasWebshopApp: boolean("has_webshop_app").notNull().default(true),
  hasSubscription: boolean("has_subscription").notNull().default(true),
  // contract discount in percent (0–100), from the account configuration (spec 1 §6)
  discountPercent: integer("discount_percent").notNull().default(0),
  allowPdfWordUpload: boolean("allow_pdf_word_upload").notNull().default(false),
  hasIntegration: boolean("has_integration").notNull().default(false),
  // per purchasable channel, in cents; 0 = no service-fee line (spec 1 §9)
  serviceFeeCents: integer("service_fee_cents").notNull().default(0),
  // ISO 4217: the currency of the company's totals, service fee and orders (decision 079)
  currency: text("currency").notNull().default("EUR"),
  createdAt: createdAt(),
});

export const users = pgTable("users", {
  id: id(),
  // issuer + subject identify the account at the identity provider
  oidcIssuer: text("oidc_issuer").notNull(),
  oidcSubject: text("oidc_subject").notNull(),
  email: text("email").notNull(),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  // set when the user changed their own name (/settings/profile): sign-ins no longer overwrite it
  nameEditedAt: timestamp("name_edited_at", { withTimezone: true }),
  // underscore form as the user update call stores it (en_US, spec 1 §7); read through normalizeLocale
  locale: text("locale"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("users_oidc_identity").on(t.oidcIssuer, t.oidcSubject), index("users_email").on(t.email)]);

export const memberships = pgTable(
  "memberships",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    // e.g. approver; "consultant" is a role of consultant_access, not of a membership
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    // spec 1 §6: permissions.allowToOrder, default false
    allowToOrder: boolean("allow_to_order").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("memberships_company").on(t.companyId)],
);

/** Consultants may act on behalf of these companies (spec 1 §6 impersonation). */
export const consultantAccess = pgTable(
  "consultant_access",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** Per-company overrides of the feature defaults in app/services/features.ts. */
export const featureFlags = pgTable(
  "feature_flags",
  {
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);

export const contracts = pgTable(
  "contracts",
  {
    id: id(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    endDate: date("end_date").notNull(),
    remainingBudgetCents: bigint("remaining_budget_cents", { mode: "number" }).notNull().default(0),
    // ISO 4217 of the budget; an order in another currency is charged at the reference rate (decision 079)
    currency: text("currency").notNull().default("EUR"),
    createdAt: createdAt(),
  },
  (t) => [index("contracts_company").on(t.companyId)],
);

/** First-party analytics: one row per page view (spec 1 §2 route gate). */
export const pageViewEvents = pgTable(
  "page_view_events",
  {
    id: id(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    title: text("title").notNull(),
    locale: text("locale").notNull(),
    campaignId: uuid("campaign_id"),
    createdAt: createdAt(),
  },
  (t) => [index("page_view_events_company_time").on(t.companyId, t.createdAt)],
);

/**
 * Uncaught browser errors (spec 1 §8), reported by the page's error handlers. Nothing personal:
 * no user, no address, no query strings; e-mail addresses and long digit runs are masked before
 * the row is written (app/lib/client-errors.ts).
 */
export const clientErrors = pgTable(
  "client_errors",
  {
    id: id(),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    source: text("source"),
    line: integer("line"),
    column: integer("column"),
    stack: text("stack"),
    page: text("page").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("client_errors_time").on(t.createdAt)],
);

/** Fixed-window counters shared by every app instance through the database. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Jobs written in the same transaction as the change that needs them (issue 36 §10): an order and
 * its lifecycle job commit together, and the job runner of any instance sends what it finds here
 * to pg-boss (at its start, after each order, and every few seconds). Nothing waits for the minute
 * sweep, even an order placed before the runner has started or on an instance that died after it.
 */
export const jobOutbox = pgTable("job_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  queue: text("queue").notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Form submissions already handled, by the key their rendered form carried (issue 36 §6): a double
 * click, a retried POST or 20 concurrent copies of one form do the work once, and each gets the
 * first one's answer (where it redirected). Kept for a day.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** where the first submission went; null while it is still running */
    location: text("location"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index("form_submissions_created_at_idx").on(t.createdAt)],
);

/**
 * Server-side sessions (docs/conventions/architecture-decisions.md §5, issue 11 §2): the cookie holds only the random id, so
 * tokens never reach the browser and logout (deleting the row) ends a replayed cookie at once.
 * `data` is the session's key/value bag; `user_id` is copied out of it for "sign out everywhere".
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // a token refresh in progress (any instance): others wait for its result instead of
    // spending the same rotating refresh token a second time. A lease: its owner renews it while
    // the refresh runs, so an expired one means the owner died and another request takes over.
    refreshingUntil: timestamp("refreshing_until", { withTimezone: true }),
    refreshOwner: text("refresh_owner"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt)],
);

/**
 * The bundled identity provider's state (idp/adapter.ts, decision 041): oidc-provider's models —
 * sessions, grants, authorization codes, access and refresh tokens, interactions — one row per
 * model instance, so a restart or deploy keeps everyone signed in. Only the IdP reads or writes it.
 */
export const oidcModels = pgTable(
  "oidc_models",
  {
    // oidc-provider's model name ("Session", "Grant", "RefreshToken"…) and the instance's id
    model: text("model").notNull(),
    id: text("id").notNull(),
    // json, not jsonb: jsonb refuses the \u0000 a request parameter (nonce, state…) may carry
    payload: json("payload").$type<Record<string, unknown>>().notNull(),
    // the payload fields the adapter looks rows up by (revokeByGrantId, findByUid, findByUserCode)
    grantId: text("grant_id"),
    uid: text("uid"),
    userCode: text("user_code"),
    // null: kept until destroyed (oidc-provider gave no lifetime)
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "oidc_models_pkey", columns: [t.model, t.id] }),
    index("oidc_models_grant").on(t.model, t.grantId).where(sql`${t.grantId} is not null`),
    index("oidc_models_uid").on(t.model, t.uid).where(sql`${t.uid} is not null`),
    index("oidc_models_user_code").on(t.model, t.userCode).where(sql`${t.userCode} is not null`),
    index("oidc_models_expires").on(t.expiresAt),
  ],
);

// ── Campaigns (issue 4) ──────────────────────────────────────────────────────────────────────

/**
 * spec 1 §4 list order: a campaign's rank by status (online, expired, ordered, then the rest;
 * notposteddraft counts as pending). One expression for the index below and the list query
 * (app/models/campaign-list.server.ts), with the statuses as literals rather than parameters: the
 * planner uses an expression index only for the same expression.
 */
export function campaignStatusRank(status: PgColumn | SQL) {
  const shown = sql`(case when ${status} = 'notposteddraft' then 'pending' else ${status} end)`;
  const ranks = STATUS_SORT_ORDER.map((value, rank) => sql.raw(`when '${value}' then ${rank}`));
  return sql`(case ${shown} ${sql.join(ranks, sql` `)} else ${sql.raw(String(STATUS_SORT_ORDER.length))} end)`;
}

export const campaigns = pgTable(
  "campaigns",
  {
    id: id(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull().default(""),
    // spec 1 §4 statuses (checked in the model): pending, ordered, online, expired, awaiting_approval…
    status: text("status").notNull().default("pending"),
    targetGroup: jsonb("target_group").$type<TargetGroup>(),
    vacancyId: uuid("vacancy_id"),
    copiedFromId: uuid("copied_from_id"),
    // issue 38 §2 (docs/decisions/062): a job description generated from the menu, kept here for
    // the generator but not a campaign until its first channel (campaign lists, facet counts and
    // analytics leave it out while this is true; adding a channel clears it)
    descriptionOnly: boolean("description_only").notNull().default(false),
    orderRequestedAt: timestamp("order_requested_at", { withTimezone: true }),
    orderedAt: timestamp("ordered_at", { withTimezone: true }),
    orderedBy: uuid("ordered_by").references(() => users.id, { onDelete: "set null" }),
    // the date the channels go online (set at order time)
    availabilityDate: timestamp("availability_date", { withTimezone: true }),
    // prices frozen at order time (cents), in the order's currency (ISO 4217, decision 079)
    orderedTotalCents: bigint("ordered_total_cents", { mode: "number" }),
    orderedCurrency: text("ordered_currency"),
    cancellationRequestedAt: timestamp("cancellation_requested_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_company_created").on(t.companyId, t.createdAt),
    index("campaigns_company_status").on(t.companyId, t.status),
    // the lifecycle sweep (docs/decisions/013) reads every company's ordered and online campaigns
    index("campaigns_lifecycle")
      .on(t.status)
      .where(sql`${t.status} in ('ordered', 'online')`),
    // /campaigns in list order: a page is the next 10 entries of the index instead of a sort of
    // all the company's campaigns (EXPLAIN at 5,000: docs/archive/performance-diary-2026-11.md "Query plans")
    index("campaigns_company_list_order").on(
      t.companyId,
      campaignStatusRank(t.status),
      t.availabilityDate,
      // desc as the query sorts it: nulls first (drizzle-kit would write desc nulls last)
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    // the dashboard: one author's campaigns, newest first; the status last so that the widget's
    // total (a count over all of the author's open campaigns) is read from the index alone
    index("campaigns_company_author_created").on(t.companyId, t.createdBy, t.createdAt.desc().nullsFirst(), t.id, t.status),
    // a vacancy's campaigns, newest first (the vacancy lists' campaign column): without it each
    // vacancy of a page scanned all the company's campaigns (EXPLAIN at 5,000: docs/archive/performance-diary-2026-11.md)
    index("campaigns_company_vacancy").on(t.companyId, t.vacancyId, t.createdAt.desc().nullsFirst(), t.id),
  ],
);

/**
 * How many of a company's campaigns share an author, a creation month (UTC) and a status: the
 * facets and the total of /campaigns without a search text read these few hundred rows instead of
 * every campaign of the company (decision 034).
 * Kept by a trigger on campaigns (migration 0018, docs/decisions/034); rows that reach 0 stay.
 */
export const campaignFacetCounts = pgTable(
  "campaign_facet_counts",
  {
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    // null: the author's user was deleted (campaigns.created_by is set null)
    createdBy: uuid("created_by"),
    // date_trunc('month', created_at at time zone 'UTC')
    month: timestamp("month").notNull(),
    status: text("status").notNull(),
    n: integer("n").notNull(),
    // +1 on every write of the row (n, or its author's name): the sum over a company's rows grows
    // with every committed change of its facets, which the kept answers are checked against
    // (migration 0020, docs/decisions/040); rows are never deleted but with their company
    changes: bigint("changes", { mode: "number" }).notNull().default(1),
  },
  (t) => [
    unique("campaign_facet_counts_key").on(t.companyId, t.createdBy, t.month, t.status).nullsNotDistinct(),
    // an author's rename counts as a change of their rows, in every company they wrote for
    index("campaign_facet_counts_author").on(t.createdBy),
  ],
);

/** The basket: channels in a campaign, in the order they were added. */
export const campaignChannels = pgTable(
  "campaign_channels",
  {
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    channelId: uuid("channel_id").notNull(),
    position: integer("position").notNull(),
    // set at order time: price paid and the per-channel lifecycle (issue 4 §1). The price is in the
    // channel's currency as ordered; the converted amount is in the order's currency, with the
    // rate (units of the channel's currency per unit of the order's) and its date (decision 079)
    orderedPriceCents: bigint("ordered_price_cents", { mode: "number" }),
    orderedCurrency: text("ordered_currency"),
    orderedConvertedCents: bigint("ordered_converted_cents", { mode: "number" }),
    orderedRate: doublePrecision("ordered_rate"),
    orderedRateDate: date("ordered_rate_date", { mode: "string" }),
    liveUrl: text("live_url"),
    onlineFrom: timestamp("online_from", { withTimezone: true }),
    onlineUntil: timestamp("online_until", { withTimezone: true }),
    // delivery of the ordered channel (docs/decisions/013): null before ordering, then
    // processing → processed | notProcessed (with a reason); who decided and when
    deliveryStatus: text("delivery_status").$type<DeliveryStatus>(),
    deliveryReason: text("delivery_reason"),
    deliveryDecidedAt: timestamp("delivery_decided_at", { withTimezone: true }),
    deliveryDecidedBy: uuid("delivery_decided_by").references(() => users.id, { onDelete: "set null" }),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.channelId] }),
    index("campaign_channels_channel").on(t.channelId),
    check(
      "campaign_channels_delivery_status",
      sql`${t.deliveryStatus} in ('processing', 'processed', 'notProcessed')`,
    ),
  ],
);

/**
 * Results of an ordered campaign per channel and day (issue 5 cards; analytics reads the same rows).
 * Clicks come from the tracking link (/t/:campaignId/:channelId); applicants are the rollup of the
 * analytics events (docs/decisions/045: first completed application per visitor and campaign, nil
 * channel for traffic not through a channel), never written anywhere else. One row per day keeps
 * the write a single upsert and the reads small.
 */
export const campaignChannelPerformance = pgTable(
  "campaign_channel_performance",
  {
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    channelId: uuid("channel_id").notNull(),
    day: date("day").notNull(),
    clicks: integer("clicks").notNull().default(0),
    applicants: integer("applicants").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.channelId, t.day] }),
    // the key and the figures: a campaign's totals (every campaign card and row) and its channels'
    // are read from the index alone. A campaign's rows are written a day at a time among all the
    // others', so each table page holds one or two of them: the index is a few dozen pages where
    // the table would be hundreds for the cards of one /campaigns page (decision 035)
    index("campaign_channel_performance_figures").on(t.campaignId, t.channelId, t.day, t.clicks, t.applicants),
  ],
);

/**
 * Who has been counted as an applicant of a campaign (docs/decisions/045): one row per campaign
 * and visitor, with the day and channel (nil uuid: not through a channel) of their first completed
 * application. Written by the analytics rollup together with campaign_channel_performance.applicants,
 * so a visitor who applies twice is counted once.
 */
export const campaignApplicants = pgTable(
  "campaign_applicants",
  {
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    visitorId: text("visitor_id").notNull(),
    channelId: uuid("channel_id").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.visitorId] })],
);

// ── Checkout and ordering (issue 4) ──────────────────────────────────────────────────────────

/** Postgres bytea as a Node Buffer (logos live in the database: docs/conventions/architecture-decisions.md §4). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * spec 1 §7 form.state / form.prefill: the saved, not yet submitted state of a form, per company,
 * form name ('checkout' | 'job-description' | 'job-ad') and reference id (the campaign id).
 */
export const formStates = pgTable(
  "form_states",
  {
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    referenceId: uuid("reference_id").notNull(),
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name, t.referenceId] })],
);

/**
 * spec 1 §5 / §7 form.validation_rules: the rules of a form per company, one row per field and
 * validator (app/lib/validation/rules.ts names the validators). A company without rows for a form
 * uses the default rule set, which the seed also writes.
 */
export const validationRules = pgTable(
  "validation_rules",
  {
    id: id(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    form: text("form").notNull(),
    field: text("field").notNull(),
    validator: text("validator").notNull(),
    // the validator's parameter, e.g. a length or a number; null for validators without one
    value: text("value"),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("validation_rules_unique").on(t.companyId, t.form, t.field, t.validator)],
);

/** spec 1 §3 "Checkout state" company details: the employer shown in the job ads. */
export const companyDetails = pgTable(
  "company_details",
  {
    id: id(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    departmentName: text("department_name").notNull().default(""),
    logo: bytea("logo"),
    logoMime: text("logo_mime"),
    // the normalisation the logo went through (image.server.ts IMAGE_VERSION); 0: stored as
    // uploaded, before issue 36, and normalised when first read (docs/decisions/042)
    logoVersion: integer("logo_version").notNull().default(0),
    // sanitised: non-alphanumerics became "_", extension kept (spec 1 §5), at most 100 characters
    logoFileName: text("logo_file_name"),
    addressLine1: text("address_line1").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    city: text("city").notNull().default(""),
    country: text("country").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("company_details_company").on(t.companyId)],
);

/** spec 1 §7 invoice_information: where the invoice for an order goes. */
export const invoiceInformation = pgTable(
  "invoice_information",
  {
    id: id(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    attention: text("attention").notNull().default(""),
    addressLine1: text("address_line1").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    city: text("city").notNull().default(""),
    country: text("country").notNull().default(""),
    vatNumber: text("vat_number").notNull().default(""),
    invoiceEmail: text("invoice_email").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoice_information_company").on(t.companyId)],
);

/**
 * One row per order or approval request (spec 1 §7 order_campaign / request_order_campaign_approval,
 * approve_order / reject_order). status: ordered | awaiting_approval | approved | approval_rejected.
 */
export const campaignOrders = pgTable(
  "campaign_orders",
  {
    id: id(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    // the total charged (cents, in `currency`) and, when paid from a contract, which one and what
    // its budget was charged in the contract's currency (given back in full on a rejection)
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("EUR"),
    contractId: uuid("contract_id").references(() => contracts.id, { onDelete: "set null" }),
    contractChargedCents: bigint("contract_charged_cents", { mode: "number" }),
    companyDetailsId: uuid("company_details_id").references(() => companyDetails.id, { onDelete: "set null" }),
    invoiceInformationId: uuid("invoice_information_id").references(() => invoiceInformation.id, {
      onDelete: "set null",
    }),
    // the validated checkout values at order time (PO number, tracking per channel…)
    checkout: jsonb("checkout").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index("campaign_orders_company_status").on(t.companyId, t.status),
    index("campaign_orders_campaign").on(t.campaignId),
  ],
);

/** spec 1 §7 campaign.cancellation.request: one request per campaign. */
export const campaignCancellationRequests = pgTable("campaign_cancellation_requests", {
  campaignId: uuid("campaign_id")
    .primaryKey()
    .references(() => campaigns.id, { onDelete: "cascade" }),
  companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
  requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
  reason: text("reason").notNull().default(""),
  createdAt: createdAt(),
});

// ── Channel catalogue (issue 3) ──────────────────────────────────────────────────────────────
// Reference data (taxonomy) uses stable text ids so imports are idempotent and URLs readable;
// channels use UUIDs like every other row exposed in URLs. Labels exist in en, de and nl.

/** Text in the three interface languages; en is required, the others fall back to it. */
export interface LocalizedText {
  en: string;
  de?: string;
  nl?: string;
}

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const labelColumns = () => ({
  labelEn: text("label_en").notNull(),
  labelDe: text("label_de").notNull(),
  labelNl: text("label_nl").notNull(),
});

/** Job functions as a tree (parent_id); ISCO-08 code prefixes map occupations onto them. */
export const jobFunctions = pgTable("job_functions", {
  id: text("id").primaryKey(),
  parentId: text("parent_id"),
  ...labelColumns(),
  iscoPrefixes: textArray("isco_prefixes"),
  sort: integer("sort").notNull().default(0),
});

/** ISCO-08 groups (major, sub-major, minor, unit) as distributed with ESCO. */
export const iscoGroups = pgTable("isco_groups", {
  code: text("code").primaryKey(),
  level: integer("level").notNull(),
  ...labelColumns(),
});

/** Job titles: ESCO occupations (id = the ESCO concept UUID) or the built-in list ("hw-…"). */
export const jobTitles = pgTable(
  "job_titles",
  {
    id: text("id").primaryKey(),
    jobFunctionId: text("job_function_id")
      .notNull()
      .references(() => jobFunctions.id),
    iscoCode: text("isco_code"),
    escoCode: text("esco_code"),
    ...labelColumns(),
    source: text("source").notNull().default("builtin"),
  },
  (t) => [index("job_titles_function").on(t.jobFunctionId)],
);

/** Preferred and alternative labels of a job title per language, searched by trigram. */
export const jobTitleLabels = pgTable(
  "job_title_labels",
  {
    jobTitleId: text("job_title_id")
      .notNull()
      .references(() => jobTitles.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    label: text("label").notNull(),
    preferred: boolean("preferred").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.jobTitleId, t.lang, t.label] }),
    index("job_title_labels_trgm").using("gin", t.label.op("gin_trgm_ops")),
  ],
);

/**
 * Which inputs the job titles were last imported from (decision 086): a fingerprint of the import's
 * own tables (RECRUITER_MEANINGS, the built-in titles) and of the ESCO files, and the directory they
 * were read from. Written in the import's transaction, so it always describes the titles there are.
 */
export const occupationImports = pgTable("occupation_imports", {
  id: text("id").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  source: text("source").notNull(),
  dir: text("dir").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Small vocabularies: industry, seniority, working_term (employment type), education_level,
 * channel_type, category.
 */
export const taxonomyTerms = pgTable(
  "taxonomy_terms",
  {
    vocabulary: text("vocabulary").notNull(),
    id: text("id").notNull(),
    ...labelColumns(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vocabulary, t.id] })],
);

/** Countries (spec 1 §3), their main regions and cities: country → region → city. */
export const locations = pgTable(
  "locations",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    countryCode: text("country_code").notNull(),
    parentId: text("parent_id"),
    nameEn: text("name_en").notNull(),
    nameDe: text("name_de").notNull(),
    nameNl: text("name_nl").notNull(),
    // the name with its parents ("Munich, Bavaria, Germany"), per language; canonical = English
    ...labelColumns(),
    canonicalName: text("canonical_name").notNull(),
    searchText: text("search_text").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("locations_parent").on(t.parentId),
    index("locations_search_trgm").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/**
 * Channels (products) of the catalogue (company_id null) and a company's own channels
 * ("my channels", company_id set). Target lists that are empty mean "everyone" (a generic
 * audience, international reach). The *_match_ids columns hold the hierarchy closure of the
 * targets (app/lib/catalogue/tree.ts), written by the importer, so filters are one overlap test.
 */
export const channels = pgTable(
  "channels",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    // the catalogue's name (English, or the brand as written); the search's trigram indexes use it
    name: text("name").notNull(),
    // a generic product's name in the other interface languages, e.g. { de: "Video-Stellenanzeige" }
    // (decision 084): shown instead of `name` to a German or Dutch reader; brands have none
    names: jsonb("names").$type<ChannelNames>().notNull().default({}),
    homepage: text("homepage").notNull().default(""),
    type: text("type").notNull(),
    audience: text("audience").notNull().default("generic"),
    focus: jsonb("focus").$type<LocalizedText>().notNull(),
    // short and long part split at a "-----" line (app/lib/catalogue/description.ts)
    description: jsonb("description").$type<LocalizedText>().notNull(),
    durationDays: integer("duration_days").notNull(),
    processDays: integer("process_days").notNull().default(1),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    crosspostings: textArray("crosspostings"),
    hasHtmlPosting: boolean("has_html_posting").notNull().default(false),
    availableForPurchase: boolean("available_for_purchase").notNull().default(true),
    bundleId: text("bundle_id"),
    isAddon: boolean("is_addon").notNull().default(false),
    isEvent: boolean("is_event").notNull().default(false),
    locationIds: textArray("location_ids"),
    jobFunctionIds: textArray("job_function_ids"),
    industryIds: textArray("industry_ids"),
    seniorityIds: textArray("seniority_ids"),
    workingTermIds: textArray("working_term_ids"),
    educationLevelIds: textArray("education_level_ids"),
    categoryIds: textArray("category_ids"),
    locationMatchIds: textArray("location_match_ids"),
    jobFunctionMatchIds: textArray("job_function_match_ids"),
    countryCodes: textArray("country_codes"),
    // whom the channel reaches (app/lib/catalogue/audience.ts): experience levels, empty = every
    // level; languages (ISO 639-1) of its audience
    experienceLevels: textArray("experience_levels"),
    languages: textArray("languages"),
    // expected calls to action per posting (forecast, docs/decisions/005) when no track record
    ctaMin: integer("cta_min").notNull().default(0),
    ctaMax: integer("cta_max").notNull().default(0),
    // 0–100: the catalogue's weight for widely used channels (app/lib/catalogue/ranking.ts)
    editorialBoost: integer("editorial_boost").notNull().default(0),
    // 0–100 per ISO country code: the channel's reach in a country where the catalogue states one
    // apart from editorialBoost (Glassdoor's in France); a target group there ranks by it
    countryReach: jsonb("country_reach").$type<Record<string, number>>().notNull().default({}),
    // ISCO-08 codes or prefixes of the occupations the channel serves, empty = every occupation
    // (eFinancialCareers: finance professionals, not bookkeepers)
    iscoCodes: textArray("isco_codes"),
    // the words a search finds a channel by, in three tiers of relevance (decision 087): its own
    // specialism (names, the job functions and industries it serves), its type and category labels,
    // and the rest (focus, places, cross-postings)
    searchSpecialism: text("search_specialism").notNull().default(""),
    searchLabels: text("search_labels").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
    // which writer last wrote a catalogue row (decision 085): "seed:<fingerprint>" the seed
    // catalogue's row with that fingerprint, "import" a catalogue import (never replaced at start),
    // null a row written before decision 085 (judged once at start by its facts)
    catalogueSource: text("catalogue_source"),
    // a row written before the tiers (empty specialism) keeps one tier, as it ranked before, until
    // the catalogue writes it again
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`case when search_specialism = '' then setweight(to_tsvector('simple'::regconfig, search_text), 'A') else setweight(to_tsvector('simple'::regconfig, search_specialism), 'A') || setweight(to_tsvector('simple'::regconfig, search_labels), 'C') || setweight(to_tsvector('simple'::regconfig, search_text), 'D') end`,
    ),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("channels_company").on(t.companyId),
    index("channels_search_vector").using("gin", t.searchVector),
    index("channels_name_trgm").using("gin", t.name.op("gin_trgm_ops")),
    // the typo fallback (% and <% on the name): the planner uses a GiST trigram index where it
    // would scan the table for the GIN one (query plans in docs/archive/performance-diary-2026-11.md)
    index("channels_name_trgm_gist").using("gist", t.name.op("gist_trgm_ops")),
    index("channels_location_match").using("gin", t.locationMatchIds),
    index("channels_function_match").using("gin", t.jobFunctionMatchIds),
    index("channels_industries").using("gin", t.industryIds),
  ],
);

/**
 * Euro reference rates of the European Central Bank (issue 51 §4): units of a currency per euro on
 * a day, imported from the ECB's CSV (`npm run import:fx-rates`). Totals that mix currencies are
 * converted with the latest day and show its date.
 */
export const fxRates = pgTable(
  "fx_rates",
  {
    rateDate: date("rate_date", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    perEuro: doublePrecision("per_euro").notNull(),
  },
  (t) => [primaryKey({ columns: [t.rateDate, t.currency] })],
);

/** A channel's results across ordered campaigns (the track record of spec 1 §3 "recommended"). */
export const channelTrackRecords = pgTable("channel_track_records", {
  channelId: uuid("channel_id")
    .primaryKey()
    .references(() => channels.id, { onDelete: "cascade" }),
  campaigns: integer("campaigns").notNull().default(0),
  clicks: integer("clicks").notNull().default(0),
  applicants: integer("applicants").notNull().default(0),
  /** clicks per campaign, 25th and 75th percentile: the channel's own forecast range (docs/decisions/047) */
  clicksLow: integer("clicks_low").notNull().default(0),
  clicksHigh: integer("clicks_high").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Tracking settings (spec 2 §2 "Tracking settings", §3 "Tracking configuration") ──────────────

/** A company's tracking configuration; no row means the defaults (disabled). */
export const trackingConfigs = pgTable("tracking_configs", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(false),
  // [{ name, value, custom }] in display order (app/lib/tracking/tracking-config.ts)
  fields: jsonb("fields").$type<{ name: string; value: string; custom: boolean }[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The product-source page: a company's own name for a catalogue product in its tracking links. */
export const customProductNames = pgTable(
  "custom_product_names",
  {
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    channelId: uuid("channel_id").notNull().references(() => channels.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.channelId] })],
);

// ── market (issue 15) ──────────────────────────────────────────────────────────────────────────

/**
 * Where market figures come from: one row per imported table (ILOSTAT, Nesta EU-LFS), with the
 * publisher's licence and the attribution the page shows. Reference data shared by every company.
 */
export const marketSources = pgTable("market_sources", {
  id: text("id").primaryKey(),
  publisher: text("publisher").notNull(),
  title: text("title").notNull(),
  licence: text("licence").notNull(),
  attribution: text("attribution").notNull(),
  url: text("url").notNull(),
  importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One published figure: persons (in thousands) employed in, or unemployed from, an ISCO-08 group
 * (1–3 digits, or "total") of a country in a year; region null = the whole country. Each figure
 * keeps its source (and through it the licence); figures are never estimated on import.
 */
export const marketFigures = pgTable(
  "market_figures",
  {
    sourceId: text("source_id")
      .notNull()
      .references(() => marketSources.id, { onDelete: "cascade" }),
    measure: text("measure").$type<"employed" | "unemployed">().notNull(),
    country: text("country").notNull(),
    region: text("region").notNull().default(""),
    iscoCode: text("isco_code").notNull(),
    year: integer("year").notNull(),
    thousands: doublePrecision("thousands").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.measure, t.country, t.region, t.iscoCode, t.year] }),
    index("market_figures_lookup").on(t.country, t.measure, t.iscoCode),
  ],
);

/** spec 1 §2: the tracking event sent when a market insight is viewed (what was searched, found or not). */
export const marketInsightViews = pgTable(
  "market_insight_views",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    iscoCode: text("isco_code").notNull(),
    country: text("country").notNull(),
    provider: text("provider").notNull(),
    outcome: text("outcome").$type<"results" | "no-results" | "error">().notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("market_insight_views_company").on(t.companyId, t.viewedAt)],
);

// ── analytics (issue 14) ──
// First-party events from the career-site snippet (/t.js → POST /collect) and the tracking links;
// screens read only the rollups below (docs/decisions/019-analytics.md).

/** The public key a company's career-site snippet sends with every event (not a secret). */
export const analyticsSites = pgTable("analytics_sites", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  siteKey: text("site_key").notNull().unique(),
  createdAt: createdAt(),
});

/** Click ids handed out by the tracking redirect (hw_cid): which campaign and channel a visitor came through. */
export const analyticsClicks = pgTable(
  "analytics_clicks",
  {
    clickId: text("click_id").primaryKey(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    channelId: uuid("channel_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_clicks_company").on(t.companyId, t.createdAt)],
);

/**
 * Raw events, append-only. No IP address: only the country looked up at ingest. `visitorId` is the
 * snippet's random per-site id, null under Sec-GPC/DNT. `id` orders events for the rollup cursor.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    // when the row was written: the rollup reads only rows older than a few seconds, so an insert
    // whose id was taken before a later one's but commits after it is never skipped
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    step: text("step").notNull(),
    visitorId: text("visitor_id"),
    clickId: text("click_id"),
    campaignId: uuid("campaign_id"),
    channelId: uuid("channel_id"),
    source: text("source").notNull(),
    country: text("country").notNull().default(""),
    pageUrl: text("page_url").notNull().default(""),
    referrer: text("referrer").notNull().default(""),
    // the sender's id of the event: a retried beacon (its first answer lost) is stored once (issue 47 §7)
    eventId: text("event_id"),
  },
  (t) => [
    index("analytics_events_company_time").on(t.companyId, t.occurredAt),
    // only events that carry an id (the snippet's since issue 47): the index stays small
    uniqueIndex("analytics_events_company_event").on(t.companyId, t.eventId).where(sql`${t.eventId} is not null`),
  ],
);

/** The dimensions both rollups are keyed by (company, UTC day, campaign, channel, source, step, country). */
const rollupKey = () => ({
  companyId: uuid("company_id").notNull(),
  day: date("day").notNull(),
  campaignId: uuid("campaign_id").notNull(),
  channelId: uuid("channel_id").notNull(),
  source: text("source").notNull(),
  step: text("step").notNull(),
  country: text("country").notNull(),
});

/**
 * Rollup: events and daily unique visitors per company, campaign, channel, source, step, country
 * and UTC day. "No campaign/channel" is the nil uuid so the key stays a plain primary key.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    ...rollupKey(),
    events: integer("events").notNull().default(0),
    /** events without a visitor id (Sec-GPC / DNT): counted, never as unique visitors */
    anonymousEvents: integer("anonymous_events").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.campaignId, t.channelId, t.source, t.step, t.country] }),
    index("analytics_daily_campaign").on(t.companyId, t.campaignId, t.day),
  ],
);

/**
 * Rollup for exact unique visitors: one row per visitor and distinct key per day (with the last
 * time seen that day, for attribution). A period's unique visitors = count(distinct visitor_id)
 * over its days.
 */
export const analyticsDailyVisitors = pgTable(
  "analytics_daily_visitors",
  {
    ...rollupKey(),
    visitorId: text("visitor_id").notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.campaignId, t.channelId, t.source, t.step, t.country, t.visitorId] }),
    // the campaign screens' index carries every column they read, so a campaign's rows come from
    // the index alone (at 10 M events they were scattered over the whole table). No index by
    // visitor: attribution reads a campaign's touches through this one, and every index costs
    // the rollup an insert per visitor-day (docs/decisions/022)
    index("analytics_daily_visitors_campaign").on(t.companyId, t.campaignId, t.day, t.step, t.source, t.country, t.channelId, t.visitorId, t.lastSeenAt),
  ],
);

/** Job-page performance: events per page (URL without query) and step per day. */
export const analyticsPageDaily = pgTable(
  "analytics_page_daily",
  {
    companyId: uuid("company_id").notNull(),
    day: date("day").notNull(),
    page: text("page").notNull(),
    step: text("step").notNull(),
    events: integer("events").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.page, t.step] })],
);

/**
 * Which campaign's visitors a career-site page had, per day: events per page and campaign, for
 * the job the job-page rows are named after (issue 48 §4). Rolled up with analytics_page_daily, so
 * naming a custom period's pages reads these rows and not every raw event of the period.
 */
export const analyticsPageCampaignDaily = pgTable(
  "analytics_page_campaign_daily",
  {
    companyId: uuid("company_id").notNull(),
    day: date("day").notNull(),
    page: text("page").notNull(),
    campaignId: uuid("campaign_id").notNull(),
    events: integer("events").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.page, t.campaignId] })],
);

/** Events refused at ingest and why (bots), per company and day: counted, never stored. */
export const analyticsDropped = pgTable(
  "analytics_dropped",
  {
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    reason: text("reason").notNull(),
    events: integer("events").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.reason] })],
);

/** How far the rollup job has read analytics_events (one row per rollup). */
export const analyticsRollupState = pgTable("analytics_rollup_state", {
  name: text("name").primaryKey(),
  lastEventId: bigint("last_event_id", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Per company: events folded into the rollups so far (sizes a company for the period totals below). */
export const analyticsCompanyRollup = pgTable("analytics_company_rollup", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  events: bigint("events", { mode: "number" }).notNull().default(0),
  lastEventId: bigint("last_event_id", { mode: "number" }).notNull().default(0),
});

/**
 * Precomputed company-overview sections for the period presets (last 7/30/90 days, this year, all)
 * of companies too big to count live, refreshed by a background job (docs/decisions/022).
 */
export const analyticsPeriodTotals = pgTable(
  "analytics_period_totals",
  {
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    periodFrom: date("period_from").notNull(),
    periodTo: date("period_to").notNull(),
    section: text("section").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    /** the company's last folded event when computed */
    throughEventId: bigint("through_event_id", { mode: "number" }).notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.periodFrom, t.periodTo, t.section] })],
);

/**
 * Exact unique visitors of any period of a big company, as bitmaps (docs/decisions/025): each
 * visitor id gets a small integer per company, numbered as the visitor-set job first meets it.
 */
export const analyticsVisitorNumbers = pgTable(
  "analytics_visitor_numbers",
  {
    companyId: uuid("company_id").notNull(),
    visitorId: text("visitor_id").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.visitorId] })],
);

/**
 * The visitors of one day (or one calendar month: the union of its days) per dimension and key, as
 * a portable Roaring bitmap of visitor numbers, with its cardinality in `size`. Dimension `events`
 * carries no bitmap: `size` is the number of events per source (the overview's event and
 * traffic-source counts).
 */
export const analyticsVisitorSets = pgTable(
  "analytics_visitor_sets",
  {
    companyId: uuid("company_id").notNull(),
    dim: text("dim").notNull(),
    grain: text("grain").$type<"day" | "month">().notNull(),
    start: date("start").notNull(),
    key: text("key").notNull(),
    visitors: bytea("visitors"),
    size: integer("size").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dim, t.grain, t.start, t.key] })],
);

/** Days whose visitor sets are out of date: marked by the rollup, cleared by the visitor-set job. */
export const analyticsVisitorSetDays = pgTable(
  "analytics_visitor_set_days",
  {
    companyId: uuid("company_id").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/** Per company: visitors numbered so far, and whether every day's sets are built (then reports read them). */
export const analyticsVisitorSetState = pgTable("analytics_visitor_set_state", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  numbered: integer("numbered").notNull().default(0),
  ready: boolean("ready").notNull().default(false),
  /** bumped whenever a month before the current one is rebuilt: readers drop cached month sets */
  closedGeneration: integer("closed_generation").notNull().default(0),
  /** clicks per campaign are summed (dimension `clicks`) per day and month for the days before this one */
  clicksThrough: date("clicks_through"),
  builtAt: timestamp("built_at", { withTimezone: true }),
});

/** Job-board statistics we cannot measure, imported from the boards (CSV): per channel and day. */
export const channelStats = pgTable(
  "channel_stats",
  {
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    channelId: uuid("channel_id").notNull(),
    day: date("day").notNull(),
    impressions: integer("impressions").notNull().default(0),
    reach: integer("reach").notNull().default(0),
    engagements: integer("engagements").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.channelId, t.day] }), index("channel_stats_company").on(t.companyId, t.day)],
);

// ── vacancies (issue 12) ──

/**
 * A company's applicant-tracking integration (issue 12 §2): which connector, where, enabled or
 * not, and the fetch status of spec 1 §4 (requesting | fetched | error, with the last fetch time).
 * `feedKey` names the company's outgoing job feed (/feeds/:feedKey/jobs.xml) and can be rotated.
 */
/** Vacancies a fetch added, changed (or reopened) and closed. */
export interface FetchCounts {
  new: number;
  updated: number;
  closed: number;
}

export const atsIntegrations = pgTable(
  "ats_integrations",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    connector: text("connector").notNull(),
    baseUrl: text("base_url").notNull(),
    boardToken: text("board_token"),
    enabled: boolean("enabled").notNull().default(false),
    feedKey: text("feed_key").notNull().unique(),
    fetchStatus: text("fetch_status").notNull().default("fetched"),
    // who pressed Update: the import-complete modal shows to them when the fetch ends (spec 1 §4);
    // null for the hourly sync
    fetchRequestedBy: uuid("fetch_requested_by").references(() => users.id, { onDelete: "set null" }),
    fetchRequestedAt: timestamp("fetch_requested_at", { withTimezone: true }),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    lastError: text("last_error"),
    lastErrorDetail: text("last_error_detail"),
    // what the last successful fetch changed, for the import banner (issue 38 §5)
    lastFetchCounts: jsonb("last_fetch_counts").$type<FetchCounts>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("ats_integrations_fetch_status", sql`${t.fetchStatus} in ('requesting', 'fetched', 'error')`)],
);

/**
 * Vacancies read from a company's ATS, upserted by (company, source, external id). A vacancy the
 * source no longer lists is closed, never deleted: its campaigns keep pointing at it.
 */
export const vacancies = pgTable(
  "vacancies",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    externalId: text("external_id").notNull(),
    title: text("title").notNull(),
    // the whole AtsVacancy (app/lib/vacancies/types.ts) as the connector returned it
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    regionLabel: text("region_label"),
    // our location (locations.id) resolved from the source's region, when one matched
    locationId: text("location_id"),
    contactName: text("contact_name"),
    status: text("status").notNull().default("open"),
    postedAt: timestamp("posted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("vacancies_company_source_external").on(t.companyId, t.source, t.externalId),
    index("vacancies_company_status_created").on(t.companyId, t.status, t.createdAt),
    check("vacancies_status", sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * The job ad as a PDF or Word file (spec 1 §3 uploadFile, issue 42 §12): one per campaign, offered
 * only to companies with the PDF/Word upload switched on (companies.allow_pdf_word_upload, the
 * session's isAllowUploadPdfAndWord). Kept in the database like logos (docs/conventions/architecture-decisions.md §4); the order
 * names it in its checkout record.
 */
export const jobAdFiles = pgTable("job_ad_files", {
  campaignId: uuid("campaign_id")
    .primaryKey()
    .references(() => campaigns.id, { onDelete: "cascade" }),
  companyId: uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  file: bytea("file").notNull(),
  mime: text("mime").notNull(),
  fileName: text("file_name").notNull(),
  uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

// ── jobdesc (issue 13) ──────────────────────────────────────────────────────────────────────────
// The generator's own state lives in form_states (name "job-description"); these hold what is
// shared by a company's campaigns, the asynchronous generation requests and the rendered PDF.

/** spec 2 §4 "Generation": one request to a writer, run by the job runner (pending → running → success | error). */
export const jobdescGenerations = pgTable(
  "jobdesc_generations",
  {
    id: id(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("jobdesc_generations_campaign").on(t.companyId, t.campaignId)],
);

/** spec 2 §3 option lists / §7 company.information, company.benefits, company.signature: saved texts per company. */
export const jobdescCompanyOptions = pgTable(
  "jobdesc_company_options",
  {
    id: id(),
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    // sha-256 of the value: the same text is saved once (a unique index on long text would not fit)
    valueHash: text("value_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("jobdesc_company_options_unique").on(t.companyId, t.kind, t.valueHash)],
);

/** spec 2 §3 "Saved company settings" / §7 company.job_description_generator_settings. */
export const jobdescCompanySettings = pgTable("jobdesc_company_settings", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  sectionTitles: jsonb("section_titles").$type<Record<string, Record<string, string>>>().notNull().default({}),
  color: text("color").notNull().default("#000000"),
  headerImage: bytea("header_image"),
  headerImageMime: text("header_image_mime"),
  footerImage: bytea("footer_image"),
  footerImageMime: text("footer_image_mime"),
  // as company_details.logo_version
  headerImageVersion: integer("header_image_version").notNull().default(0),
  footerImageVersion: integer("footer_image_version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** spec 2 §4 "PDF download": the last rendered PDF of a campaign, served again while nothing changed. */
export const jobdescPdfs = pgTable(
  "jobdesc_pdfs",
  {
    companyId: uuid("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    inputHash: text("input_hash").notNull(),
    pdf: bytea("pdf").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.campaignId] })],
);

// ── Applications back from the ATS (issue 52, docs/decisions/076) ───────────────────────────────

/**
 * A company's application import: which ATS API, where, and its credential (sealed with
 * app/services/ats/credentials.server.ts, never shown again nor logged). Off by default; switching
 * it off stops the import, "Delete imported applications" removes every row below.
 */
export const applicationImports = pgTable(
  "application_imports",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    connector: text("connector").notNull(),
    baseUrl: text("base_url").notNull(),
    // AES-GCM sealed API key (Greenhouse, Lever) or client id:secret (Personio)
    credential: text("credential"),
    enabled: boolean("enabled").notNull().default(false),
    status: text("status").notNull().default("idle"),
    lastImportedAt: timestamp("last_imported_at", { withTimezone: true }),
    lastError: text("last_error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("application_imports_connector", sql`${t.connector} in ('greenhouse', 'lever', 'personio')`),
    check("application_imports_status", sql`${t.status} in ('idle', 'running', 'error')`),
  ],
);

/**
 * Where an import run stands, per company and connector: the page to read next (a Link header URL
 * or a next cursor) and the updated-since mark of the run. Written in the transaction of each page's
 * applications, so a run killed between pages resumes at the page after the last one committed.
 */
export const applicationImportCursors = pgTable(
  "application_import_cursors",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    connector: text("connector").notNull(),
    // the updated-since of the last finished run (null: never finished, read everything)
    updatedSince: timestamp("updated_since", { withTimezone: true }),
    // the run under way: when it started (its end becomes updated_since) and its next page
    runStartedAt: timestamp("run_started_at", { withTimezone: true }),
    nextPage: text("next_page"),
    pagesRead: integer("pages_read").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.connector] })],
);

/**
 * An application read from the ATS (issue 52 §5): ids, the vacancy, the source, the stage and dates.
 * No name, e-mail address, CV or answer of the candidate is ever stored (decision 076). Attributed
 * to a campaign and channel at import (issue 52 §2), with the rule that made the attribution.
 */
export const atsApplications = pgTable(
  "ats_applications",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    connector: text("connector").notNull(),
    externalId: text("external_id").notNull(),
    atsJobId: text("ats_job_id"),
    vacancyId: uuid("vacancy_id").references(() => vacancies.id, { onDelete: "set null" }),
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    channelId: uuid("channel_id").references(() => channels.id, { onDelete: "set null" }),
    attributionRule: text("attribution_rule").notNull().default("unattributed"),
    sourceName: text("source_name"),
    stageId: text("stage_id"),
    stageName: text("stage_name"),
    stage: text("stage").notNull().default("applied"),
    status: text("status").notNull().default("active"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull(),
    interviewAt: timestamp("interview_at", { withTimezone: true }),
    offerAt: timestamp("offer_at", { withTimezone: true }),
    hiredAt: timestamp("hired_at", { withTimezone: true }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    atsUpdatedAt: timestamp("ats_updated_at", { withTimezone: true }).notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("ats_applications_company_external").on(t.companyId, t.connector, t.externalId),
    index("ats_applications_campaign").on(t.campaignId, t.channelId),
    check("ats_applications_stage", sql`${t.stage} in ('applied', 'screening', 'interview', 'offer', 'hired')`),
    check("ats_applications_status", sql`${t.status} in ('active', 'rejected', 'hired', 'withdrawn')`),
    check(
      "ats_applications_rule",
      sql`${t.attributionRule} in ('tracking-parameter', 'source-mapping', 'visitor', 'unattributed')`,
    ),
  ],
);

/**
 * An administrator's mapping of an ATS source name to a catalogue channel (issue 52 §2), over the
 * reviewed defaults of app/lib/outcomes/source-mapping.ts. channel_id null: "this source is no
 * channel of ours" (the default is switched off for this company).
 */
export const atsSourceMappings = pgTable(
  "ats_source_mappings",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    // lower-cased, trimmed (normalSourceName)
    sourceName: text("source_name").notNull(),
    channelId: uuid("channel_id").references(() => channels.id, { onDelete: "cascade" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sourceName] })],
);

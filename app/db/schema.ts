import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

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

// ── Campaigns (issue 4) ──────────────────────────────────────────────────────────────────────

/** spec 1 §3 TargetGroup: each criterion as {id, label} from the taxonomy. */
export interface TargetGroupOption {
  id: string;
  label: string;
}
export interface TargetGroup {
  jobTitle: TargetGroupOption;
  jobFunction: TargetGroupOption;
  regions: TargetGroupOption[];
  industries: TargetGroupOption[];
  seniority?: TargetGroupOption | null;
  workingTerm?: TargetGroupOption | null;
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
    orderRequestedAt: timestamp("order_requested_at", { withTimezone: true }),
    orderedAt: timestamp("ordered_at", { withTimezone: true }),
    orderedBy: uuid("ordered_by").references(() => users.id, { onDelete: "set null" }),
    // the date the channels go online (set at order time)
    availabilityDate: timestamp("availability_date", { withTimezone: true }),
    // prices frozen at order time (cents)
    orderedTotalCents: bigint("ordered_total_cents", { mode: "number" }),
    cancellationRequestedAt: timestamp("cancellation_requested_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("campaigns_company_created").on(t.companyId, t.createdAt),
    index("campaigns_company_status").on(t.companyId, t.status),
  ],
);

/** The basket: channels in a campaign, in the order they were added. */
export const campaignChannels = pgTable(
  "campaign_channels",
  {
    campaignId: uuid("campaign_id").notNull().references(() => campaigns.id, { onDelete: "cascade" }),
    channelId: uuid("channel_id").notNull(),
    position: integer("position").notNull(),
    // set at order time: price paid and the per-channel lifecycle (issue 4 §1)
    orderedPriceCents: bigint("ordered_price_cents", { mode: "number" }),
    liveUrl: text("live_url"),
    onlineFrom: timestamp("online_from", { withTimezone: true }),
    onlineUntil: timestamp("online_until", { withTimezone: true }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.channelId] }), index("campaign_channels_channel").on(t.channelId)],
);

import { and, eq, sql } from "drizzle-orm";
import { DEMO_ACCOUNTS } from "../../idp/demo-accounts";
import { logger } from "~/platform/logger.server";
import type { FeatureName } from "~/lib/features";
import { writeDefaultValidationRules } from "~/models/validation-rule.server";
import { getDb } from "~/db/client.server";
import { seedDemoAnalytics } from "./analytics.server";
import { seedDemoCampaigns } from "./campaigns.server";
import { seedDemoHistory } from "./history.server";
import { seedMarketDemo } from "./market.server";
import { seedDemoVacancies } from "./vacancies.server";
import { seedDemoApplications } from "./applications.server";
import { seedJobdescDemo } from "./jobdesc.server";
import { companies, consultantAccess, contracts, featureFlags, memberships, users } from "~/db/schema";

/**
 * Demo data matching the bundled IdP's accounts (idp/demo-accounts.ts). Idempotent: companies are
 * keyed by tenant slug, users by e-mail, so running it twice changes nothing.
 * Users are pre-provisioned (invited) with an empty issuer; the first sign-in with that e-mail
 * claims the row (app/models/user.server.ts).
 */
interface DemoCompany {
  slug: string;
  name: string;
  hasWebshopApp?: boolean;
  hasSubscription?: boolean;
  discountPercent?: number;
  /** the job ad's PDF/Word upload (isAllowUploadPdfAndWord, issue 42 §12) */
  allowPdfWordUpload?: boolean;
  features?: Partial<Record<FeatureName, boolean>>;
  members: { email: string; roles?: string[]; allowToOrder?: boolean }[];
  consultants?: string[];
  contracts?: { name: string; endDate: string; remainingBudgetCents: number }[];
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    slug: "northwind",
    name: "Northwind Staffing",
    discountPercent: 0,
    // approve_flow off: Northwind's recruiter orders at once (issue 4 §6)
    features: {
      vacancy_overview: true,
      copy_campaign: true,
      share_campaign_details: true,
      show_contracts: true,
      approve_flow: false,
    },
    members: [
      { email: "recruiter@hirewave.demo", allowToOrder: true },
      // the company's administrator: changes the ATS connection and the feed key (issue 36 §11)
      { email: "approver@hirewave.demo", roles: ["approver", "admin"], allowToOrder: true },
      { email: "multi@hirewave.demo", allowToOrder: true },
    ],
    consultants: ["consultant@hirewave.demo"],
    contracts: [
      { name: "Annual job marketing 2027", endDate: "2027-06-30", remainingBudgetCents: 1_250_000 },
      { name: "Graduate hiring Q1", endDate: "2027-03-31", remainingBudgetCents: 480_000 },
    ],
  },
  {
    slug: "brightside",
    name: "Brightside Health",
    discountPercent: 10,
    // the job ad offers a PDF/Word upload here (issue 42 §12)
    allowPdfWordUpload: true,
    // approve_flow on: orders become requests that approver@hirewave.demo decides (issue 4 §6)
    // and the search-channels screen with every optional filter and the filter chips (issue 3 §5)
    features: {
      approve_flow: true,
      mc_show_filter_chips: true,
      mc_filter_seniority: true,
      mc_filter_employment_type: true,
      mc_filter_channel_type: true,
      mc_filter_job_function_tree: true,
    },
    members: [
      { email: "multi@hirewave.demo", allowToOrder: true },
      { email: "approver@hirewave.demo", roles: ["approver"], allowToOrder: true },
    ],
    consultants: ["consultant@hirewave.demo"],
    contracts: [{ name: "Care staff 2027", endDate: "2027-12-31", remainingBudgetCents: 900_000 }],
  },
  {
    slug: "legacy",
    name: "Legacy Logistics",
    hasWebshopApp: false,
    members: [{ email: "noshop@hirewave.demo" }],
  },
  {
    slug: "dormant",
    name: "Dormant Digital",
    hasSubscription: false,
    members: [{ email: "nosub@hirewave.demo" }],
  },
  {
    slug: "fortress",
    name: "Fortress Finance",
    features: { force_auth0: true },
    members: [{ email: "mfa@hirewave.demo", allowToOrder: true }],
  },
  {
    slug: "limited",
    name: "Limited Labs",
    features: { vacancy_overview: false },
    members: [{ email: "nofeature@hirewave.demo" }],
  },
];

export async function seedDemoData() {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const userIds = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (existing) {
        userIds.set(account.email, existing.id);
        continue;
      }
      const [row] = await tx
        .insert(users)
        .values({
          oidcIssuer: "",
          oidcSubject: account.sub,
          email: account.email,
          firstName: account.givenName,
          lastName: account.familyName,
          locale: null,
        })
        .returning({ id: users.id });
      userIds.set(account.email, row.id);
    }

    for (const demo of DEMO_COMPANIES) {
      const [company] = await tx
        .insert(companies)
        .values({
          name: demo.name,
          tenantSlug: demo.slug,
          hasWebshopApp: demo.hasWebshopApp ?? true,
          hasSubscription: demo.hasSubscription ?? true,
          discountPercent: demo.discountPercent ?? 0,
          allowPdfWordUpload: demo.allowPdfWordUpload ?? false,
        })
        .onConflictDoUpdate({ target: companies.tenantSlug, set: { name: demo.name } })
        .returning({ id: companies.id });
      for (const member of demo.members) {
        await tx
          .insert(memberships)
          .values({
            userId: userIds.get(member.email)!,
            companyId: company.id,
            roles: member.roles ?? [],
            allowToOrder: member.allowToOrder ?? false,
          })
          .onConflictDoNothing();
      }
      for (const email of demo.consultants ?? []) {
        await tx
          .insert(consultantAccess)
          .values({ userId: userIds.get(email)!, companyId: company.id })
          .onConflictDoNothing();
      }
      for (const [name, enabled] of Object.entries(demo.features ?? {})) {
        await tx.insert(featureFlags).values({ companyId: company.id, name, enabled }).onConflictDoNothing();
      }
      // every company starts with the default checkout rules (spec 1 §5: PO number required…)
      await writeDefaultValidationRules(company.id, tx);
      for (const contract of demo.contracts ?? []) {
        const [exists] = await tx
          .select({ id: contracts.id })
          .from(contracts)
          .where(and(eq(contracts.companyId, company.id), eq(contracts.name, contract.name)));
        if (!exists) await tx.insert(contracts).values({ companyId: company.id, ...contract });
      }
    }
  });
  await seedMarketDemo();
}

/** First start of the embedded default: seed only when no company exists yet. */
export async function seedDemoDataIfEmpty() {
  if (process.env.HIREWAVE_SEED === "off") return;
  const db = await getDb();
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
  if (count > 0) return;
  await seedDemoData();
  logger.info("demo data seeded");
}

/**
 * Every boot, after the catalogue is in place: Northwind's demo campaigns, only while it has no
 * campaigns at all (scripts/seed/campaigns.server.ts), so it never touches real work.
 */
export async function seedDemoCampaignsIfNew() {
  if (process.env.HIREWAVE_SEED === "off") return;
  const created = await seedDemoCampaigns();
  await seedJobdescDemo();
  if (created > 0) logger.info({ campaigns: created }, "demo campaigns seeded");
  // the forecast's generated history of finished campaigns (docs/decisions/078)
  const history = await seedDemoHistory();
  if (history > 0) logger.info({ campaigns: history }, "demo forecast history seeded (generated)");
  logger.info({ events: await seedDemoAnalytics() }, "demo analytics checked (issue 14)");
  await seedDemoVacancies();
  // after the vacancies: the demo campaign's applications are for one of them (issue 52)
  await seedDemoApplications();
}

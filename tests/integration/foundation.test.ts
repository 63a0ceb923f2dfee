import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../app/db/client.server";
import { companies, pageViewEvents, users } from "../../app/db/schema";
import { seedDemoData } from "../../scripts/seed/seed.server";
import { hitRateLimit } from "../../app/models/rate-limit.server";
import * as contractModel from "../../app/models/contract.server";
import { listContractBudgets } from "../../app/models/contract.server";
import { action as localeAction } from "../../app/routes/resources/locale";
import { action as pageViewAction } from "../../app/routes/resources/page-view";
import { loader as readyLoader } from "../../app/routes/resources/readyz";
import { resetLifecycle, startDraining } from "../../app/services/http/lifecycle.server";
import { loader as shellLoader } from "../../app/routes/shell";
import { insertCampaign } from "./campaign-list-fixtures";
import { requestWithSession, responseOf, sessionFrom, signedInMember, createUser, loadContext } from "./fixtures";

const args = (request: Request) => ({ request, params: {}, context: loadContext() });

describe("locale save (spec 1 §4)", () => {
  it("stores the underscore form on the user, updates the session and closes the dialog", async () => {
    const user = await createUser();
    const body = new URLSearchParams({ locale: "de-DE", redirectTo: "/dashboard?dialog=language&page=2" });
    const request = await requestWithSession("/resources/locale", { userId: user.id }, { method: "POST", body });
    const response = await localeAction(args(request));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard?page=2");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("hw_locale="))).toBe(true);
    expect((await sessionFrom(response)).get("locale")).toBe("de-DE");
    const [row] = await (await getDb()).select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row.locale).toBe("de_DE");
  });

  it("rejects an unsupported locale with a 400 and field errors", async () => {
    const request = new Request("http://localhost/resources/locale", {
      method: "POST",
      body: new URLSearchParams({ locale: "fr-FR" }),
    });
    const response = await localeAction(args(request));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { locale: expect.any(Array) } });
  });

  it("refuses an open redirect", async () => {
    const request = new Request("http://localhost/resources/locale", {
      method: "POST",
      body: new URLSearchParams({ locale: "nl-NL", redirectTo: "//evil.example" }),
    });
    expect((await localeAction(args(request))).status).toBe(400);
  });

  // issue 11 §4: browsers read "/\evil.com" as "//evil.com"; tabs and newlines are dropped from URLs
  it.each(["/\\evil.example", "/\\/evil.example", "/\t/evil.example", "/\n/evil.example", "\\\\evil.example", "https://evil.example/", "/%0a/evil.example\\"])(
    "never redirects off the site for redirectTo %j",
    async (redirectTo) => {
      const request = new Request("http://localhost/resources/locale", {
        method: "POST",
        body: new URLSearchParams({ locale: "nl-NL", redirectTo }),
      });
      const response = await localeAction(args(request));
      expect(response.status).toBe(400);
      expect(response.headers.get("Location")).toBeNull();
    },
  );

  it("keeps an encoded path on the site", async () => {
    const request = new Request("http://localhost/resources/locale", {
      method: "POST",
      body: new URLSearchParams({ locale: "nl-NL", redirectTo: "/%2F%2Fevil.example?dialog=language" }),
    });
    const response = await localeAction(args(request));
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(new URL(location, "http://localhost").origin).toBe("http://localhost");
    expect(location).toBe("/%2F%2Fevil.example");
  });
});

describe("page-view events (spec 1 §2)", () => {
  const beacon = (session: { userId: string; companyId: string }, body: unknown) =>
    requestWithSession("/resources/page-view", session, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json" },
    });

  it("stores URL, title, locale and campaign id for the signed-in user's company", async () => {
    const { session, company, user } = await signedInMember();
    const campaignId = (await insertCampaign(company.id, { createdBy: user.id })).id;
    const request = await beacon(session, { url: `/cb?id=${campaignId}`, title: "Builder | Hirewave", locale: "en-US", campaignId });
    expect((await pageViewAction(args(request))).status).toBe(204);
    const rows = await (await getDb()).select().from(pageViewEvents).where(eq(pageViewEvents.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url: `/cb?id=${campaignId}`, title: "Builder | Hirewave", locale: "en-US", campaignId });
  });

  it("never stores another company's or an unknown campaign id (issue 11 §4)", async () => {
    const { session, company } = await signedInMember();
    const other = await signedInMember();
    const foreign = (await insertCampaign(other.company.id)).id;
    const unknown = "3f1d2c1e-8b7a-4c2d-9e1f-0a1b2c3d4e5f";
    for (const campaignId of [foreign, unknown]) {
      const request = await beacon(session, { url: `/cb?id=${campaignId}`, title: "Builder", locale: "en-US", campaignId });
      expect((await pageViewAction(args(request))).status).toBe(204);
    }
    const rows = await (await getDb()).select().from(pageViewEvents).where(eq(pageViewEvents.companyId, company.id));
    expect(rows.map((r) => r.campaignId)).toEqual([null, null]);
  });

  it("takes JSON only (415 otherwise) and strips control characters", async () => {
    const { session, company } = await signedInMember();
    const form = await requestWithSession("/resources/page-view", session, { method: "POST", body: new URLSearchParams({ url: "/x" }) });
    expect((await responseOf(() => pageViewAction(args(form)))).status).toBe(415);
    const nul = await beacon(session, { url: "/dash\u0000board", title: "T\u0000", locale: "en-US", campaignId: null });
    expect((await pageViewAction(args(nul))).status).toBe(204);
    const [row] = await (await getDb()).select().from(pageViewEvents).where(eq(pageViewEvents.companyId, company.id));
    expect(row).toMatchObject({ url: "/dashboard", title: "T" });
  });

  it("is 401 without a session and 400 for bad input", async () => {
    const anonymous = new Request("http://localhost/resources/page-view", { method: "POST", body: "{}" });
    expect((await pageViewAction(args(anonymous))).status).toBe(401);
    const { session } = await signedInMember();
    const bad = await requestWithSession("/resources/page-view", session, {
      method: "POST",
      body: JSON.stringify({ url: "x" }),
      headers: { "Content-Type": "application/json" },
    });
    expect((await pageViewAction(args(bad))).status).toBe(400);
  });
});

describe("shell", () => {
  it("lists contract budgets with remaining money, soonest expiry first, for show_contracts companies", async () => {
    const { session, company } = await signedInMember();
    const db = await getDb();
    const { contracts } = await import("../../app/db/schema");
    await db.insert(contracts).values([
      { companyId: company.id, name: "Later", endDate: "2028-01-01", remainingBudgetCents: 100 },
      { companyId: company.id, name: "Sooner", endDate: "2027-01-01", remainingBudgetCents: 200 },
      { companyId: company.id, name: "Spent", endDate: "2026-12-01", remainingBudgetCents: 0 },
    ]);
    const budgets = await listContractBudgets(company.id);
    expect(budgets).toEqual([
      { id: expect.any(String), name: "Sooner", endDate: "2027-01-01", remainingBudgetCents: 200, currency: "EUR" },
      { id: expect.any(String), name: "Later", endDate: "2028-01-01", remainingBudgetCents: 100, currency: "EUR" },
    ]);
    // decision 077: the session read brings the budgets along; the shell runs no statement of its own
    const ownRead = vi.spyOn(contractModel, "listContractBudgets");
    try {
      const data = (await shellLoader(args(await requestWithSession("/dashboard", session)))) as Awaited<ReturnType<typeof shellLoader>>;
      expect(data.budgets).toEqual(budgets);
      expect(ownRead).not.toHaveBeenCalled();
      expect(data.canSwitchCompany).toBe(false);
    } finally {
      ownRead.mockRestore();
    }
  });

  it("hides the budget when show_contracts is off", async () => {
    const { session } = await signedInMember({ features: { show_contracts: false } });
    const data = await shellLoader(args(await requestWithSession("/dashboard", session)));
    expect(data.budgets).toEqual([]);
  });
});

describe("operations", () => {
  it("readyz reports the database", async () => {
    const response = await readyLoader();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ready" });
  });

  it("readyz answers 503 while the instance drains (issue 40)", async () => {
    startDraining();
    try {
      const response = await readyLoader();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "draining" });
    } finally {
      resetLifecycle();
    }
    expect((await readyLoader()).status).toBe(200);
  });

  it("rate limits share one counter per key and window", async () => {
    const key = `test:${Math.random()}`;
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(key, 3, 60_000, now)).allowed).toBe(true);
    expect((await hitRateLimit(key, 3, 60_000, now)).allowed).toBe(false);
    expect((await hitRateLimit(key, 3, 60_000, now + 60_000)).allowed).toBe(true);
  });

  it("the demo seed is idempotent", async () => {
    await seedDemoData();
    const db = await getDb();
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(companies))[0].n;
    const before = await count();
    await seedDemoData();
    expect(await count()).toBe(before);
  });
});

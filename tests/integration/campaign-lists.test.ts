import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaignFacetCounts, campaigns, users } from "../../app/db/schema";
import { setCompanyFeature } from "../../app/models/feature.server";
import { listDashboardCampaigns, searchCampaigns } from "../../app/services/campaigns/list-labels.server";
import { DASHBOARD_PAGE_SIZE, OVERVIEW_PAGE_SIZE } from "../../app/lib/campaign/list";
import { compareByStatus, displayStatus } from "../../app/lib/campaign/status";
import {
  action as dashboardAction,
  loader as dashboardLoader,
} from "../../app/routes/dashboard/dashboard";
import {
  action as overviewAction,
  loader as overviewLoader,
} from "../../app/routes/campaigns/overview";
import { createChannel, insertCampaign, targetGroup } from "./campaign-list-fixtures";
import {
  addMembership,
  createUser,
  requestWithSession,
  responseOf,
  sessionFrom,
  signedInMember, loadContext } from "./fixtures";

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));
const args = (request: Request) => ({ request, params: {}, context: loadContext() });

async function post(
  url: string,
  session: { userId: string; companyId: string },
  fields: Record<string, string>,
) {
  return requestWithSession(url, session, { method: "POST", body: new URLSearchParams(fields) });
}

describe("dashboard list (spec 1 §7 campaigns_list.get_campaign)", () => {
  it("shows the user's own campaigns of the dashboard statuses, newest first, 5 per page", async () => {
    const { company, user, session } = await signedInMember();
    const colleague = await createUser();
    await addMembership(colleague.id, company.id);
    for (let i = 1; i <= 7; i++)
      await insertCampaign(company.id, {
        createdBy: user.id,
        name: `Mine ${i}`,
        createdAt: day(i),
      });
    await insertCampaign(company.id, { createdBy: colleague.id, name: "Colleague's" });
    await insertCampaign(company.id, { createdBy: user.id, name: "Old one", status: "expired" });
    const other = await signedInMember();
    await insertCampaign(other.company.id, { createdBy: user.id, name: "Elsewhere" });

    const first = await dashboardLoader(args(await requestWithSession("/dashboard", session)));
    expect(DASHBOARD_PAGE_SIZE).toBe(5);
    expect(first.campaigns.map((c) => c.name)).toEqual([
      "Mine 7",
      "Mine 6",
      "Mine 5",
      "Mine 4",
      "Mine 3",
    ]);
    expect(first.total).toBe(7);
    expect(first.lastPage).toBe(2);

    const second = await dashboardLoader(
      args(await requestWithSession("/dashboard?page=2", session)),
    );
    expect(second.campaigns.map((c) => c.name)).toEqual(["Mine 2", "Mine 1"]);
    // spec 1 §4: the page is clamped between 1 and the last page
    const clamped = await dashboardLoader(
      args(await requestWithSession("/dashboard?page=99", session)),
    );
    expect(clamped.page).toBe(2);
    expect(clamped.campaigns).toHaveLength(2);
  });

  it("greets an empty list by first name", async () => {
    const company = await signedInMember();
    const db = await getDb();
    const { users } = await import("../../app/db/schema");
    await db.update(users).set({ firstName: "Imke" }).where(eq(users.id, company.user.id));
    const data = await dashboardLoader(
      args(await requestWithSession("/dashboard", company.session)),
    );
    expect(data.total).toBe(0);
    expect(data.firstName).toBe("Imke");
  });

  it("resolves the jump input without JavaScript: above the page count or the current page stays", async () => {
    const { company, user, session } = await signedInMember();
    for (let i = 0; i < 11; i++) await insertCampaign(company.id, { createdBy: user.id });
    const jump = async (query: string) =>
      (
        await responseOf(async () =>
          dashboardLoader(args(await requestWithSession(`/dashboard?${query}`, session))),
        )
      ).headers.get("Location");
    expect(await jump("page=1&jump=3")).toBe("/dashboard?page=3");
    expect(await jump("page=2&jump=4")).toBe("/dashboard?page=2");
    expect(await jump("page=2&jump=")).toBe("/dashboard?page=2");
    expect(await jump("page=2&jump=1")).toBe("/dashboard");
  });

  it("model: authorId and status filter, limit and offset", async () => {
    const { company, user } = await signedInMember();
    await insertCampaign(company.id, { createdBy: user.id, status: "online" });
    await insertCampaign(company.id, { createdBy: user.id, status: "pending" });
    const online = await listDashboardCampaigns(company.id, {
      limit: 5,
      offset: 0,
      authorId: user.id,
      status: ["online"],
    });
    expect(online.total).toBe(1);
    expect(online.campaigns[0].status).toBe("online");
    const offset = await listDashboardCampaigns(company.id, { limit: 5, offset: 1 });
    expect(offset.campaigns).toHaveLength(1);
  });
});

describe("campaigns overview (spec 1 §7 searchable_campaign_overview)", () => {
  it("sorts by status online, expired, ordered, then the earlier availability date — in SQL as compareByStatus", async () => {
    const { company } = await signedInMember();
    const specs: [string, Date | null][] = [
      ["ordered", day(5)],
      ["pending", null],
      ["online", day(9)],
      ["expired", day(2)],
      ["online", day(3)],
      ["ordered", null],
      ["notposteddraft", null],
      ["expired", day(1)],
      ["awaiting_approval", day(4)],
      ["online", null],
      ["ordered", day(5)],
      ["approval_rejected", null],
    ];
    let n = 0;
    for (const [status, availabilityDate] of specs) {
      await insertCampaign(company.id, { status, availabilityDate, createdAt: day(++n) });
    }
    const result = await searchCampaigns(company.id, {
      text: "",
      author: [],
      month: [],
      status: [],
      limit: 50,
      offset: 0,
    });
    const db = await getDb();
    const rows = await db.select().from(campaigns).where(eq(campaigns.companyId, company.id));
    // the SQL's tie-break (newest first, then id) as the starting order; Array.sort is stable
    const expected = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .sort(compareByStatus)
      .map((r) => r.id);
    expect(result.campaigns.map((c) => c.id)).toEqual(expected);
    expect(
      result.campaigns.slice(0, 3).map((c) => [c.status, c.availabilityDate?.slice(0, 10) ?? null]),
    ).toEqual([
      ["online", "2026-01-03"],
      ["online", "2026-01-09"],
      ["online", null],
    ]);

    // a status filter reads the list's index from the filtered statuses' rank on (the rank alone
    // when the statuses fill their range): each filter still gives the same campaigns in the same
    // order, across pages, as filtering the whole list
    const filters = [
      ["online"], ["expired"], ["ordered"], ["pending"], ["awaiting_approval"], ["notposteddraft"], ["unknown"],
      ["online", "expired"], ["expired", "ordered"], ["online", "ordered"], ["online", "expired", "ordered"],
      ["ordered", "pending"], ["online", "pending"], ["expired", "approval_rejected"], ["ordered", "ordered"],
    ];
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const status of filters) {
      const want = expected.filter((id) => status.includes(displayStatus(byId.get(id)!.status)));
      const pages = [];
      for (const offset of [0, 2, 4, 6]) {
        const page = await searchCampaigns(company.id, { text: "", author: [], month: [], status, limit: 2, offset });
        expect(page.total, status.join()).toBe(want.length);
        pages.push(...page.campaigns.map((c) => c.id));
      }
      expect(pages, status.join()).toEqual(want);
    }
  });

  it("searches text in name, job title and location; filters by author, month and status with facet counts", async () => {
    const { company, user, session } = await signedInMember();
    const colleague = await createUser({ firstName: "Anna", lastName: "Berg" });
    await addMembership(colleague.id, company.id);
    await insertCampaign(company.id, {
      createdBy: user.id,
      name: "Night nurse",
      status: "online",
      createdAt: new Date("2026-03-10T10:00:00Z"),
    });
    await insertCampaign(company.id, {
      createdBy: user.id,
      name: "Welder",
      status: "pending",
      createdAt: new Date("2026-03-20T10:00:00Z"),
      targetGroup: targetGroup("Welder", "Hamburg"),
    });
    await insertCampaign(company.id, {
      createdBy: colleague.id,
      name: "Ward lead",
      status: "notposteddraft",
      createdAt: new Date("2026-04-02T10:00:00Z"),
      targetGroup: targetGroup("Nurse", "Berlin"),
    });
    await insertCampaign(company.id, {
      createdBy: colleague.id,
      name: "Driver",
      status: "ordered",
      createdAt: new Date("2026-04-05T10:00:00Z"),
    });
    const other = await signedInMember();
    await insertCampaign(other.company.id, { name: "Nurse elsewhere" });

    const load = async (query: string) =>
      overviewLoader(args(await requestWithSession(`/campaigns?${query}`, session)));

    const nurse = await load("q=nurse");
    expect(nurse.campaigns.map((c) => c.name).sort()).toEqual(["Night nurse", "Ward lead"]);
    expect((await load("q=hamburg")).campaigns.map((c) => c.name)).toEqual(["Welder"]);
    // LIKE wildcards are plain text
    expect((await load("q=%25")).total).toBe(0);

    const all = await load("");
    expect(all.total).toBe(4);
    expect(all.facets.month).toEqual([
      { key: "2026-04", label: "2026-04", recordCount: 2 },
      { key: "2026-03", label: "2026-03", recordCount: 2 },
    ]);
    // notposteddraft counts (and filters) as pending
    expect(Object.fromEntries(all.facets.status.map((s) => [s.key, s.recordCount]))).toEqual({
      online: 1,
      ordered: 1,
      pending: 2,
    });
    expect(all.facets.author.map((a) => [a.label, a.recordCount])).toContainEqual(["Anna Berg", 2]);

    const pending = await load("status=pending");
    expect(pending.campaigns.map((c) => c.name).sort()).toEqual(["Ward lead", "Welder"]);

    const byAuthorAndMonth = await load(`author=${colleague.id}&month=2026-04`);
    expect(byAuthorAndMonth.total).toBe(2);
    // a facet counts with the other facets applied (here: the author), not its own
    expect(byAuthorAndMonth.facets.month.map((m) => [m.key, m.recordCount])).toEqual([
      ["2026-04", 2],
    ]);
    expect(byAuthorAndMonth.facets.author.map((a) => a.recordCount).sort()).toEqual([2]);
    // …so choosing a month keeps the other months on offer
    const monthOnly = await load("month=2026-04");
    expect(monthOnly.facets.month.map((m) => m.key)).toEqual(["2026-04", "2026-03"]);
    expect(monthOnly.facets.author.find((a) => a.key === colleague.id)?.recordCount).toBe(2);

    // malformed values are dropped, never an error
    expect((await load("month=2026-13&author=nope&page=-4")).total).toBe(4);
  });

  it("keeps every chosen option on offer, ticked with 0, when nothing matches it (QA: Draft lost after a search)", async () => {
    const { company, user, session } = await signedInMember();
    const colleague = await createUser({ firstName: "Noor", lastName: "Vos" });
    await addMembership(colleague.id, company.id);
    // a user of another company: chosen by URL, listed (to untick) but not named
    const stranger = await createUser({ firstName: "Secret", lastName: "Stranger" });
    await insertCampaign(company.id, {
      createdBy: user.id,
      name: "Amsterdam nurse",
      status: "online",
      createdAt: new Date("2026-05-04T10:00:00Z"),
    });
    await insertCampaign(company.id, {
      createdBy: user.id,
      name: "Amsterdam driver",
      status: "ordered",
      createdAt: new Date("2026-05-06T10:00:00Z"),
    });
    await insertCampaign(company.id, {
      createdBy: colleague.id,
      name: "Utrecht welder",
      status: "pending",
      createdAt: new Date("2026-02-06T10:00:00Z"),
    });
    const load = async (query: string) =>
      overviewLoader(args(await requestWithSession(`/campaigns?${query}`, session)));
    const counts = (options: { key: string; recordCount: number }[]) =>
      Object.fromEntries(options.map((o) => [o.key, o.recordCount]));

    // the QA steps: Draft ticked, then "Amsterdam" searched — no draft matches
    const draftAmsterdam = await load("q=Amsterdam&status=pending");
    expect(draftAmsterdam.total).toBe(0);
    expect(draftAmsterdam.state.status).toEqual(["pending"]);
    expect(counts(draftAmsterdam.facets.status)).toEqual({ online: 1, ordered: 1, pending: 0 });

    // every facet, on both paths (with a search text the campaigns are scanned, without it the
    // counts are summed and kept): the chosen options stay, with 0, next to those with results
    const chosen = `author=${colleague.id}&author=${stranger.id}&month=2025-11&status=pending&status=expired`;
    for (const query of [`q=Amsterdam&${chosen}`, chosen, chosen /* kept by the facet cache */]) {
      const page = await load(query);
      expect(page.total, query).toBe(0);
      expect(counts(page.facets.status), query).toMatchObject({ pending: 0, expired: 0 });
      expect(page.facets.month.map((m) => m.key), query).toContain("2025-11");
      expect(page.facets.month.find((m) => m.key === "2025-11")?.recordCount, query).toBe(0);
      const authors = Object.fromEntries(page.facets.author.map((a) => [a.key, [a.label, a.recordCount]]));
      expect(authors[colleague.id], query).toEqual(["Noor Vos", 0]);
      expect(authors[stranger.id], query).toEqual(["—", 0]);
    }
    // a chosen option that has results is counted as before, not listed twice
    const pendingOnly = await load("status=pending");
    expect(pendingOnly.facets.status.filter((s) => s.key === "pending")).toEqual([
      { key: "pending", label: "pending", recordCount: 1 },
    ]);
  });

  it("without a search text the facets come from counts a trigger keeps in step with every change", async () => {
    const { company, user } = await signedInMember();
    const colleague = await createUser({ firstName: "Cara", lastName: "Dorn" });
    const leaver = await createUser({ firstName: "Lee", lastName: "Ver" });
    for (const member of [colleague, leaver]) await addMembership(member.id, company.id);
    const db = await getDb();
    const made = [];
    const statuses = ["pending", "notposteddraft", "ordered", "online", "expired"];
    for (let i = 0; i < 15; i++) {
      made.push(
        await insertCampaign(company.id, {
          createdBy: [user.id, colleague.id, leaver.id][i % 3],
          name: `Facet ${i}`,
          status: statuses[i % statuses.length],
          createdAt: new Date(Date.UTC(2026, i % 4, 28, 23, 30)),
        }),
      );
    }
    // every kind of write: a status change, a move to another month (the last hour of a month in
    // UTC), an update that changes nothing counted, a deletion, a user's deletion (created_by null)
    await db.update(campaigns).set({ status: "ordered" }).where(eq(campaigns.id, made[0].id));
    await db.update(campaigns).set({ createdAt: new Date("2026-06-30T23:59:59Z") }).where(eq(campaigns.id, made[1].id));
    await db.update(campaigns).set({ name: "Facet renamed" }).where(eq(campaigns.id, made[2].id));
    await db.delete(campaigns).where(eq(campaigns.id, made[3].id));
    await db.delete(users).where(eq(users.id, leaver.id));

    const query = { author: [], month: [], status: [], limit: 10, offset: 0 };
    const filters = [
      {},
      { status: ["ordered"] },
      { status: ["pending"] },
      { month: ["2026-06", "2026-01"] },
      { author: [colleague.id], month: ["2026-02"] },
    ];
    for (const filter of filters) {
      // "Facet" matches every campaign of the company, so the scan of the campaigns (the search
      // path) must give exactly what the counts give
      const counted = await searchCampaigns(company.id, { ...query, ...filter, text: "" });
      const scanned = await searchCampaigns(company.id, { ...query, ...filter, text: "Facet" });
      expect(counted.total).toBe(scanned.total);
      expect(counted.facets).toEqual(scanned.facets);
    }
    const all = await searchCampaigns(company.id, { ...query, text: "" });
    expect(all.total).toBe(14);
    expect(all.facets.month.map((m) => [m.key, m.recordCount])).toEqual([
      ["2026-06", 1],
      ["2026-04", 2],
      ["2026-03", 4],
      ["2026-02", 3],
      ["2026-01", 4],
    ]);
    // the deleted user's campaigns count in the total, under no author
    expect(all.facets.author.map((a) => a.label).sort()).toEqual(["Cara Dorn", `${user.firstName} ${user.lastName}`.trim()].sort());
    expect(all.facets.author.reduce((sum, a) => sum + a.recordCount, 0)).toBe(9);

    // the dashboard's total comes from the same counts: the author's campaigns of some statuses
    for (const status of [["ordered", "pending", "notposteddraft"], ["online"], []]) {
      const listed = await listDashboardCampaigns(company.id, { limit: 2, offset: 0, authorId: colleague.id, status });
      const rows = await db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.createdBy, colleague.id));
      expect(listed.total).toBe(rows.filter((r) => status.length === 0 || status.includes(r.status)).length);
    }
  });

  it("keeps the facets while the company's facet version stands, and counts them again after every change", async () => {
    const { company, user } = await signedInMember();
    const colleague = await createUser({ firstName: "Ada", lastName: "Kept" });
    const leaver = await createUser({ firstName: "Lee", lastName: "Gone" });
    for (const member of [colleague, leaver]) await addMembership(member.id, company.id);
    const db = await getDb();
    const statuses = ["pending", "ordered", "online", "expired"];
    const made = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        insertCampaign(company.id, {
          createdBy: [user.id, colleague.id, leaver.id][i % 3],
          name: `Kept ${i}`,
          status: statuses[i % statuses.length],
          createdAt: new Date(Date.UTC(2026, i % 3, 10)),
        }),
      ),
    );
    const query = { author: [], month: [], status: [], limit: 10, offset: 0 };
    const filters = [{}, { status: ["ordered"] }, { author: [colleague.id] }, { month: ["2026-02"], status: ["pending"] }];
    const counted = (filter: object) => searchCampaigns(company.id, { ...query, ...filter, text: "" });
    const keepAll = async () => {
      for (const filter of filters) await counted(filter);
    };
    const counts = campaignFacetCounts;
    const ofCompany = eq(counts.companyId, company.id);

    // a kept answer is used while the version stands: counts changed behind the trigger's back
    // (n only, not changes) do not show …
    await keepAll();
    await db.update(counts).set({ n: sql`${counts.n} + 100` }).where(ofCompany);
    expect((await counted({})).total).toBe(9);
    // … until the version moves; then the facet statement runs again
    await db.update(counts).set({ changes: sql`${counts.changes} + 1` }).where(ofCompany);
    expect((await counted({})).total).toBeGreaterThan(100);
    await db.update(counts).set({ n: sql`${counts.n} - 100`, changes: sql`${counts.changes} + 1` }).where(ofCompany);
    expect((await counted({})).total).toBe(9);

    // every write the facets depend on moves the version: with every filter's answer kept before
    // it, the counted facets afterwards are those of a scan of the campaigns ("Kept" matches all)
    const writes: [string, () => Promise<unknown>][] = [
      ["a new campaign", () => insertCampaign(company.id, { createdBy: colleague.id, name: "Kept new", status: "ordered" })],
      ["a status change", () => db.update(campaigns).set({ status: "online" }).where(eq(campaigns.id, made[1].id))],
      ["a move to another month", () => db.update(campaigns).set({ createdAt: new Date("2026-02-27T12:00:00Z") }).where(eq(campaigns.id, made[0].id))],
      ["an author's rename", () => db.update(users).set({ lastName: "Renamed" }).where(eq(users.id, colleague.id))],
      ["a deletion", () => db.delete(campaigns).where(eq(campaigns.id, made[4].id))],
      ["a user's deletion", () => db.delete(users).where(eq(users.id, leaver.id))],
    ];
    for (const [what, write] of writes) {
      await keepAll();
      await write();
      for (const filter of filters) {
        const after = await counted(filter);
        const scanned = await searchCampaigns(company.id, { ...query, ...filter, text: "Kept" });
        expect({ what, filter, total: after.total, facets: after.facets }).toEqual({ what, filter, total: scanned.total, facets: scanned.facets });
      }
    }
    expect((await counted({})).facets.author.map((a) => a.label)).toContain("Ada Renamed");
  });

  it("pages 10 per page, ordered cards carry owner, price and target audience", async () => {
    const { company, user, session } = await signedInMember();
    for (let i = 0; i < 12; i++) await insertCampaign(company.id, { createdBy: user.id });
    await insertCampaign(company.id, {
      createdBy: user.id,
      orderedBy: user.id,
      status: "online",
      orderedTotalCents: 45_000,
      targetGroup: targetGroup("Nurse", "Berlin"),
    });
    const first = await overviewLoader(args(await requestWithSession("/campaigns", session)));
    expect(OVERVIEW_PAGE_SIZE).toBe(10);
    expect(first.campaigns).toHaveLength(10);
    expect(first.lastPage).toBe(2);
    const online = first.campaigns[0];
    expect(online).toMatchObject({
      status: "online",
      priceCents: 45_000,
      owner: `${user.firstName} ${user.lastName}`,
      location: ["Berlin"],
      targetAudience: ["Nurse", "Healthcare", "Hospitals"],
      // ordered, nobody followed its tracking links yet (campaign-performance.test.ts counts them)
      clicks: 0,
      applicants: 0,
      firstClickDate: null,
    });
    const second = await overviewLoader(
      args(await requestWithSession("/campaigns?page=2", session)),
    );
    expect(second.campaigns).toHaveLength(3);
  });

  it("counts purchasable channels (available, not in a bundle) for the export button", async () => {
    const { company, session } = await signedInMember();
    const ok = await createChannel();
    const unavailable = await createChannel({ availableForPurchase: false });
    const bundled = await createChannel({ bundleId: "bundle-1" });
    await insertCampaign(company.id, { name: "With" }, [ok.id, unavailable.id, bundled.id]);
    await insertCampaign(company.id, { name: "Without" }, [unavailable.id]);
    const data = await overviewLoader(args(await requestWithSession("/campaigns", session)));
    const counts = Object.fromEntries(data.campaigns.map((c) => [c.name, c.purchasableCount]));
    expect(counts).toEqual({ With: 1, Without: 0 });
  });

  it("opens a dialog named in the URL for a campaign not on the page, but never another company's", async () => {
    const { company, session } = await signedInMember();
    const mine = await insertCampaign(company.id, { name: "Mine" });
    const other = await signedInMember();
    const theirs = await insertCampaign(other.company.id, { name: "Theirs" });
    const withMine = await overviewLoader(
      args(await requestWithSession(`/campaigns?q=zzz&share=${mine.id}`, session)),
    );
    expect(withMine.dialogCampaign?.name).toBe("Mine");
    const withTheirs = await overviewLoader(
      args(await requestWithSession(`/campaigns?share=${theirs.id}`, session)),
    );
    expect(withTheirs.dialogCampaign).toBeNull();
  });

  it("ids that only look like UUIDs (36 dashes or hex digits) are ignored, never a database error", async () => {
    const { session } = await signedInMember();
    const dashes = "-".repeat(36);
    const hex = "a".repeat(36);
    const dashboard = await dashboardLoader(args(await requestWithSession(`/dashboard?delete=${dashes}`, session)));
    expect(dashboard.dialogCampaign).toBeNull();
    const overview = await overviewLoader(args(await requestWithSession(`/campaigns?share=${hex}&author=${hex}`, session)));
    expect(overview.dialogCampaign).toBeNull();
    expect(overview.state.author).toEqual([]);
  });
});

describe("delete (spec 1 §7 delete_campaign)", () => {
  it("deletes a draft: with JavaScript it answers with data, without it redirects back with a toast", async () => {
    const { company, session } = await signedInMember();
    const a = await insertCampaign(company.id);
    const b = await insertCampaign(company.id);
    const enhanced = await dashboardAction(
      args(
        await post("/dashboard", session, { intent: "delete", campaignId: a.id, enhanced: "1" }),
      ),
    );
    expect(enhanced).toEqual({ deletedId: a.id });
    const plain = await responseOf(async () =>
      overviewAction(
        args(
          await post("/campaigns", session, {
            intent: "delete",
            campaignId: b.id,
            returnTo: "/campaigns?page=2",
          }),
        ),
      ),
    );
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe("/campaigns?page=2");
    expect((await sessionFrom(plain)).get("toast")).toMatchObject({
      kind: "success",
      key: "campaign-list:toast.deleted",
    });
    const db = await getDb();
    expect(
      await db.select().from(campaigns).where(eq(campaigns.companyId, company.id)),
    ).toHaveLength(0);
  });

  it("a second click on an already deleted draft is a 404, not \"deleted\" again", async () => {
    const { company, session } = await signedInMember();
    const a = await insertCampaign(company.id);
    await dashboardAction(
      args(
        await post("/dashboard", session, { intent: "delete", campaignId: a.id, enhanced: "1" }),
      ),
    );
    const again = await responseOf(async () =>
      dashboardAction(
        args(
          await post("/dashboard", session, { intent: "delete", campaignId: a.id, enhanced: "1" }),
        ),
      ),
    );
    expect(again.status).toBe(404);
  });

  it("refuses ordered campaigns (409) and leaves other companies' drafts alone", async () => {
    const { company, session } = await signedInMember();
    const ordered = await insertCampaign(company.id, { status: "ordered" });
    const response = await responseOf(async () =>
      dashboardAction(
        args(await post("/dashboard", session, { intent: "delete", campaignId: ordered.id })),
      ),
    );
    expect(response.status).toBe(409);
    // issue 11 §4: another company's draft is a 404 like every foreign id, never "deleted"
    const other = await signedInMember();
    const theirs = await insertCampaign(other.company.id);
    for (const enhanced of [{ enhanced: "1" }, {}] as Record<string, string>[]) {
      const foreign = await responseOf(async () =>
        dashboardAction(
          args(
            await post("/dashboard", session, { intent: "delete", campaignId: theirs.id, ...enhanced }),
          ),
        ),
      );
      expect(foreign.status).toBe(404);
      expect(foreign.headers.get("Set-Cookie") ?? "").not.toContain("toast");
    }
    const db = await getDb();
    expect(await db.select().from(campaigns).where(eq(campaigns.id, theirs.id))).toHaveLength(1);
  });

  it("bad input is a 400 with field errors, and an outside returnTo is refused", async () => {
    const { session } = await signedInMember();
    const status = (result: unknown) => (result as { init?: ResponseInit }).init?.status;
    const bad = await dashboardAction(
      args(await post("/dashboard", session, { intent: "explode", campaignId: "x" })),
    );
    expect(status(bad)).toBe(400);
    expect(
      (bad as unknown as { data: { errors: Record<string, string[]> } }).data.errors,
    ).toHaveProperty("campaignId");
    const external = await dashboardAction(
      args(
        await post("/dashboard", session, {
          intent: "delete",
          campaignId: crypto.randomUUID(),
          returnTo: "//evil.example",
        }),
      ),
    );
    expect(status(external)).toBe(400);
    // a browser reads a backslash as a slash: "/\evil.example" would be "//evil.example"
    const backslash = await dashboardAction(
      args(
        await post("/dashboard", session, {
          intent: "delete",
          campaignId: crypto.randomUUID(),
          returnTo: "/\\evil.example",
        }),
      ),
    );
    expect(status(backslash)).toBe(400);
  });
});

describe("re-order (spec 1 §7 campaign.copy)", () => {
  it("one copy per click: 20 concurrent copies of the dialog's form make one campaign (issue 36 §6)", async () => {
    const { company, session } = await signedInMember();
    const channel = await createChannel();
    const source = await insertCampaign(company.id, { name: "Once", status: "online", targetGroup: targetGroup() }, [channel.id]);
    const submissionKey = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () =>
        responseOf(async () => overviewAction(args(await post("/campaigns", session, { intent: "reorder", campaignId: source.id, submissionKey })))),
      ),
    );
    expect(new Set(answers.map((a) => a.headers.get("Location"))).size).toBe(1);
    const db = await getDb();
    const copies = await db.select({ name: campaigns.name }).from(campaigns).where(eq(campaigns.companyId, company.id));
    expect(copies.map((c) => c.name).sort()).toEqual(["Once", "Once (1)"]);
  });

  it("copies with a number in brackets; unchanged input goes to checkout", async () => {
    const { company, user, session } = await signedInMember();
    const a = await createChannel();
    const b = await createChannel();
    const source = await insertCampaign(
      company.id,
      { name: "Nurse Berlin", status: "online", targetGroup: targetGroup() },
      [a.id, b.id],
    );
    const response = await responseOf(async () =>
      overviewAction(
        args(await post("/campaigns", session, { intent: "reorder", campaignId: source.id })),
      ),
    );
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/campaigns\/checkout\/\?id=[0-9a-f-]{36}$/);
    const copyId = location.split("=")[1];
    const db = await getDb();
    const [copy] = await db.select().from(campaigns).where(eq(campaigns.id, copyId));
    expect(copy).toMatchObject({
      name: "Nurse Berlin (1)",
      status: "pending",
      companyId: company.id,
      createdBy: user.id,
    });
    // copying again avoids the taken name
    const again = await responseOf(async () =>
      overviewAction(
        args(await post("/campaigns", session, { intent: "reorder", campaignId: source.id })),
      ),
    );
    const [second] = await db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, again.headers.get("Location")!.split("=")[1]));
    expect(second.name).toBe("Nurse Berlin (2)");
  });

  it("a channel no longer for sale changes the input: builder with a target group, else /media-channels-cb", async () => {
    const { company, session } = await signedInMember();
    const ok = await createChannel();
    const gone = await createChannel({ availableForPurchase: false });
    const withTg = await insertCampaign(
      company.id,
      { status: "expired", targetGroup: targetGroup() },
      [ok.id, gone.id],
    );
    const withoutTg = await insertCampaign(company.id, { status: "ordered" }, [ok.id, gone.id]);
    const go = async (id: string) =>
      (
        await responseOf(async () =>
          dashboardAction(
            args(await post("/dashboard", session, { intent: "reorder", campaignId: id })),
          ),
        )
      ).headers.get("Location");
    expect(await go(withTg.id)).toMatch(/^\/cb\/\?id=/);
    expect(await go(withoutTg.id)).toMatch(/^\/media-channels-cb\/\?id=/);
  });

  it("needs copy_campaign, is not for drafts, and never copies another company's campaign", async () => {
    const { company, session } = await signedInMember();
    const online = await insertCampaign(company.id, { status: "online" });
    const draft = await insertCampaign(company.id);
    const draftResponse = await responseOf(async () =>
      dashboardAction(
        args(
          await post("/dashboard", session, {
            intent: "reorder",
            campaignId: draft.id,
            returnTo: "/dashboard",
          }),
        ),
      ),
    );
    expect((await sessionFrom(draftResponse)).get("toast")).toMatchObject({ kind: "error" });
    const other = await signedInMember();
    const theirs = await insertCampaign(other.company.id, { status: "online" });
    const foreign = await responseOf(async () =>
      dashboardAction(
        args(await post("/dashboard", session, { intent: "reorder", campaignId: theirs.id })),
      ),
    );
    expect(foreign.status).toBe(404);
    await setCompanyFeature(company.id, "copy_campaign", false);
    const off = await responseOf(async () =>
      dashboardAction(
        args(await post("/dashboard", session, { intent: "reorder", campaignId: online.id })),
      ),
    );
    expect(off.status).toBe(404);
  });
});

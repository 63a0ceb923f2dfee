import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { atsApplications, campaignChannels } from "../../app/db/schema";
import { addDays } from "../../app/lib/analytics/period";
import type { CampaignOutcomes } from "../../app/lib/outcomes/figures";
import { recordPerformance } from "../../app/models/campaign-performance.server";
import { loader as analyticsLoader } from "../../app/routes/analytics/campaign";
import { loader as analyticsExport } from "../../app/routes/analytics/export";
import { loader as overviewLoader } from "../../app/routes/analytics/overview";
import { loader as performanceLoader } from "../../app/routes/campaigns/performance";
import { loader as shareLoader } from "../../app/routes/campaigns/share";
import { loader as exportLoader } from "../../app/routes/resources/campaign-export";
import { pdfTextLines } from "../support/pdf-text";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";

/**
 * Issue 52 §3 (docs/decisions/080): one campaign's applications, interviews, offers, hires, cost
 * per hire and time to hire per channel are the same on every surface that shows them — the
 * performance page, the campaign analytics and its CSV, the company analytics, the share page, the
 * PDF and the Word export — for all time and for a period that holds only some applications.
 */
const today = new Date().toISOString().slice(0, 10);
const START = addDays(today, -20);
const D1 = addDays(today, -15);
const D2 = addDays(today, -3);
const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00Z`);
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });

async function campaignWithApplications() {
  const member = await signedInMember({ features: { recruitment_analytics: true } });
  const a = await createChannel({ name: "Board A" });
  const b = await createChannel({ name: "Board B" });
  const c = await createChannel({ name: "Board C" });
  const campaign = await insertCampaign(
    member.company.id,
    {
      name: "Outcomes check",
      status: "online",
      createdAt: at(addDays(today, -25)),
      orderedAt: at(addDays(today, -22)),
      availabilityDate: at(START, 0),
      orderedTotalCents: 60_000,
      createdBy: member.user.id,
    },
    [a.id, b.id, c.id],
  );
  const db = await getDb();
  for (const [channel, price] of [[a, 20_000], [b, 30_000], [c, 10_000]] as const) {
    await db.update(campaignChannels).set({ orderedPriceCents: price }).where(and(eq(campaignChannels.campaignId, campaign.id), eq(campaignChannels.channelId, channel.id)));
  }
  // the tracking links: the funnel's head
  for (const [day, channelId, visitor] of [[D1, a.id, "v1"], [D1, a.id, "v2"], [D2, b.id, "v3"]] as const) {
    expect(await recordPerformance("click", campaign.id, channelId, visitor, at(day))).toBe(true);
  }
  let n = 0;
  const application = (channelId: string | null, appliedDay: string, stage: string, hiredDay?: string) => ({
    companyId: member.company.id,
    connector: "greenhouse",
    externalId: `out-${campaign.id}-${n++}`,
    campaignId: campaign.id,
    channelId,
    attributionRule: channelId ? "source-mapping" : "unattributed",
    sourceName: channelId ? "Board" : "Referral",
    stage,
    status: hiredDay ? "hired" : "active",
    appliedAt: at(appliedDay),
    hiredAt: hiredDay ? at(hiredDay, 0) : null,
    atsUpdatedAt: at(hiredDay ?? appliedDay),
  });
  await db.insert(atsApplications).values([
    // A: four, two hired (15 and 19 days after the start), one at an offer
    application(a.id, D1, "hired", addDays(START, 15)),
    application(a.id, D1, "offer"),
    application(a.id, D1, "applied"),
    application(a.id, D2, "hired", addDays(START, 19)),
    // B: three, one hired 12 days after the start, one interviewed
    application(b.id, D1, "hired", addDays(START, 12)),
    application(b.id, D2, "interview"),
    application(b.id, D2, "screening"),
    // C: nothing; one application no rule could attribute
    application(null, D2, "interview"),
  ]);
  return { ...member, campaign, a, b, c };
}

const row = (o: { applications: number; interviews: number; offers: number; hires: number; timeToHireDays: number | null }, cost?: number | null) => ({
  applications: o.applications,
  interviews: o.interviews,
  offers: o.offers,
  hires: o.hires,
  timeToHireDays: o.timeToHireDays,
  ...(cost === undefined ? {} : { costPerHireCents: cost }),
});

/** What every surface must show: per channel, the unattributed, the total. */
function expected(query: string) {
  return query
    ? {
        channels: [row({ applications: 1, interviews: 1, offers: 1, hires: 1, timeToHireDays: 19 }, 20_000), row({ applications: 2, interviews: 1, offers: 0, hires: 0, timeToHireDays: null }, null), row({ applications: 0, interviews: 0, offers: 0, hires: 0, timeToHireDays: null }, null)],
        unattributed: row({ applications: 1, interviews: 1, offers: 0, hires: 0, timeToHireDays: null }),
        total: row({ applications: 4, interviews: 3, offers: 1, hires: 1, timeToHireDays: 19 }, 60_000),
      }
    : {
        channels: [row({ applications: 4, interviews: 3, offers: 3, hires: 2, timeToHireDays: 17 }, 10_000), row({ applications: 3, interviews: 2, offers: 1, hires: 1, timeToHireDays: 12 }, 30_000), row({ applications: 0, interviews: 0, offers: 0, hires: 0, timeToHireDays: null }, null)],
        unattributed: row({ applications: 1, interviews: 1, offers: 0, hires: 0, timeToHireDays: null }),
        total: row({ applications: 8, interviews: 6, offers: 4, hires: 3, timeToHireDays: 15 }, 20_000),
      };
}

const shape = (o: CampaignOutcomes) => ({
  channels: o.channels.map((c) => row(c, c.costPerHireCents)),
  unattributed: row(o.unattributed),
  total: row(o.total, o.total.costPerHireCents),
});

async function documentText(format: "pdf" | "docx", url: string, session: { userId: string; companyId: string }) {
  const response = await responseOf(async () => exportLoader(args(await requestWithSession(url, session), { format })));
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (format === "pdf") return pdfTextLines(bytes).join("\n");
  const file = path.join(os.tmpdir(), `outcomes-${crypto.randomUUID()}.docx`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync("unzip", ["-p", file, "word/document.xml"], { encoding: "utf8" }).replace(/<\/w:p>/g, "\n").replace(/<[^>]+>/g, "");
  } finally {
    fs.unlinkSync(file);
  }
}

describe("one campaign, the same outcomes on every surface (issue 52 §3)", () => {
  it("performance page, campaign analytics and its CSV, company analytics, share page, PDF and Word agree, for two periods", async () => {
    const { campaign, session } = await campaignWithApplications();
    for (const query of ["", `&from=${D2}&to=${D2}`]) {
      const label = query || "all time";
      const want = expected(query);

      const performance = await performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}${query}`, session)));
      expect(shape(performance.outcomes!), label).toEqual(want);
      expect(performance.outcomes!.channels.map((c) => c.name), label).toEqual(["Board A", "Board B", "Board C"]);

      const analytics = await analyticsLoader(args(await requestWithSession(`/analytics/campaign?id=${campaign.id}${query}`, session)));
      if (analytics instanceof Response) throw new Error("expected data");
      if (!analytics.outcomes.ok) throw new Error("outcomes section failed");
      expect(shape(analytics.outcomes.data.outcomes), label).toEqual(want);
      // the funnel's head: the clicks and applicants of the performance page's figures
      expect(analytics.outcomes.data.tracked, label).toEqual({ clicks: performance.figures!.clicks, applicants: 0 });
      expect(analytics.outcomes.data.tracked.clicks, label).toBe(query ? 1 : 3);

      // the company's analytics: its one campaign's figures
      const overviewQuery = query ? `?from=${D2}&to=${D2}` : `?from=${addDays(today, -25)}&to=${today}`;
      const overview = await overviewLoader(args(await requestWithSession(`/analytics${overviewQuery}`, session)));
      if (overview instanceof Response) throw new Error("expected data");
      if (!overview.outcomes.ok) throw new Error("outcomes section failed");
      expect(shape(overview.outcomes.data.outcomes), label).toEqual(want);
      expect(overview.outcomes.data.campaigns, label).toBe(1);
      expect(overview.outcomes.data.tracked, label).toEqual(analytics.outcomes.data.tracked);

      const csv = await responseOf(async () =>
        analyticsExport(args(await requestWithSession(`/analytics/export?screen=/analytics/campaign&id=${campaign.id}${query}&format=csv&section=outcomes`, session))),
      );
      const lines = (await csv.text()).trim().split("\r\n").map((l) => l.split(","));
      expect(lines[0]).toEqual(["channel", "applications", "interviews", "offers", "hires", "cost_per_hire_cents", "time_to_hire_days"]);
      expect(lines.find((l) => l[0] === "Board A")?.slice(1, 6), label).toEqual([want.channels[0].applications, want.channels[0].interviews, want.channels[0].offers, want.channels[0].hires, want.channels[0].costPerHireCents].map(String));
      expect(lines.find((l) => l[0] === "total")?.[4], label).toBe(String(want.total.hires));

      const share = await shareLoader(args(new Request(`http://localhost/share-campaign/?id=${campaign.id}${query}`)));
      expect(shape(share.data.outcomes!), label).toEqual(want);

      for (const format of ["pdf", "docx"] as const) {
        const text = await documentText(format, `/resources/campaign-export/${format}?id=${campaign.id}${query}`, session);
        expect(text, `${format} ${label}`).toContain("Hires per channel (from the ATS)");
        const money = (cents: number | null | undefined) => (cents == null ? "-" : `€${(cents / 100).toLocaleString("en-US")}`);
        for (const [name, c] of [["Board A", want.channels[0]], ["Board B", want.channels[1]], ["Board C", want.channels[2]]] as const) {
          expect(text, `${format} ${label} ${name}`).toContain(`${name}: ${c.applications} applications, ${c.hires} hires, cost per hire ${money(c.costPerHireCents)}`);
        }
        expect(text, `${format} ${label}`).toContain(`Campaign: ${want.total.applications} applications, ${want.total.hires} hires, cost per hire ${money(want.total.costPerHireCents)}`);
      }
    }
  });

  it("a campaign of another company shows none of it, and a draft has no outcomes", async () => {
    const { campaign } = await campaignWithApplications();
    const other = await signedInMember({ features: { recruitment_analytics: true } });
    const response = await responseOf(async () => performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${campaign.id}`, other.session))));
    expect(response.status).toBe(404);
    const draft = await insertCampaign(other.company.id, { name: "Draft", status: "pending" });
    const page = await performanceLoader(args(await requestWithSession(`/campaign-performance/campaign/?id=${draft.id}`, other.session)));
    expect(page.outcomes).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { atsApplications } from "../../app/db/schema";
import { campaignOutcomes } from "../../app/models/campaign-outcomes.server";
import { listPostingResults } from "../../app/models/forecast.server";
import { createChannel, insertCampaign } from "./campaign-list-fixtures";
import { signedInMember } from "./fixtures";

/**
 * One definition of a hire (decision 080): the forecast's per-posting hires (the recommendations'
 * evidence, issue 52 §4) count what the outcomes on the performance page count, whatever the ATS
 * says in its stage or its status.
 */
const DAY = 86_400_000;

describe("a posting's hires are the outcomes' hires", () => {
  it("counts the same applications as hires in the forecast's history and on the campaign's outcomes", async () => {
    const { company } = await signedInMember();
    const board = await createChannel({ name: "Hires board" });
    const campaign = await insertCampaign(
      company.id,
      { status: "expired", orderedAt: new Date(Date.now() - 120 * DAY), availabilityDate: new Date(Date.now() - 110 * DAY), orderedTotalCents: 40_000, orderedCurrency: "EUR" },
      [board.id],
    );
    const at = new Date(Date.now() - 100 * DAY);
    // stage and status as the connectors store them: hired by status, by stage, by both; not hired
    const rows: [string, string][] = [["hired", "hired"], ["offer", "hired"], ["hired", "active"], ["offer", "active"], ["interview", "rejected"], ["applied", "withdrawn"]];
    const db = await getDb();
    await db.insert(atsApplications).values(
      rows.map(([stage, status], i) => ({
        companyId: company.id, connector: "greenhouse", externalId: `hires-${campaign.id}-${i}`, campaignId: campaign.id, channelId: board.id,
        attributionRule: "source-mapping", stage, status, appliedAt: at, hiredAt: status === "hired" || stage === "hired" ? at : null, atsUpdatedAt: at,
      })),
    );
    const [posting] = await listPostingResults([board.id]);
    const outcomes = await campaignOutcomes(company.id, campaign);
    const channel = outcomes.channels.find((c) => c.channelId === board.id)!;
    expect(channel.hires).toBe(3);
    expect(posting.hires).toBe(channel.hires);
  });
});

import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaigns } from "../../app/db/schema";
import type { TargetGroup } from "../../app/lib/campaign/target-group";
import { createCompany } from "./catalogue-helpers";
import { insertCampaign } from "./campaign-list-fixtures";
import { usePrivateDatabase } from "./support/private-database";

/**
 * Migration 0045: the built-in hw-administrative-assistant (ISCO 3343) was labelled
 * "Bürokaufmann/Bürokauffrau" in German, so a Bürokaufmann chosen then was saved with its id; the
 * Bürokaufmann is ESCO's office clerk (4110), now hw-office-clerk. The saved label tells them apart.
 */
const MIGRATION = fs.readFileSync(path.resolve("app/db/migrations/0045_office_clerks_saved_as_administrative_assistants.sql"), "utf8");

// the migration updates every company's campaigns
usePrivateDatabase();

const group = (id: string, label: string): TargetGroup => ({
  jobTitle: { id, label },
  jobFunction: { id: "admin", label: "Verwaltung" },
  regions: [{ id: "DE.lower-saxony.hanover", label: "Hannover" }],
  industries: [],
});

describe("migration 0045: Bürokaufleute saved with the administrative assistant's title", () => {
  it("moves a target group saved as 'Bürokaufmann' or 'Bürokauffrau' to hw-office-clerk and leaves the others alone", async () => {
    const company = await createCompany("office-clerks-0045");
    const saved = {
      "Bürokaufmann/Bürokauffrau": "hw-office-clerk",
      "Bürokauffrau": "hw-office-clerk",
      "Bürokaufmann": "hw-office-clerk",
      "Administrative assistant": "hw-administrative-assistant",
      "Administratief medewerker": "hw-administrative-assistant",
      "Verwaltungsassistentin": "hw-administrative-assistant",
    } as const;
    const ids = new Map<string, string>();
    for (const label of Object.keys(saved)) {
      ids.set(label, (await insertCampaign(company.id, { targetGroup: group("hw-administrative-assistant", label) })).id);
    }
    // an ESCO title with the word is not the built-in title
    const esco = (await insertCampaign(company.id, { targetGroup: group("044d78cc-f62f-4532-83a5-8e04f2889652", "Bürokauffrau") })).id;
    const db = await getDb();
    await db.execute(sql.raw(MIGRATION));
    const titleOf = async (id: string) =>
      (await db.select({ targetGroup: campaigns.targetGroup }).from(campaigns).where(eq(campaigns.id, id)))[0].targetGroup!.jobTitle;
    for (const [label, expected] of Object.entries(saved)) {
      expect([label, (await titleOf(ids.get(label)!)).id]).toEqual([label, expected]);
    }
    // only the id changes: the saved label stays
    expect(await titleOf(ids.get("Bürokauffrau")!)).toEqual({ id: "hw-office-clerk", label: "Bürokauffrau" });
    expect((await titleOf(esco)).id).toBe("044d78cc-f62f-4532-83a5-8e04f2889652");
  });
});

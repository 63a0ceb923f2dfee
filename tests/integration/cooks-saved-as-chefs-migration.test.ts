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
 * Migration 0044: until 867aa60 the built-in hw-chef was labelled "Koch/Köchin" (de) and "Kok" (nl),
 * so a cook chosen then was saved with the chef's id and later shown as "Chefkoch/Chefköchin". The
 * label saved with the choice tells the cook from the chef.
 */
const MIGRATION = fs.readFileSync(path.resolve("app/db/migrations/0044_cooks_saved_as_chefs.sql"), "utf8");

// the migration updates every company's campaigns
usePrivateDatabase();

const group = (id: string, label: string): TargetGroup => ({
  jobTitle: { id, label },
  jobFunction: { id: "hospitality", label: "Gastronomie" },
  regions: [{ id: "DE.north-rhine-westphalia.cologne", label: "Köln" }],
  industries: [],
});

describe("migration 0044: cooks saved with the chef's title", () => {
  it("moves a target group saved as 'Koch', 'Köchin', 'Kok' or 'Cook' to hw-cook and leaves chefs and other titles alone", async () => {
    const company = await createCompany("cooks-0044");
    const saved = {
      "Koch/Köchin": "hw-cook",
      "Köchin": "hw-cook",
      "Kok": "hw-cook",
      "Cook": "hw-cook",
      "Chefkoch/Chefköchin": "hw-chef",
      "Chef": "hw-chef",
      "Küchenchef": "hw-chef",
    } as const;
    const ids = new Map<string, string>();
    for (const label of Object.keys(saved)) {
      ids.set(label, (await insertCampaign(company.id, { targetGroup: group("hw-chef", label) })).id);
    }
    // an ESCO title with a cook's label is not the built-in chef
    const esco = (await insertCampaign(company.id, { targetGroup: group("esco:cook", "Koch/Köchin") })).id;
    const db = await getDb();
    await db.execute(sql.raw(MIGRATION));
    const titleOf = async (id: string) =>
      (await db.select({ targetGroup: campaigns.targetGroup }).from(campaigns).where(eq(campaigns.id, id)))[0].targetGroup!.jobTitle;
    for (const [label, expected] of Object.entries(saved)) {
      expect([label, (await titleOf(ids.get(label)!)).id]).toEqual([label, expected]);
    }
    // only the id changes: the saved label and the rest of the target group stay
    expect(await titleOf(ids.get("Kok")!)).toEqual({ id: "hw-cook", label: "Kok" });
    expect((await titleOf(esco)).id).toBe("esco:cook");
  });
});

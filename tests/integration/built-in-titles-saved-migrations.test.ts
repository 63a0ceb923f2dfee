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
 * Migrations that move target groups saved with a built-in title whose labels then named another
 * occupation. Labels are read by id (decision 063), so such a target group showed the other
 * occupation's label; the label saved with the choice tells which was meant. Only the id changes.
 *
 * - 0044: hw-chef was labelled "Koch/Köchin" and "Kok" until 867aa60: cooks go to hw-cook (5120).
 * - 0045: hw-administrative-assistant (3343) was labelled "Bürokaufmann/Bürokauffrau": the
 *   Bürokaufmann is ESCO's office clerk (4110), now hw-office-clerk.
 */

// the migrations update every company's campaigns
usePrivateDatabase();

const CASES = [
  {
    migration: "0044_cooks_saved_as_chefs.sql",
    from: "hw-chef",
    saved: {
      "Koch/Köchin": "hw-cook",
      "Köchin": "hw-cook",
      "Kok": "hw-cook",
      "Cook": "hw-cook",
      "Chefkoch/Chefköchin": "hw-chef",
      "Chef": "hw-chef",
      "Küchenchef": "hw-chef",
    },
    // an ESCO title with a cook's label is not the built-in chef
    esco: ["esco:cook", "Koch/Köchin"],
  },
  {
    migration: "0045_office_clerks_saved_as_administrative_assistants.sql",
    from: "hw-administrative-assistant",
    saved: {
      "Bürokaufmann/Bürokauffrau": "hw-office-clerk",
      "Bürokauffrau": "hw-office-clerk",
      "Bürokaufmann": "hw-office-clerk",
      "Administrative assistant": "hw-administrative-assistant",
      "Administratief medewerker": "hw-administrative-assistant",
      "Verwaltungsassistentin": "hw-administrative-assistant",
    },
    esco: ["044d78cc-f62f-4532-83a5-8e04f2889652", "Bürokauffrau"],
  },
] as const;

const group = (id: string, label: string): TargetGroup => ({
  jobTitle: { id, label },
  jobFunction: { id: "hospitality", label: "Gastronomie" },
  regions: [{ id: "DE.north-rhine-westphalia.cologne", label: "Köln" }],
  industries: [],
});

describe("migrations of target groups saved with a built-in title that named another occupation", () => {
  it.each(CASES)("$migration moves the target groups saved as the other occupation, and no others", async ({ migration, from, saved, esco }) => {
    const company = await createCompany(`saved-titles-${migration.slice(0, 4)}`);
    const ids = new Map<string, string>();
    for (const label of Object.keys(saved)) ids.set(label, (await insertCampaign(company.id, { targetGroup: group(from, label) })).id);
    const escoId = (await insertCampaign(company.id, { targetGroup: group(esco[0], esco[1]) })).id;
    const db = await getDb();
    await db.execute(sql.raw(fs.readFileSync(path.resolve("app/db/migrations", migration), "utf8")));
    const titleOf = async (id: string) =>
      (await db.select({ targetGroup: campaigns.targetGroup }).from(campaigns).where(eq(campaigns.id, id)))[0].targetGroup!.jobTitle;
    for (const [label, expected] of Object.entries(saved)) {
      // only the id changes: the saved label stays
      expect(await titleOf(ids.get(label)!)).toEqual({ id: expected, label });
    }
    expect((await titleOf(escoId)).id).toBe(esco[0]);
  });
});

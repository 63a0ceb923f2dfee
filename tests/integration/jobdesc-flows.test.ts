import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { campaigns } from "../../app/db/schema";
import { createCampaign } from "../../app/models/campaign.server";
import { getFormState, saveFormState } from "../../app/models/form-state.server";
import { action as jobDescriptionAction, loader as jobDescriptionLoader } from "../../app/routes/jobdesc/job-description";
import { requestWithSession, responseOf, signedInMember } from "./fixtures";

const args = (request: Request) => ({ request, params: {}, context: {} });
const post = (url: string, session: Record<string, string>, fields: [string, string][]) =>
  requestWithSession(url, session, { method: "POST", body: new URLSearchParams(fields) });
const generatorOn = { features: { ai_job_description_generator: true } };

describe("the saved job descriptions list (decision 068)", () => {
  it("deletes one of the company's descriptions with intent=delete; another company's id, a campaign and a second try are 404", async () => {
    const on = await signedInMember(generatorOn);
    const other = await signedInMember(generatorOn);
    const id = await createCampaign(on.company.id, on.user.id, { name: "Nurse", descriptionOnly: true });
    const campaign = await createCampaign(on.company.id, on.user.id, { name: "Real campaign" });
    await saveFormState(on.company.id, on.user.id, "job-description", id, { sections: {} });
    const foreign = await responseOf(() =>
      post("/job-description", other.session, [["intent", "delete"], ["id", id]]).then((r) => jobDescriptionAction(args(r))),
    );
    expect(foreign.status).toBe(404);
    const notADescription = await responseOf(() =>
      post("/job-description", on.session, [["intent", "delete"], ["id", campaign]]).then((r) => jobDescriptionAction(args(r))),
    );
    expect(notADescription.status).toBe(404);
    const deleted = await responseOf(() => post("/job-description", on.session, [["intent", "delete"], ["id", id]]).then((r) => jobDescriptionAction(args(r))));
    expect([deleted.status, deleted.headers.get("Location")]).toEqual([302, "/job-description"]);
    const db = await getDb();
    expect(await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id))).toEqual([]);
    expect(await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaign))).toHaveLength(1);
    expect(await getFormState(on.company.id, "job-description", id)).toBeNull();
    const list = await jobDescriptionLoader(args(await requestWithSession("/job-description", on.session)));
    expect(list).toMatchObject({ kind: "saved", descriptions: [] });
    const again = await responseOf(() => post("/job-description", on.session, [["intent", "delete"], ["id", id]]).then((r) => jobDescriptionAction(args(r))));
    expect(again.status).toBe(404);
  });
});

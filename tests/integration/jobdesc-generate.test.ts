import { describe, expect, it } from "vitest";
import { JOBDESC_FORM } from "../../app/lib/jobdesc/constants";
import { initialState, type GeneratorState } from "../../app/lib/jobdesc/state";
import { textLanguage } from "../../app/lib/jobdesc/text-language";
import { createCampaign, requireCampaign } from "../../app/models/campaign.server";
import { getFormState, saveFormState } from "../../app/models/form-state.server";
import { createGeneration, finishGeneration, getGeneration, saveCompanyOption } from "../../app/models/jobdesc.server";
import { action as stepAction } from "../../app/routes/jobdesc/step";
import { pollGeneration } from "../../app/services/jobdesc/generation.server";
import { jobFacts } from "../../app/services/jobdesc/generator.server";
import { invalidateTaxonomy } from "../../app/models/taxonomy.server";
import { seedTaxonomy } from "../../app/services/catalogue/import/taxonomy.server";
import { outcome, post } from "./checkout-fixtures";
import { signedInMember, loadContext } from "./fixtures";

/**
 * issue 41 §2 and §5: company and benefits from the company's saved texts in the description's
 * language; "Generate" rewrites both generated sections when the title, language or tone changed.
 */
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });

async function member() {
  const m = await signedInMember({ features: { ai_job_description_generator: true } });
  const campaignId = await createCampaign(m.company.id, m.user.id, {
    targetGroup: { jobTitle: { id: "hw-nurse", label: "Pflegefachkraft" }, jobFunction: { id: "health-nursing", label: "Nursing" }, regions: [], industries: [] },
  });
  return { ...m, campaignId };
}
const stateOf = async (companyId: string, campaignId: string) =>
  (await getFormState<GeneratorState>(companyId, JOBDESC_FORM, campaignId)) ?? initialState({ jobTitle: "Pflegefachkraft", language: "de" });

describe("the language of a saved text", () => {
  it("by its commonest short words; none for bare nouns", () => {
    expect(textLanguage("Wir sind ein ambulanter Pflegedienst in Köln mit 80 Beschäftigten.")).toBe("de");
    expect(textLanguage("Wij zijn een thuiszorgorganisatie in Utrecht met 80 collega's.")).toBe("nl");
    expect(textLanguage("We are a home care provider in Leeds with a team of 80.")).toBe("en");
    expect(textLanguage("Dienstwagen, Jobticket")).toBeNull();
  });
});

describe("Generate and the company's saved texts (issue 41 §2, §5)", () => {
  it("empty company and benefits sections take the newest saved text in the description's language, in edit mode", async () => {
    const m = await member();
    await saveCompanyOption(m.company.id, "information", "<p>Wir sind ein ambulanter Pflegedienst in Köln mit 80 Beschäftigten.</p>");
    await saveCompanyOption(m.company.id, "information", "<p>We are a home care provider in Leeds with a team of 80.</p>");
    await saveCompanyOption(m.company.id, "benefits", "<ul><li>30 Tage Urlaub und ein Jobticket für die ganze Stadt</li></ul>");
    const state = await stateOf(m.company.id, m.campaignId);
    const german = { ...state, settings: { ...state.settings, language: "de" as const }, sections: { ...state.sections, responsibilities: { ...state.sections.responsibilities, aiGeneration: true } } };
    const gen = await createGeneration(m.company.id, m.campaignId, m.user.id, {});
    await finishGeneration(m.company.id, gen, { result: { jobTitle: "Pflegefachkraft", tasksResponsibilities: "<ul><li>Du pflegst.</li></ul>", requirements: "", jobTitleSuggestions: [], source: "test" } });
    const done = await pollGeneration(m.company.id, m.campaignId, german, gen, 1);
    expect(done.status).toBe("success");
    expect(done.state.sections.company.value).toContain("ambulanter Pflegedienst");
    expect(done.state.sections.company.optionId).toBeTruthy();
    expect(done.state.sections.benefits.value).toContain("30 Tage Urlaub");
    // a text the user wrote stays; in English the English text is taken
    const written = { ...german, settings: { ...german.settings, language: "en" as const }, sections: { ...german.sections, benefits: { ...german.sections.benefits, value: "<p>Mine</p>" } } };
    const english = await pollGeneration(m.company.id, m.campaignId, written, gen, 1);
    expect(english.state.sections.company.value).toContain("home care provider in Leeds");
    expect(english.state.sections.benefits.value).toBe("<p>Mine</p>");
  });

  it.each([
    ["de", false],
    ["en", true],
  ])("Generate with language %s: the other written section rewritten too: %s", async (language, both) => {
    const m = await member();
    const state = await stateOf(m.company.id, m.campaignId);
    const written = { value: "<ul><li>Du pflegst Menschen.</li></ul>", aiGeneration: false };
    await saveFormState(m.company.id, m.user.id, JOBDESC_FORM, m.campaignId, {
      ...state,
      settings: { jobTitle: "Pflegefachkraft", language: "de", tonality: "informal" },
      sections: { ...state.sections, responsibilities: { ...state.sections.responsibilities, ...written }, requirements: { ...state.sections.requirements, ...written } },
    });
    const generate = async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ intent: "generate", jobTitle: "Pflegefachkraft", language, tonality: "informal", title: "Deine Aufgaben", text: "- Du pflegst Menschen." })) form.set(k, v);
      const res = await outcome(async () => stepAction(args(await post(`/job-description/responsibilities/?id=${m.campaignId}`, m.session, form), { step: "responsibilities" })));
      const gen = new URL(res.response!.headers.get("Location")!, "http://x").searchParams.get("gen")!;
      return (await getGeneration(m.company.id, m.campaignId, gen))!.request as { generateTasksResponsibilities: boolean; generateRequirements: boolean };
    };
    expect(await generate()).toMatchObject({ generateTasksResponsibilities: true, generateRequirements: both });
  });
});

describe("the place the writer is told (issue 50 §1)", () => {
  it("is named in the description's language, not in the interface's the target group was chosen in", async () => {
    // the built-in places (29 countries, named in three languages), as `npm start` seeds them
    await seedTaxonomy();
    invalidateTaxonomy();
    const m = await signedInMember({ features: { ai_job_description_generator: true } });
    const campaignOf = async (regions: { id: string; label: string }[]) =>
      requireCampaign(
        m.company.id,
        await createCampaign(m.company.id, m.user.id, {
          targetGroup: { jobTitle: { id: "hw-nurse", label: "Nurse" }, jobFunction: { id: "health-nursing", label: "Nursing" }, regions, industries: [] },
        }),
      );
    const munich = await campaignOf([{ id: "DE.bavaria.munich", label: "Munich, Bavaria, Germany" }]);
    expect((await jobFacts(m.company.id, munich, "de")).location).toBe("München, Bayern, Deutschland");
    expect((await jobFacts(m.company.id, munich, "nl")).location).toBe("München, Beieren, Duitsland");
    expect((await jobFacts(m.company.id, munich, "en")).location).toBe("Munich, Bavaria, Germany");
    // a place the catalogue no longer knows keeps the label it was saved with
    const gone = await campaignOf([{ id: "DE.nowhere.somewhere", label: "Irgendwo" }]);
    expect(await jobFacts(m.company.id, gone, "en")).toMatchObject({ country: "DE", location: "Irgendwo" });
  });
});

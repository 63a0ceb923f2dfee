import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { jobdescGenerations } from "../../app/db/schema";
import { JOBDESC_FORM, TEXT_MAX_CHARS, type SectionName } from "../../app/lib/jobdesc/constants";
import { plainText } from "../../app/lib/jobdesc/html";
import type { GeneratorState } from "../../app/lib/jobdesc/state";
import { message } from "../../app/lib/validation/messages";
import { createCampaign, saveTargetGroup } from "../../app/models/campaign.server";
import { createCompanyDetails } from "../../app/models/company-details.server";
import { getFormState } from "../../app/models/form-state.server";
import { loader as downloadLoader } from "../../app/routes/jobdesc/download";
import { action as stepAction, loader as stepLoader } from "../../app/routes/jobdesc/step";
import { startGeneration } from "../../app/services/jobdesc/generation.server";
import { loadGenerator, startGenerationFromTargetGroup } from "../../app/services/jobdesc/generator.server";
import { outcome, post } from "./checkout-fixtures";
import { loadContext, requestWithSession, signedInMember } from "./fixtures";

/**
 * spec 2 §5 "Generator": a section's text, stripped of markup, is at most TEXT_MAX_CHARS. "Save"
 * and "Back" keep a step's draft as typed (up to 20,000 characters), so a saved text can be longer;
 * such a text never goes to the writer ("Generate" on the other AI step, "Generate a job
 * description" on the target group) nor into the PDF or Word file.
 */
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });
const MAX_CHARS = message("jobdesc:error.max-chars", { max: TEXT_MAX_CHARS });
const BASE = { jobTitle: "Pflegefachkraft", language: "de", tonality: "informal" };
const AI_STEPS = [
  ["responsibilities", "requirements"],
  ["requirements", "responsibilities"],
] as const;
/** 2001 characters without markup: one over the maximum. */
const LONG = "Patientinnen und Patienten betreuen ".repeat(56).slice(0, TEXT_MAX_CHARS).trimEnd().padEnd(TEXT_MAX_CHARS + 1, "x");

async function member() {
  const m = await signedInMember({ features: { ai_job_description_generator: true } });
  const campaignId = await createCampaign(m.company.id, m.user.id, {
    targetGroup: { jobTitle: { id: "hw-nurse", label: "Pflegefachkraft" }, jobFunction: { id: "health-nursing", label: "Nursing" }, regions: [], industries: [] },
  });
  return { ...m, campaignId };
}
type Member = Awaited<ReturnType<typeof member>>;

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.set(k, v);
  return body;
}

const stepUrl = (m: Member, step: string) => `/job-description/${step}/?id=${m.campaignId}`;
const send = async (m: Member, step: SectionName, values: Record<string, string>) =>
  outcome(async () => stepAction(args(await post(stepUrl(m, step), m.session, form({ ...BASE, title: "Titel", ...values })), { step })));
const stateOf = async (m: Member) => (await getFormState<GeneratorState>(m.company.id, JOBDESC_FORM, m.campaignId))!;
const generations = async (m: Member) =>
  (await getDb()).select({ request: jobdescGenerations.request }).from(jobdescGenerations).where(eq(jobdescGenerations.campaignId, m.campaignId));
const openStep = async (m: Member, step: SectionName | "preview") => stepLoader(args(await requestWithSession(stepUrl(m, step), m.session), { step }));

describe("a saved section text over the maximum never reaches the writer (spec 2 §5)", () => {
  expect(LONG).toHaveLength(TEXT_MAX_CHARS + 1);

  for (const [step, other] of AI_STEPS) {
    it(`Generate on ${step}: the ${other} draft kept by Save is refused with the field message, nothing is written; shortened, it is sent`, async () => {
      const m = await member();
      // Save keeps the other step's draft as typed
      expect((await send(m, other, { text: LONG, intent: "save" })).response?.status).toBe(302);
      expect(plainText((await stateOf(m)).sections[other].value)).toHaveLength(TEXT_MAX_CHARS + 1);

      const refused = await send(m, step, { text: "- Patienten betreuen", instructions: "Drei-Schicht-Dienst", intent: "generate" });
      expect(refused.status).toBe(400);
      const reply = refused.data as { error: Record<string, string[]>; initialValue: Record<string, string> };
      // the message is the other section's, not this step's text
      expect(reply.error).toEqual({ [other]: [MAX_CHARS] });
      expect(reply.initialValue).toMatchObject({ instructions: "Drei-Schicht-Dienst", text: "- Patienten betreuen" });
      expect(await generations(m)).toEqual([]);
      // this step's draft is kept, the other's untouched
      const state = await stateOf(m);
      expect([state.currentStep, state.generation.id]).toEqual([step, null]);
      expect(state.sections[step].value).toBe("<ul><li>Patienten betreuen</li></ul>");
      expect(plainText(state.sections[other].value)).toHaveLength(TEXT_MAX_CHARS + 1);

      // the other step opens with the message on its text, this one without
      expect((await openStep(m, other)).section?.textErrors).toEqual([MAX_CHARS]);
      expect((await openStep(m, step)).section?.textErrors).toEqual([]);

      // at exactly the maximum it is in order and goes to the writer as saved
      expect((await send(m, other, { text: LONG.slice(0, -1), intent: "save" })).response?.status).toBe(302);
      expect((await openStep(m, other)).section?.textErrors).toEqual([]);
      const generated = await send(m, step, { text: "- Patienten betreuen", intent: "generate" });
      expect(generated.response?.headers.get("Location")).toMatch(/status=loading/);
      const [row] = await generations(m);
      const field = other === "requirements" ? "requirements" : "tasksResponsibilities";
      expect(plainText(String(row.request[field]))).toHaveLength(TEXT_MAX_CHARS);
    });
  }

  it("Generate without a text field: this step's saved draft over the maximum is refused on its text", async () => {
    const m = await member();
    expect((await send(m, "responsibilities", { text: LONG, intent: "save" })).response?.status).toBe(302);
    // no "text" posted: the step's saved draft is what would go to the writer
    const refused = await send(m, "responsibilities", { intent: "generate" });
    expect(refused.status).toBe(400);
    expect((refused.data as { error: Record<string, string[]> }).error).toEqual({ text: [MAX_CHARS] });
    expect(await generations(m)).toEqual([]);
  });

  it("Generate a job description (target group): a saved AI text over the maximum opens its step with the message instead of the writer", async () => {
    const m = await member();
    expect((await send(m, "requirements", { text: LONG, intent: "back" })).response?.status).toBe(302);
    const generator = await loadGenerator(args(await requestWithSession(`/job-description/?id=${m.campaignId}`, m.session)));
    // responsibilities is empty, so it would be written and requirements sent along
    expect(await startGenerationFromTargetGroup(generator)).toBe(stepUrl(m, "requirements"));
    expect(await generations(m)).toEqual([]);
    expect((await openStep(m, "requirements")).section?.textErrors).toEqual([MAX_CHARS]);
    // and whoever calls the service without checking first does not get it to the writer either
    await expect(startGeneration(m.company.id, m.campaignId, m.user.id, generator.state, "")).rejects.toThrow(/over the maximum/);
    expect(await generations(m)).toEqual([]);
  });
});

describe("Generate a job description (target group) with a new job title and a saved text over the maximum", () => {
  it("opens the step to shorten with the title just entered, and its Generate writes for that title", async () => {
    const m = await member();
    expect((await send(m, "requirements", { text: LONG, intent: "back" })).response?.status).toBe(302);
    expect((await stateOf(m)).settings.jobTitle).toBe("Pflegefachkraft");
    // the user changes the target group's job title and presses "Generate a job description"
    await saveTargetGroup(m.company.id, m.campaignId, {
      jobTitle: { id: "hw-geriatric-nurse", label: "Altenpfleger" },
      jobFunction: { id: "health-nursing", label: "Nursing" },
      regions: [],
      industries: [],
    });
    const generator = await loadGenerator(args(await requestWithSession(`/job-description/?id=${m.campaignId}`, m.session)));
    expect(await startGenerationFromTargetGroup(generator)).toBe(stepUrl(m, "requirements"));
    expect(await generations(m)).toEqual([]);
    // the step shows the new title (it showed "Pflegefachkraft"), with the message on the text
    const step = await openStep(m, "requirements");
    expect(step.settings.jobTitle).toBe("Altenpfleger");
    expect(step.section?.textErrors).toEqual([MAX_CHARS]);
    expect(await stateOf(m)).toMatchObject({ currentStep: "requirements", settings: { jobTitle: "Altenpfleger" } });
    // shortened and generated from the step's form as the page fills it in: written for the new title
    const generated = await send(m, "requirements", { ...step.settings, text: LONG.slice(0, -1), intent: "generate" });
    expect(generated.response?.headers.get("Location")).toMatch(/status=loading/);
    const [row] = await generations(m);
    expect(row.request.jobTitle).toBe("Altenpfleger");
  });
});

describe("a saved section text over the maximum never reaches the PDF or Word file (spec 2 §5)", () => {
  it("a requirements draft kept by Save: both downloads are refused with the message and a link to the section", async () => {
    const m = await member();
    const details = (await createCompanyDetails(m.company.id, { companyName: "Pflege GmbH", departmentName: "", addressLine1: "Domstraße 1", postcode: "50667", city: "Köln", country: "DE" }, null))!;
    const options = { templateName: "default_template", color: "#1f57d1", header: "on", footer: "on", companyDetailsId: details };
    const pdf = await outcome(async () => stepAction(args(await post(stepUrl(m, "preview"), m.session, form(options)), { step: "preview" })));
    expect(pdf.response?.status).toBe(302);
    for (const step of ["responsibilities", "requirements"] as const) {
      expect((await send(m, step, { text: "- Patientinnen und Patienten betreuen", intent: "next" })).response?.status).toBe(302);
    }
    expect((await send(m, "requirements", { text: LONG, intent: "save" })).response?.status).toBe(302);
    for (const format of ["pdf", "docx"] as const) {
      const res = (await outcome(async () => downloadLoader(args(await requestWithSession(`/job-description/download/${format}?id=${m.campaignId}`, m.session), { format })))).response!;
      expect([res.status, res.headers.get("Location"), res.headers.get("Content-Type")]).toEqual([302, stepUrl(m, "preview"), null]);
      expect((await stateOf(m)).download).toEqual({ newPdf: true, error: "Error fetching PDF: Bad Request", missing: ["section.requirements"] });
      const inline = (await outcome(async () => downloadLoader(args(await requestWithSession(`/job-description/download/${format}?id=${m.campaignId}&inline=1`, m.session), { format })))).response!;
      expect(inline.status).toBe(400);
    }
    const preview = await openStep(m, "preview");
    expect(preview.preview).toMatchObject({ missing: ["section.requirements"], pdfError: { missing: ["section.requirements"] } });
    // shortened to the maximum, the PDF is made
    expect((await send(m, "requirements", { text: LONG.slice(0, -1), intent: "save" })).response?.status).toBe(302);
    const ok = (await outcome(async () => downloadLoader(args(await requestWithSession(`/job-description/download/pdf?id=${m.campaignId}`, m.session), { format: "pdf" })))).response!;
    expect(ok.headers.get("Content-Type")).toBe("application/pdf");
  });
});

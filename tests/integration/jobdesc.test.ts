import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase, getDb } from "../../app/db/client.server";
import { jobdescCompanyOptions, jobdescGenerations, jobFunctions, jobTitleLabels, jobTitles } from "../../app/db/schema";
import { and, eq } from "drizzle-orm";
import { GENERATION_ERRORS, INSTRUCTIONS_MAX_CHARS, JOBDESC_FORM, POLL_MAX_ATTEMPTS, TEXT_MAX_CHARS } from "../../app/lib/jobdesc/constants";
import type { GeneratorState } from "../../app/lib/jobdesc/state";
import { createCampaign } from "../../app/models/campaign.server";
import { createCompanyDetails } from "../../app/models/company-details.server";
import { getFormState } from "../../app/models/form-state.server";
import {
  createGeneration,
  getGeneration,
  listCompanyOptions,
  saveCompanyOption,
  SAVED_TEXT_MAX_CHARS,
  SAVED_TEXTS_MAX,
} from "../../app/models/jobdesc.server";
import { message } from "../../app/lib/validation/messages";
import { loader as downloadLoader } from "../../app/routes/jobdesc/download";
import { loader as entryLoader } from "../../app/routes/jobdesc/job-description";
import { action as stepAction, loader as stepLoader } from "../../app/routes/jobdesc/step";
import { embeddedWriter, readRequest } from "../../app/services/jobdesc/embedded.server";
import { warmReferenceData } from "../../app/services/jobdesc/reference-data.server";
import { openAiWriter } from "../../app/services/jobdesc/openai.server";
import type { GenerateRequest } from "../../app/services/jobdesc/types";
import { JOBDESC_GENERATE, runJobdescGeneration } from "../../app/services/jobs/jobdesc.server";
import { createBoss, registerJobs } from "../../app/services/jobs/registry.server";
import { defineJob } from "../../app/services/jobs/types";
import { outcome, post } from "./checkout-fixtures";
import { requestWithSession, signedInMember, loadContext } from "./fixtures";

const REFERENCE = path.resolve(process.cwd(), process.env.REFERENCE_DATA_DIR ?? "../shared/reference-data");
const hasReference = fs.existsSync(path.join(REFERENCE, "esco-isco", "occupations_de.csv"));
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });

const REQUEST: GenerateRequest = {
  language: "de",
  tone: "informal",
  jobTitle: "Pflegefachkraft",
  tasksResponsibilities: "",
  requirements: "",
  generateJobTitleSuggestions: true,
  generateTasksResponsibilities: true,
  generateRequirements: true,
  instructions: "",
};

async function generatorMember(features = { ai_job_description_generator: true }) {
  const member = await signedInMember({ features });
  const campaignId = await createCampaign(member.company.id, member.user.id, {
    targetGroup: {
      jobTitle: { id: "hw-nurse", label: "Pflegefachkraft" },
      jobFunction: { id: "health-nursing", label: "Nursing" },
      regions: [],
      industries: [],
    },
  });
  return { ...member, campaignId };
}

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.set(k, v);
  return body;
}

async function stateOf(companyId: string, campaignId: string) {
  return (await getFormState<GeneratorState>(companyId, JOBDESC_FORM, campaignId))!;
}

/** Polls the generation row until it is done (the job runs in this process without a runner). */
async function settled(companyId: string, campaignId: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const row = await getGeneration(companyId, campaignId, id);
    if (row && (row.status === "success" || row.status === "error")) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("generation did not finish");
}

describe("OpenAI-compatible writer against a local server (issue 13 §2, issue 50 §8)", () => {
  let server: http.Server;
  let baseUrl = "";
  type Mode = "ok" | "malformed" | "slow" | "error" | "schema" | "tone" | "biased" | "short" | "long";
  let mode: Mode = "ok";
  let lastBody: Record<string, unknown> = {};
  const TASKS = ["Du betreust Patientinnen und Patienten<script>alert(1)</script>", "Du dokumentierst die Pflege", "Du arbeitest im Drei-Schicht-Dienst auf der Intensivstation"];
  const REQUIREMENTS = ["Du hast eine Ausbildung als Pflegefachfrau oder Pflegefachmann", "Du hast Erfahrung in der Intensivpflege", "Du arbeitest gern im Team"];
  const answers: Record<"ok" | "tone" | "biased" | "short" | "long", unknown> = {
    ok: { tasks_responsibilities: TASKS, requirements: REQUIREMENTS, job_title_suggestions: ["Pflegefachkraft (m/w/d)", "<b>Krankenpfleger:in</b>"] },
    // "Sie" in a text asked for with "du"
    tone: { tasks_responsibilities: [...TASKS.slice(0, 2), "Sie arbeiten im Drei-Schicht-Dienst"], requirements: REQUIREMENTS, job_title_suggestions: [] },
    biased: { tasks_responsibilities: TASKS, requirements: [...REQUIREMENTS.slice(0, 2), "Du passt in unser junges, dynamisches Team"], job_title_suggestions: [] },
    short: { tasks_responsibilities: TASKS.slice(0, 2), requirements: REQUIREMENTS, job_title_suggestions: [] },
    // eight items of 300 characters: a list over the 2000 characters a section may hold (spec 2 §5)
    long: {
      tasks_responsibilities: Array.from({ length: 8 }, (_, i) => `Du dokumentierst die Pflege in Schritt ${i + 1} ${"und sorgfältig ".repeat(18)}`.trim()),
      requirements: REQUIREMENTS,
      job_title_suggestions: [],
    },
  };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        lastBody = JSON.parse(raw || "{}");
        const reply = (content: string) => {
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ choices: [{ message: { content } }] }));
        };
        if (mode === "error") return void res.writeHead(500).end("boom");
        if (mode === "slow") return void setTimeout(() => reply("{}"), 1_000);
        if (mode === "malformed") return reply("Sure! Here is your job ad: {not json");
        if (mode === "schema") return reply(JSON.stringify({ tasks_responsibilities: "one string" }));
        reply(JSON.stringify(answers[mode]));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // the built-in writer stands in as the fallback: its text says where it came from
  const builtIn = { name: "embedded" as const, write: async (r: GenerateRequest) => ({ jobTitle: r.jobTitle, tasksResponsibilities: "<ul><li>built-in</li></ul>", requirements: "<ul><li>built-in</li></ul>", jobTitleSuggestions: [], source: "built-in", warnings: [] }) };
  const read = (request: GenerateRequest) => readRequest(request, REFERENCE, async () => null);
  const writer = (timeoutMs = 300) => openAiWriter({ baseUrl, apiKey: "k", model: "test-model", timeoutMs }, { writer: builtIn, read });
  const ICU: GenerateRequest = {
    ...REQUEST,
    tone: "formal",
    jobTitle: "Senior Pflegefachkraft Intensivstation",
    instructions: "duzen, Drei-Schicht-Dienst, Beatmung",
    facts: { country: "DE", location: "Berlin", salary: "TVöD P8" },
  };

  it("success: the prompt carries the facts, asks for a JSON schema; the answer becomes sanitised lists", async () => {
    mode = "ok";
    // generous here (a busy machine); the timeout case below uses 300 ms against a 1 s answer
    const result = await writer(5_000).write(ICU);
    expect(result.tasksResponsibilities).toBe(
      "<ul><li>Du betreust Patientinnen und Patienten</li><li>Du dokumentierst die Pflege</li><li>Du arbeitest im Drei-Schicht-Dienst auf der Intensivstation</li></ul>",
    );
    expect(result.jobTitleSuggestions).toEqual(["Pflegefachkraft (m/w/d)", "Krankenpfleger:in"]);
    expect(result.source).toBe("AI (test-model)");
    // "Beatmung" is a topic no sentence took up: listed back, as the built-in writer does
    expect(result.warnings).toEqual(["Nicht verwendet: Beatmung"]);
    expect(lastBody.model).toBe("test-model");
    expect(lastBody.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "job_description", strict: true } });
    const messages = lastBody.messages as { role: string; content: string }[];
    expect(messages[0].content).toContain('German, informal ("du") tone');
    const facts = JSON.parse(messages[1].content);
    expect(facts).toMatchObject({
      job_title: "Senior Pflegefachkraft Intensivstation",
      country: "DE",
      location: "Berlin",
      seniority: "senior",
      instructions: { tone: "informal", working_conditions: ["Drei-Schicht-Dienst"], topics: ["Beatmung"] },
      job_ad: { salary: "TVöD P8" },
    });
    // the country's requirement rows, in the chosen tone, as the built-in writer words them
    expect(facts.country_requirements.join(" ")).toMatch(/^Du hast .*Pflegefach/);
  });

  it.each([
    ["malformed", "malformed JSON", /keine Antwort/],
    ["schema", "an answer outside the schema", /keine Antwort/],
    ["error", "a 500", /keine Antwort/],
    ["slow", "a timeout", /keine Antwort/],
    ["tone", "'Sie' in a text asked for with 'du'", /„Sie“ passt nicht zur gewählten Ansprache/],
    ["biased", "an inclusive-language finding", /einseitige Formulierung: „junges/],
    ["short", "two bullets", /zu wenige oder zu viele Punkte/],
    ["long", "a list over 2000 characters", /länger als 2.000 Zeichen/],
  ] as const)("%s: %s falls back to the built-in writer with a note the user reads", async (m, _what, why) => {
    mode = m;
    const result = await writer().write(ICU);
    expect(result.source).toBe("built-in");
    expect(result.warnings?.[0]).toMatch(/^Der Text des KI-Dienstes war nicht verwendbar/);
    expect(result.warnings?.[0]).toMatch(why);
    const member = await generatorMember();
    const id = await createGeneration(member.company.id, member.campaignId, member.user.id, REQUEST);
    expect(await runJobdescGeneration({ companyId: member.company.id, generationId: id }, writer())).toEqual({ status: "success" });
    const row = await getGeneration(member.company.id, member.campaignId, id);
    expect(row).toMatchObject({ status: "success" });
    expect(JSON.stringify(row?.result)).toContain("KI-Dienstes");
  });
});

/** ESCO "general nurse" (ISCO 2221), the occupation behind the built-in "Pflegefachkraft". */
const NURSE_ESCO = "8d3e8aaa-791b-4c75-a465-f3f827028f50";
const run = randomUUID().slice(0, 8);
const label = { de: `Pflegefachkraft ${run}`, nl: `Verpleegkundige ${run}`, en: `Nurse ${run}` };

describe.skipIf(!hasReference)("embedded writer on the reference data (issue 13 §2)", () => {
  beforeAll(async () => {
    // the occupation as the ESCO import writes it, with labels only this file searches for
    const db = await getDb();
    // the job function the ESCO import gives ISCO 2221: on PostgreSQL the suite shares one
    // database, and other files look nurses up (a throwaway function here broke their mapping)
    await db
      .insert(jobFunctions)
      .values({ id: "health-nursing", labelEn: "Nursing", labelDe: "Pflege", labelNl: "Verpleging" })
      .onConflictDoNothing();
    await db
      .insert(jobTitles)
      .values({ id: NURSE_ESCO, jobFunctionId: "health-nursing", iscoCode: "2221", labelEn: "general nurse", labelDe: "Krankenpfleger", labelNl: "algemeen verpleegkundige", source: "esco" })
      .onConflictDoNothing();
    await db.insert(jobTitleLabels).values((["de", "nl", "en"] as const).map((lang) => ({ jobTitleId: NURSE_ESCO, lang, label: label[lang] })));
    // as the server does at start (jobdesc-reference-warmup): parsing ESCO and O*NET once takes 1–3 s here
    warmReferenceData(REFERENCE);
  });

  // how long a generation takes is measured by `npm run jd:write` on 30 requests, not asserted here
  it("writes German informal responsibilities and requirements for Pflegefachkraft from ESCO and O*NET", async () => {
    const result = await embeddedWriter(REFERENCE).write({ ...REQUEST, jobTitle: label.de });
    expect(result.jobTitle).toBe(label.de);
    expect(result.tasksResponsibilities).toContain(`<p>Als ${label.de} erwarten dich diese Aufgaben:</p>`);
    expect(result.tasksResponsibilities).toContain("<li>Du förderst die Patientengesundheit und stellst sie wieder her.</li>");
    expect(result.requirements).toContain("<p>Das bringst du mit:</p>");
    expect(result.requirements).toContain("Pflegeberufegesetz");
    expect(result.jobTitleSuggestions.length).toBeGreaterThan(0);
    expect(result.source).toMatch(/^ESCO, O\*NET 29-1141/);
  });

  it("formal Dutch and formal English from the same occupation", async () => {
    const nl = await embeddedWriter(REFERENCE).write({ ...REQUEST, language: "nl", tone: "formal", jobTitle: label.nl });
    expect(nl.tasksResponsibilities).toContain("<li>U plant de zorg en behandeling van patiënten en voert die uit.</li>");
    expect(nl.requirements).toContain("BIG-register");
    expect(nl.requirements).toContain("<p>Wat u meebrengt:</p>");
    const en = await embeddedWriter(REFERENCE).write({ ...REQUEST, language: "en", tone: "formal", jobTitle: label.en });
    expect(en.tasksResponsibilities).toMatch(/<li>You will [a-z]/);
    expect(en.tasksResponsibilities).not.toContain("You'll");
  });

  it("keeps a part that is not generated", async () => {
    const result = await embeddedWriter(REFERENCE).write({ ...REQUEST, jobTitle: label.de, generateRequirements: false, requirements: "<p>Mine</p>" });
    expect(result.requirements).toBe("<p>Mine</p>");
  });
});

describe("embedded writer without reference data", () => {
  it("falls back to the built-in texts in the chosen language and tone", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "no-ref-"));
    const result = await embeddedWriter(empty).write({ ...REQUEST, tone: "formal" });
    // the occupation's ISCO group (from the job-title table) still gives its sentences, in the formal tone
    expect(result.tasksResponsibilities.match(/<li>Sie [^<]+\.<\/li>/g)?.length).toBeGreaterThanOrEqual(5);
    expect(result.requirements).toContain("<li>Sie sprechen und schreiben sehr gut Deutsch (mindestens B2).</li>");
    // no ESCO or O*NET; the country's requirement rows are in the repository, not the reference data
    expect(result.source).toBe("country requirements (DE)");
    expect(result.requirements).toContain("Pflegeberufegesetz");
  });
});

describe("generator routes (issue 13 §1–§4)", () => {
  it("is 404 without the feature and for another company's campaign", async () => {
    const off = await generatorMember({ ai_job_description_generator: false });
    const r1 = await outcome(async () => entryLoader(args(await requestWithSession(`/job-description/?id=${off.campaignId}`, off.session))));
    expect(r1.status).toBe(404);
    const other = await generatorMember();
    const mine = await generatorMember();
    const r2 = await outcome(async () => stepLoader(args(await requestWithSession(`/job-description/responsibilities/?id=${other.campaignId}`, mine.session), { step: "responsibilities" })));
    expect(r2.status).toBe(404);
    const r3 = await outcome(async () => stepLoader(args(await requestWithSession(`/job-description/nope/?id=${mine.campaignId}`, mine.session), { step: "nope" })));
    expect(r3.status).toBe(404);
  });

  it("enters at the first step, validates 10 characters on Next, then restores the saved step", async () => {
    const m = await generatorMember();
    const entry = await outcome(async () => entryLoader(args(await requestWithSession(`/job-description/?id=${m.campaignId}`, m.session))));
    expect(entry.response?.headers.get("Location")).toBe(`/job-description/responsibilities/?id=${m.campaignId}`);
    const url = `/job-description/responsibilities/?id=${m.campaignId}`;
    const base = { jobTitle: "Pflegefachkraft", language: "de", tonality: "informal", title: "Deine Aufgaben" };
    const short = await outcome(async () => stepAction(args(await post(url, m.session, form({ ...base, text: "- kurz", intent: "next" })), { step: "responsibilities" })));
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.data)).toContain('jobdesc:error.min-chars::{\\"min\\":10}');
    const ok = await outcome(async () => stepAction(args(await post(url, m.session, form({ ...base, text: "Intro\n- Patienten betreuen\n- Pflege dokumentieren", intent: "next" })), { step: "responsibilities" })));
    expect(ok.response?.headers.get("Location")).toBe(`/job-description/requirements/?id=${m.campaignId}`);
    const state = await stateOf(m.company.id, m.campaignId);
    expect(state.sections.responsibilities.value).toBe("<p>Intro</p><ul><li>Patienten betreuen</li><li>Pflege dokumentieren</li></ul>");
    expect(state.currentStep).toBe("requirements");
    const again = await outcome(async () => entryLoader(args(await requestWithSession(`/job-description/?id=${m.campaignId}`, m.session))));
    expect(again.response?.headers.get("Location")).toBe(`/job-description/requirements/?id=${m.campaignId}`);
  });

  // QA: the text says "At most 2000 characters", which did not hold with the AI option on
  it("the 2000-character limit holds with the AI option on: Generate and Next answer 400 with the message, the input kept", async () => {
    const m = await generatorMember();
    const base = { jobTitle: "Pflegefachkraft", language: "de", tonality: "informal", title: "Dein Profil" };
    const long = `- ${"Erfahrung in der Intensivpflege. ".repeat(70)}`.trim();
    expect(long.length).toBeGreaterThan(TEXT_MAX_CHARS);
    for (const step of ["responsibilities", "requirements"] as const) {
      const url = `/job-description/${step}/?id=${m.campaignId}`;
      const send = async (values: Record<string, string>) => outcome(async () => stepAction(args(await post(url, m.session, form({ ...base, ...values })), { step })));

      const generate = await send({ text: long, instructions: "duzen, Drei-Schicht-Dienst", intent: "generate" });
      expect(generate.status).toBe(400);
      const reply = generate.data as { error: Record<string, string[]>; initialValue: Record<string, string> };
      expect(reply.error).toEqual({ text: [message("jobdesc:error.max-chars", { max: TEXT_MAX_CHARS })] });
      // the instructions come back as typed; the text is kept in the draft the step opens with
      expect(reply.initialValue).toMatchObject({ instructions: "duzen, Drei-Schicht-Dienst", text: long });
      const reopened = await stepLoader(args(await requestWithSession(url, m.session), { step }));
      expect(reopened.section?.text.replace(/\s+/g, " ")).toBe(long.replace(/\s+/g, " "));

      // instructions past their 500 are a message too, no longer cut without a word
      const instructions = await send({ text: "", instructions: "kurz ".repeat(120), intent: "generate" });
      expect(instructions.status).toBe(400);
      expect((instructions.data as { error: Record<string, string[]> }).error).toEqual({
        instructions: [message("jobdesc:error.max-chars", { max: INSTRUCTIONS_MAX_CHARS })],
      });

      // "Next" with the AI flag posted (a page from before issue 41 still had the checkbox)
      const next = await send({ text: long, aiGeneration: "on", intent: "next" });
      expect(next.status).toBe(400);
      expect((next.data as { error: Record<string, string[]> }).error.text).toEqual([message("jobdesc:error.max-chars", { max: TEXT_MAX_CHARS })]);
      expect((await stateOf(m.company.id, m.campaignId)).currentStep).toBe(step);
    }
    // nothing went to the writer
    const rows = await (await getDb()).select({ id: jobdescGenerations.id }).from(jobdescGenerations).where(eq(jobdescGenerations.campaignId, m.campaignId));
    expect(rows).toEqual([]);
    // within the bounds, with the AI flag on: an empty text is fine (the writer fills it) — but the
    // requirements draft kept above is over the maximum too and goes to the writer along with it:
    // refused on its own field until it is shortened
    const url = `/job-description/responsibilities/?id=${m.campaignId}`;
    const generate = async () => outcome(async () => stepAction(args(await post(url, m.session, form({ ...base, text: "", intent: "generate" })), { step: "responsibilities" })));
    const other = await generate();
    expect(other.status).toBe(400);
    expect((other.data as { error: Record<string, string[]> }).error).toEqual({ requirements: [message("jobdesc:error.max-chars", { max: TEXT_MAX_CHARS })] });
    const requirements = `/job-description/requirements/?id=${m.campaignId}`;
    await outcome(async () => stepAction(args(await post(requirements, m.session, form({ ...base, text: "", intent: "save" })), { step: "requirements" })));
    expect((await generate()).response?.headers.get("Location")).toMatch(/status=loading/);
  });

  it("20 copies of one Generate click (one submission key) start one generation, also when the first has finished (issue 47 §6)", async () => {
    const m = await generatorMember();
    const url = `/job-description/responsibilities/?id=${m.campaignId}`;
    const submissionKey = randomUUID();
    const click = async () =>
      outcome(async () =>
        stepAction(
          args(
            await post(url, m.session, form({ submissionKey, jobTitle: "Pflegefachkraft", language: "de", tonality: "informal", title: "Deine Aufgaben", text: "", intent: "generate" })),
            { step: "responsibilities" },
          ),
        ),
      );
    // ten at once, then ten retries of the same click after the first generation ended
    const first = await Promise.all(Array.from({ length: 10 }, click));
    const generationId = new URL(first[0].response!.headers.get("Location")!, "http://x").searchParams.get("gen")!;
    await settled(m.company.id, m.campaignId, generationId);
    const retries = await Promise.all(Array.from({ length: 10 }, click));
    const locations = new Set([...first, ...retries].map((r) => r.response?.headers.get("Location")));
    expect(locations.size).toBe(1);
    const rows = await (await getDb()).select({ id: jobdescGenerations.id }).from(jobdescGenerations).where(eq(jobdescGenerations.campaignId, m.campaignId));
    expect(rows.map((r) => r.id)).toEqual([generationId]);
  });

  it("Generate → waiting page → sections filled with German text and suggestions", async () => {
    const m = await generatorMember();
    const url = `/job-description/responsibilities/?id=${m.campaignId}`;
    const res = await outcome(async () =>
      stepAction(args(await post(url, m.session, form({ jobTitle: "Pflegefachkraft", language: "de", tonality: "informal", title: "Deine Aufgaben", text: "", intent: "generate" })), { step: "responsibilities" })),
    );
    const waiting = res.response!.headers.get("Location")!;
    const gen = new URL(waiting, "http://x").searchParams.get("gen")!;
    expect(waiting).toBe(`/job-description/?status=loading&id=${m.campaignId}&gen=${gen}&attempt=1`);
    await settled(m.company.id, m.campaignId, gen);
    const done = await outcome(async () => entryLoader(args(await requestWithSession(waiting, m.session))));
    expect(done.response?.headers.get("Location")).toBe(url);
    const state = await stateOf(m.company.id, m.campaignId);
    expect(state.generation).toMatchObject({ id: gen, error: null });
    // issue 50 §2, §4: the writer's notes travel with the text (none for a title it knows, without instructions)
    expect(state.generation.notes).toEqual([]);
    expect(state.sections.responsibilities.value).toMatch(/<li>(Du|Sie) /);
    expect(state.sections.responsibilities.aiGeneration).toBe(false);
    // nothing flagged: "Generate" also wrote the empty requirements
    expect(state.sections.requirements.value).toMatch(/<li>/);
  });

  it("a request still pending at attempt 15 stops with 'Polling exceeded maximum attempts'", async () => {
    const m = await generatorMember();
    const gen = await createGeneration(m.company.id, m.campaignId, m.user.id, REQUEST);
    const at = (n: number) => `/job-description/?status=loading&id=${m.campaignId}&gen=${gen}&attempt=${n}`;
    const pending = await outcome(async () => entryLoader(args(await requestWithSession(at(POLL_MAX_ATTEMPTS - 1), m.session))));
    expect(pending.status).toBe(200);
    expect((pending.data as { next: string }).next).toBe(at(POLL_MAX_ATTEMPTS));
    const last = await outcome(async () => entryLoader(args(await requestWithSession(at(POLL_MAX_ATTEMPTS), m.session))));
    expect(last.response?.headers.get("Location")).toBe(`/job-description/responsibilities/?id=${m.campaignId}`);
    expect((await stateOf(m.company.id, m.campaignId)).generation.error).toBe(GENERATION_ERRORS.polling);
    const page = await outcome(async () => stepLoader(args(await requestWithSession(`/job-description/responsibilities/?id=${m.campaignId}`, m.session), { step: "responsibilities" })));
    expect((page.data as { error: string }).error).toBe("error.polling");
  });

  it("saves company texts as option lists, PDF with de characters by text extraction, stored PDF reused, Word file", async () => {
    const m = await generatorMember();
    const details = await createCompanyDetails(m.company.id, { companyName: "Müller Pflege GmbH", departmentName: "", addressLine1: "Straße 1", postcode: "80331", city: "München", country: "DE" }, null);
    const step = (s: string) => `/job-description/${s}/?id=${m.campaignId}`;
    const base = { jobTitle: "Pflegefachkraft", language: "de", tonality: "informal", intent: "next" };
    const sections = {
      responsibilities: "- Du betreust Patientinnen und Patienten\n- Du dokumentierst die Pflege",
      requirements: "- Examen als Pflegefachkraft\n- Gute Deutschkenntnisse (C1)",
      company: "Wir sind ein ambulanter Pflegedienst in München mit über 80 Beschäftigten.",
      benefits: "- 30 Tage Urlaub\n- Zuschüsse für Fortbildungen",
    };
    for (const [name, text] of Object.entries(sections)) {
      const r = await outcome(async () => stepAction(args(await post(step(name), m.session, form({ ...base, title: `Titel ${name}`, text })), { step: name })));
      expect(r.status).toBe(302);
    }
    expect((await listCompanyOptions(m.company.id, "information")).map((o) => o.value)).toEqual([
      "<p>Wir sind ein ambulanter Pflegedienst in München mit über 80 Beschäftigten.</p>",
    ]);
    // edit mode: a saved text is taken, changed and saved back with save mode "override"
    const [taken] = await listCompanyOptions(m.company.id, "information");
    await outcome(async () => stepAction(args(await post(step("company"), m.session, form({ ...base, intent: "use-option", optionId: taken.id, title: "Über uns", text: "" })), { step: "company" })));
    expect((await stateOf(m.company.id, m.campaignId)).sections.company).toMatchObject({ value: taken.value, optionId: taken.id });
    await outcome(async () => stepAction(args(await post(step("company"), m.session, form({ ...base, saveMode: "override", title: "Über uns", text: `${sections.company} Seit 1998.` })), { step: "company" })));
    expect((await listCompanyOptions(m.company.id, "information")).map((o) => [o.id, o.value])).toEqual([
      [taken.id, "<p>Wir sind ein ambulanter Pflegedienst in München mit über 80 Beschäftigten. Seit 1998.</p>"],
    ]);
    // the default template needs company details; a foreign id is refused
    const pdfForm = { templateName: "default_template", color: "#1f57d1", companyDetailsId: randomUUID(), signature: "Ihr Team der Müller Pflege", locations: "München", qrCode: "on", header: "on", footer: "on" };
    const refused = await outcome(async () => stepAction(args(await post(step("preview"), m.session, form(pdfForm)), { step: "preview" })));
    expect(refused.status).toBe(400);
    const saved = await outcome(async () => stepAction(args(await post(step("preview"), m.session, form({ ...pdfForm, companyDetailsId: details! })), { step: "preview" })));
    expect(saved.status).toBe(302);

    const download = async (format: string) =>
      (await outcome(async () => downloadLoader(args(await requestWithSession(`/job-description/download/${format}?id=${m.campaignId}`, m.session), { format })))).response!;
    const first = await download("pdf");
    expect(first.headers.get("Content-Type")).toBe("application/pdf");
    // issue 50 §10: the readable title (spec 2 §5: no suffix, the company's append_gender_after_job_title is off)
    expect(first.headers.get("Content-Disposition")).toBe(`attachment; filename="Pflegefachkraft.pdf"; filename*=UTF-8''Pflegefachkraft.pdf`);
    const bytes = Buffer.from(await first.arrayBuffer());
    const file = path.join(os.tmpdir(), `jobdesc-${randomUUID()}.pdf`);
    fs.writeFileSync(file, bytes);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    for (const expected of ["Pflegefachkraft", "Titel responsibilities", "Du betreust Patientinnen und Patienten", "Gute Deutschkenntnisse (C1)", "München", "über 80 Beschäftigten", "Zuschüsse für Fortbildungen", "Müller Pflege GmbH", "Straße 1"]) {
      expect(text).toContain(expected);
    }
    expect((await stateOf(m.company.id, m.campaignId)).download.newPdf).toBe(false);
    // nothing changed: the stored PDF is served (pdfkit stamps a creation date, so a new render differs)
    const second = Buffer.from(await (await download("pdf")).arrayBuffer());
    expect(second.equals(bytes)).toBe(true);
    const docx = await download("docx");
    expect(docx.headers.get("Content-Disposition")).toBe(`attachment; filename="Pflegefachkraft.docx"; filename*=UTF-8''Pflegefachkraft.docx`);
    expect(Buffer.from(await docx.arrayBuffer()).subarray(0, 2).toString()).toBe("PK");
    expect((await download("xls")).status).toBe(404);
  });
});

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)("two instances on one PostgreSQL", () => {
  it("a generation request is written once even when its job is delivered to both instances", async () => {
    const m = await generatorMember();
    const id = await createGeneration(m.company.id, m.campaignId, m.user.id, REQUEST);
    let writes = 0;
    const counting = { name: "embedded" as const, write: async (r: GenerateRequest) => { writes++; await new Promise((x) => setTimeout(x, 300)); return { ...(await embeddedWriter(REFERENCE).write(r)) }; } };
    const name = `${JOBDESC_GENERATE}-${randomUUID().slice(0, 8)}`;
    const job = defineJob<{ companyId: string; generationId: string }>({ name, handler: (d) => runJobdescGeneration(d, counting), pollingIntervalSeconds: 1 });
    const handle = await getDatabase();
    const bosses = [createBoss(handle, { instanceName: "a" }), createBoss(handle, { instanceName: "b" })];
    try {
      for (const boss of bosses) {
        await boss.start();
        await registerJobs(boss, [job], { schedules: false });
      }
      // the same request sent twice (a retried enqueue): both instances take one each
      await bosses[0].send(name, { companyId: m.company.id, generationId: id });
      await bosses[1].send(name, { companyId: m.company.id, generationId: id });
      const row = await settled(m.company.id, m.campaignId, id);
      await new Promise((r) => setTimeout(r, 2_500));
      expect(row.status).toBe("success");
      expect(writes).toBe(1);
    } finally {
      await Promise.all(bosses.map((b) => b.stop({ graceful: true, timeout: 5_000 })));
    }
  }, 60_000);
});

describe("saved job-description texts are capped per company (issue 47 §7)", () => {
  const step = (s: string, campaignId: string) => `/job-description/${s}/?id=${campaignId}`;
  const base = { jobTitle: "Pflegefachkraft", language: "de", tonality: "informal", intent: "next" };

  it(`at most ${SAVED_TEXTS_MAX} of each kind, also when saved concurrently; the step says why and stays`, async () => {
    expect(SAVED_TEXTS_MAX).toBe(50);
    const m = await generatorMember();
    const texts = Array.from({ length: 60 }, (_, i) => `<p>Wir sind Pflegedienst Nummer ${i} in München.</p>`);
    const saved = await Promise.all(texts.map((text) => saveCompanyOption(m.company.id, "information", text)));
    expect(saved.filter(Boolean)).toHaveLength(SAVED_TEXTS_MAX);
    const db = await getDb();
    const count = async (kind: string) =>
      (await db.select({ id: jobdescCompanyOptions.id }).from(jobdescCompanyOptions).where(and(eq(jobdescCompanyOptions.companyId, m.company.id), eq(jobdescCompanyOptions.kind, kind)))).length;
    expect(await count("information")).toBe(SAVED_TEXTS_MAX);
    // a text already saved is still "saved"; another kind has its own list
    expect(await saveCompanyOption(m.company.id, "information", texts[0])).toBe(true);
    expect(await saveCompanyOption(m.company.id, "benefits", "<ul><li>30 Tage Urlaub</li></ul>")).toBe(true);

    // the company step with a new text: refused with a field message, the step stays
    const text = "Wir sind ein ambulanter Pflegedienst in München mit über 80 Beschäftigten.";
    const refused = await outcome(async () => stepAction(args(await post(step("company", m.campaignId), m.session, form({ ...base, title: "Über uns", text })), { step: "company" })));
    expect(refused.status).toBe(400);
    expect((refused.data as { error: Record<string, string[]> }).error.text).toEqual([message("jobdesc:error.saved-texts-full", { max: SAVED_TEXTS_MAX })]);
    const state = await stateOf(m.company.id, m.campaignId);
    expect(state.currentStep).toBe("company");
    expect(state.sections.company.value).toContain("ambulanter Pflegedienst");
    expect(await count("information")).toBe(SAVED_TEXTS_MAX);

    // saved over one of its own ("override"), the step goes on
    const [taken] = await listCompanyOptions(m.company.id, "information");
    await outcome(async () => stepAction(args(await post(step("company", m.campaignId), m.session, form({ ...base, intent: "use-option", optionId: taken.id, title: "Über uns", text: "" })), { step: "company" })));
    const replaced = await outcome(async () => stepAction(args(await post(step("company", m.campaignId), m.session, form({ ...base, saveMode: "override", title: "Über uns", text })), { step: "company" })));
    expect(replaced.status).toBe(302);
    expect(await count("information")).toBe(SAVED_TEXTS_MAX);

    // signatures: the PDF options with a new signature say why
    await Promise.all(Array.from({ length: SAVED_TEXTS_MAX }, (_, i) => saveCompanyOption(m.company.id, "signature", `Team ${i}`)));
    const pdfForm = { templateName: "sidebar_template", color: "#1f57d1", signature: "Ein neues Team", locations: "München" };
    const pdf = await outcome(async () => stepAction(args(await post(step("preview", m.campaignId), m.session, form(pdfForm)), { step: "preview" })));
    expect(pdf.status).toBe(400);
    expect((pdf.data as { error: Record<string, string[]> }).error.signature).toEqual([message("jobdesc:error.saved-signatures-full", { max: SAVED_TEXTS_MAX })]);
    const known = await outcome(async () => stepAction(args(await post(step("preview", m.campaignId), m.session, form({ ...pdfForm, signature: "Team 3" })), { step: "preview" })));
    expect(known.status).toBe(302);
    expect(await count("signature")).toBe(SAVED_TEXTS_MAX);

    // another company is not affected
    const other = await signedInMember();
    expect(await saveCompanyOption(other.company.id, "information", texts[55])).toBe(true);
  });

  it(`refuses a text longer than ${SAVED_TEXT_MAX_CHARS} characters`, async () => {
    const m = await signedInMember();
    expect(await saveCompanyOption(m.company.id, "information", `<p>${"a".repeat(SAVED_TEXT_MAX_CHARS)}</p>`)).toBe(false);
    expect(await listCompanyOptions(m.company.id, "information")).toEqual([]);
  });
});

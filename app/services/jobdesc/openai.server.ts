import { z } from "zod";
import { chatCompletionJson, type AiConfig } from "../ai/chat-completion.server";
import { plainText, textToSectionHtml } from "~/lib/jobdesc/html";
import { TEXT_MAX_CHARS } from "~/lib/jobdesc/constants";
import { checkInclusive } from "~/lib/jobdesc/inclusive";
import { requirementSentence } from "~/lib/jobdesc/country-requirements";
import { SHORT_LIMIT } from "~/lib/jobdesc/writer/instructions";
import { otherToneWord } from "~/lib/jobdesc/writer/tone";
import { logger } from "~/platform/logger.server";
import { notUsedNote, type readRequest } from "./embedded.server";
import type { GenerateRequest, GenerateResult, JobDescriptionWriter } from "./types";

/**
 * OpenAI-compatible chat-completions writer (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS, as
 * the recommendation reasons use), issue 50 §8:
 * - its prompt carries the facts the built-in writer works from (`readRequest`): the country and
 *   its requirement rows, the place, the seniority, the instructions read into tone, topics, tools
 *   and working conditions, the job ad's facts (salary, hours, contract, how to apply);
 * - it asks for structured output (a strict JSON schema) and checks the answer against the same
 *   schema (Zod), then against our own rules: one tone, no inclusive-language finding, 3 to 8
 *   bullets per list (the instructions' "short" limits them as for the built-in writer), a list
 *   within the 2,000 characters a section may hold;
 * - a failure (status, time-out, malformed JSON, a rule broken) falls back to the built-in writer,
 *   and the user reads why in the generation's notes, in the description's language.
 */
export type AiWriterConfig = AiConfig;
export type RequestReader = (request: GenerateRequest) => ReturnType<typeof readRequest>;

const LANGUAGE_NAMES = { en: "English", de: "German", nl: "Dutch" } as const;
const TONE = {
  en: { formal: 'formal ("you will")', informal: 'informal ("you\'ll")' },
  de: { formal: 'formal ("Sie")', informal: 'informal ("du")' },
  nl: { formal: 'formal ("u")', informal: 'informal ("je")' },
} as const;

export const answerSchema = z
  .object({
    tasks_responsibilities: z.array(z.string().min(1).max(400)).max(12),
    requirements: z.array(z.string().min(1).max(400)).max(12),
    job_title_suggestions: z.array(z.string().min(1).max(150)).max(10).default([]),
  })
  .strict();

/** The same answer as a JSON schema for the provider's structured output (strict: every key required). */
export const ANSWER_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["tasks_responsibilities", "requirements", "job_title_suggestions"],
  properties: {
    tasks_responsibilities: { type: "array", items: { type: "string" }, maxItems: 12 },
    requirements: { type: "array", items: { type: "string" }, maxItems: 12 },
    job_title_suggestions: { type: "array", items: { type: "string" }, maxItems: 10 },
  },
} as const;

/** At least this many bullets per generated list: fewer is not a description a recruiter publishes. */
export const MIN_ITEMS = 3;

/** Why the AI text was not used, in the description's language (shown with the text). */
const FALLBACK_NOTE = {
  en: (why: string) => `The AI service's text could not be used (${why}); this text is from the built-in writer.`,
  de: (why: string) => `Der Text des KI-Dienstes war nicht verwendbar (${why}); dieser Text stammt vom eingebauten Generator.`,
  nl: (why: string) => `De tekst van de AI-dienst was niet bruikbaar (${why}); deze tekst komt van de ingebouwde schrijver.`,
} as const;
const REASONS = {
  en: { failed: "no answer", tone: (w: string) => `"${w}" breaks the chosen tone`, inclusive: (w: string) => `biased wording: "${w}"`, length: "too few or too many bullets", tooLong: (max: string) => `longer than ${max} characters` },
  de: { failed: "keine Antwort", tone: (w: string) => `„${w}“ passt nicht zur gewählten Ansprache`, inclusive: (w: string) => `einseitige Formulierung: „${w}“`, length: "zu wenige oder zu viele Punkte", tooLong: (max: string) => `länger als ${max} Zeichen` },
  nl: { failed: "geen antwoord", tone: (w: string) => `"${w}" past niet bij de gekozen aanspreekvorm`, inclusive: (w: string) => `eenzijdige formulering: "${w}"`, length: "te weinig of te veel punten", tooLong: (max: string) => `langer dan ${max} tekens` },
} as const;

type Answer = z.infer<typeof answerSchema>;
type Facts = Awaited<ReturnType<RequestReader>>;

/** The prompt's user message: spec 2 §7's fields and the facts (issue 50 §1, §8). */
export function promptFacts(request: GenerateRequest, { input, plan }: Facts) {
  const { language, tone } = input;
  return {
    job_title: request.jobTitle,
    occupation: input.occupationLabel,
    country: input.country,
    location: input.location ?? null,
    seniority: input.seniority,
    // the country's licences and training, worded as the built-in writer words them: use as given
    country_requirements: input.requirementRows.map((row) => requirementSentence(row, language, tone)),
    instructions: { tone, topics: plan.topics, tools: plan.tools, languages: plan.parts.filter((p) => p.kind === "language").map((p) => p.text), required: plan.required, working_conditions: plan.conditions, short: plan.parts.some((p) => p.kind === "length") },
    job_ad: {
      salary: input.facts.salary ?? null,
      hours: input.facts.hours ?? null,
      contract_type: input.facts.contractType ?? null,
      how_to_apply: input.facts.howToApply ?? null,
    },
    tasks_responsibilities: request.tasksResponsibilities,
    requirements: request.requirements,
    generate_tasks_responsibilities: request.generateTasksResponsibilities,
    generate_requirements: request.generateRequirements,
    generate_job_title_suggestions: request.generateJobTitleSuggestions,
  };
}

/** The first of our rules an answer breaks, as the reason shown to the user, or null. */
export function answerProblem(answer: Answer, request: GenerateRequest, { input, plan }: Facts): string | null {
  const { language, tone } = input;
  const reasons = REASONS[language];
  const short = plan.parts.some((p) => p.kind === "length");
  const limits = short ? SHORT_LIMIT : { responsibilities: 8, requirements: 8 };
  const lists = [
    ...(request.generateTasksResponsibilities ? [[answer.tasks_responsibilities, limits.responsibilities] as const] : []),
    ...(request.generateRequirements ? [[answer.requirements, limits.requirements] as const] : []),
  ];
  if (lists.some(([items, max]) => items.length < MIN_ITEMS || items.length > max)) return reasons.length;
  // a section holds at most TEXT_MAX_CHARS (spec 2 §5): a longer one would block the next Generate and the PDF
  if (lists.some(([items]) => plainText(list(items)).length > TEXT_MAX_CHARS)) {
    return reasons.tooLong(TEXT_MAX_CHARS.toLocaleString(language));
  }
  const text = lists.flatMap(([items]) => items.map(plainText)).join("\n");
  const toneWord = otherToneWord(text, language, tone);
  if (toneWord) return reasons.tone(toneWord);
  const finding = checkInclusive(text, language).findings[0];
  if (finding) return reasons.inclusive(finding.text);
  return null;
}

/** Items become "- " lines of plain text (markup and script content dropped), then section HTML. */
const list = (items: string[]) => textToSectionHtml(items.map((i) => `- ${plainText(i)}`).filter((l) => l.length > 2).join("\n"));

export function openAiWriter(
  config: AiWriterConfig,
  builtIn: { writer: JobDescriptionWriter; read: RequestReader },
  fetchImpl: typeof fetch = fetch,
): JobDescriptionWriter {
  const fallback = async (request: GenerateRequest, why: string): Promise<GenerateResult> => {
    const result = await builtIn.writer.write(request);
    return { ...result, warnings: [FALLBACK_NOTE[request.language](why), ...(result.warnings ?? [])] };
  };
  return {
    name: "openai",
    async write(request: GenerateRequest): Promise<GenerateResult> {
      const facts = await builtIn.read(request);
      const { language, tone } = facts.input;
      let answer: Answer;
      try {
        const json = await chatCompletionJson(
          config,
          {
            temperature: 0.4,
            system:
              `You write job advertisements. Write in ${LANGUAGE_NAMES[language]}, ${TONE[language][tone]} tone in every sentence, ` +
              "gender-inclusive and free of age or origin bias. Use the facts you are given: name the country's requirements as given, " +
              "write the working conditions and tools in, take up every topic, fit the seniority (years of experience and ownership " +
              'for senior roles, training for junior ones). Answer only with JSON: {"tasks_responsibilities":["…"],' +
              `"requirements":["…"],"job_title_suggestions":["…"]} with ${MIN_ITEMS} to 8 short items per list.`,
            user: JSON.stringify(promptFacts(request, facts)),
            schema: { name: "job_description", schema: ANSWER_JSON_SCHEMA },
          },
          fetchImpl,
        );
        answer = answerSchema.parse(json);
      } catch (err) {
        logger.warn({ err, model: config.model }, "AI writer failed: the built-in writer writes instead");
        return fallback(request, REASONS[language].failed);
      }
      const problem = answerProblem(answer, request, facts);
      if (problem) {
        logger.warn({ problem, model: config.model }, "AI writer's text broke a rule: the built-in writer writes instead");
        return fallback(request, problem);
      }
      const written = [...answer.tasks_responsibilities, ...answer.requirements].join(" ");
      return {
        jobTitle: request.jobTitle,
        tasksResponsibilities: request.generateTasksResponsibilities ? list(answer.tasks_responsibilities) : request.tasksResponsibilities,
        requirements: request.generateRequirements ? list(answer.requirements) : request.requirements,
        jobTitleSuggestions: request.generateJobTitleSuggestions ? answer.job_title_suggestions.map(plainText).filter(Boolean) : [],
        source: `AI (${config.model})`,
        warnings: notUsedNote(facts.plan.topics, written, language),
      };
    },
  };
}

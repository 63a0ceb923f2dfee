import { z } from "zod";
import { safeHttpUrl } from "./mapping";
import { ATS_CONNECTORS } from "./types";

/**
 * The integration settings form (issue 12 §2), one schema for the browser and the server:
 * connector, source URL (absolute http(s), or the bundled demo feed's path), board token
 * (required by the Greenhouse and Lever APIs), enabled.
 */
export const REQUIRED = "vacancies:settings.required";
const URL_MESSAGE = "vacancies:settings.url";

/** The bundled demo feed is a path on this app; every other source is an absolute http(s) URL. */
const sourceUrl = z
  .string({ required_error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(2048, URL_MESSAGE)
  .refine(
    (value) => /^\/demo-ats\/[a-z0-9-]+\/jobs\.xml$/.test(value) || safeHttpUrl(value) !== null,
    URL_MESSAGE,
  );

export const integrationSchema = z
  .object({
    intent: z.enum(["save", "test", "rotate"]).default("save"),
    connector: z.enum(ATS_CONNECTORS, { errorMap: () => ({ message: REQUIRED }) }),
    baseUrl: sourceUrl,
    boardToken: z
      .string()
      .trim()
      .max(200)
      .regex(/^[A-Za-z0-9_.-]*$/, REQUIRED)
      .optional()
      .transform((v) => v || null),
    enabled: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  })
  .superRefine((value, ctx) => {
    // the two APIs address a board by its token; feeds are whole URLs
    if ((value.connector === "greenhouse" || value.connector === "lever") && !value.boardToken) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["boardToken"], message: REQUIRED });
    }
  });

import { z } from "zod";
import { ISCO_CODE } from "./insight";
import { isMarketCountry } from "./search";

// The search form's zod schema, apart from search.ts so the page's first load has no zod (issue 10 §4).

/** spec 1 §5: occupation code and country non-empty (and real: an ISCO code, one of the 29). */
export const marketSearchSchema = z.object({
  isco: z.string({ required_error: "form.warning.field-required" }).trim().min(1, "form.warning.field-required")
    // one message per field: an empty one is "required", not also "invalid"
    .refine((v) => v === "" || ISCO_CODE.test(v), "market:search.invalid-isco"),
  country: z
    .string({ required_error: "form.warning.field-required" })
    .trim()
    .toUpperCase()
    .min(1, "form.warning.field-required")
    .refine((v) => v === "" || isMarketCountry(v), "market:search.invalid-country"),
  /** the chosen job title (ESCO id), kept so "start a campaign" can prefill it */
  title: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});


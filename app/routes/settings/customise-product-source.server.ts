import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { clampInt } from "~/lib/pagination";
import { PRODUCT_SOURCE_MAX_PAGES } from "~/lib/tracking/tracking-config";
import { customProductNamesSchema } from "~/lib/tracking/tracking-config-schema";

/**
 * The product-source page's schemas, kept out of the route module: a module-level zod schema
 * there would stay in the browser bundle with zod itself (issue 10 §4).
 */
const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  // issue 11 §1: a page number out of range is clamped like every list's
  page: z
    .string()
    .optional()
    .transform((v) => clampInt(v, { max: PRODUCT_SOURCE_MAX_PAGES })),
});

export function productSourceQuery(url: URL) {
  return querySchema.parse(Object.fromEntries(url.searchParams));
}

export function parseProductNames(form: FormData) {
  return parseWithZod(form, { schema: customProductNamesSchema });
}

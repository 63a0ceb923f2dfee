import { type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { OCCUPATION_LIMIT, OCCUPATION_MIN_CHARS, OCCUPATION_QUERY_MAX } from "~/lib/market/search";
import { requireFeature } from "~/services/auth/gate.server";
import { langOf } from "~/services/catalogue/provider";
import { readUrl } from "~/services/http/request.server";
import { getLocale } from "~/services/i18n/i18next.server";
import { lookupOccupations } from "~/services/market/market.server";

/**
 * The occupation autocomplete of /market-insights (spec 1 §7 "market_insights.occupations"):
 * /resources/market-occupations?q=&offset= → { results: [{ id, label, iscoCode, titleId }], count }.
 * Text from 2 characters (spec 1 §5); shorter text or a bad offset is a 400 with field errors.
 */
const querySchema = z.object({
  q: z.string().trim().min(OCCUPATION_MIN_CHARS, `at least ${OCCUPATION_MIN_CHARS} characters`).max(OCCUPATION_QUERY_MAX, `at most ${OCCUPATION_QUERY_MAX} characters`),
  offset: z.coerce.number().int().min(0).max(1000).default(0),
});

export async function loader(args: LoaderFunctionArgs) {
  const { request } = args;
  await requireFeature(args, "market_insights");
  const parsed = querySchema.safeParse(Object.fromEntries(readUrl(request).searchParams));
  if (!parsed.success) return Response.json({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  const lang = langOf(await getLocale(args));
  const { results, failed } = await lookupOccupations(parsed.data.q, lang, parsed.data.offset, OCCUPATION_LIMIT);
  const options = results.map((o, i) => ({
    // the combobox needs a unique id; an API occupation may come without one
    id: o.id ?? `${o.iscoCode}-${parsed.data.offset + i}`,
    label: o.title,
    iscoCode: o.iscoCode,
    titleId: o.id,
  }));
  return Response.json(
    { results: options, count: options.length, ...(failed ? { failed: true } : {}) },
    // a failed provider offers nothing to choose from (failed: true) rather than breaking the field
    { headers: { "Cache-Control": "private, max-age=60", Vary: "Cookie" } },
  );
}

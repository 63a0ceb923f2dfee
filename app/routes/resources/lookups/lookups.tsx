import { type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { LOOKUP_LIMIT, MAX_SEARCH_TEXT } from "~/lib/catalogue/constants";
import { requireCompany } from "~/services/auth/gate.server";
import {
  lookupIndustries,
  lookupJobFunctions,
  lookupJobTitles,
  lookupLocations,
} from "~/services/catalogue/catalogue.server";
import { getLocale } from "~/services/i18n/i18next.server";
import { logger } from "~/platform/logger.server";
import { readUrl } from "~/services/http/request.server";
import { parseTitleQuery } from "~/lib/catalogue/title-query";
import { jobTitleNoMatch } from "~/services/catalogue/job-title-lookup.server";

/**
 * JSON look-ups (spec 1 §7 "Lookups"), labels in the user's language:
 *   /resources/lookups/job-titles?q=   /resources/lookups/locations?q=
 *   /resources/lookups/industries?q=   /resources/lookups/job-functions?q=
 * Answer: { results, count }. Bad input is a 400 with field errors; an unknown kind a 404.
 * Each job title also carries the level the typed text names ("Senior Softwareentwickler" →
 * senior): the look-up searches the occupation without it, and the combobox sends only the chosen
 * id, so the form would otherwise lose it where the no-JS search keeps it (target-group.server.ts).
 */
const querySchema = z.object({
  q: z.string().trim().max(MAX_SEARCH_TEXT, `at most ${MAX_SEARCH_TEXT} characters`).default(""),
  limit: z.coerce.number().int().min(1).max(50).default(LOOKUP_LIMIT),
});

const KINDS = ["job-titles", "locations", "industries", "job-functions"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const { request, params } = args;
  const kind = KINDS.find((k) => k === params.kind);
  if (!kind) return Response.json({ error: "Not Found" }, { status: 404 });
  const { company } = await requireCompany(args);
  const url = readUrl(request);
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return Response.json({ errors: parsed.error.flatten().fieldErrors }, { status: 400 });
  }
  const { q, limit } = parsed.data;
  const locale = await getLocale(args);
  try {
    const results =
      kind === "job-titles"
        ? withTypedLevel(await lookupJobTitles(company.id, locale, q, limit), q)
        : kind === "locations"
          ? await lookupLocations(company.id, locale, q, limit)
          : kind === "industries"
            ? await lookupIndustries(company.id, locale, q)
            : await lookupJobFunctions(company.id, locale, q);
    // why nothing was found, where the look-up knows: the combobox then says what to add
    const noMatch = kind === "job-titles" && results.length === 0 ? jobTitleNoMatch(q) : undefined;
    return Response.json(
      { results, count: results.length, noMatch },
      // the labels depend on the user's language; never cache across users
      { headers: { "Cache-Control": "private, max-age=60", Vary: "Cookie" } },
    );
  } catch (error) {
    // a failed look-up offers nothing to choose from rather than breaking the field
    logger.error({ err: error, kind }, "look-up failed");
    return Response.json({ results: [], count: 0, failed: true }, { status: 502 });
  }
}

function withTypedLevel<T extends object>(titles: T[], typed: string) {
  const seniority = parseTitleQuery(typed).seniority;
  return titles.map((title) => ({ ...title, seniority }));
}

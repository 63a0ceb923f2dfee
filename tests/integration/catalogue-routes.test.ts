import { beforeAll, describe, expect, it } from "vitest";
import { loader as detailsLoader } from "../../app/routes/media-channels/channel-details";
import { loader as searchLoader } from "../../app/routes/media-channels/media-channels";
import { loader as logoLoader } from "../../app/routes/resources/channel-logo";
import { loader as lookupLoader } from "../../app/routes/resources/lookups/lookups";
import { setKnowledgeBase } from "../../app/services/catalogue/knowledge-base.server";
import { embeddedKnowledgeBase } from "../../app/services/catalogue/embedded.server";
import { seedCatalogue } from "./catalogue-helpers";
import { requestWithSession, responseOf, signedInMember, loadContext } from "./fixtures";

type SessionData = Awaited<ReturnType<typeof signedInMember>>["session"];
let plain: SessionData;
let gated: SessionData;

/** Single-fetch loaders return `data()` objects: status and payload. */
function unwrap(result: unknown) {
  const r = result as { type?: string; data?: unknown; init?: { status?: number } };
  return r && r.type === "DataWithResponseInit" ? { status: r.init?.status ?? 200, data: r.data as never } : { status: 200, data: result as never };
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });

beforeAll(async () => {
  await seedCatalogue();
  plain = (await signedInMember()).session;
  gated = (
    await signedInMember({
      features: {
        mc_filter_seniority: true,
        mc_filter_employment_type: true,
        mc_filter_channel_type: true,
        mc_filter_job_function_tree: true,
        mc_show_filter_chips: true,
      },
    })
  ).session;
});

describe("look-up routes", () => {
  it("job titles in the user's language, with the job function they set", async () => {
    const request = await requestWithSession("/resources/lookups/job-titles?q=Pflege", { ...plain, locale: "de-DE" });
    const response = await responseOf(() => lookupLoader(args(request, { kind: "job-titles" })));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.results[0]).toMatchObject({ label: "Pflegefachkraft", jobFunction: { id: "health-nursing", label: "Pflege" } });
  });

  it("job titles carry the level the typed title names, which the combobox hands to the form", async () => {
    // the look-up searches "Pflegefachkraft"; with JavaScript only the chosen id is sent
    const senior = await requestWithSession("/resources/lookups/job-titles?q=Senior%20Pflegefachkraft%20(m%2Fw%2Fd)", { ...plain, locale: "de-DE" });
    const body = await (await responseOf(() => lookupLoader(args(senior, { kind: "job-titles" })))).json();
    expect(body.results[0]).toMatchObject({ label: "Pflegefachkraft", seniority: "senior" });
    const plainTitle = await requestWithSession("/resources/lookups/job-titles?q=Pflegefachkraft", { ...plain, locale: "de-DE" });
    const none = await (await responseOf(() => lookupLoader(args(plainTitle, { kind: "job-titles" })))).json();
    expect(none.results[0]).toMatchObject({ label: "Pflegefachkraft", seniority: null });
  });

  it("a lead of no field finds nothing, and the answer says so, so the combobox asks for the field (decision 088)", async () => {
    const lead = await requestWithSession("/resources/lookups/job-titles?q=Team%20Leader", { ...plain, locale: "en-US" });
    const body = await (await responseOf(() => lookupLoader(args(lead, { kind: "job-titles" })))).json();
    expect(body).toMatchObject({ results: [], count: 0, noMatch: "lead-without-field" });
    // a title nothing matches has no reason, and a found one none either
    const unknown = await requestWithSession("/resources/lookups/job-titles?q=Qwzxyv", { ...plain, locale: "en-US" });
    expect((await (await responseOf(() => lookupLoader(args(unknown, { kind: "job-titles" })))).json()).noMatch).toBeUndefined();
    const found = await requestWithSession("/resources/lookups/job-titles?q=Pflegefachkraft", { ...plain, locale: "de-DE" });
    expect((await (await responseOf(() => lookupLoader(args(found, { kind: "job-titles" })))).json()).noMatch).toBeUndefined();
  });

  it("locations by any of their names, countries first", async () => {
    const request = await requestWithSession("/resources/lookups/locations?q=M%C3%BCnchen", { ...plain, locale: "en-US" });
    const body = await (await responseOf(() => lookupLoader(args(request, { kind: "locations" })))).json();
    expect(body.results[0]).toMatchObject({ id: "DE.bavaria.munich", label: "Munich, Bavaria, Germany", kind: "city" });
    const nl = await requestWithSession("/resources/lookups/locations?q=duits", { ...plain, locale: "nl-NL" });
    const countries = await (await responseOf(() => lookupLoader(args(nl, { kind: "locations" })))).json();
    expect(countries.results[0]).toMatchObject({ id: "DE", label: "Duitsland", kind: "country" });
  });

  it("industries and job functions, filtered by text", async () => {
    const request = await requestWithSession("/resources/lookups/industries?q=bank", { ...plain, locale: "de-DE" });
    const body = await (await responseOf(() => lookupLoader(args(request, { kind: "industries" })))).json();
    expect(body.results).toEqual([{ id: "finance", label: "Banken & Versicherungen" }]);
    const fns = await requestWithSession("/resources/lookups/job-functions", { ...plain, locale: "en-US" });
    const all = await (await responseOf(() => lookupLoader(args(fns, { kind: "job-functions" })))).json();
    expect(all.results.find((f: { id: string }) => f.id === "it-dev")).toEqual({ id: "it-dev", label: "Software development", parent: "it" });
  });

  it("answers 400 with field errors on bad input and 404 for an unknown kind", async () => {
    const long = await requestWithSession(`/resources/lookups/job-titles?q=${"x".repeat(101)}`, plain);
    const response = await responseOf(() => lookupLoader(args(long, { kind: "job-titles" })));
    expect(response.status).toBe(400);
    expect((await response.json()).errors.q[0]).toMatch(/at most 100/);
    const unknown = await requestWithSession("/resources/lookups/salaries?q=x", plain);
    expect((await responseOf(() => lookupLoader(args(unknown, { kind: "salaries" })))).status).toBe(404);
  });

  it("sends an anonymous visitor to /login", async () => {
    const response = await responseOf(() =>
      lookupLoader(args(new Request("http://localhost:3000/resources/lookups/job-titles?q=nurse"), { kind: "job-titles" })),
    );
    expect(response.status).toBe(302);
    // the look-up asked for rides along to the sign-in (issue 36 §4)
    expect(response.headers.get("Location")).toBe("/login?returnTo=%2Fresources%2Flookups%2Fjob-titles%3Fq%3Dnurse");
  });
});

describe("/media-channels loader", () => {
  it("searches from the URL: a job title and a city give ranked channels with facets", async () => {
    const request = await requestWithSession("/media-channels?title=hw-nurse&jf=health-nursing&loc=GB.england.london", plain);
    const { status, data } = unwrap(await searchLoader(args(request)));
    const view = data as Awaited<ReturnType<typeof import("../../app/routes/media-channels/media-channels.server").loadChannelSearch>>["data"];
    expect(status).toBe(200);
    expect(view.title).toBe("Search channels");
    expect(view.results).toHaveLength(20);
    expect(view.results[0].name).toBe("Nursing Times Jobs");
    expect(view.jobTitle?.label).toBe("Nurse");
    expect(view.locations[0].label).toBe("London, England, United Kingdom");
    expect(view.facets.countries.find((c) => c.key === "GB")!.recordCount).toBe(view.totalHits);
    expect(view.canLoadMore).toBe(true);
    expect(view.chips).toEqual([]); // mc_show_filter_chips is off by default
  });

  it("load more: page 2 shows 40 cards", async () => {
    const request = await requestWithSession("/media-channels?page=2", plain);
    const { data } = unwrap(await searchLoader(args(request)));
    expect((data as { results: unknown[] }).results).toHaveLength(40);
  });

  it("answers 400 with field errors for bad parameters, and still renders", async () => {
    const request = await requestWithSession("/media-channels?page=0&type=fax&loc=%3Cscript%3E", plain);
    const { status, data } = unwrap(await searchLoader(args(request)));
    expect(status).toBe(400);
    // an out-of-range page is clamped (issue 11 §1), not an error
    expect(Object.keys((data as { errors: Record<string, string[]> }).errors).sort()).toEqual(["loc", "type"]);
  });

  it("choosing another job function clears the job title (spec 1 §4)", async () => {
    const request = await requestWithSession("/media-channels?title=hw-nurse&jf=it", plain);
    const response = await responseOf(() => searchLoader(args(request)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/media-channels?jf=it");
  });

  it("ignores feature-gated filters unless the company has them, and shows chips when enabled", async () => {
    const url = "/media-channels?type=social_media&sen=student";
    const requestOff = await requestWithSession(url, plain);
    // without the flags the filters do not exist: the URL is cleaned of them
    const off = await responseOf(() => searchLoader(args(requestOff)));
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe("/media-channels");
    const on = unwrap(await searchLoader(args(await requestWithSession(url, gated))));
    const onView = on.data as { totalHits: number; criteria: { types: string[] }; chips: { label: string }[]; results: { type: string }[] };
    expect(onView.criteria.types).toEqual(["social_media"]);
    expect(onView.results.length).toBeGreaterThan(0);
    expect(onView.results.every((r) => r.type === "social_media")).toBe(true);
    expect(onView.chips.map((c) => c.label)).toEqual(["Students & graduates", "Social media"]);
    // a location has its chip under the location field: it is not repeated among the filter chips
    const withLocation = unwrap(await searchLoader(args(await requestWithSession(`${url}&loc=DE`, gated))));
    expect((withLocation.data as { chips: { label: string }[] }).chips.map((c) => c.label)).toEqual(["Students & graduates", "Social media"]);
  });

  it("offers choices for a typed job title and location without JavaScript", async () => {
    const request = await requestWithSession("/media-channels?tq=nurse&lq=zzzz", plain);
    const { data } = unwrap(await searchLoader(args(request)));
    const view = data as { titleChoices: { label: string; href: string }[]; locationChoices: unknown[] };
    expect(view.titleChoices[0].label).toBe("Nurse");
    expect(view.titleChoices[0].href).toBe("/media-channels?title=hw-nurse&jf=health-nursing");
    expect(view.locationChoices).toEqual([]);
  });
});

describe("channel details and logo", () => {
  it("loads details by id, 404 for a foreign or unknown id, 'failed' when the provider fails", async () => {
    const list = unwrap(await searchLoader(args(await requestWithSession("/media-channels?q=Totaljobs", plain))));
    const id = (list.data as { results: { id: string; name: string }[] }).results.find((r) => r.name === "Totaljobs")!.id;
    const ok = unwrap(await detailsLoader(args(await requestWithSession(`/media-channels/channels/${id}`, plain), { channelId: id })));
    expect(ok.data).toMatchObject({ error: null, channel: { name: "Totaljobs", crosspostings: expect.arrayContaining(["CWJobs"]), hasHtmlPosting: true } });
    const missing = unwrap(await detailsLoader(args(await requestWithSession("/media-channels/channels/nope", plain), { channelId: "nope" })));
    expect(missing).toMatchObject({ status: 404, data: { error: "not-found" } });
    setKnowledgeBase({ ...embeddedKnowledgeBase, details: async () => Promise.reject(new Error("down")) });
    try {
      const failed = unwrap(await detailsLoader(args(await requestWithSession(`/media-channels/channels/${id}`, plain), { channelId: id })));
      expect(failed).toMatchObject({ status: 502, data: { error: "failed", channel: null } });
    } finally {
      setKnowledgeBase(undefined);
    }
    const logoRequest = await requestWithSession(`/resources/channel-logos/${id}.svg`, plain);
    const logo = await responseOf(() => logoLoader(args(logoRequest, { file: `${id}.svg` })));
    expect(logo.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await logo.text()).toContain(">TO<");
  });
});


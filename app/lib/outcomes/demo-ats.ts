import { demoFeedJobs } from "../vacancies/demo-feed";

/**
 * The bundled demo ATS's applications (issue 52 §1: "a fresh start shows the feature"): Northwind's
 * "Customer Service Agent Rotterdam" campaign (Indeed Nederland and Nationale Vacaturebank, online
 * since 27 days) gets applications, interviews, offers and hires, served in the Greenhouse Harvest
 * format at DEMO_HARVEST_PATH so the real Greenhouse connector imports them over HTTP. Generated
 * from a fixed list with dates relative to the campaign's start, so every start serves the same
 * story; the demo holds no personal data at all.
 */
export const DEMO_HARVEST_PATH = "/demo-ats/northwind/harvest/";
export const DEMO_APPLICATIONS_CAMPAIGN = "Customer Service Agent Rotterdam";
/** the demo campaign went online this many days ago (scripts/seed/campaigns.server.ts) */
const CAMPAIGN_ONLINE_DAYS_AGO = 27;

/** The demo vacancy the campaign is for: the feed's Customer Service Agent in Rotterdam. */
export function demoApplicationsJobRef() {
  const job = demoFeedJobs().find((j) => j.title === "Customer Service Agent" && j.city === "Rotterdam");
  if (!job) throw new Error("demo feed has no Customer Service Agent in Rotterdam");
  return job.referenceNumber;
}

type Outcome = "applied" | "screen" | "interview" | "offer" | "hired" | "rejected";
/** [source, outcome, day after the start it applied, days it took to get there] */
const STORY: [string, Outcome, number, number][] = [
  ["Indeed", "hired", 2, 16],
  ["Indeed", "hired", 4, 18],
  ["Indeed", "offer", 9, 12],
  ["Indeed", "interview", 3, 6],
  ["Indeed", "interview", 11, 5],
  ["Indeed", "rejected", 1, 4],
  ["Indeed", "rejected", 2, 5],
  ["Indeed", "rejected", 5, 3],
  ["Indeed", "rejected", 6, 6],
  ["Indeed", "screen", 12, 2],
  ["Indeed", "screen", 14, 3],
  ["Indeed", "applied", 15, 0],
  ["Indeed", "applied", 17, 0],
  ["Indeed", "applied", 19, 0],
  ["Indeed", "applied", 21, 0],
  ["Indeed", "applied", 23, 0],
  ["Indeed", "applied", 24, 0],
  ["Indeed", "applied", 25, 0],
  ["hirewave-nationale-vacaturebank", "hired", 3, 20],
  ["hirewave-nationale-vacaturebank", "interview", 8, 7],
  ["Nationale Vacaturebank", "rejected", 4, 6],
  ["Nationale Vacaturebank", "screen", 10, 3],
  ["Nationale Vacaturebank", "applied", 16, 0],
  ["Nationale Vacaturebank", "applied", 20, 0],
  ["Nationale Vacaturebank", "applied", 22, 0],
  ["Referral", "interview", 7, 6],
  ["Referral", "applied", 18, 0],
  ["Facebook", "applied", 13, 0],
];

const STAGES: Record<Outcome, { id: number; name: string }> = {
  applied: { id: 10, name: "Application Review" },
  screen: { id: 11, name: "Phone Screen" },
  interview: { id: 12, name: "Face to Face" },
  offer: { id: 13, name: "Offer" },
  hired: { id: 13, name: "Offer" },
  rejected: { id: 11, name: "Phone Screen" },
};

const DAY = 86_400_000;

function demoApplications(now: Date) {
  // whole days, so the story is the same all day long
  const start = Math.floor(now.getTime() / DAY) * DAY - CAMPAIGN_ONLINE_DAYS_AGO * DAY + 9 * 3_600_000;
  const jobId = demoApplicationsJobRef();
  return STORY.map(([source, outcome, appliedDay, took], i) => {
    const applied = new Date(start + appliedDay * DAY);
    const last = new Date(applied.getTime() + took * DAY);
    return {
      id: 900_001 + i,
      prospect: false,
      applied_at: applied.toISOString(),
      rejected_at: outcome === "rejected" ? last.toISOString() : null,
      last_activity_at: last.toISOString(),
      source: { id: 100 + i, public_name: source },
      status: outcome === "hired" ? "hired" : outcome === "rejected" ? "rejected" : "active",
      current_stage: STAGES[outcome],
      jobs: [{ id: jobId, name: "Customer Service Agent" }],
      offer:
        outcome === "hired" || outcome === "offer"
          ? {
              status: outcome === "hired" ? "accepted" : "unresolved",
              sent_at: new Date(last.getTime() - 3 * DAY).toISOString(),
              resolved_at: outcome === "hired" ? last.toISOString() : null,
            }
          : null,
    };
  });
}

/**
 * The demo ATS's answer to a Harvest request (path after DEMO_HARVEST_PATH): the application list
 * with per_page/page paging and a Link header, last_activity_after, and an application's current
 * offer (404 without one), as Harvest answers them.
 */
export function demoHarvestAnswer(url: URL, now: Date): { status: number; body: string; headers: Record<string, string> } {
  const path = url.pathname.slice(url.pathname.indexOf(DEMO_HARVEST_PATH) + DEMO_HARVEST_PATH.length);
  const json = { "content-type": "application/json" };
  const all = demoApplications(now);
  const offer = /^v1\/applications\/(\d+)\/offers\/current_offer$/.exec(path);
  if (offer) {
    const found = all.find((a) => String(a.id) === offer[1])?.offer;
    return found
      ? { status: 200, body: JSON.stringify({ application_id: Number(offer[1]), ...found }), headers: json }
      : { status: 404, body: '{"message":"Resource not found"}', headers: json };
  }
  if (path !== "v1/applications") return { status: 404, body: '{"message":"Resource not found"}', headers: json };
  const after = Date.parse(url.searchParams.get("last_activity_after") ?? "");
  const perPage = Math.min(500, Math.max(1, Number(url.searchParams.get("per_page")) || 100));
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const matching = all.filter((a) => Number.isNaN(after) || Date.parse(a.last_activity_at) > after);
  const items = matching.slice((page - 1) * perPage, page * perPage).map(({ offer: _offer, ...a }) => a);
  const headers: Record<string, string> = { ...json };
  if (page * perPage < matching.length) {
    const next = new URL(url);
    next.searchParams.set("page", String(page + 1));
    headers.link = `<${next.toString()}>; rel="next"`;
  }
  return { status: 200, body: JSON.stringify(items), headers };
}

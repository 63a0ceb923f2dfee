import type { TrafficSource } from "./steps";

/**
 * Where external traffic (an event without a click id) came from (issue 14 §1), from the UTM
 * medium/source first — the employer tagged the link on purpose — then the referrer's host.
 * Lists are of well-known hosts; anything else with a referrer is "other", without one "direct".
 */
const SEARCH = ["google.", "bing.com", "duckduckgo.com", "yahoo.", "ecosia.org", "baidu.com", "yandex.", "qwant.com", "startpage.com"];
const SOCIAL = ["facebook.com", "fb.com", "instagram.com", "linkedin.com", "lnkd.in", "twitter.com", "x.com", "t.co", "tiktok.com", "xing.com", "reddit.com", "youtube.com", "whatsapp.com"];
const JOB_BOARDS = ["indeed.", "stepstone.", "monster.", "glassdoor.", "nationalevacaturebank.nl", "werk.nl", "arbeitsagentur.de", "jobbird.com", "ziprecruiter.com", "careerbuilder.com", "jobs.ch", "karriere.at", "jooble.org", "adzuna."];

const UTM_MEDIUM: Record<string, TrafficSource> = {
  cpc: "search",
  ppc: "search",
  organic: "search",
  paidsearch: "search",
  social: "social",
  "paid-social": "social",
  paidsocial: "social",
  jobboard: "job-board",
  "job-board": "job-board",
  jobs: "job-board",
};

function matches(host: string, list: readonly string[]) {
  return list.some((entry) =>
    entry.endsWith(".") ? host.startsWith(entry) || host.includes(`.${entry}`) : host === entry || host.endsWith(`.${entry}`),
  );
}

function hostClass(host: string): TrafficSource | null {
  const h = host.toLowerCase().replace(/^www\./, "");
  if (matches(h, SEARCH)) return "search";
  if (matches(h, SOCIAL)) return "social";
  if (matches(h, JOB_BOARDS)) return "job-board";
  return null;
}

export function classifySource(input: {
  referrer?: string | null;
  pageUrl?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
}): Exclude<TrafficSource, "campaign"> {
  const medium = input.utmMedium?.trim().toLowerCase();
  if (medium && UTM_MEDIUM[medium]) return UTM_MEDIUM[medium] as Exclude<TrafficSource, "campaign">;
  const utmSource = input.utmSource?.trim().toLowerCase();
  if (utmSource) {
    const byName = hostClass(utmSource.includes(".") ? utmSource : `${utmSource}.com`);
    if (byName && byName !== "campaign") return byName;
  }
  const referrer = safeUrl(input.referrer);
  if (!referrer) return "direct";
  // a referrer on the career site itself is navigation within the site, not a source
  const page = safeUrl(input.pageUrl);
  if (page && page.host === referrer.host) return "direct";
  const byHost = hostClass(referrer.host);
  return byHost && byHost !== "campaign" ? byHost : "other";
}

function safeUrl(value: string | null | undefined) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

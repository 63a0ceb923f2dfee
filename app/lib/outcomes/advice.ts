import { poissonInterval, rateRatioInterval } from "./statistics";

/**
 * Budget advice for a running campaign (issue 52 §4, docs/decisions/080): a short list from the
 * campaign's own results, each with its evidence, only where the numbers carry it — a minimum
 * sample and a 95% interval that excludes "no difference". Otherwise the list is empty and the
 * page says "not enough data yet" with these thresholds.
 */
export const ADVICE_RULES = {
  /** every interval below is two-sided at this level */
  confidence: 0.95,
  /** move: each of the two channels has at least this many applications from the ATS … */
  compareMinApplications: 10,
  /** … and the two together at least this many hires */
  compareMinHires: 3,
  /** stop: the channel has been online this many days; its applicants in them are compared */
  stopAfterDays: 14,
  /** stop: the job family's median comes from at least this many channel postings */
  familyMinPostings: 5,
  /** extend: the channel ends within this many days … */
  extendWithinDays: 7,
  /** … has at least this many hires … */
  extendMinHires: 2,
  /** … and the lower end of its applications over the last `recentDays` is at least this (one a week) */
  extendMinRecent: 2,
  recentDays: 14,
} as const;

export interface AdviceChannel {
  channelId: string;
  name: string;
  /** the price paid for it (cents) */
  priceCents: number | null;
  durationDays: number;
  onlineFrom: Date | null;
  onlineUntil: Date | null;
  /** from the ATS, the campaign's whole life (campaignOutcomes) */
  applications: number;
  hires: number;
  costPerHireCents: number | null;
  /** applications from the ATS made in the last ADVICE_RULES.recentDays days */
  recentApplications: number;
  /** applicants our tracking counted through it in its first stopAfterDays days online; null before */
  firstDaysApplicants: number | null;
}

export interface AdviceInput {
  now: Date;
  /** the basket, in its order */
  channels: AdviceChannel[];
  /** the median applicants of a channel posting in its first stopAfterDays days, over the company's other campaigns of this job family */
  family: { label: string | null; median: number | null; postings: number };
}

/** What a piece of advice shows about a channel. */
export interface ChannelEvidence {
  channelId: string;
  name: string;
  priceCents: number | null;
  applications: number;
  hires: number;
  costPerHireCents: number | null;
}

export type Advice =
  | {
      kind: "move";
      id: string;
      from: ChannelEvidence;
      to: ChannelEvidence;
      /** what the next order would not spend on `from` */
      amountCents: number;
      /** 95% interval of `from`'s hires per euro over `to`'s: below 1 */
      ratio: [number, number];
      basket: string[];
      basketNames: string[];
    }
  | {
      kind: "extend";
      id: string;
      channel: ChannelEvidence;
      days: number;
      endsInDays: number;
      recentApplications: number;
      recentInterval: [number, number];
      basket: string[];
      basketNames: string[];
    }
  | {
      kind: "stop";
      id: string;
      channel: ChannelEvidence;
      days: number;
      applicants: number;
      /** 95% upper end of the channel's applicants in those days: below the family's median */
      upper: number;
      family: { label: string | null; median: number; postings: number };
      basket: string[];
      basketNames: string[];
    };

const DAY_MS = 86_400_000;

const evidence = (c: AdviceChannel): ChannelEvidence => ({
  channelId: c.channelId,
  name: c.name,
  priceCents: c.priceCents,
  applications: c.applications,
  hires: c.hires,
  costPerHireCents: c.costPerHireCents,
});

export function budgetAdvice({ now, channels, family }: AdviceInput): Advice[] {
  const R = ADVICE_RULES;
  const basket = channels.map((c) => c.channelId);
  const names = new Map(channels.map((c) => [c.channelId, c.name]));
  const without = (id: string) => basket.filter((b) => b !== id);
  const named = (ids: string[]) => ({ basket: ids, basketNames: ids.map((id) => names.get(id) ?? id) });
  const advice: Advice[] = [];

  // move: A brings fewer hires per euro than B, with the interval of the ratio below 1
  const comparable = channels.filter((c) => c.applications >= R.compareMinApplications && (c.priceCents ?? 0) > 0);
  for (const from of comparable) {
    const better = comparable
      .filter((to) => to !== from && from.hires + to.hires >= R.compareMinHires)
      .map((to) => ({
        to,
        ratio: rateRatioInterval({ events: from.hires, exposure: from.priceCents! }, { events: to.hires, exposure: to.priceCents! }, R.confidence),
      }))
      .filter(({ ratio }) => ratio[1] < 1)
      .sort((a, b) => a.ratio[1] - b.ratio[1]);
    if (better.length === 0) continue;
    const { to, ratio } = better[0];
    advice.push({ kind: "move", id: `move:${from.channelId}:${to.channelId}`, from: evidence(from), to: evidence(to), amountCents: from.priceCents!, ratio, ...named(without(from.channelId)) });
  }
  const moved = new Set(advice.map((a) => (a.kind === "move" ? a.from.channelId : "")));

  // stop: after its first days online, far fewer applicants than the job family's median
  if (family.median !== null && family.postings >= R.familyMinPostings) {
    for (const c of channels) {
      // a channel that brought hires is not one to stop, whatever our tracking saw
      if (moved.has(c.channelId) || c.hires > 0 || c.firstDaysApplicants === null || !c.onlineUntil || c.onlineUntil <= now) continue;
      const upper = poissonInterval(c.firstDaysApplicants, R.confidence)[1];
      if (upper >= family.median) continue;
      advice.push({
        kind: "stop",
        id: `stop:${c.channelId}`,
        channel: evidence(c),
        days: R.stopAfterDays,
        applicants: c.firstDaysApplicants,
        upper,
        family: { label: family.label, median: family.median, postings: family.postings },
        ...named(without(c.channelId)),
      });
    }
  }

  // extend: about to end while it still brings applications, and it has brought hires
  for (const c of channels) {
    if (moved.has(c.channelId) || !c.onlineUntil || c.onlineUntil <= now) continue;
    const endsInDays = Math.ceil((c.onlineUntil.getTime() - now.getTime()) / DAY_MS);
    if (endsInDays > R.extendWithinDays || c.hires < R.extendMinHires) continue;
    const recentInterval = poissonInterval(c.recentApplications, R.confidence);
    if (recentInterval[0] < R.extendMinRecent) continue;
    advice.push({
      kind: "extend",
      id: `extend:${c.channelId}`,
      channel: evidence(c),
      days: c.durationDays,
      endsInDays,
      recentApplications: c.recentApplications,
      recentInterval,
      ...named([c.channelId]),
    });
  }
  return advice;
}

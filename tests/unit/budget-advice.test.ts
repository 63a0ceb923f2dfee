import { describe, expect, it } from "vitest";
import { budgetAdvice, type AdviceChannel, type AdviceInput } from "../../app/lib/outcomes/advice";
import { binomialInterval, poissonInterval, rateRatioInterval } from "../../app/lib/outcomes/statistics";

describe("exact intervals for small counts (docs/decisions/080)", () => {
  it("Poisson (Garwood) agrees with the published table", () => {
    const close = (actual: [number, number], expected: [number, number]) => {
      expect(actual[0]).toBeCloseTo(expected[0], 3);
      expect(actual[1]).toBeCloseTo(expected[1], 3);
    };
    close(poissonInterval(0), [0, 3.689]);
    close(poissonInterval(2), [0.2422, 7.2247]);
    close(poissonInterval(8), [3.4538, 15.7632]);
    close(poissonInterval(20), [12.2165, 30.8884]);
  });

  it("binomial (Clopper–Pearson) and the rate ratio from it", () => {
    expect(binomialInterval(0, 6)[1]).toBeCloseTo(1 - 0.025 ** (1 / 6), 6);
    const [lo, hi] = binomialInterval(3, 10);
    expect(lo).toBeCloseTo(0.0667, 4);
    expect(hi).toBeCloseTo(0.6525, 4);
    // 0 hires against 6 at the same price: A's hires per euro are at most 0.85 of B's
    expect(rateRatioInterval({ events: 0, exposure: 100 }, { events: 6, exposure: 100 })[1]).toBeCloseTo(0.4593 / (1 - 0.4593), 3);
    // twice the price for the same hires: half the rate, and the interval says so
    const [rlo, rhi] = rateRatioInterval({ events: 10, exposure: 200 }, { events: 10, exposure: 100 });
    expect(rlo).toBeLessThan(0.5);
    expect(rhi).toBeGreaterThan(0.5);
  });
});

const now = new Date("2026-12-02T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const channel = (id: string, extra: Partial<AdviceChannel> = {}): AdviceChannel => ({
  channelId: id,
  name: `Board ${id}`,
  priceCents: 50_000,
  durationDays: 30,
  onlineFrom: days(-20),
  onlineUntil: days(10),
  applications: 0,
  hires: 0,
  costPerHireCents: null,
  recentApplications: 0,
  firstDaysApplicants: 10,
  ...extra,
});
const input = (channels: AdviceChannel[], family: Partial<AdviceInput["family"]> = {}): AdviceInput => ({
  now,
  channels,
  family: { label: "Retail", median: 6, postings: 5, ...family },
});

describe("budget advice (issue 52 §4): only where the numbers carry it", () => {
  it("move: the worse channel's hires per euro lie below the better one's with 95% confidence", () => {
    const a = channel("a", { applications: 12, hires: 0 });
    const b = channel("b", { applications: 20, hires: 6, costPerHireCents: 8_333 });
    const [move] = budgetAdvice(input([a, b]));
    expect(move).toMatchObject({ kind: "move", from: { channelId: "a" }, to: { channelId: "b" }, amountCents: 50_000, basket: ["b"], basketNames: ["Board b"] });
    // five hires are not enough: the interval still holds "equal"
    expect(budgetAdvice(input([a, { ...b, hires: 5 }]))).toEqual([]);
    // nor is a channel with nine applications compared
    expect(budgetAdvice(input([{ ...a, applications: 9 }, b]))).toEqual([]);
  });

  it("extend: ends within a week, has hires and still brings at least one application a week at the interval's low end", () => {
    const b = channel("b", { onlineUntil: days(3), applications: 18, hires: 2, costPerHireCents: 17_500, recentApplications: 8 });
    const [extend] = budgetAdvice(input([channel("a"), b]));
    expect(extend).toMatchObject({ kind: "extend", channel: { channelId: "b" }, days: 30, endsInDays: 3, recentApplications: 8, basket: ["b"] });
    if (extend.kind !== "extend") throw new Error("extend");
    expect(extend.recentInterval[0]).toBeCloseTo(3.45, 2);
    expect(budgetAdvice(input([{ ...b, recentApplications: 5 }]))).toEqual([]);
    expect(budgetAdvice(input([{ ...b, hires: 1 }]))).toEqual([]);
    expect(budgetAdvice(input([{ ...b, onlineUntil: days(10) }]))).toEqual([]);
    expect(budgetAdvice(input([{ ...b, onlineUntil: days(-1) }]))).toEqual([]);
  });

  it("stop: after 14 days far below the job family's median from enough postings", () => {
    const c = channel("c", { firstDaysApplicants: 0 });
    const [stop] = budgetAdvice(input([channel("a"), c]));
    expect(stop).toMatchObject({ kind: "stop", channel: { channelId: "c" }, applicants: 0, days: 14, family: { median: 6, postings: 5 }, basket: ["a"] });
    // four postings are no median to judge by; two applicants could still be a six-median channel
    expect(budgetAdvice(input([c], { postings: 4 }))).toEqual([]);
    expect(budgetAdvice(input([{ ...c, firstDaysApplicants: 2 }]))).toEqual([]);
    expect(budgetAdvice(input([c], { median: null, postings: 0 }))).toEqual([]);
    // a channel that brought hires is not stopped for what our tracking missed
    expect(budgetAdvice(input([{ ...c, hires: 1 }]))).toEqual([]);
    // not online for 14 days yet, or already ended
    expect(budgetAdvice(input([{ ...c, firstDaysApplicants: null }]))).toEqual([]);
    expect(budgetAdvice(input([{ ...c, onlineUntil: days(-1) }]))).toEqual([]);
  });
});

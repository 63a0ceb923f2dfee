import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The job-description reference data is read at start in parts, a few seconds after start and one
 * part per turn of the event loop (issue 10: read in one go, its 1.1 s held up the first pages).
 */
const calls: string[] = [];
vi.mock("~/services/jobdesc/reference-data.server", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  warmupSteps: () => ["esco en", "esco de", "esco nl", "onet"].map((part) => () => void calls.push(part)),
}));

describe("runJobdescWarmup", () => {
  afterEach(() => vi.useRealTimers());

  it("reads nothing at once, then one part per turn after the delay", async () => {
    vi.useFakeTimers();
    const { runJobdescWarmup, JOBDESC_WARMUP_DELAY_MS } = await import("~/services/jobs/jobdesc.server");
    expect(JOBDESC_WARMUP_DELAY_MS).toBe(3_000);
    await expect(runJobdescWarmup()).resolves.toEqual({ warming: true });
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(JOBDESC_WARMUP_DELAY_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(["esco en"]);
    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(["esco en", "esco de"]);
    vi.runAllTimers();
    expect(calls).toEqual(["esco en", "esco de", "esco nl", "onet"]);
  });
});

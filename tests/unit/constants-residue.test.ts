import { describe, expect, it } from "vitest";
import { CLICK_AWAY_REENABLE_MS, clickAwayCloses } from "../../app/components/ui/disclosure-menu";
import { NOTIFICATION_TIMEOUT_MS } from "../../app/components/ui/toaster";
import { CAMPAIGNS_OVERVIEW_PAGE_SIZE, JOBS_OVERVIEW_PAGE_SIZE } from "../../app/lib/analytics/pages";
import { DASHBOARD_PAGE_SIZE } from "../../app/lib/campaign/list";

/** Issue 42 §18, §19: the spec's constants and the numbers chosen where the documents disagree. */

describe("click-away re-enable (spec 1 §9)", () => {
  it("is 500 ms: a menu ignores clicks outside it until then", () => {
    expect(CLICK_AWAY_REENABLE_MS).toBe(500);
    expect(clickAwayCloses(1_000, 1_499)).toBe(false);
    expect(clickAwayCloses(1_000, 1_500)).toBe(true);
  });
});

describe("the two conflicts between the documents (docs/decisions/056)", () => {
  it("notification: spec 1's 3000 ms for every notification, not spec 2's 4000 + 1000 ms", () => {
    expect(NOTIFICATION_TIMEOUT_MS).toBe(3000);
  });
  it("page size: the dashboard's campaigns widget 5 (spec 1), the reporting dashboard's lists 10 (spec 2)", () => {
    expect(DASHBOARD_PAGE_SIZE).toBe(5);
    expect([CAMPAIGNS_OVERVIEW_PAGE_SIZE, JOBS_OVERVIEW_PAGE_SIZE]).toEqual([10, 10]);
  });
});

import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { basketTitleKey, exportDisabled, isBlankName, orderBlockedBy } from "../../app/lib/campaign/basket";
import {
  BASKET_RESIZE_DEBOUNCE_MS,
  BASKET_WIDTH,
  BUILDER_LAYOUT,
  CONTENT_MAX_WIDTH,
  CONTENT_MIN_WIDTH,
  INITIAL_BASKET_STATE,
  NAV_WIDTH,
  basketIsOffScreen,
  basketReducer,
  debounce,
  onScreenMinWidth,
} from "../../app/lib/campaign/basket-position";
import { builderTransitionStatus, isBuilderLoading } from "../../app/lib/campaign/builder-transition";
import { showStepBar, stepViews } from "../../app/lib/campaign/step-bar";
import {
  EMPTY_TARGET_GROUP_FORM,
  addOption,
  chooseJobFunction,
  chooseJobTitle,
  coupleSubmittedValues,
  removeOption,
} from "../../app/lib/campaign/target-group-form";

describe("basket position rule (spec 1 §4, §9)", () => {
  const layout = { navWidth: 240, contentWidth: 960, spaceUnit: 16, basketWidth: 388, scrollbarWidth: 17 };
  // 240 + 960 + 2 × 16 + 388 + 17 − 1 = 1636
  it("goes off-screen when the viewport is at most nav + content + 2 space units + basket + scrollbar − 1", () => {
    expect(basketIsOffScreen(1636, layout)).toBe(true);
    expect(basketIsOffScreen(1000, layout)).toBe(true);
    expect(basketIsOffScreen(1637, layout)).toBe(false);
  });
  it("ignores the navigation when its width is zero", () => {
    expect(basketIsOffScreen(1396, { ...layout, navWidth: 0 })).toBe(true);
    expect(basketIsOffScreen(1397, { ...layout, navWidth: 0 })).toBe(false);
  });
  it("uses the spec's layout sizes", () => {
    expect(NAV_WIDTH).toBe(240);
    expect(BASKET_WIDTH).toBe(388);
    expect(CONTENT_MIN_WIDTH).toBe(960);
    expect(CONTENT_MAX_WIDTH).toBe(1260);
    expect(BUILDER_LAYOUT.basketWidth).toBe(388);
  });
  it("the builder keeps the basket beside the lists from 1171 px on", () => {
    expect(onScreenMinWidth(BUILDER_LAYOUT)).toBe(1171);
    expect(basketIsOffScreen(1170, BUILDER_LAYOUT)).toBe(true);
    expect(basketIsOffScreen(1171, BUILDER_LAYOUT)).toBe(false);
  });
});

describe("basket state (spec 1 §4)", () => {
  it("starts on screen and closed", () => {
    expect(INITIAL_BASKET_STATE).toEqual({ isOffScreen: false, isOpen: false });
  });
  it("toggle flips open; close closes", () => {
    const open = basketReducer(INITIAL_BASKET_STATE, { type: "toggle" });
    expect(open.isOpen).toBe(true);
    expect(basketReducer(open, { type: "toggle" }).isOpen).toBe(false);
    expect(basketReducer(open, { type: "close" }).isOpen).toBe(false);
  });
  it("going off-screen closes it; going on-screen only clears the flag; reset restores the start", () => {
    const open = { isOffScreen: false, isOpen: true };
    expect(basketReducer(open, { type: "off-screen" })).toEqual({ isOffScreen: true, isOpen: false });
    expect(basketReducer({ isOffScreen: true, isOpen: true }, { type: "on-screen" })).toEqual({ isOffScreen: false, isOpen: true });
    expect(basketReducer({ isOffScreen: true, isOpen: true }, { type: "reset" })).toEqual(INITIAL_BASKET_STATE);
  });
});

describe("resize debounce (spec 1 §9: 200 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it("is 200 ms and runs once after the last resize", () => {
    expect(BASKET_RESIZE_DEBOUNCE_MS).toBe(200);
    const fn = vi.fn();
    const onResize = debounce(fn, BASKET_RESIZE_DEBOUNCE_MS);
    onResize();
    vi.advanceTimersByTime(150);
    onResize();
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it("can be cancelled", () => {
    const fn = vi.fn();
    const onResize = debounce(fn, 200);
    onResize();
    onResize.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});

describe("basket title and order button (spec 1 §2, §5)", () => {
  it("uses singular wording for one channel and plural otherwise", () => {
    expect(basketTitleKey(1)).toBe("basket.title.one");
    expect(basketTitleKey(0)).toBe("basket.title.other");
    expect(basketTitleKey(3)).toBe("basket.title.other");
  });
  it("both wordings exist in every locale with the count", () => {
    for (const locale of ["en-US", "de-DE", "nl-NL"]) {
      const messages = JSON.parse(fs.readFileSync(path.resolve("locales", locale, "campaigns.json"), "utf8"));
      expect(messages["basket.title.one"]).toContain("{{count}}");
      expect(messages["basket.title.other"]).toContain("{{count}}");
    }
  });
  it("treats blank and whitespace-only names as missing", () => {
    expect(isBlankName("")).toBe(true);
    expect(isBlankName("   \t")).toBe(true);
    expect(isBlankName(" Nurse ")).toBe(false);
  });
  it("blocks ordering with a blank name or without purchasable channels", () => {
    expect(orderBlockedBy("  ", 3)).toBe("name-required");
    expect(orderBlockedBy("Nurse", 0)).toBe("no-purchasable-channel");
    expect(orderBlockedBy("Nurse", 1)).toBeNull();
    expect(exportDisabled(0)).toBe(true);
    expect(exportDisabled(1)).toBe(false);
  });
});

describe("campaign step bar (spec 1 §2, §4, §5)", () => {
  it("shows on start-campaign, and on builder, checkout and job-ad only with an id", () => {
    expect(showStepBar("/start-campaign", "")).toBe(true);
    expect(showStepBar("/start-campaign/target-group", "")).toBe(true);
    expect(showStepBar("/dashboard", "?start-campaign")).toBe(true);
    expect(showStepBar("/dashboard", "")).toBe(false);
    for (const page of ["/cb", "/cb/", "/media-channels-cb", "/campaigns/checkout", "/campaigns/job-ad/"]) {
      expect(showStepBar(page, "?id=abc")).toBe(true);
      expect(showStepBar(page, "")).toBe(false);
    }
    expect(showStepBar("/campaigns", "?id=abc")).toBe(false);
    expect(showStepBar("/media-channels", "?id=abc")).toBe(false);
  });
  it("is hidden while the status is loading", () => {
    expect(showStepBar("/cb", "?id=abc&status=loading")).toBe(false);
    expect(showStepBar("/start-campaign", "?status=loading")).toBe(false);
  });
  it("marks earlier steps done with links and later ones as plain text until done", () => {
    const views = stepViews({ campaignId: "c1", current: "job-ad" });
    expect(views.map((v) => v.state)).toEqual(["done", "done", "current", "upcoming"]);
    expect(views.map((v) => v.href)).toEqual(["/start-campaign/?id=c1", "/cb/?id=c1", null, null]);
  });
  it("a later step becomes a link once done", () => {
    const views = stepViews({ campaignId: "c1", current: "campaign", done: ["job-ad"], audienceHref: "/cb/?id=c1&dialog=target-group" });
    expect(views[0].href).toBe("/cb/?id=c1&dialog=target-group");
    expect(views[2]).toEqual({ key: "job-ad", state: "done", href: "/campaigns/job-ad/?id=c1" });
    expect(views[3]).toEqual({ key: "order", state: "upcoming", href: null });
  });
  it("an earlier step that is not done (no target group) stays open but reachable", () => {
    const views = stepViews({ campaignId: "c1", current: "campaign", undone: ["audience"], audienceHref: "/media-channels-cb/?id=c1&dialog=target-group" });
    expect(views[0]).toEqual({ key: "audience", state: "upcoming", href: "/media-channels-cb/?id=c1&dialog=target-group" });
  });
  it("shows every step done and nothing clickable once ordered", () => {
    const views = stepViews({ campaignId: "c1", current: "order", ordered: true });
    expect(views.every((v) => v.state === "done" && v.href === null)).toBe(true);
  });
});

describe("builder transition status (spec 1 §4)", () => {
  it("follows saving the target group and loading the builder", () => {
    expect(builderTransitionStatus({ fetcherState: "idle", navigationState: "idle" })).toBe("inactive");
    expect(builderTransitionStatus({ fetcherState: "submitting", navigationState: "idle" })).toBe("saving-target-group");
    expect(builderTransitionStatus({ fetcherState: "loading", navigationState: "idle" })).toBe("target-group-saved");
    expect(builderTransitionStatus({ fetcherState: "loading", navigationState: "loading", navigationPath: "/cb/" })).toBe(
      "updating-campaign",
    );
    expect(builderTransitionStatus({ fetcherState: "idle", navigationState: "loading", navigationPath: "/dashboard" })).toBe(
      "inactive",
    );
    expect(isBuilderLoading("saving-target-group")).toBe(true);
    expect(isBuilderLoading("inactive")).toBe(false);
  });
});

describe("target-group form coupling (spec 1 §4)", () => {
  const nurse = { id: "t-nurse", label: "Nurse", jobFunction: { id: "f-health", label: "Healthcare" } };
  const base = { ...EMPTY_TARGET_GROUP_FORM, regions: [{ id: "DE.berlin", label: "Berlin" }] };
  it("choosing a job title also sets its job function", () => {
    const next = chooseJobTitle(base, nurse);
    expect(next.jobTitle).toEqual({ id: "t-nurse", label: "Nurse" });
    expect(next.jobFunction).toEqual({ id: "f-health", label: "Healthcare" });
    expect(next.regions).toEqual(base.regions);
  });
  it("choosing a job function clears the job title; the title's own function keeps it", () => {
    const withTitle = chooseJobTitle(base, nurse);
    expect(chooseJobFunction(withTitle, { id: "f-it", label: "IT" })).toMatchObject({ jobTitle: null, jobFunction: { id: "f-it" } });
    expect(chooseJobFunction(withTitle, { id: "f-health", label: "Healthcare" }).jobTitle?.id).toBe("t-nurse");
  });
  it("applies the same rules to a whole submitted form (no JavaScript)", () => {
    const submitted = { ...base, jobTitle: { id: "t-nurse", label: "Nurse" }, jobFunction: null };
    // a newly chosen title brings its function
    expect(coupleSubmittedValues(submitted, { jobTitleId: null, jobFunctionId: null }, nurse.jobFunction).jobFunction?.id).toBe("f-health");
    // a changed function with the same title clears the title
    const changed = { ...submitted, jobFunction: { id: "f-it", label: "IT" } };
    expect(coupleSubmittedValues(changed, { jobTitleId: "t-nurse", jobFunctionId: "f-health" }, nurse.jobFunction).jobTitle).toBeNull();
    // nothing changed: nothing moves
    const same = { ...submitted, jobFunction: nurse.jobFunction };
    expect(coupleSubmittedValues(same, { jobTitleId: "t-nurse", jobFunctionId: "f-health" }, nurse.jobFunction)).toEqual(same);
  });
  it("adds an option once and removes it by id", () => {
    const once = addOption(addOption([], { id: "a", label: "A" }), { id: "a", label: "A" });
    expect(once).toEqual([{ id: "a", label: "A" }]);
    expect(removeOption(once, "a")).toEqual([]);
  });
});

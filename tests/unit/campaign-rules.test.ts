import { describe, expect, it } from "vitest";
import { copyName } from "../../app/lib/campaign/copy-name";
import {
  VOLUME_DISCOUNT_MIN_CHANNELS,
  isPurchasable,
  priceSummary,
  serviceFeePerUnitEuros,
} from "../../app/lib/campaign/pricing";
import {
  campaignLifecycleStatus,
  channelLifecycleStatus,
  compareByStatus,
  displayStatus,
  isOrdered,
} from "../../app/lib/campaign/status";
import { appendGender, isMultiLocationTitle, targetGroupSchema } from "../../app/lib/campaign/target-group";
import { clampPage, jumpTarget, pageCount, pageItems, pageOffset } from "../../app/lib/pagination";

describe("pagination bar (spec 1 §9)", () => {
  it("shows all pages when fewer than 7", () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(3, 1)).toEqual([1]);
  });
  it("otherwise shows 3 around the current page, an ellipsis and the last 3", () => {
    expect(pageItems(1, 7)).toEqual([1, 2, 3, "ellipsis", 5, 6, 7]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, "ellipsis", 18, 19, 20]);
    expect(pageItems(10, 20)).toEqual([9, 10, 11, "ellipsis", 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(pageItems(16, 20)).toEqual([15, 16, 17, 18, 19, 20]);
  });
  it("computes offsets as (page − 1) × per page and clamps pages", () => {
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageOffset(1, 5)).toBe(0);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
  it("discards a jump above the page count; the current page or empty does nothing", () => {
    expect(jumpTarget("9", 1, 8)).toBeNull();
    expect(jumpTarget("3", 3, 8)).toBeNull();
    expect(jumpTarget("  ", 3, 8)).toBeNull();
    expect(jumpTarget("8", 3, 8)).toBe(8);
    expect(jumpTarget("0", 3, 8)).toBe(1);
  });
});

describe("campaign statuses (spec 1 §4)", () => {
  it("counts ordered, online, expired and processed as ordered; not drafts or orders awaiting approval", () => {
    expect(["ordered", "online", "expired", "processed"].every(isOrdered)).toBe(true);
    expect(["pending", "notposteddraft", "awaiting_approval", "approval_rejected", "notProcessed", null].some(isOrdered)).toBe(false);
  });

  it("shows notposteddraft as pending and an absent status as disabled", () => {
    expect(displayStatus("notposteddraft")).toBe("pending");
    expect(displayStatus(null)).toBe("disabled");
    expect(displayStatus("online")).toBe("online");
  });
  it("sorts online, expired, ordered; earlier availability first within a status", () => {
    const rows = [
      { id: "o2", status: "ordered", availabilityDate: "2027-02-01" },
      { id: "e", status: "expired", availabilityDate: "2026-01-01" },
      { id: "n2", status: "online", availabilityDate: "2026-10-02" },
      { id: "o1", status: "ordered", availabilityDate: "2027-01-01" },
      { id: "p", status: "pending", availabilityDate: null },
      { id: "n1", status: "online", availabilityDate: "2026-10-01" },
    ];
    expect(rows.sort(compareByStatus).map((r) => r.id)).toEqual(["n1", "n2", "e", "o1", "o2", "p"]);
  });
  it("runs the lifecycle from dates: ordered → online at availability → expired after days online", () => {
    const ordered = new Date("2026-11-01T00:00:00Z");
    const from = new Date("2026-11-03T00:00:00Z");
    expect(channelLifecycleStatus(null, null, 30, ordered)).toBe("pending");
    expect(channelLifecycleStatus(ordered, from, 30, new Date("2026-11-02T00:00:00Z"))).toBe("ordered");
    expect(channelLifecycleStatus(ordered, from, 30, new Date("2026-12-02T23:59:59Z"))).toBe("online");
    expect(channelLifecycleStatus(ordered, from, 30, new Date("2026-12-03T00:00:00Z"))).toBe("expired");
    expect(campaignLifecycleStatus(["expired", "online"])).toBe("online");
    expect(campaignLifecycleStatus(["expired", "expired"])).toBe("expired");
    expect(campaignLifecycleStatus(["ordered", "expired"])).toBe("ordered");
  });
});

describe("price summary (spec 1 §9)", () => {
  const ch = (price: number, extra: Partial<{ availableForPurchase: boolean; bundleId: string | null }> = {}) => ({
    price,
    currency: "EUR",
    availableForPurchase: true,
    bundleId: null,
    ...extra,
  });
  const noCompanyTerms = { discountPercent: 0, serviceFeeCents: 0 };
  const euros = { currency: "EUR", rates: null };

  it("counts only purchasable channels (available and not in a bundle)", () => {
    expect(isPurchasable(ch(1))).toBe(true);
    expect(isPurchasable(ch(1, { availableForPurchase: false }))).toBe(false);
    expect(isPurchasable(ch(1, { bundleId: "b" }))).toBe(false);
    const s = priceSummary([ch(10_000), ch(5_000, { bundleId: "b" }), ch(7_000, { availableForPurchase: false })], noCompanyTerms, euros);
    expect(s.subtotal).toBe(10_000);
    expect(s.purchasableCount).toBe(1);
  });
  it("shows the discount notice below 3 purchasable channels when no discount is set", () => {
    expect(VOLUME_DISCOUNT_MIN_CHANNELS).toBe(3);
    expect(priceSummary([ch(100), ch(100)], noCompanyTerms, euros).showDiscountNotice).toBe(true);
    expect(priceSummary([ch(100), ch(100)], { discountPercent: 5, serviceFeeCents: 0 }, euros).showDiscountNotice).toBe(false);
    const three = priceSummary([ch(10_000), ch(10_000), ch(10_000)], noCompanyTerms, euros);
    expect(three.showDiscountNotice).toBe(false);
    expect(three.discount).toBe(3_000);
    expect(three.total).toBe(27_000);
  });
  it("applies the company discount with its percentage and adds the service fee", () => {
    const s = priceSummary([ch(40_000), ch(20_000)], { discountPercent: 10, serviceFeeCents: 2_500 }, euros);
    expect(s.companyDiscountPercentage).toBe(10);
    expect(s.companyDiscount).toBe(6_000);
    expect(s.serviceFeeAmount).toBe(2);
    expect(s.serviceFeePrice).toBe(5_000);
    expect(s.total).toBe(60_000 - 6_000 + 5_000);
    expect(serviceFeePerUnitEuros(s)).toBe(25);
    expect(priceSummary([ch(100)], noCompanyTerms, euros).serviceFeeAmount).toBe(0);
  });
});

describe("copy name (spec 2 §4)", () => {
  it("appends a number in brackets that is not taken yet", () => {
    expect(copyName("Nurse", ["Nurse"])).toBe("Nurse (1)");
    expect(copyName("Nurse", ["Nurse", "Nurse (1)"])).toBe("Nurse (2)");
    expect(copyName("Nurse (2)", ["Nurse (1)", "Nurse (2)"])).toBe("Nurse (3)");
  });
});

describe("target group (spec 1 §5)", () => {
  const o = (id: string) => ({ id, label: id });
  it("requires title, function and at least one location; industries optional", () => {
    const result = targetGroupSchema({ vacancyFlow: false }).safeParse({ regions: [] });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ["regions", "form.warning.field-required"],
        ["jobTitle", "form.warning.field-required"],
        ["jobFunction", "form.warning.field-required"],
      ]),
    );
    expect(targetGroupSchema({ vacancyFlow: false }).safeParse({ jobTitle: o("t"), jobFunction: o("f"), regions: [o("r")] }).success).toBe(true);
  });
  it("requires a trimmed campaign name only in the vacancy flow", () => {
    const base = { jobTitle: o("t"), jobFunction: o("f"), regions: [o("r")] };
    expect(targetGroupSchema({ vacancyFlow: true }).safeParse({ ...base, campaignName: "   " }).success).toBe(false);
    expect(targetGroupSchema({ vacancyFlow: true }).safeParse({ ...base, campaignName: " Nurse " }).data?.campaignName).toBe("Nurse");
  });
  it("appends the gender suffix unless present; m/w/d marks multi-location", () => {
    expect(appendGender("Pflegekraft", "de-DE", true)).toBe("Pflegekraft (m/w/d)");
    expect(appendGender("Pflegekraft (m/w/d)", "de-DE", true)).toBe("Pflegekraft (m/w/d)");
    expect(appendGender("Nurse", "en-US", false)).toBe("Nurse");
    expect(isMultiLocationTitle("Pflegekraft (m/w/d)")).toBe(true);
    expect(isMultiLocationTitle("Nurse")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { normalisePriceInput, priceInputValue, wholePrice, withNormalisedPrices } from "../../app/lib/price-input";
import { validateJobAd } from "../../app/lib/validation/client-validators";

describe("price-input helpers (spec 1 §5, issue 42 §16)", () => {
  it("wholePrice strips a trailing two-digit decimal part and the separators", () => {
    expect(wholePrice("45.000,00")).toBe(45000);
    expect(wholePrice("1,250.50")).toBe(1250);
    expect(wholePrice("1.250.000")).toBe(1250000);
    expect(wholePrice("45 000")).toBe(45000);
    expect(wholePrice("3500")).toBe(3500);
    // only a two-digit decimal part is stripped: one digit is a separator's group and stays
    expect(wholePrice("3500,5")).toBe(35005);
    expect(wholePrice("12a")).toBeNull();
    expect(wholePrice("")).toBeNull();
  });

  it("priceInputValue: three or more decimals → integer string, else rounded to 2 without .00", () => {
    expect(priceInputValue("45.000")).toBe("45000");
    expect(priceInputValue("12,3456")).toBe("123456");
    expect(priceInputValue("3500.5")).toBe("3500.50");
    expect(priceInputValue("3500,25")).toBe("3500.25");
    expect(priceInputValue("3500.00")).toBe("3500");
    expect(priceInputValue("3500")).toBe("3500");
    expect(priceInputValue(" 0,5 ")).toBe("0.50");
    expect(priceInputValue("-5")).toBe("-5");
    expect(priceInputValue("abc")).toBe("abc");
  });

  it("a salary field reads several separators as thousands, one by priceInputValue", () => {
    expect(normalisePriceInput("45.000,00")).toBe("45000");
    expect(normalisePriceInput("1,250,000")).toBe("1250000");
    expect(normalisePriceInput("45 000")).toBe("45000");
    expect(normalisePriceInput("45.000")).toBe("45000");
    expect(normalisePriceInput("4200,5")).toBe("4200.50");
    expect(normalisePriceInput("")).toBe("");
  });

  it("the job ad's check sees the normalised salary: 45.000,00 passes the 0 … 1,000,000 rule", () => {
    const form = new FormData();
    form.set("salaryMin", "45.000,00");
    form.set("salaryMax", "1.500.000");
    form.set("jobTitle", "x");
    const normalised = withNormalisedPrices(form, ["salaryMin", "salaryMax"]);
    expect([normalised.get("salaryMin"), normalised.get("salaryMax"), normalised.get("jobTitle")]).toEqual(["45000", "1500000", "x"]);
    const errors = validateJobAd(form, { acceptHourlyRates: false }).reply().error ?? {};
    expect(errors.salaryMin).toBeUndefined();
    expect(errors.salaryMax).toBeDefined();
  });
});

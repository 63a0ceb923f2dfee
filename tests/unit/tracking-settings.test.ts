import { describe, expect, it } from "vitest";
import { channelTitle, DEFAULT_JOB_REFERENCE, defaultTrackingConfig, NEW_CUSTOM_FIELD, normalizeFields, PRODUCT_SOURCE_DEBOUNCE_MS, PRODUCT_SOURCE_MAX_PAGES, PRODUCT_SOURCE_PAGE_SIZE, substitute, TRACKING_FIELDS_MAX, previewSegments, trackingString, withTrackingFields } from "~/lib/tracking/tracking-config";
import { customProductNamesSchema, trackingConfigSchema } from "~/lib/tracking/tracking-config-schema";

const values = {
  product_title: "LinkedIn Job Post",
  channel_title: "linkedin.com",
  campaign_id: "c-1",
  job_reference_id: "REF-9",
};

describe("tracking configuration (spec 2 §3, §9)", () => {
  it("defaults: disabled; utm_source = product title, utm_medium jobposting, utm_campaign jobmarketing, source = channel title (custom)", () => {
    expect(defaultTrackingConfig()).toEqual({
      enabled: false,
      fields: [
        { name: "utm_source", value: "{product_title}", custom: false },
        { name: "utm_medium", value: "jobposting", custom: false },
        { name: "utm_campaign", value: "jobmarketing", custom: false },
        { name: "source", value: "{channel_title}", custom: true },
      ],
    });
    expect(DEFAULT_JOB_REFERENCE).toBe("No_Job_Ref_ID");
    expect(NEW_CUSTOM_FIELD).toEqual({ name: "custom_field", value: "", custom: true });
  });

  it("product source: 20 per page, search debounced 500 ms", () => {
    expect(PRODUCT_SOURCE_PAGE_SIZE).toBe(20);
    expect(PRODUCT_SOURCE_DEBOUNCE_MS).toBe(500);
  });

  it("substitutes the four placeholders and leaves unknown braces alone", () => {
    expect(substitute("{product_title}|{channel_title}|{campaign_id}|{job_reference_id}|{other}", values)).toBe(
      "LinkedIn Job Post|linkedin.com|c-1|REF-9|{other}",
    );
  });

  it("the preview keeps placeholders readable; with values it is an encoded query string", () => {
    const fields = defaultTrackingConfig().fields;
    expect(trackingString(fields)).toBe("utm_source={product_title}&utm_medium=jobposting&utm_campaign=jobmarketing&source={channel_title}");
    expect(trackingString(fields, values)).toBe(
      "utm_source=LinkedIn+Job+Post&utm_medium=jobposting&utm_campaign=jobmarketing&source=linkedin.com",
    );
    expect(trackingString([{ name: "", value: "x" }])).toBe("");
  });

  it("tracking fields replace same-named parameters and keep the others", () => {
    const url = withTrackingFields("https://jobs.example/42?ref=a&utm_source=old", defaultTrackingConfig().fields, values);
    expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
      ref: "a",
      utm_source: "LinkedIn Job Post",
      utm_medium: "jobposting",
      utm_campaign: "jobmarketing",
      source: "linkedin.com",
    });
  });

  it("standard fields keep their names and order; anything else becomes a custom field", () => {
    expect(
      normalizeFields([
        { name: "team", value: "x", custom: true },
        { name: "utm_campaign", value: "spring", custom: false },
        { name: "forged", value: "y", custom: false },
      ]),
    ).toEqual([
      { name: "utm_source", value: "{product_title}", custom: false },
      { name: "utm_medium", value: "jobposting", custom: false },
      { name: "utm_campaign", value: "spring", custom: false },
      { name: "team", value: "x", custom: true },
      { name: "forged", value: "y", custom: true },
    ]);
  });

  it("channel title is the publisher's host without www, else the product name", () => {
    expect(channelTitle("https://www.linkedin.com/talent", "LinkedIn Job Post")).toBe("linkedin.com");
    expect(channelTitle("", "Local Paper")).toBe("Local Paper");
  });

  it(`accepts at most ${TRACKING_FIELDS_MAX} fields`, () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}`, value: "v", custom: true }));
    expect(trackingConfigSchema.safeParse({ enabled: true, fields: fields(20) }).success).toBe(true);
    expect(trackingConfigSchema.safeParse({ enabled: true, fields: fields(21) }).success).toBe(false);
  });
});

describe("tracking and product-name limits (our own, docs/decisions/012)", () => {
  const config = (name: string, value: string) => ({ enabled: true, fields: [{ name, value, custom: true }] });
  it("names up to 50 characters, values up to 200", () => {
    expect(trackingConfigSchema.safeParse(config("n".repeat(50), "v".repeat(200))).success).toBe(true);
    expect(trackingConfigSchema.safeParse(config("n".repeat(51), "v")).success).toBe(false);
    expect(trackingConfigSchema.safeParse(config("n", "v".repeat(201))).success).toBe(false);
  });

  it("custom product names up to 100 characters; infinite scroll stops after 50 pages", () => {
    const product = (customName: string) => ({ products: [{ channelId: "3f1d2c1e-8b7a-4c2d-9e1f-0a1b2c3d4e5f", customName }] });
    expect(customProductNamesSchema.safeParse(product("x".repeat(100))).success).toBe(true);
    expect(customProductNamesSchema.safeParse(product("x".repeat(101))).success).toBe(false);
    expect(PRODUCT_SOURCE_MAX_PAGES).toBe(50);
  });
});

describe("tracking preview line breaks (issue 16 §5)", () => {
  it("breaks only before each parameter, never inside a placeholder", () => {
    const query = "?utm_source={product_title}&utm_medium=jobposting&source={channel_title}";
    expect(previewSegments(query)).toEqual([
      "?utm_source={product_title}",
      "&utm_medium=jobposting",
      "&source={channel_title}",
    ]);
    expect(previewSegments(query).join("")).toBe(query);
    expect(previewSegments("")).toEqual([]);
  });
});

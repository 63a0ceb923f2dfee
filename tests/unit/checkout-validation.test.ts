import { describe, expect, it } from "vitest";
import { CHECKOUT_FIELDS, DEFAULT_CHECKOUT_RULES, TRACKING_DEFAULTS, invalidFields, parseCheckoutIntent, trackingFor } from "~/lib/validation/checkout";
import { checkoutSchema } from "~/lib/validation/checkout-schema";
import { decodeMessage, message, translateMessage } from "~/lib/validation/messages";
import { VALIDATORS, checkField, checkRule, constraintOf, isRequired, toRules, type ValidationRule } from "~/lib/validation/rules";
import { compileRules } from "~/lib/validation/rules-schema";
import * as v from "~/lib/validation/validators";

/** spec 1 §5 "Validators available", one block per validator. */
describe("validators", () => {
  it("non-empty rejects empty and whitespace-only text", () => {
    expect(v.nonEmpty("a")).toBe(true);
    expect(v.nonEmpty("")).toBe(false);
    expect(v.nonEmpty("   ")).toBe(false);
  });

  it("e-mail pattern, empty allowed", () => {
    expect(v.email("")).toBe(true);
    expect(v.email("jane@example.com")).toBe(true);
    expect(v.email("jane.doe+jobs@sub.example.co.uk")).toBe(true);
    expect(v.email("jane@example")).toBe(false);
    expect(v.email("jane example.com")).toBe(false);
    expect(v.email("@example.com")).toBe(false);
    expect(v.email("jane@@example.com")).toBe(false);
  });

  it("letters, digits, underscore and hyphen only", () => {
    expect(v.slug("")).toBe(true);
    expect(v.slug("Job_ref-2027")).toBe(true);
    expect(v.slug("Müller")).toBe(true);
    expect(v.slug("with space")).toBe(false);
    expect(v.slug("a/b")).toBe(false);
    expect(v.slug("a.b")).toBe(false);
  });

  it("at most 5 comma-separated items", () => {
    expect(v.MAX_COMMA_ITEMS).toBe(5);
    expect(v.maxCommaItems("a,b,c,d,e")).toBe(true);
    expect(v.maxCommaItems("a,b,c,d,e,f")).toBe(false);
    // empty items between commas do not count
    expect(v.maxCommaItems("a, b,, c ,d,e,")).toBe(true);
    expect(v.maxCommaItems("")).toBe(true);
    expect(v.maxCommaItems("a,b,c", 2)).toBe(false);
  });

  it("URL with http, https or ftp and no private addresses", () => {
    expect(v.publicUrl("")).toBe(true);
    expect(v.publicUrl("https://jobs.example.com/apply?id=1")).toBe(true);
    expect(v.publicUrl("http://example.org")).toBe(true);
    expect(v.publicUrl("ftp://files.example.org/job.pdf")).toBe(true);
    expect(v.publicUrl("http://8.8.8.8/")).toBe(true);
    expect(v.publicUrl("http://172.32.0.1/")).toBe(true);
    expect(v.publicUrl("http://[2001:db8::1]/")).toBe(true);
    expect(v.publicUrl("http://[::8.8.8.8]/")).toBe(true);
    expect(v.publicUrl("http://[64:ff9b::8.8.8.8]/")).toBe(true);
    expect(v.publicUrl("http://[2a00:1450:4001:80b::200e]/")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "mailto:jane@example.com",
      "file:///etc/passwd",
      "example.com",
      "http://localhost:3000/",
      "http://app.localhost/",
      "http://127.0.0.1/",
      "http://127.1.2.3/",
      "http://2130706433/", // 127.0.0.1 as a number
      "http://10.0.0.5/",
      "http://172.16.0.1/",
      "http://172.31.255.255/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data",
      "http://[::1]/",
      "http://[fc00::1]/",
      "http://[fd12:3456::1]/",
      "http://[fe80::1]/",
      "http://[::ffff:192.168.0.1]/",
      // issue 36 §11: IPv4 addresses carried inside IPv6 literals
      "http://[::127.0.0.1]/",
      "http://[::7f00:1]/",
      "http://[0:0:0:0:0:0:127.0.0.1]/",
      "http://[::ffff:0:127.0.0.1]/",
      "http://[::ffff:7f00:1]/",
      "http://[64:ff9b::10.0.0.1]/",
      "http://[2002:a9fe:a9fe::1]/", // 6to4 of 169.254.169.254
      "http://[::]/",
      "http://[ff02::1]/",
    ]) {
      expect(v.publicUrl(bad), bad).toBe(false);
    }
  });

  it("minimum and maximum length", () => {
    expect(v.minLength("abc", 3)).toBe(true);
    expect(v.minLength("ab", 3)).toBe(false);
    expect(v.minLength("", 3)).toBe(true);
    expect(v.maxLength("abc", 3)).toBe(true);
    expect(v.maxLength("abcd", 3)).toBe(false);
  });

  it("minimum and maximum length on text stripped of markup", () => {
    expect(v.stripMarkup("<p>Hello <strong>world</strong></p>")).toBe("Hello world");
    expect(v.stripMarkup("<script>alert(1)</script>Hi")).toBe("Hi");
    expect(v.stripMarkup("A&amp;B")).toBe("A_B");
    // 5 visible characters, 30 with markup
    const html = "<p><strong>Hello</strong></p>";
    expect(v.maxTextLength(html, 5)).toBe(true);
    expect(v.maxLength(html, 5)).toBe(false);
    expect(v.minTextLength(html, 6)).toBe(false);
    expect(v.minTextLength(html, 5)).toBe(true);
    expect(v.minTextLength("<p></p>", 5)).toBe(true); // empty is left to `required`
  });

  it("no at-sign", () => {
    expect(v.noAtSign("PO-123")).toBe(true);
    expect(v.noAtSign("jane@example.com")).toBe(false);
  });

  it("numeric maximum and minimum", () => {
    expect(v.maxNumber("40", 40)).toBe(true);
    expect(v.maxNumber("40.5", 40)).toBe(false);
    expect(v.maxNumber("41", 40)).toBe(false);
    expect(v.minNumber("0", 0)).toBe(true);
    expect(v.minNumber("-1", 0)).toBe(false);
    expect(v.minNumber("3,5", 3)).toBe(true);
    expect(v.minNumber("abc", 0)).toBe(false);
    expect(v.maxNumber("", 1)).toBe(true);
    expect(v.numeric("12")).toBe(true);
    expect(v.numeric("1e3")).toBe(false);
  });

  it('value equal to "0"', () => {
    expect(v.equalsZero("0")).toBe(true);
    expect(v.equalsZero(" 0 ")).toBe(true);
    expect(v.equalsZero("")).toBe(true);
    expect(v.equalsZero("00")).toBe(false);
    expect(v.equalsZero("1")).toBe(false);
  });
});

describe("rules and the compiler", () => {
  it("knows every validator of spec 1 §5", () => {
    expect([...VALIDATORS].sort()).toEqual(
      ["email", "equalsZero", "max", "maxItems", "maxLength", "maxTextLength", "min", "minLength", "minTextLength", "noAtSign", "required", "slug", "url"].sort(),
    );
  });

  it("each rule reports its message key with its values", () => {
    const rule = (validator: ValidationRule["validator"], value?: string): ValidationRule => ({ field: "f", validator, value });
    expect(checkRule(rule("required"), " ")).toBe("form.warning.field-required");
    expect(checkRule(rule("email"), "x")).toBe("form.warning.email");
    expect(checkRule(rule("slug"), "a b")).toBe("form.warning.slug");
    expect(checkRule(rule("maxItems", "5"), "1,2,3,4,5,6")).toBe(message("form.warning.max-items", { max: 5 }));
    expect(checkRule(rule("maxItems"), "1,2,3,4,5,6")).toBe(message("form.warning.max-items", { max: 5 }));
    expect(checkRule(rule("url"), "http://localhost")).toBe("form.warning.url");
    expect(checkRule(rule("minLength", "3"), "ab")).toBe(message("form.warning.min-length", { min: 3 }));
    expect(checkRule(rule("maxLength", "3"), "abcd")).toBe(message("form.warning.max-length", { max: 3 }));
    expect(checkRule(rule("minTextLength", "3"), "<b>ab</b>")).toBe(message("form.warning.min-length", { min: 3 }));
    expect(checkRule(rule("maxTextLength", "3"), "<b>abcd</b>")).toBe(message("form.warning.max-length", { max: 3 }));
    expect(checkRule(rule("noAtSign"), "a@b")).toBe("form.warning.no-at-sign");
    expect(checkRule(rule("min", "1"), "0")).toBe(message("form.warning.min-number", { min: 1 }));
    expect(checkRule(rule("max", "80"), "81")).toBe(message("form.warning.max-number", { max: 80 }));
    expect(checkRule(rule("equalsZero"), "5")).toBe("form.warning.equals-zero");
    expect(() => checkRule(rule("minLength"), "x")).toThrow(/numeric value/);
  });

  it("text that is not a number fails min and max with one message, never with both bounds", () => {
    const rules: ValidationRule[] = [
      { field: "hours", validator: "min", value: "1" },
      { field: "hours", validator: "max", value: "80" },
    ];
    for (const text of ["abc", "1e9", "+5", "--5", "4O", "45.000,00"]) {
      expect(checkRule(rules[0], text)).toBe("form.warning.number");
      expect(checkRule(rules[1], text)).toBe("form.warning.number");
      expect(checkField(rules, text)).toEqual(["form.warning.number"]);
    }
    // a number out of range fails one bound only
    expect(checkField(rules, "-5")).toEqual([message("form.warning.min-number", { min: 1 })]);
    expect(checkField(rules, "81")).toEqual([message("form.warning.max-number", { max: 80 })]);
    expect(checkField(rules, "37,5")).toEqual([]);
    expect(checkField(rules, "")).toEqual([]);
  });

  it("firstOnly reports a field's first failing rule only", () => {
    const rules: ValidationRule[] = [
      { field: "po", validator: "noAtSign" },
      { field: "po", validator: "maxLength", value: "3" },
    ];
    expect(checkField(rules, "a@bcd", { firstOnly: true })).toEqual(["form.warning.no-at-sign"]);
    expect(checkField(rules, "abcd", { firstOnly: true })).toEqual([message("form.warning.max-length", { max: 3 })]);
  });

  it("a field is invalid if any rule fails, and all failures are reported", () => {
    const rules: ValidationRule[] = [
      { field: "po", validator: "noAtSign" },
      { field: "po", validator: "maxLength", value: "3" },
    ];
    expect(checkField(rules, "a@bcd")).toEqual(["form.warning.no-at-sign", message("form.warning.max-length", { max: 3 })]);
    expect(checkField(rules, "ab")).toEqual([]);
  });

  it("compiles rules to one zod object; fields without rules are optional text", () => {
    const schema = compileRules(
      [
        { field: "poNumber", validator: "required" },
        { field: "other", validator: "required" }, // not a listed field: ignored
      ],
      ["poNumber", "note"],
    );
    expect(schema.safeParse({ poNumber: "PO-1" })).toEqual({ success: true, data: { poNumber: "PO-1", note: "" } });
    const failed = schema.safeParse({});
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["poNumber", "form.warning.field-required"]]);
  });

  it("optional fields are those without `required`; constraints come from the rules", () => {
    expect(isRequired(DEFAULT_CHECKOUT_RULES, "poNumber")).toBe(true);
    expect(isRequired(DEFAULT_CHECKOUT_RULES, "jobReferenceId")).toBe(false);
    expect(constraintOf(DEFAULT_CHECKOUT_RULES, "poNumber")).toEqual({ required: true, maxLength: 35 });
  });

  it("database rows with unknown validators are dropped", () => {
    expect(
      toRules([
        { field: "a", validator: "required", value: null },
        { field: "a", validator: "somethingNew", value: "1" },
      ]),
    ).toEqual([{ field: "a", validator: "required", value: null }]);
  });

  it("messages carry interpolation values through Conform's string errors", () => {
    const encoded = message("form.warning.max-length", { max: 35 });
    expect(decodeMessage(encoded)).toEqual({ key: "form.warning.max-length", values: { max: 35 } });
    expect(decodeMessage("form.warning.email")).toEqual({ key: "form.warning.email" });
    expect(translateMessage((key, values) => `${key}|${JSON.stringify(values)}`, encoded)).toBe('form.warning.max-length|{"max":35}');
  });
});

describe("checkout schema", () => {
  const channelId = "6d9f1c9e-8a1b-4c5d-9e0f-112233445566";
  const valid = {
    poNumber: "PO-2027-001",
    tracking: [{ channelId, ...TRACKING_DEFAULTS }],
    companyDetailsId: "0b5d8f8e-1111-4222-8333-444455556666",
    invoiceInformationId: "0b5d8f8e-1111-4222-8333-444455557777",
    payment: "invoice",
  };

  it("the PO number is required by default (spec 1 §5)", () => {
    const result = checkoutSchema(DEFAULT_CHECKOUT_RULES).safeParse({ ...valid, poNumber: "  " });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["poNumber", "form.warning.field-required"]]);
    expect(checkoutSchema(DEFAULT_CHECKOUT_RULES).safeParse(valid).success).toBe(true);
  });

  it("a company without the PO rule may order without one (the rules come from the server)", () => {
    const rules = DEFAULT_CHECKOUT_RULES.filter((r) => !(r.field === "poNumber" && r.validator === "required"));
    expect(checkoutSchema(rules).safeParse({ ...valid, poNumber: "" }).success).toBe(true);
  });

  it("tracking defaults per channel: medium jobposting, campaign jobmarketing, source e-commerce", () => {
    expect(TRACKING_DEFAULTS).toEqual({ medium: "jobposting", campaign: "jobmarketing", source: "e-commerce" });
    expect(trackingFor([channelId, "c2"], [{ channelId: "c2", source: "newsletter" }])).toEqual([
      { channelId, source: "e-commerce", medium: "jobposting", campaign: "jobmarketing" },
      { channelId: "c2", source: "newsletter", medium: "jobposting", campaign: "jobmarketing" },
    ]);
  });

  it("tracking values are checked by the tracking rules", () => {
    const result = checkoutSchema(DEFAULT_CHECKOUT_RULES).safeParse({
      ...valid,
      tracking: [{ channelId, source: "e commerce", medium: "", campaign: "jobmarketing" }],
    });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["tracking.0.source", "tracking.0.medium"]);
  });

  it("lists every invalid field on load, in form order", () => {
    const issues = invalidFields(DEFAULT_CHECKOUT_RULES, { labels: "a,b,c,d,e,f", confirmationEmail: "nope" });
    expect(issues.map((i) => i.field)).toEqual([
      "poNumber",
      "confirmationEmail",
      "labels",
      "companyDetailsId",
      "invoiceInformationId",
      "payment",
    ]);
    expect(CHECKOUT_FIELDS).toEqual(["poNumber", "jobReferenceId", "confirmationEmail", "labels", "remarks"]);
  });

  it("the on-load list (without zod) gives the schema's verdicts, field by field", () => {
    const fromSchema = (state: Parameters<typeof invalidFields>[1]) => {
      const result = checkoutSchema(DEFAULT_CHECKOUT_RULES).safeParse(state);
      const byField = new Map<string, string[]>();
      for (const issue of result.error?.issues ?? []) {
        const field = issue.path.join(".");
        byField.set(field, [...(byField.get(field) ?? []), issue.message]);
      }
      return [...byField.entries()].map(([field, messages]) => ({ field, messages }));
    };
    const states: Parameters<typeof invalidFields>[1][] = [
      {},
      valid,
      { ...valid, poNumber: "  ", jobReferenceId: "not a slug!", remarks: "x".repeat(1001) },
      { ...valid, poNumber: "a@b", labels: "a,b,c,d,e,f", confirmationEmail: "nope" },
      { ...valid, companyDetailsId: "not-a-uuid", invoiceInformationId: " ", payment: "" },
      { ...valid, companyDetailsId: ` ${channelId} ` },
      { ...valid, tracking: [{ channelId, source: "e commerce", medium: "", campaign: "x".repeat(101) }] },
      { ...valid, tracking: [{ channelId }, { channelId, source: "ok", medium: "ok", campaign: "ok" }] },
    ];
    for (const state of states) expect(invalidFields(DEFAULT_CHECKOUT_RULES, state), JSON.stringify(state)).toEqual(fromSchema(state));
  });

  it("reads the intent of each checkout button", () => {
    expect(parseCheckoutIntent("order")).toEqual({ kind: "order" });
    expect(parseCheckoutIntent("company-details.open:new")).toEqual({ kind: "open", target: "company-details", id: "new" });
    expect(parseCheckoutIntent(`invoice.delete:${channelId}`)).toEqual({ kind: "delete", target: "invoice", id: channelId });
    expect(parseCheckoutIntent("invoice.save")).toEqual({ kind: "submit-dialog", target: "invoice" });
    expect(parseCheckoutIntent("drop table")).toBeNull();
  });
});

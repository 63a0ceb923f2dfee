import { describe, expect, it } from "vitest";
import { z } from "zod";
import { trackingConfigSchema } from "../../app/lib/tracking/tracking-config-schema";
import { TRACKING_FIELDS_MAX } from "../../app/lib/tracking/tracking-config";
import { fieldNameFits, fieldPath, FORM_MAX_ITEMS } from "../../app/services/http/form-shape";
import { cleanFormData, FORM_MAX_FIELDS } from "../../app/services/http/request.server";

describe("structured field names must be paths of the route's schema (issue 36 §1)", () => {
  it("reads Conform paths and refuses malformed ones", () => {
    expect(fieldPath("fields[3].name")).toEqual(["fields", 3, "name"]);
    expect(fieldPath("a.b.c")).toEqual(["a", "b", "c"]);
    for (const bad of ["a[]", "a[x]", "a..b", ".a", "a.", "a[1", "a]1[", "a[1234567890]"]) expect(fieldPath(bad), bad).toBeNull();
  });

  it("takes plain names always, structured names only where the schema holds them", () => {
    expect(fieldNameFits("name", undefined)).toBe(true);
    expect(fieldNameFits("name[0]", undefined)).toBe(false);
    expect(fieldNameFits("name.a", undefined)).toBe(false);
    expect(fieldNameFits("fields[0].name", trackingConfigSchema)).toBe(true);
    expect(fieldNameFits("fields[0].name.x", trackingConfigSchema)).toBe(false);
    expect(fieldNameFits("fields[0].name[1]", trackingConfigSchema)).toBe(false);
    expect(fieldNameFits("fields[0].nope", trackingConfigSchema)).toBe(false);
    expect(fieldNameFits("enabled.a", trackingConfigSchema)).toBe(false);
  });

  it("bounds an index by the array's .max(), or by FORM_MAX_ITEMS", () => {
    expect(fieldNameFits(`fields[${TRACKING_FIELDS_MAX - 1}].name`, trackingConfigSchema)).toBe(true);
    expect(fieldNameFits(`fields[${TRACKING_FIELDS_MAX}].name`, trackingConfigSchema)).toBe(false);
    expect(fieldNameFits("fields[99999999].name", trackingConfigSchema)).toBe(false);
    const open = z.object({ rows: z.array(z.object({ v: z.string() })).default([]) });
    expect(FORM_MAX_ITEMS).toBe(100);
    expect(fieldNameFits("rows[99].v", open)).toBe(true);
    expect(fieldNameFits("rows[100].v", open)).toBe(false);
  });

  it("looks through effects, unions and several schemas", () => {
    const a = z.object({ x: z.array(z.string()).max(2) }).refine(() => true);
    const b = z.discriminatedUnion("kind", [z.object({ kind: z.literal("p"), p: z.object({ q: z.string() }) }), z.object({ kind: z.literal("r") })]);
    expect(fieldNameFits("x[1]", a)).toBe(true);
    expect(fieldNameFits("x[2]", a)).toBe(false);
    expect(fieldNameFits("p.q", b)).toBe(true);
    expect(fieldNameFits("p.q", [a, b])).toBe(true);
    expect(fieldNameFits("x[0]", [a, b])).toBe(true);
    expect(fieldNameFits("__proto__.polluted", [a, b])).toBe(false);
    expect(fieldNameFits("constructor.prototype", z.object({}))).toBe(false);
  });

  it("cleanFormData answers 400 for a sparse index and for more than FORM_MAX_FIELDS fields", () => {
    const status = (fn: () => unknown) => {
      try {
        fn();
        return 200;
      } catch (thrown) {
        return (thrown as Response).status;
      }
    };
    expect(status(() => cleanFormData([["name[99999999]", "z"]]))).toBe(400);
    expect(status(() => cleanFormData([["fields[1].name", "z"]], { shape: trackingConfigSchema }))).toBe(200);
    expect(FORM_MAX_FIELDS).toBe(1_000);
    const many = Array.from({ length: FORM_MAX_FIELDS + 1 }, (_, i) => [`f${i}`, "v"] as [string, string]);
    expect(status(() => cleanFormData(many))).toBe(400);
    expect(status(() => cleanFormData(many.slice(1)))).toBe(200);
  });
});

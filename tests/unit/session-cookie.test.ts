import { createCookie } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { cachingCookie } from "~/services/session.server";

describe("the session cookie's remembered parse (issue 10)", () => {
  it("answers as the signed cookie does, for valid, tampered and foreign headers, the second time too", async () => {
    const signed = createCookie("__hirewave", { secrets: ["s3cret"], path: "/" });
    const other = createCookie("__hirewave", { secrets: ["another"], path: "/" });
    const cookie = cachingCookie(signed);
    const valid = (await signed.serialize("session-id-1")).split(";")[0];
    const forged = (await other.serialize("session-id-1")).split(";")[0];
    const tampered = valid.replace(/.(?=\.)/, (c) => (c === "A" ? "B" : "A"));
    for (let round = 0; round < 2; round++) {
      expect(await cookie.parse(`${valid}; hw_locale=de-DE`)).toBe("session-id-1");
      expect(await cookie.parse(forged)).toBeNull();
      expect(await cookie.parse(tampered)).toBeNull();
      expect(await cookie.parse("unrelated=1")).toBeNull();
      expect(await cookie.parse(null)).toBeNull();
    }
    expect(cookie.name).toBe("__hirewave");
    expect(cookie.isSigned).toBe(true);
  });

  it("checks a header's signature once", async () => {
    const signed = createCookie("__hirewave", { secrets: ["s3cret"] });
    const parse = vi.spyOn(signed, "parse");
    const cookie = cachingCookie(signed);
    const header = (await signed.serialize("id-2")).split(";")[0];
    for (let i = 0; i < 3; i++) expect(await cookie.parse(header)).toBe("id-2");
    expect(parse).toHaveBeenCalledTimes(1);
  });
});

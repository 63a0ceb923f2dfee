import { describe, expect, it } from "vitest";
import { formatDate, formatTime } from "~/lib/dates";
import { formatCents } from "~/lib/money";
import { cspNonce } from "~/services/http/csp-nonce.server";

describe("formatted dates and prices", () => {
  it("prints dates and prices per locale the same the second time, dates and instants apart", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDate("2026-11-23", "de-DE")).toBe("23.11.2026");
      expect(formatDate("2026-11-23", "en-US")).toBe("Nov 23, 2026");
      // an instant is shown in Europe/Amsterdam: 23:30 UTC is the next day there
      expect(formatDate("2026-11-23T23:30:00.000Z", "nl-NL")).toBe("24-11-2026");
      expect(formatDate(new Date("2026-11-23T23:30:00.000Z"), "en-US")).toBe("Nov 24, 2026");
      expect(formatTime("2026-11-23T13:05:00.000Z", "de-DE")).toBe("14:05");
      expect(formatTime(new Date("2026-07-23T13:05:00.000Z"), "de-DE")).toBe("15:05");
      expect(formatCents(12_345, "de-DE", "EUR")).toBe("123,45\u00a0€");
      expect(formatCents(12_300, "de-DE", "EUR")).toBe("123\u00a0€");
      expect(formatCents(12_345, "en-US", "EUR")).toBe("€123.45");
    }
    expect(() => formatDate("not a date", "en-US")).toThrow(RangeError);
    expect(() => formatDate("not a date", "en-US")).toThrow(RangeError);
  });
});

describe("CSP nonces", () => {
  it("are 16 random bytes in base64, never the same twice across many batches", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const nonce = cspNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2_000);
  });
});

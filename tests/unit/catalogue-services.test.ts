import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { JOB_FUNCTIONS } from "../../app/services/catalogue/data/taxonomy";
import { composeDescription, composeFocus, expectedResponses, type ComposeInput } from "../../app/services/catalogue/compose";
import { parseCatalogueEnv } from "../../app/services/catalogue/env.server";
import { channelImportSchema } from "../../app/services/catalogue/import/catalogue.server";
import { builtinGermanForms, labelVariants } from "../../app/services/catalogue/import/occupations.server";
import { functionForIsco } from "../../app/services/catalogue/import/taxonomy.server";
import { cleanReason } from "../../app/services/catalogue/reasons/openai.server";
import { langOf } from "../../app/services/catalogue/provider";

const input: ComposeInput = {
  name: "Test Board",
  type: "job_board",
  audience: "niche",
  functions: { en: ["Nursing"], de: ["Pflege"], nl: ["Verpleging"] },
  places: { en: ["Germany", "Austria"], de: ["Deutschland", "Österreich"], nl: ["Duitsland", "Oostenrijk"] },
  seniorities: { en: [], de: [], nl: [] },
  durationDays: 30,
  processDays: 1,
  crosspostings: [],
  availableForPurchase: false,
  isAddon: false,
  isEvent: false,
};

describe("composed channel texts", () => {
  it("writes the focus in three languages", () => {
    expect(composeFocus(input)).toEqual({
      en: "Job board for Nursing in Germany and Austria",
      de: "Jobbörse für Pflege in Deutschland und Österreich",
      nl: "Vacaturesite voor Verpleging in Duitsland en Oostenrijk",
    });
    expect(composeFocus({ ...input, functions: { en: [], de: [], nl: [] }, places: { en: [], de: [], nl: [] } }).de).toBe(
      "Jobbörse für alle Berufsfelder international",
    );
  });

  it("writes a short and a long part and says when a channel cannot be booked", () => {
    const text = composeDescription(input, composeFocus(input));
    expect(text.en).toBe(
      "Test Board: Job board for Nursing in Germany and Austria.\n-----\nYour job ad stays online for 30 days and is published within 1 working day of your order. This channel cannot be booked through Hirewave: post your vacancy there directly.",
    );
    expect(text.de).toContain("nicht über Hirewave buchbar");
    // issue 38 §10: "Jobbörse für …", not "jobbörse für …"
    expect(text.de).toMatch(/^Test Board: Jobbörse für /);
    expect(text.nl).toContain("niet via Hirewave te boeken");
  });

  it("expects responses by catalogue class", () => {
    expect(expectedResponses({ type: "aggregator", audience: "generic", isAddon: false, isEvent: false, availableForPurchase: true })).toEqual({ min: 150, max: 480 });
    expect(expectedResponses({ type: "job_board", audience: "niche", isAddon: false, isEvent: false, availableForPurchase: true })).toEqual({ min: 48, max: 180 });
  });
});

describe("seed catalogue", () => {
  const rows = parse(fs.readFileSync(path.resolve("app/services/catalogue/data/catalogue.csv")), { columns: true }) as Record<string, string>[];

  it("has at least 300 valid channels with unique slugs and https homepages", () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    for (const row of rows) {
      const parsed = channelImportSchema.safeParse(row);
      expect(parsed.success, `${row.slug}: ${JSON.stringify(!parsed.success && parsed.error.issues)}`).toBe(true);
      expect(row.homepage.startsWith("https://"), row.slug).toBe(true);
    }
  });

  it("has add-ons, events, bundles and channels that cannot be bought", () => {
    expect(rows.filter((r) => r.addon === "1").length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.event === "1").length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.bundle).length).toBeGreaterThan(2);
    expect(rows.filter((r) => r.purchasable === "0").length).toBeGreaterThan(10);
  });
});

describe("occupations import helpers", () => {
  it("maps every ISCO major group and prefers the longest prefix", () => {
    for (const unit of ["0110", "1120", "2512", "3112", "4110", "5120", "6111", "7111", "8111", "9112"]) {
      expect(functionForIsco(unit), unit).not.toBeNull();
    }
    expect(functionForIsco("2512")).toBe("it-dev");
    expect(functionForIsco("2221")).toBe("health-nursing");
    expect(functionForIsco("2211")).toBe("health-medical");
    expect(functionForIsco("8332")).toBe("log-driving");
    expect(functionForIsco("3332")).toBe("marketing");
    expect(JOB_FUNCTIONS.length).toBeGreaterThan(15);
  });

  it("makes each form of a German double label searchable", () => {
    expect(labelVariants("Koch/Köchin")).toEqual(["Koch/Köchin", "Koch", "Köchin"]);
    expect(labelVariants(" nurse ")).toEqual(["nurse"]);
  });

  it("reads a built-in German label written word by word as its two whole forms", () => {
    // cut at the slashes, "Pflegefachfrau" and "Elektronikerin" were labels of the apprentices' titles
    expect(builtinGermanForms("Auszubildender/Auszubildende Pflegefachmann/Pflegefachfrau")).toEqual([
      "Auszubildender/Auszubildende Pflegefachmann/Pflegefachfrau",
      "Auszubildender Pflegefachmann",
      "Auszubildende Pflegefachfrau",
    ]);
    expect(builtinGermanForms("Auszubildender/Auszubildende Kaufmann/Kauffrau für Büromanagement").slice(1)).toEqual([
      "Auszubildender Kaufmann für Büromanagement",
      "Auszubildende Kauffrau für Büromanagement",
    ]);
    expect(builtinGermanForms("Referent/Referentin öffentliche Verwaltung").slice(1)).toEqual(["Referent öffentliche Verwaltung", "Referentin öffentliche Verwaltung"]);
    // whole forms on both sides stay as labelVariants cuts them
    expect(builtinGermanForms("Koch/Köchin")).toEqual(["Koch/Köchin", "Koch", "Köchin"]);
    expect(builtinGermanForms("Mitarbeiter Callcenter/Mitarbeiterin Callcenter").slice(1)).toEqual(["Mitarbeiter Callcenter", "Mitarbeiterin Callcenter"]);
    expect(builtinGermanForms("Reinigungskraft")).toEqual(["Reinigungskraft"]);
  });
});

describe("catalogue env", () => {
  it("is empty by default (embedded adapters)", () => {
    const env = parseCatalogueEnv({});
    expect([env.AI_BASE_URL, env.PKB_BASE_URL, env.AI_TIMEOUT_MS]).toEqual([undefined, undefined, 15000]);
  });
  it("rejects a half-configured AI adapter and bad URLs", () => {
    expect(() => parseCatalogueEnv({ AI_BASE_URL: "https://ai.example/v1" })).toThrow(/AI_MODEL/);
    expect(() => parseCatalogueEnv({ PKB_BASE_URL: "not a url" })).toThrow(/PKB_BASE_URL/);
  });
});

describe("AI reasons", () => {
  it("are plain text, short and without control characters", () => {
    expect(cleanReason("<b>Great</b>\n fit\u0007 ")).toBe("Great fit");
    expect(cleanReason("x".repeat(400))).toHaveLength(280);
  });
  it("language from locale", () => {
    expect([langOf("de-DE"), langOf("nl-NL"), langOf("en-US"), langOf("fr-FR")]).toEqual(["de", "nl", "en", "en"]);
  });
});

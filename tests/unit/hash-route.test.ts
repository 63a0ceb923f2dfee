import { describe, expect, it } from "vitest";
import { HASH_ROUTE_SCRIPT } from "../../app/lib/hash-route";

/** Runs the inline script against a location with this hash; returns where it sent the page. */
function run(hash: string) {
  const replaced: string[] = [];
  const location = { hash, replace: (to: string) => replaced.push(to) };
  new Function("location", HASH_ROUTE_SCRIPT)(location);
  return replaced[0] ?? null;
}

describe("old #/ links (spec 1 §2, spec 2 §2; issue 42 §4)", () => {
  it("maps #/path?query to /path?query", () => {
    expect(run("#/share-campaign/?id=3f1d2c1e-8b7a-4c2d-9e1f-0a1b2c3d4e5f")).toBe(
      "/share-campaign/?id=3f1d2c1e-8b7a-4c2d-9e1f-0a1b2c3d4e5f",
    );
    expect(run("#/campaign-performance/campaign/?id=1")).toBe("/campaign-performance/campaign/?id=1");
  });

  it("leaves other hashes and anything off the site alone", () => {
    for (const hash of ["", "#", "#main", "#cancellation", "#access_token=x", "#//evil.example/x", "#/\\evil.example", "#/a b", "#/a#b"]) {
      expect(run(hash), hash).toBeNull();
    }
  });

  it("stays a tiny script", () => expect(HASH_ROUTE_SCRIPT.length).toBeLessThan(120));
});

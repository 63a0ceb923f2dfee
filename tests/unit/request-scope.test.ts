import { describe, expect, it } from "vitest";
import { requestMemo, withRequestScope } from "~/platform/request-scope.server";

/** issue 10: a page's loaders each get their own Request; what they read once must be shared. */
describe("request scope", () => {
  const page = (method = "GET") => new Request("http://localhost/dashboard", { method, headers: { Cookie: "a=1" } });

  it("shares a value between the loaders of one GET request, even across Request objects", () => {
    let runs = 0;
    const [first, second] = withRequestScope(() => [
      requestMemo(page(), "session", () => ++runs),
      requestMemo(page(), "session", () => ++runs),
    ]);
    expect([first, second, runs]).toEqual([1, 1, 1]);
  });

  it("gives each request its own scope", () => {
    let runs = 0;
    withRequestScope(() => requestMemo(page(), "gate", () => ++runs));
    withRequestScope(() => requestMemo(page(), "gate", () => ++runs));
    expect(runs).toBe(2);
  });

  it("does not share after a POST: the loaders see what the action wrote", () => {
    let runs = 0;
    withRequestScope(() => {
      requestMemo(page("POST"), "gate", () => ++runs);
      requestMemo(page("POST"), "gate", () => ++runs);
    });
    expect(runs).toBe(2);
  });

  it("outside a scope (a test calling a loader) the Request object is the key", () => {
    let runs = 0;
    const request = page();
    requestMemo(request, "gate", () => ++runs);
    requestMemo(request, "gate", () => ++runs);
    requestMemo(page(), "gate", () => ++runs);
    expect(runs).toBe(2);
  });
});

import type { EntryContext } from "@remix-run/node";
import { afterEach, describe, expect, it } from "vitest";
import { clearAll } from "~/platform/cache.server";
import { keepPage, keptPage, renderKey, templateOf } from "~/services/http/rendered-pages.server";

/**
 * A page rendered again from the same data is the kept HTML with this answer's nonce and form key
 * (docs/decisions/089). What must hold: the key changes with anything the render reads, the kept
 * HTML never carries an earlier answer's per-request values, and what cannot be stated as JSON is
 * not kept.
 */
const NONCE = "q83vEjZ1+a/9XyZ0Ab3Kcw==";
const FORM_KEY = "5b0c9d7e-2f7e-4c8e-9a3e-1f2d3c4b5a69";

function context(loaderData: Record<string, unknown>, over: Partial<EntryContext["staticHandlerContext"]> = {}) {
  return {
    manifest: { version: "build-1" },
    staticHandlerContext: { loaderData, actionData: null, errors: null, ...over },
  } as unknown as EntryContext;
}

const data = (rows: unknown) => ({ root: { locale: "en-US", nonce: NONCE, formKey: FORM_KEY }, "routes/dashboard": { rows } });
const get = (url = "http://localhost:3000/dashboard") => new Request(url);
const tokens = [NONCE, FORM_KEY];

afterEach(() => clearAll());

describe("renderKey", () => {
  it("is the same for the same data with other per-request values", () => {
    const other = { root: { locale: "en-US", nonce: "other+nonce/value==", formKey: "00000000-0000-4000-8000-000000000000" }, "routes/dashboard": { rows: [1] } };
    expect(renderKey(get(), 200, context(data([1])), "en-US", tokens)).toBe(
      renderKey(get(), 200, context(other), "en-US", ["other+nonce/value==", "00000000-0000-4000-8000-000000000000"]),
    );
  });

  it("changes with the data, the URL, the language and the build", () => {
    const base = renderKey(get(), 200, context(data([1])), "en-US", tokens);
    expect(renderKey(get(), 200, context(data([2])), "en-US", tokens)).not.toBe(base);
    expect(renderKey(get("http://localhost:3000/dashboard?page=2"), 200, context(data([1])), "en-US", tokens)).not.toBe(base);
    expect(renderKey(get(), 200, context(data([1])), "de-DE", tokens)).not.toBe(base);
    const rebuilt = { ...context(data([1])), manifest: { version: "build-2" } } as unknown as EntryContext;
    expect(renderKey(get(), 200, rebuilt, "en-US", tokens)).not.toBe(base);
  });

  it("keeps no page that is not a plain 200 GET of loader data", () => {
    expect(renderKey(new Request("http://localhost:3000/dashboard", { method: "POST" }), 200, context(data([1])), "en-US", tokens)).toBeUndefined();
    expect(renderKey(get(), 404, context(data([1])), "en-US", tokens)).toBeUndefined();
    expect(renderKey(get(), 200, context(data([1]), { actionData: { x: 1 } }), "en-US", tokens)).toBeUndefined();
    expect(renderKey(get(), 200, context(data([1]), { errors: { root: new Error("x") } }), "en-US", tokens)).toBeUndefined();
    // deferred data and values JSON cannot state would be missing from the key
    expect(renderKey(get(), 200, context(data([Promise.resolve(1)])), "en-US", tokens)).toBeUndefined();
    expect(renderKey(get(), 200, context(data(new Map([[1, 2]]))), "en-US", tokens)).toBeUndefined();
  });
});

describe("kept pages", () => {
  const html = `<script nonce="${NONCE}">x</script><input name="submissionKey" value="${FORM_KEY}"><p>${FORM_KEY}</p><script nonce="${NONCE}"></script>`;

  it("answer with this request's nonce and form key in every place the render put them", () => {
    keepPage("k", Buffer.from(html), tokens);
    const again = keptPage("k", ["NEW-NONCE", "NEW-KEY"])!.toString();
    expect(again).toBe('<script nonce="NEW-NONCE">x</script><input name="submissionKey" value="NEW-KEY"><p>NEW-KEY</p><script nonce="NEW-NONCE"></script>');
    expect(again).not.toContain(NONCE);
    expect(again).not.toContain(FORM_KEY);
  });

  it("are a copy: the answer's body may be reused after it was kept", () => {
    const page = Buffer.from(html);
    keepPage("k", page, tokens);
    page.fill(0);
    expect(keptPage("k", tokens)!.toString()).toBe(html);
  });

  it("split a page without the values into one part", () => {
    expect(templateOf(Buffer.from("<p>plain</p>"), tokens)).toMatchObject({ slots: [], bytes: 12 });
    expect(keptPage("missing", tokens)).toBeUndefined();
  });
});

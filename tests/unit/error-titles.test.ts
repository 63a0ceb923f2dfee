/**
 * Error screens have a document title of their own (QA 2026-12-04: /approvals for a recruiter who is
 * no approver, or another company's campaign, answered 404 with the title "Hirewave"): root's loader
 * sends the error screens' titles in the reader's language and every route whose error boundary can
 * render uses them in its meta (app/lib/title.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "~/lib/i18n/config";
import { errorTitles, pageMeta, pageTitle } from "~/lib/title";
import { errorTitlesFor, serverI18n } from "~/services/i18n/i18next.server";

/** What Remix hands a boundary for a thrown Response (isRouteErrorResponse's shape). */
const thrown = (status: number, statusText = "") => ({ status, statusText, internal: false, data: statusText });
const chunkError = new TypeError("Failed to fetch dynamically imported module: /assets/step-x.js");

const titlesIn = (locale: string) => errorTitles(serverI18n.getFixedT(locale, "common"));

describe("the error screens' titles (root's loader)", () => {
  it("say the screen's heading with the product name, in each language", () => {
    expect(titlesIn("en-US")).toEqual({
      404: "Page not found | Hirewave",
      503: "Hirewave is briefly unavailable",
      network: "Network error | Hirewave",
      error: "Error | Hirewave",
    });
    expect(titlesIn("de-DE")).toMatchObject({ 404: "Seite nicht gefunden | Hirewave", error: "Fehler | Hirewave", network: "Netzwerkfehler | Hirewave" });
    expect(titlesIn("nl-NL")).toMatchObject({ 404: "Pagina niet gevonden | Hirewave", error: "Fout | Hirewave", network: "Netwerkfout | Hirewave" });
  });

  it("are translated once per language, the same as translating them per request", () => {
    for (const locale of SUPPORTED_LOCALES) expect(errorTitlesFor(locale)).toEqual(titlesIn(locale));
  });

  it("name the product once", () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const title of Object.values(titlesIn(locale))) expect(title.match(/Hirewave/g), `${locale}: ${title}`).toHaveLength(1);
    }
  });
});

describe("a route's meta title", () => {
  const root = (locale: string) => ({ id: "root", data: { locale, errorTitles: titlesIn(locale) } });
  const page = (locale: string, error?: unknown, data?: { title?: string }) => ({ data, error, matches: [root(locale), { id: "page", data }] });

  it("is the page's own without an error", () => {
    expect(pageMeta(page("en-US", undefined, { title: "Approvals" }))).toEqual([{ title: "Approvals | Hirewave" }]);
    expect(pageTitle(page("en-US"))).toBe("Hirewave");
  });

  it("is the error screen's when a boundary renders, also where the page's own data is there", () => {
    expect(pageMeta(page("en-US", thrown(404, "Not Found")))).toEqual([{ title: "Page not found | Hirewave" }]);
    // a child's 404 caught by a parent's boundary (media-channels/channels/:id): the parent has data
    expect(pageMeta(page("de-DE", thrown(404, "Not Found"), { title: "Kanäle suchen" }))).toEqual([{ title: "Seite nicht gefunden | Hirewave" }]);
    expect(pageTitle(page("nl-NL", thrown(404, "Not Found")))).toBe("Pagina niet gevonden | Hirewave");
  });

  it("follows the screen GeneralErrorBoundary shows for other statuses and errors", () => {
    expect(pageTitle(page("en-US", thrown(503, "Service Unavailable")))).toBe("Hirewave is briefly unavailable");
    expect(pageTitle(page("en-US", thrown(400, "Bad Request")))).toBe("Error | Hirewave");
    expect(pageTitle(page("en-US", thrown(403, "Forbidden")))).toBe("Error | Hirewave");
    expect(pageTitle(page("de-DE", new Error("Unexpected Server Error")))).toBe("Fehler | Hirewave");
    expect(pageTitle(page("nl-NL", chunkError))).toBe("Netwerkfout | Hirewave");
  });

  it("is none when root's own loader failed (no translations at hand): root's Layout renders it", () => {
    expect(pageTitle({ error: thrown(404, "Not Found"), matches: [{ data: undefined }] })).toBe("");
  });
});

describe("every route module with an error boundary", () => {
  const ROUTES = path.resolve(import.meta.dirname, "../../app/routes");
  const modules = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? modules(path.join(dir, e.name)) : /\.tsx$/.test(e.name) ? [path.join(dir, e.name)] : []));

  it("titles it through pageMeta or pageTitle, or leaves it to root's meta", () => {
    const withBoundary = modules(ROUTES).filter((file) => /export function ErrorBoundary\b/.test(fs.readFileSync(file, "utf8")));
    expect(withBoundary.length).toBeGreaterThan(20);
    const wrong = withBoundary.filter((file) => {
      const source = fs.readFileSync(file, "utf8");
      const meta = /export const meta\b[^\n]*(\n {2}[^\n]*)*/.exec(source)?.[0];
      return meta !== undefined && !/\bpage(Meta|Title)\b/.test(meta);
    });
    expect(wrong.map((file) => path.relative(ROUTES, file))).toEqual([]);
  });

  it("root's meta gives the title of root's and the shell's error screens", () => {
    const root = fs.readFileSync(path.resolve(ROUTES, "../root.tsx"), "utf8");
    expect(root).toMatch(/export const meta[^\n]*pageTitle\(args\)/);
    // an empty title (root's own loader failed) is left out, so the Layout's RootErrorTitle is the one
    expect(root).toMatch(/export const meta[^\n]*\.filter\(\(tag\) => tag\.title\)/);
    expect(root).toMatch(/<Meta \/>\s*\{root \? null : <RootErrorTitle \/>\}/);
    expect(root).toMatch(/errorTitles: errorTitlesFor\(locale\)/);
  });
});

import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";

/**
 * patches/react-dom+18.3.1.patch (docs/decisions/029): the production server renderer Node loads
 * keeps a render's chunks as one string and encodes it once per flush, instead of encoding each
 * small string into a fresh view of a 2 kB buffer. The page must stay what the unpatched
 * development build sends: text, attributes, styles, non-ASCII (umlauts, CJK, emoji across the old
 * 2 kB boundaries), long strings, and content that streams in after the shell.
 *
 * Except for one thing the patch fixes: React 18's encoder sends a full 2 kB view even when a
 * multi-byte character did not fit at its end, so the page gets NUL bytes where a view ended in
 * the middle of non-ASCII text (fixed in React 19). The reference is therefore the development
 * build's page without its NUL bytes.
 */
const require = createRequire(import.meta.url);
type Server = typeof import("react-dom/server");
const React = require("react") as typeof import("react");
const h = React.createElement;
// the package's exports hide its cjs/ folder; server.node.js picks one of these by NODE_ENV
const cjs = path.join(path.dirname(require.resolve("react-dom/server.node")), "cjs");
const productionPath = path.join(cjs, "react-dom-server.node.production.min.js");
const developmentPath = path.join(cjs, "react-dom-server.node.development.js");

/** Content that arrives after the shell: suspends (React 18: throws its promise) until ready. */
function lateResource(text: string) {
  let value: string | undefined;
  const ready = new Promise<void>((resolve) =>
    setTimeout(() => {
      value = text;
      resolve();
    }, 20),
  );
  return {
    read() {
      if (value === undefined) throw ready;
      return value;
    },
  };
}

function Page({ late }: { late: ReturnType<typeof lateResource> }) {
  const rows = Array.from({ length: 120 }, (_, i) =>
    h(
      "li",
      { key: i, className: `row row-${i}`, "data-index": i, style: { paddingLeft: i % 7, opacity: 0.5 } },
      h("a", { href: `/campaigns?id=${i}&dialog=share`, "aria-label": `Teilen „Kampagne ${i}“` }, `Kampagne ${i} — Ärzte & <Pflege> 🎉`),
      i % 10 === 0 ? h("span", { dangerouslySetInnerHTML: { __html: "<b>fett</b>" } }) : null,
      i % 15 === 0 ? "日本語のテキスト".repeat(40) : `zeile ${i}`,
    ),
  );
  const Deferred = () => h("p", null, `später: ${late.read()} ✓`);
  return h(
    "html",
    { lang: "de-DE" },
    h("body", null, h("ul", null, rows), "x".repeat(5000), h(React.Suspense, { fallback: h("i", null, "lädt…") }, h(Deferred))),
  );
}

function render(server: Server, whenReady: "onShellReady" | "onAllReady") {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        callback();
      },
    });
    const stream = server.renderToPipeableStream(h(Page, { late: lateResource("Ölmühle 🚀") }), {
      [whenReady]: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

describe("the patched server renderer", () => {
  it("is the production build Node loads, patched", () => {
    expect(fs.readFileSync(productionPath, "utf8")).toContain('var hwPending="";');
    // encoded in pieces of a little over 8,192 characters (decision 033), not as one string
    expect(fs.readFileSync(productionPath, "utf8")).toContain("hwPending.length>8192&&");
  });

  it.each(["onAllReady", "onShellReady"] as const)("sends the same bytes as the development build (%s)", async (whenReady) => {
    const production = require(productionPath) as Server;
    const development = require(developmentPath) as Server;
    const expected = (await render(development, whenReady)).replaceAll("\u0000", "");
    expect(expected).toContain("später: Ölmühle 🚀 ✓");
    expect(expected).toContain("Kampagne 119 — Ärzte &amp; &lt;Pflege&gt; 🎉");
    const actual = await render(production, whenReady);
    expect(actual).not.toContain("\u0000");
    expect(actual).toBe(expected);
    // the page is several times longer than the 8,192 characters after which the kept text is sent
    expect(expected.length).toBeGreaterThan(4 * 8192);
    // and again: nothing of the first render is left over for the second
    expect(await render(production, whenReady)).toBe(expected);
  });
});

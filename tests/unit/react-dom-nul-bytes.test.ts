import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { withoutTrailingNuls } from "~/services/http/rendered-chunks.server";

/**
 * React 18.3.1's production server renderer (the build Node loads in production) ends a chunk with
 * NUL bytes when a multi-byte character did not fit at the end of its 2 kB buffer
 * (facebook/react#24985, fixed in React 19 by facebook/react#26228). entry.server cuts them off
 * (withoutTrailingNuls, decision 065): the page must be what the development build (same bug)
 * sends, without its NUL bytes.
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

function render(server: Server, whenReady: "onShellReady" | "onAllReady", clean: (chunk: Buffer) => Buffer) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(clean(Buffer.from(chunk)));
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

describe("a page rendered by React 18's production server renderer", () => {
  it.each(["onAllReady", "onShellReady"] as const)("has no NUL bytes and is otherwise what the development build sends (%s)", async (whenReady) => {
    const production = require(productionPath) as Server;
    const development = require(developmentPath) as Server;
    const expected = (await render(development, whenReady, (chunk) => chunk)).replaceAll("\u0000", "");
    expect(expected).toContain("später: Ölmühle 🚀 ✓");
    const actual = await render(production, whenReady, withoutTrailingNuls);
    expect(actual).not.toContain("\u0000");
    expect(actual).toBe(expected);
  });

  it("without the cut, the production build's page has NUL bytes (the React 18 bug)", async () => {
    const production = require(productionPath) as Server;
    expect(await render(production, "onAllReady", (chunk) => chunk)).toContain("\u0000");
  });
});

import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remixRequestHandler } from "~/services/http/remix-handler.server";
import { COMPRESSION_THRESHOLD, PAGE_BROTLI } from "~/services/http/page-compression.server";

/**
 * server.ts's Remix handler: Remix's express adapter through its public API (decision 065). A
 * rendered page goes out with its status and every header (both cookies), compressed by the
 * middleware in front as server.ts sets it up.
 */
const PAGE = "<!DOCTYPE html><html><body>Überblick — 12 €</body></html>";
// over the 1 kB below which pages go uncompressed
const BIG_PAGE = `<!DOCTYPE html><html><body>${"<p>Überblick — 12 €</p>".repeat(200)}</body></html>`;
const contexts: Array<Record<string, unknown>> = [];

const build = {
  mode: "production",
  future: { v3_singleFetch: true },
  isSpaMode: false,
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  basename: "/",
  assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
  entry: {
    module: {
      default(_request: Request, status: number, headers: Headers, _remix: unknown, loadContext: Record<string, unknown>) {
        contexts.push(loadContext);
        headers.set("Content-Type", "text/html; charset=utf-8");
        headers.append("Set-Cookie", "a=1; Path=/");
        headers.append("Set-Cookie", "b=2; Path=/");
        const body = new TextEncoder().encode(new URL(_request.url).pathname === "/big" ? BIG_PAGE : PAGE);
        // as entry.server
        headers.set("Content-Length", String(body.byteLength));
        const init = { status: 201, headers };
        return new Response(body, init);
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null, loader: () => ({ ok: true }) } },
    "routes/big": { id: "routes/big", parentId: "root", path: "big", module: { default: () => null } },
    "routes/away": { id: "routes/away", parentId: "root", path: "away", module: { default: () => null, loader: () => new Response(null, { status: 302, headers: { Location: "/" } }) } },
  },
} as unknown as ServerBuild;

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  // as server.ts: the compression middleware in front, for whatever the handler does not compress
  app.use(compression({ brotli: PAGE_BROTLI, threshold: COMPRESSION_THRESHOLD }));
  app.all("*", remixRequestHandler({ build, mode: "production", getLoadContext: () => ({ cspNonce: "n" }) as unknown as AppLoadContext }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** The raw answer (fetch would decode it). */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("the Remix handler of server.ts", () => {
  it("sends a rendered page with its status and every header", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(201);
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(contexts.at(-1)).toMatchObject({ cspNonce: "n" });
  });

  it("answers HEAD without a body and a redirect the adapter's way", async () => {
    const head = await fetch(`${base}/`, { method: "HEAD" });
    expect(head.status).toBe(201);
    expect(await head.text()).toBe("");
    const away = await fetch(`${base}/away`, { redirect: "manual" });
    expect(away.status).toBe(302);
    expect(away.headers.get("location")).toBe("/");
  });
});

describe("a rendered page's compression", () => {
  const decode: Record<string, (body: Buffer) => Buffer> = {
    br: (body) => zlib.brotliDecompressSync(body),
    gzip: (body) => zlib.gunzipSync(body),
    deflate: (body) => zlib.inflateSync(body),
    identity: (body) => body,
  };

  it.each([
    ["gzip, deflate, br", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["", "identity"],
  ])("Accept-Encoding %j: %s", async (accept, encoding) => {
    const { headers, body } = await rawGet("/big", accept);
    expect(headers["content-encoding"] ?? "identity").toBe(encoding);
    expect(headers.vary).toBe("Accept-Encoding");
    expect(decode[encoding](body).toString("utf8")).toBe(BIG_PAGE);
    if (encoding !== "identity") expect(body.length).toBeLessThan(Buffer.byteLength(BIG_PAGE) / 4);
  });

  it("a client that takes only deflate gets it; a page under 1 kB goes as it is", async () => {
    const deflate = await rawGet("/big", "deflate");
    expect(deflate.headers["content-encoding"]).toBe("deflate");
    expect(decode.deflate(deflate.body).toString("utf8")).toBe(BIG_PAGE);
    const small = await rawGet("/", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString("utf8")).toBe(PAGE);
  });
});

import type { ServerBuild } from "@remix-run/node";
import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { remixRequestHandler } from "~/services/http/remix-handler.server";

// server.ts and the Remix build are compiled apart: each has its own copy of the module, as here
vi.resetModules();
const { handOverRenderedPage } = await import("~/services/http/remix-handler.server");

/**
 * server.ts's Remix handler (decision 033): a page rendered for it is sent from the buffer
 * entry.server hands over, with the status and every header (both cookies); anything else — a
 * redirect, a HEAD request, a render for another caller — goes Remix's express adapter's way.
 */
const PAGE = "<!DOCTYPE html><html><body>Überblick — 12 €</body></html>";
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
        const init = { status: 201, headers };
        const body = new TextEncoder().encode(PAGE);
        return loadContext.takesRenderedPage ? handOverRenderedPage(new Response(null, init), body) : new Response(body, init);
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null, loader: () => ({ ok: true }) } },
    "routes/away": { id: "routes/away", parentId: "root", path: "away", module: { default: () => null, loader: () => new Response(null, { status: 302, headers: { Location: "/" } }) } },
  },
} as unknown as ServerBuild;

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.all("*", remixRequestHandler({ build, mode: "production", getLoadContext: () => ({ cspNonce: "n" }) }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("the Remix handler of server.ts", () => {
  it("sends a rendered page from its buffer, with its status and every header", async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(201);
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(PAGE)));
    expect(contexts.at(-1)).toMatchObject({ cspNonce: "n", takesRenderedPage: true });
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

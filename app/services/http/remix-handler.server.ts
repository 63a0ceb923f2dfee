// the adapter's own request and response conversions (not re-exported by the package entry; the
// version is pinned in package.json)
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { sendPage } from "./page-compression.server";
import { processShared } from "./process-shared.server";

/**
 * Remix's express adapter, with one shortcut for rendered pages (decision 033).
 *
 * entry.server renders a page whole into one buffer. Handed to Remix as a Response body, that
 * buffer went through a web ReadableStream, which the adapter then read chunk by chunk into the
 * express response: a stream, its reader and a promise per chunk for bytes that were already
 * there (≈ 3 % of the server's CPU per page). When the page is rendered for this handler
 * (`loadContext.takesRenderedPage`), entry.server answers with a body-less Response and leaves
 * the page here instead; everything else (data requests, redirects, resource routes, HEAD, other
 * callers of the build's handler such as tests) goes the adapter's usual way.
 * The page is compressed and sent in one write (sendPage, decision 038).
 */
// server.ts and the Remix build each have a copy of this module: one map for both
const renderedPages = processShared("rendered-pages", () => new WeakMap<globalThis.Response, Uint8Array>());

/** entry.server: the page of `response` is `page` (only when the load context takes rendered pages). */
export function handOverRenderedPage(response: globalThis.Response, page: Uint8Array) {
  renderedPages.set(response, page);
  return response;
}

export function remixRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handleRequest = createRequestHandler(options.build, options.mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = createRemixRequest(req, res);
      const response = await handleRequest(request, { ...options.getLoadContext(req, res), takesRenderedPage: true });
      // the body guard may have answered 413 while the route ran (a streamed body past its
      // limit): the route's answer has nowhere to go (issue 36 §9)
      if (res.headersSent) return;
      const page = renderedPages.get(response);
      if (!page) return await sendRemixResponse(res, response);
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers.entries()) res.append(key, value);
      sendPage(req, res, page);
    } catch (error) {
      if (res.headersSent) return;
      next(error);
    }
  };
}

import type { Request, Response } from "express";
import Negotiator from "negotiator";
import zlib from "node:zlib";

/**
 * Compression settings for pages and data, and the one-call compression of a rendered page.
 *
 * Brotli (what browsers ask for) with a 256 kB window instead of 4 MB: every page is smaller than
 * that, and allocating the large window per response cost /media-channels 3 ms of CPU a request
 * (11.8 → 8.9 ms, docs/archive/performance-diary-2026-11.md). Pages and data are compressed anew for every request, at
 * quality 1 (decision 037): 0.09–0.13 ms for pages of 45–88 kB against 0.15–0.32 ms at quality 3,
 * for 8–11 % more bytes (/campaigns: 10.2 kB; gzip gives 11.0 kB at level 1, 9.4 kB at its default
 * of 6). Assets, compressed once per browser (immutable), keep the library's 4. bench/baseline
 * uses the same settings.
 */
const PAGE_BROTLI_QUALITY = 1;
export const BROTLI_WINDOW = { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };
export const PAGE_BROTLI = { params: { ...BROTLI_WINDOW, [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } };

/** As the `compression` middleware decides: smaller bodies go as they are. */
export const COMPRESSION_THRESHOLD = 1024;
// brotli first, then gzip, whatever order the browser lists them in (as `compression` 1.8 does)
const SUPPORTED = ["br", "gzip", "identity"];
const PREFERRED = ["br", "gzip"];
// negotiator 0.6.4 (compression's own) takes that order as a second argument; its types predate it
type EncodingNegotiator = { encoding(available: string[], preferred: string[]): string | undefined };

/** The encoding a page is sent in: "br", "gzip" or "identity". */
export function pageEncoding(req: Request, res: Response, size: number) {
  if (req.method === "HEAD" || size < COMPRESSION_THRESHOLD) return "identity";
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""))) return "identity";
  return (new Negotiator(req) as unknown as EncodingNegotiator).encoding(SUPPORTED, PREFERRED) ?? "identity";
}

/**
 * Sends a whole rendered page (decision 038). Through the `compression` middleware a page went into
 * a brotli stream on the thread pool and came out as three writes to the socket (headers with
 * most of the page, the stream's last byte, the chunked terminator), each one a system call that
 * wakes the client: on the 2-core machines these cost more than the compression itself. The page
 * is already whole here, so it is compressed in one call and sent with its length in one write.
 * The middleware leaves a response alone once it names its own Content-Encoding; a client that
 * takes only deflate still gets it from the middleware.
 */
export function sendPage(req: Request, res: Response, page: Uint8Array) {
  const encoding = pageEncoding(req, res, page.byteLength);
  res.vary("Accept-Encoding");
  let body: Uint8Array = page;
  if (encoding === "br") body = zlib.brotliCompressSync(page, PAGE_BROTLI);
  else if (encoding === "gzip") body = zlib.gzipSync(page);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.byteLength);
  res.end(body);
}

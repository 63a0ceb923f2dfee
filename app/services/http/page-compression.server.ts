import zlib from "node:zlib";

/**
 * Compression settings for pages and data (the `compression` middleware in server.ts).
 *
 * Brotli (what browsers ask for) with a 256 kB window instead of 4 MB: every page is smaller than
 * that, and allocating the large window per response was a visible share of a page's CPU. Pages
 * and data are compressed anew for every request, so at quality 1: a few per cent more bytes for
 * about half the CPU of quality 3 (decision 037 has the figures). Assets, compressed once per
 * browser (immutable), keep the library's 4. bench/baseline uses the same settings.
 */
const PAGE_BROTLI_QUALITY = 1;
export const BROTLI_WINDOW = { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };
export const PAGE_BROTLI = { params: { ...BROTLI_WINDOW, [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } };

/** As the `compression` middleware decides: smaller bodies go as they are. */
export const COMPRESSION_THRESHOLD = 1024;

import zlib from "node:zlib";

/**
 * Compression settings for pages and data (the `compression` middleware in server.ts).
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

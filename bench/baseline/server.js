/**
 * The baseline's production server: express + compression + @remix-run/express, as Hirewave's
 * server.ts without its own middleware, so bench:http measures how far Hirewave is from what the
 * framework itself costs on this machine.
 */
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import zlib from "node:zlib";

const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
// the same compression settings as Hirewave (page-compression.server.ts: a 256 kB brotli window;
// quality 1 for pages, the library's 4 for assets), so the ratio measures the app, not a setting.
// Hirewave sends its whole rendered pages in one call (decision 038); the baseline uses the
// middleware as its documentation does
// BASELINE_COMPRESSION=defaults: `compression()` with the library's defaults instead (brotli
// quality 4, 4 MB window), the bare app as issue 53 measured it (bench:http --baseline-compression)
const BROTLI_WINDOW = { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };
if (process.env.BASELINE_COMPRESSION === "defaults") {
  app.use(compression());
} else {
  const compressPages = compression({ brotli: { params: { ...BROTLI_WINDOW, [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } });
  const compressAssets = compression({ brotli: { params: BROTLI_WINDOW } });
  app.use((req, res, next) => (req.path.startsWith("/assets/") ? compressAssets : compressPages)(req, res, next));
}
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h", index: false }));
app.all("*", createRequestHandler({ build, mode: "production" }));

const port = Number(process.env.PORT || 4590);
const server = app.listen(port, () => console.log(`baseline listening on http://localhost:${port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
process.on("SIGINT", () => server.close(() => process.exit(0)));

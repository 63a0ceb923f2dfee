/**
 * Second half of `npm run build`: compiles the Node entry points — the HTTP server (server.ts),
 * the bundled IdP (idp/main.ts), the `npm start` supervisor (scripts/start.ts), the analytics
 * counting thread (app/services/analytics/analytics-union-worker.server.ts) and the PDF thread
 * (app/services/pdf/render-worker.server.ts) — to plain JavaScript in <build>/node, so production
 * runs `node` without tsx's loader hooks (issue 10: 6 % of the server's time, and a 5–8 s warm
 * start). Packages stay external (node_modules).
 */
import path from "node:path";
import { build } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.HIREWAVE_BUILD_DIR ?? "build";

await build({
  root,
  configFile: false,
  logLevel: "warn",
  // public/ belongs to the client build only
  publicDir: false,
  plugins: [tsconfigPaths()],
  build: {
    ssr: true,
    target: "node20",
    outDir: path.resolve(root, buildDir, "node"),
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: {
        server: path.resolve(root, "server.ts"),
        idp: path.resolve(root, "idp/main.ts"),
        start: path.resolve(root, "scripts/start.ts"),
        // the analytics counting thread (docs/decisions/026), started by the server's analytics code
        "analytics-union-worker": path.resolve(root, "app/services/analytics/analytics-union-worker.server.ts"),
        // the PDF thread (docs/decisions/042), started by app/services/pdf/render.server.ts
        "pdf-render-worker": path.resolve(root, "app/services/pdf/render-worker.server.ts"),
      },
      output: { format: "esm", entryFileNames: "[name].js" },
    },
  },
});

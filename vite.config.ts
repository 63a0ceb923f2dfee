/// <reference types="vitest/config" />
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isTest = Boolean(process.env.VITEST);

/**
 * Writes build/.vite/client-modules.json beside the client build's Vite manifest: each chunk's modules
 * with their rendered size, so `npm run size:js` can name what makes a page's first-load JavaScript heavy.
 */
function clientModuleSizes(): Plugin {
  return {
    name: "hirewave-client-module-sizes",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [path.relative(process.cwd(), id), info.renderedLength]),
        );
      }
      const dir = path.join(options.dir ?? "build/client", "..", ".vite");
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "client-modules.json"), JSON.stringify(chunks));
    },
  };
}

type ModuleInfoGetter = (id: string) => { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;

/**
 * Client chunks by layer (issue 10 §4, first-load JavaScript ≤ 120 kB gzip): everything that
 * entry.client and root import statically runs on every page, everything the shell adds runs on
 * every signed-in page. Left to itself Rollup splits these into a dozen small chunks, and gzip,
 * compressing each file on its own, charges ~25 % extra for that; one chunk per layer avoids it.
 * A module lands in the first layer that reaches it, so a later layer never is a dependency of
 * an earlier one.
 */
const LAYERS: [name: string, roots: RegExp][] = [
  ["framework", /\/app\/(entry\.client|root)\.tsx$/],
  ["shell", /\/app\/routes\/shell\.tsx$/],
];

function layerChunks() {
  let layerOf: Map<string, string> | undefined;
  return (id: string, { getModuleIds, getModuleInfo }: { getModuleIds: () => IterableIterator<string>; getModuleInfo: ModuleInfoGetter }) => {
    if (!layerOf) {
      layerOf = new Map();
      const ids = [...getModuleIds()];
      for (const [name, roots] of LAYERS) {
        // the roots stay in their own chunks (entry.client's top level starts hydration)
        const queue = ids.filter((m) => roots.test(m)).flatMap((m) => getModuleInfo(m)?.importedIds ?? []);
        while (queue.length > 0) {
          const next = queue.pop()!;
          const info = getModuleInfo(next);
          // a module that something imports lazily stays lazy, even where another import of it is
          // dropped from the browser build (import.meta.env.SSR ? Eager : lazy(...))
          if (layerOf.has(next) || LAYERS.some(([, r]) => r.test(next)) || info?.dynamicImporters.length) continue;
          layerOf.set(next, name);
          queue.push(...(info?.importedIds ?? []));
        }
      }
    }
    return layerOf.get(id) ?? (SHELL_PRIMITIVES.test(id) ? "shell" : FORMS.test(id) ? "forms" : FIELD.test(id) ? "field" : JOBDESC_DATA.test(id) ? "jobdesc-data" : undefined);
  };
}

/**
 * Tiny primitives most signed-in pages use (the card, the hydration and debounce hooks, the check
 * and close icons) travel with the shell: as files of their own each cost a request and gzip's
 * per-file overhead on two dozen pages, more than their few hundred bytes on the pages without them.
 */
const SHELL_PRIMITIVES = /\/app\/components\/(ui\/card\.tsx|hooks\.ts|campaign-builder\/icons\.tsx)$/;

/**
 * Conform and the deferred validation that only Conform form pages load, in one chunk (Rollup adds
 * Conform's own dependencies): as separate files gzip charged each its own overhead, and the
 * checkout sat at the 120 kB budget (issue 10 §4).
 */
/**
 * The field-error primitive, the input look, the message decoding and the submission key of create
 * forms, in one chunk: most form pages load them together, and as separate files each paid gzip's
 * per-file overhead (decision 067; the submission key put /job-description/:step over the budget
 * as a file of its own, issue 47 §6).
 */
const FIELD = /\/app\/(components\/ui\/(field\.tsx|input-classes\.ts|submission-key\.tsx)|lib\/validation\/messages\.ts)$/;

/**
 * The job-description generator's templates and constants, which its pages always load together:
 * one file instead of two small ones (their per-file overhead put /job-description/:step over the
 * 120 kB budget).
 */
const JOBDESC_DATA = /\/app\/lib\/jobdesc\/(constants|templates)\.ts$/;

const FORMS =
  /\/node_modules\/@conform-to\/react\/|\/app\/lib\/validation\/use-deferred-validation\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    // docs/conventions/stack-notes.md: the Remix plugin must not run under vitest
    !isTest &&
      remix({
        // a separate folder lets several builds (e.g. parallel test runs) live side by side
        buildDirectory: process.env.HIREWAVE_BUILD_DIR ?? "build",
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
          unstable_optimizeDeps: true,
        },
      }),
    tsconfigPaths(),
    !isTest && clientModuleSizes(),
  ],
  // Remix moves the client's Vite manifest to build/.vite/client-manifest.json; `npm run size:js` reads it
  build: {
    manifest: true,
    // terser with two passes makes the browser chunks ~3.5 % smaller after gzip than esbuild's
    // minifier (≈ 4 kB on every page; issue 10 §4); the server bundle stays unminified
    ...(isSsrBuild ? {} : { minify: "terser" as const, terserOptions: { compress: { passes: 2 } } }),
    // route modules await their translations at the top level (decision 071): browsers of 2021 on
    // (Chrome/Edge/Firefox 89, Safari 15) instead of Vite's default of 2020
    target: isSsrBuild ? "node20" : ["es2022", "chrome89", "edge89", "firefox89", "safari15"],
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks: layerChunks(),
          },
        },
  },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**", "**/playwright-report/**"] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
    ],
  },
}));

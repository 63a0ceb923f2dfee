// knip's configuration (decision 067)
const config = {
  entry: [
    // knip's Remix plugin reads the route table (app/routes.ts), root and the entries; package.json scripts name server.ts and idp/main.ts
    "scripts/*.{ts,mjs}",
    "scripts/bench/**/*.{ts,mjs}",
    // worker threads, started by URL (scripts/build-server.mjs bundles them)
    "app/services/analytics/analytics-union-worker.server.ts",
    "app/services/pdf/render-worker.server.ts",
    "tests/**/*.{test,spec}.{ts,tsx}",
    "tests/**/global-setup.ts",
    "tests/**/setup.ts",
    "tests/cluster/playwright.config.ts",
  ],
  // a constant or helper exported and used in its own module is not dead code
  ignoreExportsUsedInFile: true,
  // system tools the benches and PDF tests call (Dockerfile and README list them)
  ignoreBinaries: ["callgrind_annotate", "valgrind", "strace", "pdftotext", "pdfimages", "vite-node", "hunspell"],
  ignoreDependencies: [
    // a transitive package of @remix-run/react that tests/integration/residue.test.ts imports directly
    "react-router-dom",
    // patched transitive package (patches/README.md); tests/unit/router-patch.test.ts loads it directly
    "@remix-run/router",
    // read from node_modules by path (app/services/analytics/geo.server.ts), not imported
    "@ip-location-db/geo-whois-asn-country-mmdb",
    // the stylesheet's @import / vite plugin
    "tailwindcss",
  ],
  project: ["app/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}", "idp/**/*.ts", "tests/**/*.{ts,tsx}"],
};

export default config;

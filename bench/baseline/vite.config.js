import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

// the same future flags as Hirewave, so both apps render the same way (single fetch, lazy routes)
export default defineConfig({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});

import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * For scripts that run app code which uses Vite features (import.meta.glob bundles the locales
 * for the reason composer), through vite-node: path aliases only, no Remix or CSS plugins.
 */
export default defineConfig({ plugins: [tsconfigPaths()] });

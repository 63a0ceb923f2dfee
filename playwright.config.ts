import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/support/chromium";

/**
 * End-to-end tests: the built app plus the bundled IdP on their own ports and a fresh PGlite
 * folder, driven in Debian's Chromium (never a downloaded browser; docs/conventions/architecture-decisions.md §9).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4300);
export const E2E_IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 4301);

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  // per port, so suites run side by side do not delete each other's results
  outputDir: `test-results/e2e-${E2E_PORT}`,
  fullyParallel: true,
  // PGlite serves one process and Chromium is heavy on 2 cores: few workers
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "chromium", use: chromium, testIgnore: /no-js\.spec\.ts$/ },
    { name: "no-javascript", use: { ...chromium, javaScriptEnabled: false }, testMatch: /no-js\.spec\.ts$/ },
  ],
  webServer: {
    command: "bash tests/e2e/serve.sh",
    url: `http://localhost:${E2E_PORT}/readyz`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      IDP_PORT: String(E2E_IDP_PORT),
      LOG_LEVEL: "warn",
    },
  },
});

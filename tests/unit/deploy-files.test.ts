import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nginxConfigFor } from "../../scripts/cluster-nginx";
import { dockerignoreMatcher, parseDockerfile, parseEnv } from "../../scripts/dockerfile";

/** Issue 39 §1 and issue 40: the Dockerfile, .dockerignore and deploy/ as the checks read them. */
const dockerfile = parseDockerfile(fs.readFileSync("Dockerfile", "utf8"));

describe("Dockerfile", () => {
  it("copies patches/ and their check into the deps stage before the install", () => {
    const deps = dockerfile.slice(0, dockerfile.findIndex((i, n) => n > 0 && i.keyword === "FROM"));
    const install = deps.findIndex((i) => i.keyword === "RUN" && /npm (install|ci)\b/.test(i.args));
    const patches = deps.findIndex((i) => i.keyword === "COPY" && /^patches\s/.test(i.args));
    const check = deps.findIndex((i) => i.keyword === "COPY" && i.args.includes("scripts/check-patches.mjs"));
    expect(install).toBeGreaterThan(0);
    expect(patches).toBeGreaterThan(-1);
    expect(patches).toBeLessThan(install);
    expect(check).toBeLessThan(install);
    expect(check).toBeGreaterThan(-1);
  });

  it("asks /readyz in its HEALTHCHECK and starts with a CMD in exec form", () => {
    expect(dockerfile.find((i) => i.keyword === "HEALTHCHECK")?.args).toContain("/readyz");
    expect(JSON.parse(dockerfile.findLast((i) => i.keyword === "CMD")!.args)).toContain("build/node/server.js");
  });

  it("reads continuation lines and both ENV forms", () => {
    expect(parseDockerfile("FROM a AS b\n# note\nRUN one \\\n  two\n")).toEqual([
      { keyword: "FROM", args: "a AS b", line: 1 },
      { keyword: "RUN", args: "one    two", line: 3 },
    ]);
    expect(parseEnv('A=1 B="two words" C=')).toEqual({ A: "1", B: "two words", C: "" });
    expect(parseEnv("PORT 3000")).toEqual({ PORT: "3000" });
  });
});

describe(".dockerignore", () => {
  const ignored = dockerignoreMatcher(fs.readFileSync(".dockerignore", "utf8"));
  it("keeps the host's packages, databases, builds, test output, history and env files out", () => {
    for (const p of ["node_modules/react/index.js", "data/pglite/base", "build/node/server.js", "test-results/x.png", ".git/HEAD", ".env", ".env.local", "app/x.log"]) {
      expect(ignored(p), p).toBe(true);
    }
  });
  it("keeps the sources in", () => {
    for (const p of ["app/root.tsx", "patches/some-package+1.0.0.patch", "scripts/check-patches.mjs", "package-lock.json", "app/db/migrations/meta/_journal.json"]) {
      expect(ignored(p), p).toBe(false);
    }
  });
  it("follows Docker's rules for ** and exceptions", () => {
    const rules = dockerignoreMatcher("**/*.tmp\ndocs\n!docs/keep.md\n");
    expect(rules("a/b/c.tmp")).toBe(true);
    expect(rules("c.tmp")).toBe(true);
    expect(rules("docs/x.md")).toBe(true);
    expect(rules("docs/keep.md")).toBe(false);
  });
});

describe("deploy/", () => {
  const nginx = fs.readFileSync("deploy/nginx.conf", "utf8");
  const directives = nginx.replace(/#.*$/gm, "");
  it("balances round robin without stickiness and retries only what is safe to retry", () => {
    expect(directives).not.toMatch(/\b(ip_hash|sticky|hash|least_conn)\b/);
    expect(directives).not.toContain("non_idempotent");
    expect(directives).toMatch(/proxy_next_upstream error timeout/);
    expect(directives).toMatch(/zone hirewave/);
  });
  it("points the test's copy at the two instances", () => {
    const config = nginxConfigFor(nginx, { balancer: 4330, a: 4331, b: 4332 }, "/tmp/x");
    expect(config).toMatch(/server 127\.0\.0\.1:4331 max_fails=1 fail_timeout=3s;\n\s*server 127\.0\.0\.1:4332 max_fails=1 fail_timeout=3s;/);
    expect(config).toContain("listen 127.0.0.1:4330;");
    expect(config).not.toContain("app:3000");
    // nginx's own 502/503/504 (a POST that reached an instance which died) show deploy/errors' page
    expect(nginx).toMatch(/error_page 502 503 504 \/hirewave-unavailable\.html;/);
    expect(config).toContain(`root ${path.resolve("deploy/errors")};`);
  });
  it("has an error page that says what may have happened to an order, in three languages", () => {
    const page = fs.readFileSync("deploy/errors/unavailable.html", "utf8");
    expect(page).toContain("never places a second order");
    expect(page).toContain('<section lang="de">');
    expect(page).toContain('<section lang="nl">');
    expect(fs.readFileSync("deploy/compose.yaml", "utf8")).toContain("./errors:/etc/nginx/hirewave:ro");
  });
  it("runs two app replicas from the Dockerfile, nginx with that file, and the IdP", () => {
    const compose = fs.readFileSync("deploy/compose.yaml", "utf8");
    expect(compose).toMatch(/replicas: 2/);
    expect(compose).toMatch(/dockerfile: Dockerfile/);
    expect(compose).toContain("./nginx.conf:/etc/nginx/nginx.conf:ro");
    expect(compose).toContain("build/node/idp.js");
    for (const name of ["DATABASE_URL", "SESSION_SECRET", "APP_URL", "OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "TRUST_PROXY"]) {
      expect(compose).toContain(`${name}:`);
    }
  });
});

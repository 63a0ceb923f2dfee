import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONNECTORS } from "../../app/services/ats/provider.server";
import { AtsError } from "../../app/services/ats/types";
import { LEVER_PAGE_SIZE } from "../../app/services/ats/lever.server";
import { MAX_JOBS, MAX_PAYLOAD_BYTES } from "../../app/lib/vacancies/types";

/**
 * Every ATS connector against a local HTTP server serving fixtures written from the vendors'
 * public documentation (issue 12 §1): good payload, pagination, source error, malformed, oversize.
 */
const fixture = (name: string) => readFileSync(new URL(`../fixtures/ats/${name}`, import.meta.url), "utf8");
const calls: string[] = [];
let mode: "good" | "error" | "malformed" | "oversize" | "too-many" | "paged" = "good";

function leverPage(url: URL) {
  const base = JSON.parse(fixture("lever-postings.json")) as { id: string; text: string }[];
  // "paged": 150 postings, so the connector must ask for a second page
  const all =
    mode === "paged"
      ? Array.from({ length: 150 }, (_, i) => ({ ...base[i % 2], id: `posting-${i}`, text: `${base[i % 2].text} ${i}` }))
      : base;
  const skip = Number(url.searchParams.get("skip") ?? 0);
  const limit = Number(url.searchParams.get("limit") ?? 100);
  return JSON.stringify(all.slice(skip, skip + limit));
}

const server = http.createServer((req, res) => {
  calls.push(req.url!);
  const url = new URL(req.url!, "http://ats");
  if (mode === "error") {
    res.writeHead(503, { "content-type": "text/plain" });
    return res.end("maintenance window");
  }
  if (mode === "oversize") {
    // a stream without content-length that goes past the 20 MB limit
    res.writeHead(200, { "content-type": "application/json" });
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < 22) {
        sent++;
        if (!res.write(chunk)) return res.once("drain", write);
      }
      res.end();
    };
    return write();
  }
  const send = (type: string, body: string) => {
    res.writeHead(200, { "content-type": type });
    res.end(mode === "malformed" ? body.slice(0, Math.floor(body.length / 2)) : body);
  };
  if (mode === "too-many" && url.pathname.endsWith("/jobs.xml")) {
    const jobs = Array.from({ length: MAX_JOBS + 1 }, (_, i) => `<job><title>T${i}</title><referencenumber>r${i}</referencenumber></job>`);
    return send("application/xml", `<source>${jobs.join("")}</source>`);
  }
  if (url.pathname === "/v1/boards/vaulttec/jobs") return send("application/json", fixture("greenhouse-jobs.json"));
  if (url.pathname === "/v0/postings/leverdemo") return send("application/json", leverPage(url));
  if (url.pathname === "/acme/xml") return send("application/xml", fixture("personio.xml"));
  if (url.pathname === "/feed/jobs.xml") return send("application/xml", fixture("indeed.xml"));
  if (url.pathname === "/jobs.json") return send("application/json", fixture("jobposting.json"));
  res.writeHead(404).end();
});

let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SOURCES = {
  greenhouse: () => ({ connector: "greenhouse" as const, baseUrl: base, boardToken: "vaulttec" }),
  lever: () => ({ connector: "lever" as const, baseUrl: base, boardToken: "leverdemo" }),
  personio: () => ({ connector: "personio" as const, baseUrl: `${base}/acme/xml`, boardToken: null }),
  "indeed-xml": () => ({ connector: "indeed-xml" as const, baseUrl: `${base}/feed/jobs.xml`, boardToken: null }),
  "jobposting-json": () => ({ connector: "jobposting-json" as const, baseUrl: `${base}/jobs.json`, boardToken: null }),
};

async function run(kind: keyof typeof SOURCES) {
  return CONNECTORS[kind].fetchVacancies(SOURCES[kind]());
}

async function failure(kind: keyof typeof SOURCES) {
  try {
    await run(kind);
  } catch (err) {
    return err as AtsError;
  }
  throw new Error("expected the fetch to fail");
}

describe("ATS connectors against a local HTTP server", () => {
  it("Greenhouse: unescapes and sanitises content, skips jobs without id or title", async () => {
    mode = "good";
    const list = await run("greenhouse");
    expect(list.map((v) => v.externalId)).toEqual(["127817", "127818"]);
    const [vault, overseer] = list;
    expect(vault).toMatchObject({
      title: "Vault Designer",
      employmentType: "full-time",
      referenceId: "REQ-50",
      region: "Berlin, Germany",
      category: "Engineering",
      vacancyPageUrl: "https://boards.greenhouse.io/vaulttec/jobs/127817",
      applicationDestination: { method: "url", destination: "https://boards.greenhouse.io/vaulttec/jobs/127817" },
    });
    expect(vault.description).toBe("<p>Design <strong>vaults</strong>.</p>");
    expect(overseer.remote).toBe(true);
  });

  it("Lever: salary range, commitment, remote, description lists; javascript: links removed", async () => {
    mode = "good";
    const [ae, support] = await run("lever");
    expect(ae).toMatchObject({
      title: "Account Executive",
      employmentType: "full-time",
      salary: { min: 50000, max: 65000, currency: "EUR", period: "year" },
      country: "NL",
      region: "Amsterdam",
      remote: false,
    });
    expect(ae.description).toContain("<li>Dutch and English</li>");
    expect(ae.description).not.toContain("javascript:");
    expect(support).toMatchObject({ employmentType: "part-time", remote: true });
  });

  it("Lever: pages through skip/limit until a short page", async () => {
    mode = "paged";
    calls.length = 0;
    const list = await run("lever");
    expect(list).toHaveLength(150);
    expect(calls.filter((c) => c.startsWith("/v0/postings/leverdemo"))).toEqual([
      `/v0/postings/leverdemo?mode=json&skip=0&limit=${LEVER_PAGE_SIZE}`,
      `/v0/postings/leverdemo?mode=json&skip=${LEVER_PAGE_SIZE}&limit=${LEVER_PAGE_SIZE}`,
    ]);
  });

  it("Personio XML: job descriptions joined and sanitised, schedule wins over contract type, job page URL", async () => {
    mode = "good";
    const [backend, student] = await run("personio");
    expect(backend).toMatchObject({
      externalId: "1234567",
      title: "Backend Engineer (m/w/d)",
      employmentType: "full-time",
      region: "München",
      category: "Engineering",
      level: "experienced",
      vacancyPageUrl: `${base}/job/1234567`,
      postedAt: "2026-02-01T09:30:00.000Z",
    });
    expect(backend.description).toContain("<h3>Deine Aufgaben</h3><ul><li>APIs bauen</li>");
    expect(backend.description).not.toContain("iframe");
    expect(student.employmentType).toBe("internship");
  });

  it("Indeed XML: salary text, e-mail application, plain-text description as paragraphs", async () => {
    mode = "good";
    const [sales, nurse] = await run("indeed-xml");
    expect(sales).toMatchObject({
      externalId: "unique123131",
      referenceId: "REQ-77",
      salary: { min: 45000, max: 55000, currency: "EUR", period: "year" },
      applicationDestination: { method: "email", destination: "jobs@example.com" },
      region: "Rotterdam, South Holland, NL",
      category: "Sales",
      employmentType: "full-time",
    });
    expect(sales.description).toBe("<p>Sell <b>more</b>.</p>");
    expect(nurse.description).toBe("<p>Care for patients.</p><p>Night shifts possible.</p>");
    expect(nurse.applicationDestination).toEqual({ method: "url", destination: "https://www.example.com/jobs/124" });
  });

  it("schema.org JobPosting JSON: location, salary, TELECOMMUTE; other types skipped", async () => {
    mode = "good";
    const list = await run("jobposting-json");
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      externalId: "1234567",
      employmentType: "contract",
      city: "Hamburg",
      country: "DE",
      salary: { min: 60000, max: 80000, currency: "EUR", period: "year" },
    });
    expect(list[1]).toMatchObject({ remote: true, employmentType: "part-time", salary: { min: 25, max: 25, period: "hour" } });
  });

  for (const kind of Object.keys(SOURCES) as (keyof typeof SOURCES)[]) {
    it(`${kind}: a source error is reported with the source's words`, async () => {
      mode = "error";
      const err = await failure(kind);
      expect(err).toBeInstanceOf(AtsError);
      expect(err.code).toBe("source");
      expect(err.detail).toBe("HTTP 503: maintenance window");
    });

    it(`${kind}: a malformed payload is refused`, async () => {
      mode = "malformed";
      const err = await failure(kind);
      expect(err.code).toBe("malformed");
    });

    it(`${kind}: a payload over ${MAX_PAYLOAD_BYTES} bytes is refused while streaming`, async () => {
      mode = "oversize";
      const err = await failure(kind);
      expect(err.code).toBe("too-large");
      expect(Number(err.detail)).toBeGreaterThan(20 * 1024 * 1024);
      expect(Number(err.detail)).toBeLessThan(21 * 1024 * 1024 + 1);
    });
  }

  it(`more than ${MAX_JOBS} jobs are refused`, async () => {
    mode = "too-many";
    expect(MAX_JOBS).toBe(5000);
    const err = await CONNECTORS["indeed-xml"].fetchVacancies({ connector: "indeed-xml", baseUrl: `${base}/x/jobs.xml`, boardToken: null }).catch((e: AtsError) => e);
    expect((err as AtsError).code).toBe("too-many");
    expect((err as AtsError).detail).toBe("5001");
  });

  it("an unreachable source is reported as unreachable", async () => {
    const err = await CONNECTORS["indeed-xml"]
      .fetchVacancies({ connector: "indeed-xml", baseUrl: "http://127.0.0.1:1/jobs.xml", boardToken: null })
      .catch((e: AtsError) => e);
    expect((err as AtsError).code).toBe("unreachable");
  });
});

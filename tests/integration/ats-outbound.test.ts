import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getText, PayloadBudget } from "../../app/services/ats/http.server";
import { AtsError } from "../../app/services/ats/types";

/** docs/conventions/architecture-decisions.md §8 / issue 12: a company's ATS URL never reaches a host of our own network. */
describe("ATS fetches refuse private addresses", () => {
  let server: http.Server;
  let port: number;
  const saved = process.env.ATS_PRIVATE_HOSTS;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/hop") {
        res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` }).end();
        return;
      }
      res.end("internal secret");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    process.env.ATS_PRIVATE_HOSTS = saved;
    await new Promise((resolve) => server.close(resolve));
  });

  const codeOf = (url: string) =>
    getText(url, new PayloadBudget()).then(
      () => "fetched",
      (err: unknown) => (err instanceof AtsError ? err.code : String(err)),
    );

  it("refuses loopback and private literals, localhost, and a host name that resolves to one", async () => {
    process.env.ATS_PRIVATE_HOSTS = "";
    expect(await codeOf(`http://127.0.0.1:${port}/secret`)).toBe("forbidden");
    expect(await codeOf(`http://localhost:${port}/secret`)).toBe("forbidden");
    expect(await codeOf("http://10.1.2.3/jobs.xml")).toBe("forbidden");
    expect(await codeOf("http://[::1]/jobs.xml")).toBe("forbidden");
    expect(await codeOf("http://169.254.169.254/latest/meta-data")).toBe("forbidden");
    // this machine's own name resolves to a loopback address: refused at connection time
    expect(await codeOf(`http://${os.hostname()}:${port}/secret`)).toBe("forbidden");
    expect(await codeOf("file:///etc/passwd")).toBe("forbidden");
  });

  it("checks every redirect hop", async () => {
    process.env.ATS_PRIVATE_HOSTS = os.hostname().toLowerCase();
    // the first hop is allowed by name; its redirect to a loopback literal is not
    expect(await codeOf(`http://${os.hostname()}:${port}/hop`)).toBe("forbidden");
  });

  it("fetches from hosts named in ATS_PRIVATE_HOSTS (an intranet ATS)", async () => {
    process.env.ATS_PRIVATE_HOSTS = "127.0.0.1";
    expect(await getText(`http://127.0.0.1:${port}/secret`, new PayloadBudget())).toBe("internal secret");
  });
});

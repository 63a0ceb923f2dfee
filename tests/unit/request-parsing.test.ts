import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/redirects";
import { fileNameForType } from "~/lib/file-name";
import { readUploadForm } from "~/services/files/multipart.server";
import {
  FORM_BODY_LIMIT,
  queryInt,
  readForm,
  readJson,
  readQuery,
  requireUuid,
  stripControlCharacters,
} from "~/services/http/request.server";

/** issue 11 §1: the one request-parsing module; what it refuses, with which status, and what it cleans. */
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/cb", { method: "POST", body, headers });

async function statusOf(run: () => Promise<unknown>) {
  try {
    await run();
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

function chunkedPost(bytes: number, type: string) {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const part = chunk.subarray(0, Math.min(chunk.byteLength, bytes - sent));
      sent += part.byteLength;
      controller.enqueue(part);
    },
  });
  return new Request("http://localhost/cb", { method: "POST", body, headers: { "Content-Type": type }, duplex: "half" } as RequestInit);
}

describe("readForm", () => {
  it("reads urlencoded and multipart forms, stripping control characters but keeping tab, LF and CR", async () => {
    const form = await readForm(post(new URLSearchParams({ name: "a\u0000b\u0007c\td\ne\rf\u007f", "q\u0000": "x" })));
    expect(form.get("name")).toBe("abc\td\ne\rf");
    expect(form.get("q")).toBe("x");
    const multipart = new FormData();
    multipart.set("name", "Zoë\u0000 👩🏽‍💻");
    multipart.set("logo", new File(["x"], "lo\u0000go.png", { type: "image/png" }));
    const read = await readForm(post(multipart));
    expect(read.get("name")).toBe("Zoë 👩🏽‍💻");
    expect((read.get("logo") as File).name).toBe("logo.png");
  });

  it("answers 415 for anything but a form, 400 for a broken multipart body", async () => {
    expect(await statusOf(() => readForm(post("{}", { "Content-Type": "application/json" })))).toBe(415);
    expect(await statusOf(() => readForm(post("a=b", { "Content-Type": "text/plain" })))).toBe(415);
    expect(await statusOf(() => readForm(post(new Uint8Array([1]))))).toBe(415);
    expect(await statusOf(() => readForm(post("--x", { "Content-Type": "multipart/form-data" })))).toBe(400);
    const broken = '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--XYZ\r\nContent-Dispo';
    expect(await statusOf(() => readForm(post(broken, { "Content-Type": "multipart/form-data; boundary=XYZ" })))).toBe(400);
  });

  it("answers 413 above 1 MB, declared or streamed", async () => {
    const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
    expect(await statusOf(() => readForm(post(`a=${"b".repeat(FORM_BODY_LIMIT - 2)}`, urlencoded)))).toBe(200);
    expect(await statusOf(() => readForm(post(`a=${"b".repeat(FORM_BODY_LIMIT - 1)}`, urlencoded)))).toBe(413);
    expect(await statusOf(() => readForm(chunkedPost(FORM_BODY_LIMIT + 1, urlencoded["Content-Type"])))).toBe(413);
  });

  it("answers 400 for a field given twice, unless the route lets it repeat", async () => {
    const twice = () => post(new URLSearchParams([["name", "a"], ["name", "b"], ["regions", "x"], ["regions", "y"]]));
    expect(await statusOf(() => readForm(twice(), { repeatable: ["regions"] }))).toBe(400);
    expect(await statusOf(() => readForm(twice(), { repeatable: ["regions", "name"] }))).toBe(200);
    const indexed = post(new URLSearchParams([["fields[0].name", "a"], ["fields[0].name", "b"]]));
    expect(await statusOf(() => readForm(indexed))).toBe(400);
  });
});

describe("readUploadForm", () => {
  it("has the checks of readForm with its own size limit", async () => {
    const form = new FormData();
    form.set("name", "a\u0000b");
    form.append("logo", new File(["1"], "a.png"));
    form.append("logo", new File(["2"], "b.png"));
    const read = await readUploadForm(post(form), { maxFileBytes: 10, repeatable: ["logo"] });
    expect(read.get("name")).toBe("ab");
    expect(read.getAll("logo")).toHaveLength(2);
    expect(await statusOf(() => readUploadForm(post(form), { maxFileBytes: 10 }))).toBe(400);
    expect(await statusOf(() => readUploadForm(post("{}", { "Content-Type": "application/json" }), { maxFileBytes: 10 }))).toBe(415);
    // a file far over its limit: 413 (2 × file limit + 1 MB), also without Content-Length
    const big = new FormData();
    big.set("logo", new File([new Uint8Array(FORM_BODY_LIMIT + 100)], "big.png"));
    expect(await statusOf(() => readUploadForm(post(big), { maxFileBytes: 10 }))).toBe(413);
    const streamed = new Request("http://localhost/cb", {
      method: "POST",
      body: new Response(big).body,
      headers: { "Content-Type": new Response(big).headers.get("Content-Type")! },
      duplex: "half",
    } as RequestInit);
    expect(await statusOf(() => readUploadForm(streamed, { maxFileBytes: 10 }))).toBe(413);
  });
});

describe("readJson, readQuery, queryInt, requireUuid", () => {
  it("takes JSON only as application/json, and cleans its strings", async () => {
    expect(await readJson(post(JSON.stringify({ a: "x\u0000y", b: ["\u0001z"] }), { "Content-Type": "application/json" }))).toEqual({
      a: "xy",
      b: ["z"],
    });
    expect(await statusOf(() => readJson(post("{", { "Content-Type": "application/json" })))).toBe(400);
    expect(await statusOf(() => readJson(post("{}", { "Content-Type": "text/plain" })))).toBe(415);
  });

  it("cleans every query value and clamps numbers", () => {
    const query = readQuery(new Request("http://localhost/campaigns?q=a%00b&page=99999999999999999999999&n=-5&x=abc&start-campaign"));
    expect(query.get("q")).toBe("ab");
    expect(query.has("start-campaign")).toBe(true);
    expect(queryInt(query, "page")).toBe(1_000_000);
    expect(queryInt(query, "page", { max: 10 })).toBe(10);
    expect(queryInt(query, "n")).toBe(1);
    expect(queryInt(query, "x", { fallback: 3 })).toBe(3);
    expect(queryInt(query, "missing")).toBe(1);
  });

  it("lets only canonical UUIDs through (404 otherwise)", async () => {
    expect(requireUuid("3f1d2c1e-8b7a-4c2d-9e1f-0a1b2c3d4e5f")).toBe("3f1d2c1e-8b7a-4c2d-9e1f-0a1b2c3d4e5f");
    for (const bad of [null, "", "nope", "3f1d2c1e-8b7a-4c2d-9e1f-0a1b2c3d4e5f0", "3f1d2c1e-8b7a-4c2d-9e1f-0a1b2c3d4e5\u0000"]) {
      expect(await statusOf(async () => requireUuid(bad))).toBe(404);
    }
  });

  it("strips C0 controls and DEL only", () => {
    expect(stripControlCharacters("\u0000a\u001fb\u007fc\t\n\r مرحبا \u202e")).toBe("abc\t\n\r مرحبا \u202e");
  });
});

describe("safeRedirectPath and fileNameForType (issue 11 §4)", () => {
  it("accepts same-origin paths only", () => {
    expect(safeRedirectPath("/dashboard?page=2#top")).toBe("/dashboard?page=2#top");
    expect(safeRedirectPath("/%2F%2Fevil.com")).toBe("/%2F%2Fevil.com");
    for (const bad of ["//evil.com", "/\\evil.com", "\\\\evil.com", "/\t/evil.com", "/\n/evil.com", "https://evil.com", "evil.com", "/.//evil.com", "", null]) {
      expect(safeRedirectPath(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("serves a file with the extension of its sniffed type", () => {
    expect(fileNameForType("poly.html", "image/png")).toBe("poly.png");
    expect(fileNameForType("photo.JPEG", "image/jpeg")).toBe("photo.jpeg");
    expect(fileNameForType("logo", "image/jpeg")).toBe("logo.jpg");
    expect(fileNameForType("a.png.html", "image/png")).toBe("a_png.png");
  });
});

import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_EDGE, IMAGE_VERSION, NORMALISED_MAX_BYTES, normaliseImage } from "~/services/files/image.server";
import { checkLogoUpload, LOGO_MAX_PIXELS } from "~/services/files/logo.server";
import { message } from "~/lib/validation/messages";
import { claimedPng, pngChunks, withTextChunks, zipOf } from "../support/images";

/**
 * Issue 36 §3: every stored image is a normalised copy — at most 2000 px on each edge, re-encoded
 * without metadata or trailing bytes — and an image over the spec's 5000×5000 is refused before a
 * pixel of it is decoded. The images are made here with sharp.
 */
const TOO_MANY_PIXELS = message("file-stack.too-many-pixels", { max: "5000x5000" });

async function solid(width: number, height: number, alpha = 1, format: "png" | "jpeg" = "png") {
  const image = sharp({ create: { width, height, channels: alpha === 1 && format === "jpeg" ? 3 : 4, background: { r: 30, g: 90, b: 200, alpha } } });
  return format === "png" ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg().toBuffer();
}

async function noise(width: number, height: number, channels: 3 | 4) {
  return sharp(randomBytes(width * height * channels), { raw: { width, height, channels } }).png().toBuffer();
}

describe("normalised copies (issue 36 §3)", () => {
  it("the numbers: 2000 px, version 1, 10485760 bytes, the spec's 5000 pixels", () => {
    expect(IMAGE_MAX_EDGE).toBe(2000);
    expect(IMAGE_VERSION).toBe(1);
    expect(NORMALISED_MAX_BYTES).toBe(10_485_760);
    expect(LOGO_MAX_PIXELS).toBe(5000);
  });

  it("the issue's bomb — a ~100 kB 5000×5000 translucent RGBA PNG — is stored as 2000×2000 and keeps its transparency", async () => {
    const bomb = await solid(5000, 5000, 0.5);
    expect(bomb.byteLength).toBeLessThan(150_000);
    const result = await checkLogoUpload(bomb, "bomb.png", "image/png");
    if (!result.ok) throw new Error(result.error);
    expect([result.width, result.height, result.mime]).toEqual([2000, 2000, "image/png"]);
    const stored = await sharp(result.bytes).metadata();
    expect([stored.format, stored.width, stored.height, stored.hasAlpha]).toEqual(["png", 2000, 2000, true]);
  });

  it("keeps the aspect ratio, never enlarges and fits the longer edge into 2000 px", async () => {
    const wide = await normaliseImage(await solid(5000, 1000), { maxPixels: 5000 });
    expect(wide).toMatchObject({ ok: true, width: 2000, height: 400 });
    const tall = await normaliseImage(await solid(300, 4000, 1, "jpeg"), { maxPixels: 5000 });
    expect(tall).toMatchObject({ ok: true, width: 150, height: 2000, mime: "image/jpeg" });
    const small = await normaliseImage(await solid(40, 20), { maxPixels: 5000 });
    expect(small).toMatchObject({ ok: true, width: 40, height: 20, mime: "image/png" });
  });

  it("a tiny valid logo stays a PNG of its size", async () => {
    const result = await checkLogoUpload(await solid(1, 1), "dot.png");
    expect(result).toMatchObject({ ok: true, width: 1, height: 1, mime: "image/png", fileName: "dot.png" });
    // pHYs: the pixel density (72 dpi), nothing about who made it
    if (result.ok) expect(pngChunks(result.bytes).types).toEqual(["IHDR", "pHYs", "IDAT", "IEND"]);
  });

  it("strips EXIF, XMP, ICC and text chunks from a PNG; the secret is gone from the bytes", async () => {
    const tagged = await sharp(await solid(64, 32, 0.5))
      .withExif({ IFD0: { Copyright: "SECRET-EXIF", ImageDescription: "SECRET-EXIF" } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>SECRET-XMP</x:xmpmeta>')
      .withIccProfile("p3")
      .png()
      .toBuffer();
    const input = withTextChunks(tagged, { Comment: "SECRET-TEXT", Author: "SECRET-TEXT" });
    const before = await sharp(input).metadata();
    expect([Boolean(before.exif), Boolean(before.xmp), Boolean(before.icc)]).toEqual([true, true, true]);
    expect(pngChunks(input).types).toContain("tEXt");

    const result = await checkLogoUpload(input, "tagged.png");
    if (!result.ok) throw new Error(result.error);
    const after = await sharp(result.bytes).metadata();
    expect([after.exif, after.xmp, after.icc]).toEqual([undefined, undefined, undefined]);
    expect(pngChunks(result.bytes).types).toEqual(["IHDR", "pHYs", "IDAT", "IEND"]);
    expect(result.bytes.toString("latin1")).not.toMatch(/SECRET/);
  });

  it("strips EXIF (with its GPS position) from a JPEG and turns it upright by its orientation", async () => {
    const photo = await sharp(await solid(80, 40, 1, "jpeg"))
      .withExif({ IFD0: { Artist: "SECRET-ARTIST" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 22/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const result = await checkLogoUpload(photo, "photo.jpg");
    if (!result.ok) throw new Error(result.error);
    const after = await sharp(result.bytes).metadata();
    expect([after.format, after.width, after.height, after.exif, after.orientation]).toEqual(["jpeg", 40, 80, undefined, undefined]);
    expect(result.bytes.toString("latin1")).not.toMatch(/SECRET|GPS/);
  });

  it("a PNG+ZIP polyglot loses its archive: the copy ends with IEND", async () => {
    const archive = zipOf("payload.html", "<script>alert('polyglot')</script>");
    const polyglot = Buffer.concat([await solid(32, 32), archive]);
    expect(pngChunks(polyglot).trailing).toBe(archive.length);
    const result = await checkLogoUpload(polyglot, "poly.png", "image/png");
    if (!result.ok) throw new Error(result.error);
    expect(pngChunks(result.bytes)).toEqual({ types: ["IHDR", "pHYs", "IDAT", "IEND"], trailing: 0 });
    expect(result.bytes.includes(Buffer.from("PK\x03\x04", "latin1"))).toBe(false);
    expect(result.bytes.toString("latin1")).not.toContain("polyglot");
  });

  it("an opaque alpha channel is dropped (pdfkit then embeds the PNG as it is); a translucent one is kept", async () => {
    const opaque = await normaliseImage(await solid(50, 50, 1), { maxPixels: 5000 });
    const translucent = await normaliseImage(await solid(50, 50, 0.4), { maxPixels: 5000 });
    if (!opaque.ok || !translucent.ok) throw new Error("not normalised");
    expect((await sharp(opaque.bytes).metadata()).hasAlpha).toBe(false);
    expect((await sharp(translucent.bytes).metadata()).hasAlpha).toBe(true);
  });

  it("a 16-bit PNG becomes 8-bit sRGB", async () => {
    const deep = await sharp(await solid(20, 10)).toColourspace("rgb16").png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    const result = await normaliseImage(deep, { maxPixels: 5000 });
    if (!result.ok) throw new Error(result.reason);
    expect((await sharp(result.bytes).metadata()).depth).toBe("uchar");
  });

  it("a copy larger than the byte bound is encoded again as a palette PNG of at most about a byte per pixel", async () => {
    const input = await noise(400, 300, 4);
    const plain = await normaliseImage(input, { maxPixels: 5000 });
    if (!plain.ok) throw new Error(plain.reason);
    expect(plain.bytes.byteLength).toBeGreaterThan(400 * 300 * 3);
    const bounded = await normaliseImage(input, { maxPixels: 5000, maxBytes: 200_000 });
    if (!bounded.ok) throw new Error(bounded.reason);
    expect((await sharp(bounded.bytes).metadata()).isPalette).toBe(true);
    expect(bounded.bytes.byteLength).toBeLessThanOrEqual(400 * 300 + 400 + 4096);
    expect([bounded.width, bounded.height]).toEqual([400, 300]);
    // palette quantisation of noise takes ~1 s alone and longer on a loaded machine: an outcome, not a speed check
  }, 30_000);
});

describe("bombs over the pixel limit (spec 1 §5: at most 5000×5000)", () => {
  it("a header claiming 30000×30000 is refused with the field message before decoding", async () => {
    const bomb = claimedPng(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(10_000);
    expect(await checkLogoUpload(bomb, "bomb.png")).toEqual({ ok: false, error: TOO_MANY_PIXELS });
    expect(await normaliseImage(bomb, { maxPixels: 5000 })).toEqual({ ok: false, reason: "too-many-pixels" });
  });

  it("one edge over 5000 is refused even when the area would fit", async () => {
    expect(await checkLogoUpload(claimedPng(5001, 100), "wide.png")).toEqual({ ok: false, error: TOO_MANY_PIXELS });
  });

  it("a PNG whose data is broken is refused as unsupported, naming its type", async () => {
    const broken = Buffer.from(await noise(64, 64, 3));
    const data = broken.indexOf("IDAT") + 4;
    broken.fill(0xff, data + 2, data + 200);
    expect(await checkLogoUpload(broken, "broken.png")).toEqual({ ok: false, error: message("file-stack.unsupported-files", { mime: "image/png" }) });
  });
});

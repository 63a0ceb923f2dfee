import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db/client.server";
import { companyDetails, jobdescCompanySettings, jobdescPdfs } from "../../app/db/schema";
import { GENERATION_ERRORS, JOBDESC_FORM, PDF_ERRORS, TEXT_MAX_CHARS } from "../../app/lib/jobdesc/constants";
import type { GeneratorState } from "../../app/lib/jobdesc/state";
import { message } from "../../app/lib/validation/messages";
import { createCampaign } from "../../app/models/campaign.server";
import { createCompanyDetails } from "../../app/models/company-details.server";
import { getFormState, saveFormState } from "../../app/models/form-state.server";
import { createGeneration, finishGeneration, getGeneratorImages } from "../../app/models/jobdesc.server";
import { loader as downloadLoader } from "../../app/routes/jobdesc/download";
import { loader as entryLoader } from "../../app/routes/jobdesc/job-description";
import { action as stepAction, loader as stepLoader } from "../../app/routes/jobdesc/step";
import { IMAGE_VERSION } from "../../app/services/files/image.server";
import { pdfRenderCounts, setPdfWorkerEnabled } from "../../app/services/pdf/render.server";
import { GIF_1X1, png, pngChunks, zipOf } from "../support/images";
import { outcome, post } from "./checkout-fixtures";
import { requestWithSession, signedInMember, loadContext } from "./fixtures";

/**
 * The generator's pdf tab (issue 13 §4, spec 2 §2, §3, §8): company details with logo upload,
 * header and footer images, the PDF download's error messages.
 */
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: loadContext() });
const preview = (campaignId: string, extra = "") => `/job-description/preview/?id=${campaignId}${extra}`;

async function member(features: Record<string, boolean> = {}) {
  const m = await signedInMember({ features: { ai_job_description_generator: true, ...features } });
  const campaignId = await createCampaign(m.company.id, m.user.id, {
    targetGroup: { jobTitle: { id: "hw-nurse", label: "Pflegefachkraft" }, jobFunction: { id: "health-nursing", label: "Nursing" }, regions: [], industries: [] },
  });
  // a written description, so the PDF has sections
  const state = (await getFormState<GeneratorState>(m.company.id, JOBDESC_FORM, campaignId)) ?? {};
  await saveFormState(m.company.id, m.user.id, JOBDESC_FORM, campaignId, {
    ...state,
    settings: { jobTitle: "Pflegefachkraft", language: "de", tonality: "informal" },
    sections: {
      responsibilities: { title: "Deine Aufgaben", value: "<ul><li>Du betreust Patientinnen und Patienten</li></ul>", aiGeneration: false },
      requirements: { title: "Dein Profil", value: "<ul><li>Examen als Pflegefachkraft</li></ul>", aiGeneration: false },
      company: { title: "Über uns", value: "<p>Ein ambulanter Pflegedienst in Köln.</p>" },
      benefits: { title: "Das bieten wir", value: "<ul><li>30 Tage Urlaub</li></ul>" },
    },
  });
  return { ...m, campaignId };
}

const stateOf = async (companyId: string, campaignId: string) => (await getFormState<GeneratorState>(companyId, JOBDESC_FORM, campaignId))!;

function multipart(values: Record<string, string>, files: Record<string, File[]> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  for (const [k, list] of Object.entries(files)) for (const f of list) form.append(k, f);
  return form;
}

async function act(m: Awaited<ReturnType<typeof member>>, form: FormData, extra = "") {
  return outcome(async () => stepAction(args(await post(preview(m.campaignId, extra), m.session, form), { step: "preview" })));
}

async function download(m: Awaited<ReturnType<typeof member>>, query = "", format: "pdf" | "docx" = "pdf") {
  return (await outcome(async () => downloadLoader(args(await requestWithSession(`/job-description/download/${format}?id=${m.campaignId}${query}`, m.session), { format })))).response!;
}

/** Text and image sizes of a PDF, by poppler's pdftotext and pdfimages. */
function readPdf(bytes: Buffer) {
  const file = path.join(os.tmpdir(), `jobdesc-pdf-${randomUUID()}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    const images = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/))
      // page num type width height …; pdfkit writes a PNG's alpha/palette as a second "smask" entry
      .filter((cols) => cols[2] === "image")
      .map((cols) => `${cols[3]}x${cols[4]}`);
    return { text, images };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const PDF_OPTIONS = { templateName: "default_template", color: "#1f57d1", header: "on", footer: "on", signature: "", locations: "", jobRefId: "" };

describe("pdf tab: company details with logo upload (spec 2 §2, issue 13 §4)", () => {
  it("saves the details and logo through the checkout's upload rules, chooses them, and the PDF shows both", async () => {
    const m = await member();
    const saved = await act(
      m,
      multipart(
        { intent: "company-details.save", companyName: "Müller Pflege GmbH", addressLine1: "Domstraße 1", postcode: "50667", city: "Köln", country: "DE" },
        { logo: [new File([png(40, 20)], "Unser Logo (neu).png", { type: "image/png" })] },
      ),
      "&dialog=company-details",
    );
    expect(saved.response?.headers.get("Location")).toBe(preview(m.campaignId));
    const [row] = await (await getDb())
      .select({ id: companyDetails.id, fileName: companyDetails.logoFileName, mime: companyDetails.logoMime })
      .from(companyDetails)
      .where(eq(companyDetails.companyId, m.company.id));
    // spec 2 §5: the name sanitised, the extension kept
    expect(row).toMatchObject({ fileName: "Unser_Logo__neu_.png", mime: "image/png" });
    const state = await stateOf(m.company.id, m.campaignId);
    expect(state.pdf.companyDetailsId).toBe(row.id);

    const page = await outcome(async () => stepLoader(args(await requestWithSession(preview(m.campaignId), m.session), { step: "preview" })));
    const data = page.data as { preview: { selectedDetails: { id: string; logoUrl: string } } };
    expect(data.preview.selectedDetails.logoUrl).toMatch(new RegExp(`^/company-details/${row.id}/logo\\?v=\\d+$`));

    expect((await act(m, multipart({ ...PDF_OPTIONS, companyDetailsId: row.id }))).status).toBe(302);
    const pdf = await download(m);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const { text, images } = readPdf(Buffer.from(await pdf.arrayBuffer()));
    for (const expected of ["Müller Pflege GmbH", "Domstraße 1", "50667 Köln", "Du betreust Patientinnen und Patienten"]) expect(text).toContain(expected);
    expect(images).toContain("40x20");
  });

  it.each([
    ["a GIF named .png", [new File([GIF_1X1], "logo.png", { type: "image/png" })], message("file-stack.unsupported-files", { mime: "image/gif" })],
    ["two files", [new File([png(2, 2)], "a.png"), new File([png(2, 2)], "b.png")], message("file-stack.too-many-files", { max: 1 })],
    ["more than 5000 pixels wide", [new File([png(5001, 1)], "wide.png")], message("file-stack.too-many-pixels", { max: "5000x5000" })],
    ["more than 10485760 bytes", [new File([Buffer.concat([png(1, 1), Buffer.alloc(10_485_760)])], "big.png")], message("file-stack.too-large", { max: "10 MB" })],
  ])("refuses %s with 400 and the upload message; nothing is saved", async (_what, files, expected) => {
    const m = await member();
    const result = await act(m, multipart({ intent: "company-details.save", companyName: "Refused GmbH" }, { logo: files }), "&dialog=company-details");
    expect(result.status).toBe(400);
    expect((result.data as { form: string; result: { error: Record<string, string[]> } }).result.error.logo).toEqual([expected]);
    expect(await (await getDb()).select().from(companyDetails).where(eq(companyDetails.companyId, m.company.id))).toEqual([]);
  });

  it("the form opens by URL (no JavaScript needed); another company's details are a 404", async () => {
    const m = await member();
    const other = await member();
    const foreign = (await createCompanyDetails(other.company.id, { companyName: "Other", departmentName: "", addressLine1: "", postcode: "", city: "", country: "" }, null))!;
    const open = await outcome(async () => stepLoader(args(await requestWithSession(preview(m.campaignId, "&dialog=company-details"), m.session), { step: "preview" })));
    expect((open.data as { preview: { dialog: { editing: null } } }).preview.dialog).toMatchObject({ editing: null });
    const edit = await outcome(async () => stepLoader(args(await requestWithSession(preview(m.campaignId, `&dialog=company-details&edit=${foreign}`), m.session), { step: "preview" })));
    expect(edit.status).toBe(404);
    const save = await act(m, multipart({ intent: "company-details.save", id: foreign, companyName: "Taken over" }));
    expect(save.status).toBe(404);
  });
});

describe("header and footer images (spec 2 §3 saved company settings)", () => {
  it("are saved per company, drawn when Header / Footer is on in a template with a footer image, and removed again", async () => {
    const m = await member();
    const details = (await createCompanyDetails(m.company.id, { companyName: "Bilder GmbH", departmentName: "", addressLine1: "", postcode: "", city: "Köln", country: "" }, null))!;
    const saved = await act(
      m,
      multipart({ intent: "images.save" }, { headerImage: [new File([png(300, 50)], "kopf.png")], footerImage: [new File([png(310, 40)], "fuss.png")] }),
    );
    expect(saved.response?.headers.get("Location")).toBe(preview(m.campaignId, "&saved=images"));
    const images = await getGeneratorImages(m.company.id);
    expect([images.header?.mime, images.footer?.mime]).toEqual(["image/png", "image/png"]);

    await act(m, multipart({ ...PDF_OPTIONS, companyDetailsId: details }));
    expect(readPdf(Buffer.from(await (await download(m)).arrayBuffer())).images.sort()).toEqual(["300x50", "310x40"]);
    // Header off: no header image; a template without a footer image (sidebar): no footer image
    await act(m, multipart({ ...PDF_OPTIONS, header: "", companyDetailsId: details }));
    expect(readPdf(Buffer.from(await (await download(m)).arrayBuffer())).images).toEqual(["310x40"]);
    await act(m, multipart({ ...PDF_OPTIONS, templateName: "sidebar_template", companyDetailsId: details }));
    expect(readPdf(Buffer.from(await (await download(m)).arrayBuffer())).images).toEqual(["300x50"]);

    // the same upload rules; a refused file leaves the saved images as they were
    const refused = await act(m, multipart({ intent: "images.save" }, { footerImage: [new File([GIF_1X1], "fuss.gif")] }));
    expect(refused.status).toBe(400);
    expect((refused.data as { result: { error: Record<string, string[]> } }).result.error.footerImage).toEqual([message("file-stack.unsupported-files", { mime: "image/gif" })]);
    expect((await getGeneratorImages(m.company.id)).footer).not.toBeNull();
    await act(m, multipart({ intent: "images.save", removeFooterImage: "on" }));
    expect(await getGeneratorImages(m.company.id)).toMatchObject({ header: { mime: "image/png" }, footer: null });
    // company settings: another company does not see them
    expect(await getGeneratorImages((await member()).company.id)).toEqual({ header: null, footer: null });
  });
});

describe("PDF download errors (spec 2 §8)", () => {
  const pageError = async (m: Awaited<ReturnType<typeof member>>) => {
    const page = await outcome(async () => stepLoader(args(await requestWithSession(preview(m.campaignId), m.session), { step: "preview" })));
    return (page.data as { preview: { pdfError: unknown; missing: string[] } }).preview;
  };

  it("incomplete options: no download offered; 'Error fetching PDF: Bad Request' stored and shown on the preview; the embedded view gets a 400", async () => {
    const m = await member();
    // QA 2026-12-04: the page knows before any download what is missing (it disables the downloads)
    expect(await pageError(m)).toMatchObject({ pdfError: null, missing: ["companyDetailsId"] });
    // the server refuses the address all the same (an old tab, a bookmark, no JavaScript)
    const res = await download(m);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(preview(m.campaignId));
    expect((await stateOf(m.company.id, m.campaignId)).download.error).toBe(`${PDF_ERRORS.fetchPrefix}Bad Request`);
    // issue 41 §4: the page says why (company details missing for this template) and links to them;
    // the message is the loader's, in the reader's language
    expect(await pageError(m)).toMatchObject({
      pdfError: { message: "Error fetching PDF: Bad Request. The PDF cannot be made yet:", missing: ["companyDetailsId"] },
      missing: ["companyDetailsId"],
    });
    const inline = await download(m, "&inline=1");
    expect([inline.status, inline.headers.get("Content-Type")]).toEqual([400, "text/plain; charset=utf-8"]);
    // saving valid options clears the message
    await act(m, multipart({ ...PDF_OPTIONS, templateName: "compact_template" }));
    expect(await pageError(m)).toMatchObject({ pdfError: null, missing: [] });
  });

  it("incomplete options: the Word download is refused the same way", async () => {
    const m = await member();
    const res = await download(m, "", "docx");
    expect([res.status, res.headers.get("Location")]).toEqual([302, preview(m.campaignId)]);
    expect(await pageError(m)).toMatchObject({ pdfError: { message: "Error fetching PDF: Bad Request. The PDF cannot be made yet:" }, missing: ["companyDetailsId"] });
    await act(m, multipart({ ...PDF_OPTIONS, templateName: "compact_template" }));
    expect((await download(m, "", "docx")).headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("a section draft over the maximum, kept by Back: no download, the page links to the section; shortened, the PDF is made", async () => {
    const m = await member();
    await act(m, multipart({ ...PDF_OPTIONS, templateName: "compact_template" }));
    expect(await pageError(m)).toMatchObject({ missing: [] });
    const url = `/job-description/responsibilities/?id=${m.campaignId}`;
    const send = async (text: string, intent: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ jobTitle: "Pflegefachkraft", language: "de", tonality: "informal", title: "Deine Aufgaben", text, intent })) form.set(k, v);
      return outcome(async () => stepAction(args(await post(url, m.session, form), { step: "responsibilities" })));
    };
    // 2001 characters of text: Back keeps the draft as typed (Next would refuse it)
    const long = "Patientinnen und Patienten betreuen ".repeat(56).slice(0, TEXT_MAX_CHARS).trimEnd().padEnd(TEXT_MAX_CHARS + 1, "x");
    expect(long).toHaveLength(2001);
    expect((await send(long, "back")).response?.status).toBe(302);
    expect(await pageError(m)).toMatchObject({ pdfError: null, missing: ["section.responsibilities"] });
    // the address is refused all the same, PDF and Word alike
    for (const format of ["pdf", "docx"] as const) {
      const res = await download(m, "", format);
      expect([res.status, res.headers.get("Location")]).toEqual([302, preview(m.campaignId)]);
      expect(await pageError(m)).toMatchObject({ pdfError: { message: "Error fetching PDF: Bad Request. The PDF cannot be made yet:" }, missing: ["section.responsibilities"] });
    }
    // at exactly the maximum it is in order
    expect((await send(long.slice(0, -1), "next")).response?.headers.get("Location")).toContain("/job-description/requirements/");
    expect(await pageError(m)).toMatchObject({ missing: [] });
    expect((await download(m)).headers.get("Content-Type")).toBe("application/pdf");
  });

  it("a failing render: 'Error fetching PDF: Internal Server Error'", async () => {
    const m = await member();
    await act(m, multipart({ ...PDF_OPTIONS, templateName: "compact_template" }));
    // a header image pdfkit cannot read, marked as normalised (as a damaged row would be): the
    // render on the PDF thread fails and says so
    await (await getDb())
      .update(jobdescCompanySettings)
      .set({ headerImage: Buffer.from("not an image"), headerImageMime: "image/png", headerImageVersion: IMAGE_VERSION })
      .where(eq(jobdescCompanySettings.companyId, m.company.id));
    const res = await download(m);
    expect(res.headers.get("Location")).toBe(preview(m.campaignId));
    expect(await pageError(m)).toMatchObject({ pdfError: { message: "Error fetching PDF: Internal Server Error. Please check the PDF options and try again." } });
  });

  it("a stored file that is not a PDF: 'Invalid PDF format received'; the next download renders a new one and clears it", async () => {
    const m = await member();
    await act(m, multipart({ ...PDF_OPTIONS, templateName: "compact_template" }));
    expect((await download(m)).headers.get("Content-Type")).toBe("application/pdf");
    const db = await getDb();
    await db.update(jobdescPdfs).set({ pdf: Buffer.from("<html>not a pdf</html>") }).where(and(eq(jobdescPdfs.companyId, m.company.id), eq(jobdescPdfs.campaignId, m.campaignId)));
    const broken = await download(m);
    expect(broken.headers.get("Location")).toBe(preview(m.campaignId));
    expect((await stateOf(m.company.id, m.campaignId)).download).toEqual({ newPdf: true, error: PDF_ERRORS.invalid });
    expect(await pageError(m)).toMatchObject({ pdfError: { message: "Invalid PDF format received. Please download it again." } });
    const again = await download(m);
    expect(again.headers.get("Content-Type")).toBe("application/pdf");
    expect(Buffer.from(await again.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await stateOf(m.company.id, m.campaignId)).download).toEqual({ newPdf: false, error: null });
  });
});

describe("images normalised (issue 36 §3)", () => {
  const settingsOf = async (companyId: string) =>
    (await (await getDb()).select().from(jobdescCompanySettings).where(eq(jobdescCompanySettings.companyId, companyId)))[0];
  // the bomb: a ~100 kB 5000×5000 RGBA PNG, inside the spec's limits
  const bomb = () => sharp({ create: { width: 5000, height: 5000, channels: 4, background: { r: 30, g: 90, b: 200, alpha: 0.5 } } }).png({ compressionLevel: 9 }).toBuffer();

  it("the 5000×5000 bomb as header and footer image is stored as 2000×2000 copies and drawn at that size; the render runs on the PDF thread", async () => {
    const m = await member();
    const input = await bomb();
    expect(input.byteLength).toBeLessThan(150_000);
    const saved = await act(m, multipart({ intent: "images.save" }, { headerImage: [new File([input], "kopf.png")], footerImage: [new File([input], "fuss.png")] }));
    expect(saved.status).toBe(302);
    const row = await settingsOf(m.company.id);
    expect([row.headerImageVersion, row.footerImageVersion]).toEqual([IMAGE_VERSION, IMAGE_VERSION]);
    for (const stored of [row.headerImage!, row.footerImage!]) {
      expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: 2000, height: 2000 });
    }
    const details = (await createCompanyDetails(m.company.id, { companyName: "Bomben GmbH", departmentName: "", addressLine1: "", postcode: "", city: "Köln", country: "" }, null))!;
    await act(m, multipart({ ...PDF_OPTIONS, companyDetailsId: details }));
    const before = { ...pdfRenderCounts };
    const pdf = readPdf(Buffer.from(await (await download(m)).arrayBuffer()));
    expect(pdf.images).toEqual(["2000x2000", "2000x2000"]);
    expect(pdfRenderCounts).toEqual({ worker: before.worker + 1, mainThread: before.mainThread });

    // the same document rendered on the main thread (the fallback) has the same text and images
    const was = setPdfWorkerEnabled(false);
    try {
      await act(m, multipart({ ...PDF_OPTIONS, companyDetailsId: details }));
      const here = readPdf(Buffer.from(await (await download(m)).arrayBuffer()));
      expect([here.text, here.images]).toEqual([pdf.text, pdf.images]);
      expect(pdfRenderCounts.mainThread).toBe(before.mainThread + 1);
    } finally {
      setPdfWorkerEnabled(was);
    }
  });

  it("a real 6000×6000 PNG (over the spec's 5000×5000) is refused with the field message; the saved image stays", async () => {
    const m = await member();
    await act(m, multipart({ intent: "images.save" }, { footerImage: [new File([png(30, 10)], "fuss.png")] }));
    const over = await sharp({ create: { width: 6000, height: 6000, channels: 4, background: "#2563eb" } }).png({ compressionLevel: 9 }).toBuffer();
    const refused = await act(m, multipart({ intent: "images.save" }, { footerImage: [new File([over], "fuss.png")] }));
    expect(refused.status).toBe(400);
    expect((refused.data as { result: { error: Record<string, string[]> } }).result.error.footerImage).toEqual([message("file-stack.too-many-pixels", { max: "5000x5000" })]);
    expect(await sharp((await settingsOf(m.company.id)).footerImage!).metadata()).toMatchObject({ width: 30, height: 10 });
  });

  it("images stored before (version 0) are normalised on their first read and stored back: the PDF never sees them", async () => {
    const m = await member();
    const db = await getDb();
    const polyglot = Buffer.concat([await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#ffffff" } }).png().toBuffer(), zipOf("x.html", "<script>1</script>")]);
    const details = (await createCompanyDetails(
      m.company.id,
      { companyName: "Alt GmbH", departmentName: "", addressLine1: "", postcode: "", city: "Köln", country: "" },
      { bytes: polyglot, mime: "image/png", fileName: `${"a".repeat(120)}.png`, version: 0 },
    ))!;
    await db.insert(jobdescCompanySettings).values({ companyId: m.company.id, headerImage: await bomb(), headerImageMime: "image/png", footerImage: Buffer.from("damaged"), footerImageMime: "image/png" });
    await act(m, multipart({ ...PDF_OPTIONS, companyDetailsId: details }));

    // the damaged footer image is left out, not passed to pdfkit
    expect(readPdf(Buffer.from(await (await download(m)).arrayBuffer())).images.sort()).toEqual(["2000x2000", "2000x667"]);
    const row = await settingsOf(m.company.id);
    expect([row.headerImageVersion, row.footerImageVersion]).toEqual([IMAGE_VERSION, 0]);
    expect(await sharp(row.headerImage!).metadata()).toMatchObject({ width: 2000, height: 2000 });
    const [logo] = await db.select().from(companyDetails).where(eq(companyDetails.id, details));
    expect(logo).toMatchObject({ logoVersion: IMAGE_VERSION, logoFileName: `${"a".repeat(96)}.png` });
    expect(pngChunks(logo.logo!).trailing).toBe(0);
    expect(await sharp(logo.logo!).metadata()).toMatchObject({ width: 2000, height: 667 });
  });
});

describe("generation errors reach the page (spec 2 §8 'Generation', stored in state)", () => {
  const waitingUrl = (campaignId: string, gen: string, attempt = 1) => `/job-description/?status=loading&id=${campaignId}&gen=${gen}&attempt=${attempt}`;

  async function pollOnce(m: Awaited<ReturnType<typeof member>>, gen: string) {
    const res = await outcome(async () => entryLoader(args(await requestWithSession(waitingUrl(m.campaignId, gen), m.session))));
    return res.response?.headers.get("Location");
  }
  async function stepError(m: Awaited<ReturnType<typeof member>>) {
    const page = await outcome(async () => stepLoader(args(await requestWithSession(`/job-description/responsibilities/?id=${m.campaignId}`, m.session), { step: "responsibilities" })));
    return (page.data as { error: string | null }).error;
  }

  it("a writer that failed: 'Invalid response from generateSections'", async () => {
    const m = await member();
    const gen = await createGeneration(m.company.id, m.campaignId, m.user.id, {});
    await finishGeneration(m.company.id, gen, { error: GENERATION_ERRORS.generate });
    expect(await pollOnce(m, gen)).toBe(`/job-description/responsibilities/?id=${m.campaignId}`);
    expect((await stateOf(m.company.id, m.campaignId)).generation).toEqual({ id: gen, error: GENERATION_ERRORS.generate });
    expect(await stepError(m)).toBe("error.generate");
  });

  it.each([
    ["a result outside the schema", { tasksResponsibilities: 42 }],
    ["a request that does not exist", null],
  ])("%s: 'Invalid response from retrieveSections'", async (_what, result) => {
    const m = await member();
    const gen = result ? await createGeneration(m.company.id, m.campaignId, m.user.id, {}) : randomUUID();
    if (result) await finishGeneration(m.company.id, gen, { result });
    expect(await pollOnce(m, gen)).toBe(`/job-description/responsibilities/?id=${m.campaignId}`);
    expect((await stateOf(m.company.id, m.campaignId)).generation.error).toBe(GENERATION_ERRORS.retrieve);
    expect(await stepError(m)).toBe("error.retrieve");
    // the sections written before are kept
    expect((await stateOf(m.company.id, m.campaignId)).sections.responsibilities.value).toContain("Du betreust");
  });
});

describe("a malformed saved state (spec 2 §8: falls back to an empty value)", () => {
  it("an array or string saved as the form state opens the generator with the defaults", async () => {
    for (const broken of [["not", "an", "object"], "text"]) {
      const m = await member();
      await saveFormState(m.company.id, m.user.id, JOBDESC_FORM, m.campaignId, broken as unknown as Record<string, unknown>);
      const page = await outcome(async () => stepLoader(args(await requestWithSession(`/job-description/responsibilities/?id=${m.campaignId}`, m.session), { step: "responsibilities" })));
      expect(page.status).toBe(200);
      expect((page.data as { section: { text: string; title: string } }).section).toMatchObject({ text: "", title: "Your responsibilities" });
    }
  });
});

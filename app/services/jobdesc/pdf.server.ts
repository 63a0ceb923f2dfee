import type { TextBlock } from "~/lib/jobdesc/html";
import type { JobDocument } from "./document.server";

/**
 * The job description as an A4 PDF with pdfkit's built-in fonts (they cover ä ö ü ß ë, spec 2 §4),
 * in three layouts (app/lib/jobdesc/templates.ts): default_template (one column, colour band),
 * sidebar_template (coloured side column with company, locations, QR code) and compact_template
 * (dense two-column flyer without company text, the QR code at its foot). Every template prints
 * the QR code's address beside it.
 */
const INK = "#0f1b2d";
const MUTED = "#475569";
/** Room for the company's header and footer images (spec 2 §3), in points. */
const HEADER_IMAGE_HEIGHT = 60;
const FOOTER_IMAGE_HEIGHT = 50;

type Doc = PDFKit.PDFDocument;

/**
 * A currency and its amount joined by a no-break space: pdfkit breaks lines at any space, and
 * "€ 3.200 per maand" came out with the "€" at the end of one line and 3.200 on the next.
 */
const CURRENCY = String.raw`(?:[€$£¥]|CHF|EUR|USD|GBP)`;
const SPLIT_AMOUNT = new RegExp(String.raw`(${CURRENCY}) (?=\d)|(\d) (?=${CURRENCY}(?![\p{L}]))`, "gu");
export const keepAmountsTogether = (text: string) => text.replace(SPLIT_AMOUNT, (_, currency?: string, digit?: string) => `${currency ?? digit}\u00a0`);

function blocks(doc: Doc, items: TextBlock[], width: number, fontSize: number) {
  doc.font("Helvetica").fontSize(fontSize).fillColor(INK);
  for (const block of items) {
    if (block.kind === "paragraph") doc.text(keepAmountsTogether(block.text), { width });
    else doc.list(block.items.map(keepAmountsTogether), { width, bulletRadius: 1.6, textIndent: 10, bulletIndent: 4 });
    doc.moveDown(0.4);
  }
}

function section(doc: Doc, title: string, items: TextBlock[], color: string, width: number, fontSize = 10.5) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.font("Helvetica-Bold").fontSize(fontSize + 2.5).fillColor(color).text(title, { width });
  doc.moveDown(0.25);
  blocks(doc, items, width, fontSize);
  doc.moveDown(0.4);
}

/**
 * The QR code's address in small print beside it, readable where a phone cannot scan: on one
 * line, or broken after its last "/" (never inside the id, whose hyphens a reader would take for
 * a break), in a smaller size until each line fits.
 */
function qrUrl(doc: Doc, url: string, x: number, y: number, width: number, align: "left" | "right", color = MUTED) {
  let size = 6.5;
  doc.font("Helvetica").fontSize(size).fillColor(color);
  const cut = url.lastIndexOf("/") + 1;
  const lines = doc.widthOfString(url) <= width || cut <= 0 ? [url] : [url.slice(0, cut), url.slice(cut)];
  while (size > 4.5 && lines.some((line) => doc.widthOfString(line) > width)) doc.fontSize((size -= 0.5));
  lines.forEach((line, i) => doc.text(line, x, i === 0 ? y : doc.y, { width, align, lineBreak: false }));
}

function companyLines(doc: Doc, content: JobDocument, width: number, fontSize = 9) {
  if (!content.company) return;
  doc.font("Helvetica-Bold").fontSize(fontSize + 1).fillColor(INK).text(content.company.name, { width });
  doc.font("Helvetica").fontSize(fontSize).fillColor(MUTED);
  if (content.company.department) doc.text(content.company.department, { width });
  for (const line of content.company.address) doc.text(line, { width });
}

function facts(doc: Doc, content: JobDocument, width: number, fontSize = 9) {
  // issue 50 §10: every template names the employer under the title
  doc.font("Helvetica-Bold").fontSize(fontSize + 2).fillColor(INK).text(content.employer, { width });
  doc.font("Helvetica").fontSize(fontSize).fillColor(MUTED);
  if (content.jobRefId) doc.text(`${content.labels.jobRefId}: ${content.jobRefId}`, { width });
  if (content.locations.length) doc.text(`${content.labels.locations}: ${content.locations.join(", ")}`, { width });
  if (content.allowRemoteWork) doc.text(content.labels.remote, { width });
}

/** The company's header image across the text column; returns where the content starts below it. */
function headerImage(doc: Doc, content: JobDocument, x: number, y: number, width: number) {
  if (!content.headerImage) return y;
  doc.image(content.headerImage, x, y, { fit: [width, HEADER_IMAGE_HEIGHT], align: "center", valign: "center" });
  return y + HEADER_IMAGE_HEIGHT + 12;
}

/** The company's footer image at the bottom of the last page (a new page when the text reaches it). */
function footerImage(doc: Doc, content: JobDocument) {
  if (!content.footerImage) return;
  const { left, right, bottom } = doc.page.margins;
  const width = doc.page.width - left - right;
  const y = doc.page.height - bottom - FOOTER_IMAGE_HEIGHT;
  if (doc.y > y - 8) doc.addPage();
  doc.image(content.footerImage, left, y, { fit: [width, FOOTER_IMAGE_HEIGHT], align: "center", valign: "bottom" });
}

function defaultLayout(doc: Doc, content: JobDocument) {
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  if (content.header) doc.rect(0, 0, doc.page.width, 8).fill(content.color);
  const top = headerImage(doc, content, left, doc.page.margins.top, width);
  if (content.header && content.company?.logo) doc.image(content.company.logo, left + width - 120, top, { fit: [120, 44], align: "right" });
  doc.y = top;
  doc.font("Helvetica-Bold").fontSize(22).fillColor(content.color).text(content.jobTitle, left, top, { width: width - 130 });
  doc.moveDown(0.4);
  facts(doc, content, width);
  doc.moveDown(1);
  for (const s of content.sections) section(doc, s.title, s.blocks, content.color, width);
  if (content.signature) doc.moveDown(0.5).font("Helvetica-Oblique").fontSize(10).fillColor(INK).text(content.signature, { width });
  doc.moveDown(1);
  const bottom = doc.y;
  if (content.footer) companyLines(doc, content, width - 110);
  if (content.qr) {
    doc.image(content.qr.png, left + width - 90, bottom, { width: 90 });
    doc.font("Helvetica").fontSize(7).fillColor(MUTED).text(content.labels.apply, left + width - 90, bottom + 92, { width: 90, align: "center" });
    qrUrl(doc, content.qr.url, left + width - 200, doc.y + 1, 200, "right");
    doc.x = left;
    doc.y = Math.max(doc.y, bottom + 116);
  }
  footerImage(doc, content);
}

function sidebarLayout(doc: Doc, content: JobDocument) {
  const side = 170;
  const pad = 20;
  doc.rect(0, 0, side, doc.page.height).fill(content.color);
  let y = 40;
  if (content.company?.logo) {
    doc.rect(pad - 6, y - 6, side - 2 * pad + 12, 62).fill("#ffffff");
    doc.image(content.company.logo, pad, y, { fit: [side - 2 * pad, 50], align: "center" });
    y += 72;
  }
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(10);
  // the employer always (issue 50 §10); the details' department and address when chosen
  doc.text(content.company?.name ?? content.employer, pad, y, { width: side - 2 * pad });
  doc.font("Helvetica").fontSize(8.5);
  for (const line of content.company ? [content.company.department, ...content.company.address].filter(Boolean) : []) doc.text(line, { width: side - 2 * pad });
  doc.moveDown(1);
  if (content.locations.length) {
    doc.font("Helvetica-Bold").fontSize(9).text(content.labels.locations, pad, doc.y, { width: side - 2 * pad });
    doc.font("Helvetica").fontSize(8.5);
    for (const l of content.locations) doc.text(l, { width: side - 2 * pad });
    doc.moveDown(1);
  }
  if (content.allowRemoteWork) doc.font("Helvetica").fontSize(8.5).text(content.labels.remote, pad, doc.y, { width: side - 2 * pad }).moveDown(1);
  if (content.qr) {
    const qy = Math.max(doc.y, doc.page.height - 190);
    doc.rect(pad - 4, qy - 4, 108, 108).fill("#ffffff");
    doc.image(content.qr.png, pad, qy, { width: 100 });
    doc.fillColor("#ffffff").fontSize(8).text(content.labels.apply, pad, qy + 110, { width: 100 });
    doc.fillColor("#ffffff");
    qrUrl(doc, content.qr.url, pad, doc.y + 1, side - 2 * pad, "left", "#ffffff");
  }
  const left = side + 30;
  const width = doc.page.width - left - 40;
  doc.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(content.jobTitle, left, headerImage(doc, content, left, 40, width), { width });
  doc.moveDown(0.8);
  for (const s of content.sections) {
    // new pages keep the text column clear of the side column
    if (doc.y > doc.page.height - 110) {
      doc.addPage();
      doc.rect(0, 0, side, doc.page.height).fill(content.color);
      doc.y = 40;
    }
    doc.x = left;
    section(doc, s.title, s.blocks, content.color, width);
  }
  if (content.signature) doc.font("Helvetica-Oblique").fontSize(10).fillColor(INK).text(content.signature, left, doc.y, { width });
}

function compactLayout(doc: Doc, content: JobDocument) {
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  const top = headerImage(doc, content, left, doc.page.margins.top, width);
  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text(content.jobTitle, left, top, { width, align: "center" });
  doc.moveTo(left, doc.y + 4).lineTo(left + width, doc.y + 4).lineWidth(2).stroke(content.color);
  doc.moveDown(0.8);
  facts(doc, content, width);
  doc.moveDown(0.6);
  // two columns side by side, sections alternating, each column from the same top
  const gap = 18;
  const column = (width - gap) / 2;
  const startY = doc.y;
  let bottom = startY;
  [0, 1].forEach((side) => {
    doc.x = left + side * (column + gap);
    doc.y = startY;
    content.sections.filter((_, index) => index % 2 === side).forEach((s) => section(doc, s.title, s.blocks, content.color, column, 9));
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom;
  doc.x = left;
  doc.moveDown(0.6);
  const foot = doc.y;
  const beside = content.qr ? width - 100 : width;
  if (content.footer && content.company) companyLines(doc, content, beside, 8);
  if (content.signature) doc.font("Helvetica-Oblique").fontSize(9).fillColor(INK).text(content.signature, left, doc.y + 6, { width: beside });
  if (content.qr) {
    // the QR code at the foot, right, with its label and address; a new page when the text reaches the bottom
    let top = foot;
    if (top + 110 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      top = doc.page.margins.top;
    }
    doc.image(content.qr.png, left + width - 80, top, { width: 80 });
    doc.font("Helvetica").fontSize(7).fillColor(MUTED).text(content.labels.apply, left + width - 80, top + 82, { width: 80, align: "center" });
    qrUrl(doc, content.qr.url, left + width - 200, doc.y + 1, 200, "right");
    doc.x = left;
  }
}

// loaded on first use, not with the server: the document writers (pdfkit, docx, qrcode, file-type)
// took about 0.6 s of the 3.3 s it took to load the server's code on a busy machine (issue 10)
export async function renderJobPdf(content: JobDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: content.jobTitle, Creator: "Hirewave" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const layout = { default_template: defaultLayout, sidebar_template: sidebarLayout, compact_template: compactLayout }[
    content.template.templateName
  ];
  layout(doc, content);
  doc.end();
  return done;
}

/** A PDF file starts with "%PDF-" and ends with "%%EOF" (and perhaps a line break). */
export function isPdf(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return buffer.subarray(0, 5).toString("latin1") === "%PDF-" && buffer.subarray(-32).toString("latin1").includes("%%EOF");
}

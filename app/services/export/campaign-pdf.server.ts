import type { ExportDocument } from "./campaign-document.server";

const BRAND = "#1f57d1";
const MUTED = "#475569";
const INK = "#0f1b2d";

/** Renders an export as an A4 PDF with pdfkit's built-in fonts (they cover äöüß and €). */
export async function renderCampaignPdf(content: ExportDocument): Promise<Buffer> {
  // loaded on first use, not with the server (as renderJobPdf)
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: content.title, Creator: "Hirewave" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  if (content.logo) {
    // the company's own logo at the top right, at most 140 × 48 pt, aspect kept
    doc.image(content.logo.data, doc.page.margins.left + width - 140, doc.page.margins.top, {
      fit: [140, 48],
      align: "right",
    });
  }
  doc.font("Helvetica-Bold").fontSize(22).fillColor(INK).text(content.title, { width: content.logo ? width - 150 : width });
  doc.moveDown(0.2).font("Helvetica").fontSize(10).fillColor(MUTED).text(content.subtitle);
  doc.moveDown(0.6).font("Helvetica").fontSize(10).fillColor(INK);
  for (const line of content.company.lines) doc.text(line, { width });

  if (content.targetGroup.facts.length > 0) {
    doc.moveDown(1).font("Helvetica-Bold").fontSize(14).fillColor(BRAND).text(content.targetGroup.heading);
    doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor(INK);
    for (const fact of content.targetGroup.facts) doc.text(`${fact.label}: ${fact.value}`, { width });
  }
  if (content.results) {
    doc.moveDown(1).font("Helvetica-Bold").fontSize(14).fillColor(BRAND).text(content.results.heading);
    doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor(INK);
    for (const fact of content.results.facts) doc.text(`${fact.label}: ${fact.value}`, { width });
  }
  if (content.outcomes) {
    doc.moveDown(1).font("Helvetica-Bold").fontSize(14).fillColor(BRAND).text(content.outcomes.heading);
    doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor(INK);
    for (const fact of content.outcomes.facts) doc.text(`${fact.label}: ${fact.value}`, { width });
  }
  doc
    .moveDown(1.2)
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor(BRAND)
    .text(content.channelsHeading);

  for (const channel of content.channels) {
    doc.moveDown(0.8);
    // keep a channel's heading with its facts
    if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
    doc.font("Helvetica-Bold").fontSize(12).fillColor(INK).text(channel.name);
    doc.font("Helvetica").fontSize(10).fillColor(MUTED);
    doc.text(channel.facts.map((f) => `${f.label}: ${f.value}`).join("   |   "));
    if (channel.short) doc.moveDown(0.3).fillColor(INK).fontSize(10).text(channel.short, { width });
    if (channel.long) doc.moveDown(0.3).fillColor(MUTED).fontSize(9).text(channel.long, { width });
  }

  doc.moveDown(1.5);
  if (doc.y > doc.page.height - doc.page.margins.bottom - 120) doc.addPage();
  doc.font("Helvetica-Bold").fontSize(14).fillColor(BRAND).text(content.totalsHeading);
  doc.moveDown(0.4);
  for (const row of content.totals) {
    const y = doc.y;
    doc
      .font(row.strong ? "Helvetica-Bold" : "Helvetica")
      .fontSize(row.strong ? 12 : 10)
      .fillColor(INK);
    doc.text(row.label, doc.page.margins.left, y, { width: width - 140 });
    doc.text(row.value, doc.page.margins.left + width - 140, y, { width: 140, align: "right" });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.8).font("Helvetica").fontSize(9).fillColor(MUTED);
  for (const note of content.rateNotes) doc.text(note, doc.page.margins.left).moveDown(0.2);
  doc.font("Helvetica-Oblique").text(content.vatNote, doc.page.margins.left);
  doc.end();
  return done;
}

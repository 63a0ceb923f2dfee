import { AlignmentType, Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from "docx";
import { imageSize } from "image-size";
import type { JobDocument } from "./document.server";

/** The same content as the PDF as a Word file (issue 13 §4), one column whatever the template. */
function fit(data: Buffer, maxW: number, maxH: number) {
  const { width = maxW, height = maxH } = imageSize(new Uint8Array(data));
  const scale = Math.min(maxW / width, maxH / height, 1);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export function renderJobDocx(content: JobDocument): Promise<Buffer> {
  const color = content.color.replace("#", "");
  const children: Paragraph[] = [];
  if (content.company?.logo) {
    const type = content.company.logo[0] === 0x89 ? "png" : "jpg";
    children.push(
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [new ImageRun({ type, data: content.company.logo, transformation: fit(content.company.logo, 180, 60) })],
      }),
    );
  }
  children.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: content.jobTitle, color })] }));
  children.push(new Paragraph({ children: [new TextRun({ text: content.employer, bold: true })] }));
  const facts = [
    content.jobRefId ? `${content.labels.jobRefId}: ${content.jobRefId}` : null,
    content.locations.length ? `${content.labels.locations}: ${content.locations.join(", ")}` : null,
    content.allowRemoteWork ? content.labels.remote : null,
  ].filter((f): f is string => Boolean(f));
  for (const fact of facts) children.push(new Paragraph({ children: [new TextRun({ text: fact, color: "475569" })] }));
  for (const section of content.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun({ text: section.title, color })] }));
    for (const block of section.blocks) {
      if (block.kind === "paragraph") children.push(new Paragraph({ text: block.text }));
      else for (const item of block.items) children.push(new Paragraph({ text: item, bullet: { level: 0 } }));
    }
  }
  if (content.signature) children.push(new Paragraph({ children: [new TextRun({ text: content.signature, italics: true })] }));
  if (content.company) {
    for (const line of [content.company.name, content.company.department, ...content.company.address].filter(Boolean))
      children.push(new Paragraph({ children: [new TextRun({ text: line, size: 18 })] }));
  }
  if (content.qr) {
    children.push(new Paragraph({ children: [new ImageRun({ type: "png", data: content.qr.png, transformation: { width: 110, height: 110 } })] }));
    children.push(new Paragraph({ children: [new TextRun({ text: `${content.labels.apply}: ${content.qr.url}`, size: 16 })] }));
  }
  return Packer.toBuffer(new Document({ creator: "Hirewave", title: content.jobTitle, sections: [{ children }] }));
}

import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { imageSize } from "image-size";
import type { ExportDocument } from "./campaign-document.server";

const noBorders = {
  top: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  bottom: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  left: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  right: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
};

/** The logo at most 180 × 60 px with its aspect kept (image-size reads PNG and JPEG headers). */
function logoSize(data: Buffer) {
  const { width = 180, height = 60 } = imageSize(new Uint8Array(data));
  const scale = Math.min(180 / width, 60 / height, 1);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Renders an export as a Word (.docx) file with the docx library. */
export function renderCampaignDocx(content: ExportDocument): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    ...(content.logo
      ? [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [
              new ImageRun({
                type: content.logo.type,
                data: content.logo.data,
                transformation: logoSize(content.logo.data),
              }),
            ],
          }),
        ]
      : []),
    new Paragraph({ text: content.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: content.subtitle, color: "475569" })] }),
    ...content.company.lines.map(
      (line, i) => new Paragraph({ text: line, spacing: i === 0 ? { before: 160 } : undefined }),
    ),
    ...(content.targetGroup.facts.length > 0
      ? [
          new Paragraph({
            text: content.targetGroup.heading,
            heading: HeadingLevel.HEADING_1,
            spacing: { before: 300 },
          }),
          ...content.targetGroup.facts.map(
            (fact) =>
              new Paragraph({
                children: [
                  new TextRun({ text: `${fact.label}: `, bold: true }),
                  new TextRun({ text: fact.value }),
                ],
              }),
          ),
        ]
      : []),
    ...(content.results ? factsSection(content.results) : []),
    ...(content.outcomes ? factsSection(content.outcomes) : []),
    new Paragraph({
      text: content.channelsHeading,
      heading: HeadingLevel.HEADING_1,
      spacing: { before: 300 },
    }),
  ];
  for (const channel of content.channels) {
    children.push(
      new Paragraph({
        text: channel.name,
        heading: HeadingLevel.HEADING_2,
        spacing: { before: 240 },
      }),
    );
    children.push(
      new Paragraph({
        children: channel.facts.flatMap((fact, i) => [
          ...(i > 0 ? [new TextRun({ text: "   |   ", color: "94A3B8" })] : []),
          new TextRun({ text: `${fact.label}: `, bold: true }),
          new TextRun({ text: fact.value }),
        ]),
      }),
    );
    if (channel.short)
      children.push(new Paragraph({ text: channel.short, spacing: { before: 120 } }));
    if (channel.long) {
      children.push(
        new Paragraph({
          children: [new TextRun({ text: channel.long, color: "475569", size: 18 })],
          spacing: { before: 120 },
        }),
      );
    }
  }
  children.push(
    new Paragraph({
      text: content.totalsHeading,
      heading: HeadingLevel.HEADING_1,
      spacing: { before: 360 },
    }),
  );
  children.push(
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: content.totals.map(
        (row) =>
          new TableRow({
            children: [
              new TableCell({
                borders: noBorders,
                width: { size: 70, type: WidthType.PERCENTAGE },
                children: [
                  new Paragraph({ children: [new TextRun({ text: row.label, bold: row.strong })] }),
                ],
              }),
              new TableCell({
                borders: noBorders,
                width: { size: 30, type: WidthType.PERCENTAGE },
                children: [
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    children: [new TextRun({ text: row.value, bold: row.strong })],
                  }),
                ],
              }),
            ],
          }),
      ),
    }),
  );
  for (const note of content.rateNotes) {
    children.push(new Paragraph({ children: [new TextRun({ text: note, color: "475569", size: 18 })], spacing: { before: 120 } }));
  }
  children.push(
    new Paragraph({
      children: [new TextRun({ text: content.vatNote, italics: true, color: "475569", size: 18 })],
      spacing: { before: 240 },
    }),
  );
  const document = new Document({
    creator: "Hirewave",
    title: content.title,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

/** A heading and its "label: value" lines (the campaign's results). */
function factsSection(section: { heading: string; facts: { label: string; value: string }[] }) {
  return [
    new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1, spacing: { before: 300 } }),
    ...section.facts.map(
      (fact) =>
        new Paragraph({ children: [new TextRun({ text: `${fact.label}: `, bold: true }), new TextRun({ text: fact.value })] }),
    ),
  ];
}

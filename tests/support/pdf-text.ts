import { inflateSync } from "node:zlib";

/**
 * The text lines of a PDF written by pdfkit with its standard fonts, without a PDF tool: every
 * Flate stream is inflated and each text-showing operator (TJ/Tj, hex strings in WinAnsi) becomes
 * one line. Enough to check what an export says; not a general PDF reader.
 */
/** WinAnsi bytes that differ from Latin-1 (the ones an export prints). */
const WIN_ANSI: Record<number, string> = { 0x80: "€", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—" };

export function pdfTextLines(pdf: Buffer) {
  const lines: string[] = [];
  const raw = pdf.toString("latin1");
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) continue;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("") : op[2];
      lines.push([...Buffer.from(hex, "hex")].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(""));
    }
  }
  return lines;
}

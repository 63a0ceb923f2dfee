import { DESCRIPTION_SEPARATOR } from "./constants";

/**
 * A channel description is one text; a line of `-----` separates the short part (shown on cards)
 * from the long part (shown in the details dialog). Without the line everything is the short part.
 */
export function splitDescription(text: string | null | undefined): { short: string; long: string } {
  if (!text) return { short: "", long: "" };
  const normalised = text.replace(/\r\n?/g, "\n");
  const lines = normalised.split("\n");
  const at = lines.findIndex((line) => line.trim() === DESCRIPTION_SEPARATOR);
  if (at === -1) {
    // importers sometimes put the separator inline ("short ----- long")
    const inline = normalised.indexOf(` ${DESCRIPTION_SEPARATOR} `);
    if (inline === -1) return { short: normalised.trim(), long: "" };
    return {
      short: normalised.slice(0, inline).trim(),
      long: normalised.slice(inline + DESCRIPTION_SEPARATOR.length + 2).trim(),
    };
  }
  return { short: lines.slice(0, at).join("\n").trim(), long: lines.slice(at + 1).join("\n").trim() };
}

export function joinDescription(short: string, long?: string | null) {
  return long?.trim() ? `${short.trim()}\n${DESCRIPTION_SEPARATOR}\n${long.trim()}` : short.trim();
}

/** Plain paragraphs for rendering: blank lines separate paragraphs. */
export function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

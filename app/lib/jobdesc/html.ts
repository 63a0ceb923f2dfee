import sanitizeHtml from "sanitize-html";

/**
 * Section texts are stored as HTML limited to p, ul, ol, li, strong, em, br (issue 13 §1). Typed
 * without JavaScript they are plain text: lines starting with "- " become a bulleted list, other
 * lines paragraphs. Server-only in practice (sanitize-html is not for the browser bundle).
 */
export const ALLOWED_TAGS = ["p", "ul", "ol", "li", "strong", "em", "br"] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: {},
  disallowedTagsMode: "discard",
  // b/i from pasted text keep their meaning
  transformTags: { b: "strong", i: "em" },
  nonTextTags: ["style", "script", "textarea", "option", "noscript", "title"],
};

export function sanitizeSectionHtml(html: string) {
  return sanitizeHtml(html, OPTIONS).trim();
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const LIST_LINE = /^\s*-\s+/;
const HTML_TAG = /<\/?(?:p|br|strong|b|em|i|ul|ol|li|div|span|script|style|img|iframe|a)\b[^>]*>/i;

/** Plain text (or HTML from a richer editor) → sanitised section HTML. */
export function textToSectionHtml(input: string) {
  const text = input.replace(/\r\n?/g, "\n").trim();
  if (!text) return "";
  if (HTML_TAG.test(text)) return sanitizeSectionHtml(text);
  const blocks: string[] = [];
  let list: string[] = [];
  let paragraph: string[] = [];
  const flushList = () => {
    if (list.length) blocks.push(`<ul>${list.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>`);
    list = [];
  };
  const flushParagraph = () => {
    if (paragraph.length) blocks.push(`<p>${paragraph.map(escape).join("<br />")}</p>`);
    paragraph = [];
  };
  for (const line of text.split("\n")) {
    if (LIST_LINE.test(line)) {
      flushParagraph();
      const item = line.replace(LIST_LINE, "").trim();
      if (item) list.push(item);
    } else if (!line.trim()) {
      flushList();
      flushParagraph();
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushList();
  flushParagraph();
  return sanitizeSectionHtml(blocks.join(""));
}

/** Section HTML → the text a textarea shows (list items back as "- " lines). */
export function sectionHtmlToText(html: string) {
  const text = sanitizeHtml(
    html
      .replace(/<li[^>]*>/gi, "\n- ")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(p|ul|ol)>/gi, "\n\n"),
    { allowedTags: [], allowedAttributes: {} },
  );
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The text the length rules count: markup stripped, entities decoded, trimmed (spec 2 §5). */
export function plainText(html: string) {
  const stripped = sanitizeHtml(html.replace(/<(br|\/p|\/li)\b[^>]*>/gi, " "), { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(stripped).replace(/\s+/g, " ").trim();
}

function decodeEntities(text: string) {
  return text
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Blocks for the PDF/Word writers: paragraphs and bullet lists of plain text. */
export type TextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export function sectionBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const clean = sanitizeSectionHtml(html);
  const pattern = /<(ul|ol)>([\s\S]*?)<\/\1>|<p>([\s\S]*?)<\/p>|([^<]+)/gi;
  for (const match of clean.matchAll(pattern)) {
    if (match[2] !== undefined) {
      const items = [...match[2].matchAll(/<li>([\s\S]*?)<\/li>/gi)].map((m) => plainText(m[1])).filter(Boolean);
      if (items.length) blocks.push({ kind: "list", items });
    } else {
      const text = plainText(match[3] ?? match[4] ?? "");
      if (text) blocks.push({ kind: "paragraph", text });
    }
  }
  return blocks;
}

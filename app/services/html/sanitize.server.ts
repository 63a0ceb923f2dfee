import sanitizeHtml from "sanitize-html";

/**
 * Rich text from users (the job ad's description) is sanitised on save and again on render
 * (docs/conventions/architecture-decisions.md §8): a small allow-list of formatting tags, links only to http(s)/mailto, and
 * every link opens safely in a new tab.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h3", "h4", "a", "blockquote"],
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

export function sanitizeRichText(html: string) {
  return sanitizeHtml(html, OPTIONS).trim();
}

/**
 * A description typed as plain text (no tags) keeps its paragraphs: blank lines split paragraphs,
 * single newlines become line breaks. HTML input is only sanitised.
 */
/** Text counts as HTML when it has a tag a rich-text editor would write (else "<3" or "<paragraph>" is text). */
const HTML_TAG = /<\/?(?:p|br|strong|b|em|i|u|ul|ol|li|h[1-6]|a|blockquote|div|span|script|style|img|iframe)\b[^>]*>/i;

export function richTextFromInput(input: string) {
  const text = input.replace(/\r\n?/g, "\n").trim();
  if (!text) return "";
  if (HTML_TAG.test(text)) return sanitizeRichText(text);
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const paragraphs = text.split(/\n{2,}/).map((p) => `<p>${escape(p).replace(/\n/g, "<br />")}</p>`);
  return sanitizeRichText(paragraphs.join(""));
}

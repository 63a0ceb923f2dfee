import { XMLParser, XMLValidator } from "fast-xml-parser";
import { AtsError } from "./types";

/** One XML parser setup for the feed connectors: text stays text, CDATA joins the text. */
export function parseXml(text: string, arrays: readonly string[]): Record<string, unknown> {
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new AtsError("malformed", `XML line ${valid.err.line}: ${valid.err.msg}`);
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    // entities beyond XML's own are not expanded: no entity-expansion bombs from a source
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => arrays.includes(name),
  });
  return parser.parse(text) as Record<string, unknown>;
}

/** A tag's text, whether the parser gave a string, a number or an object with #text. */
export function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value && typeof value === "object" && "#text" in value)
    return text((value as { "#text": unknown })["#text"]);
  return null;
}

import { describe, expect, it } from "vitest";
import { TEXT_MAX_CHARS } from "~/lib/jobdesc/constants";
import { plainText } from "~/lib/jobdesc/html";
import { stripTags, writerTextProblems } from "~/lib/jobdesc/validation";

/** spec 2 §5: what "Generate" gives the writer — both AI sections' texts — is within the maximum. */
describe("writerTextProblems", () => {
  const MAX = `jobdesc:error.max-chars::{"max":${TEXT_MAX_CHARS}}`;
  const list = (chars: number) => `<ul><li>${"x".repeat(chars)}</li></ul>`;

  it("counts the text without markup, both AI sections, the maximum itself allowed", () => {
    for (const plain of [plainText, stripTags]) {
      expect(writerTextProblems({ responsibilities: { value: list(TEXT_MAX_CHARS) }, requirements: { value: "" } }, plain)).toEqual({});
      expect(writerTextProblems({ responsibilities: { value: "" }, requirements: { value: list(TEXT_MAX_CHARS + 1) } }, plain)).toEqual({ requirements: MAX });
      expect(
        writerTextProblems({ responsibilities: { value: list(TEXT_MAX_CHARS + 1) }, requirements: { value: list(TEXT_MAX_CHARS + 1) } }, plain),
      ).toEqual({ responsibilities: MAX, requirements: MAX });
    }
  });

  it("has no minimum: an empty or short text is for the writer to fill", () => {
    expect(writerTextProblems({ responsibilities: { value: "" }, requirements: { value: "<p>kurz</p>" } }, plainText)).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { keywordHits, readInstructions } from "~/lib/jobdesc/writer/instructions";
import { topicUsed } from "~/lib/jobdesc/writer/instruction-plan";

// O*NET 43-4171.00 Receptionists and Information Clerks: the contact tasks and a back-office one
const GREET = "Greet persons entering establishment, determine nature and purpose of visit, and direct or escort them to specific destinations.";
const FAX = "Transmit information or documents to customers, using computer, mail, or facsimile machine.";

describe("a topic that names a kind of work", () => {
  it("ranks the tasks that do it, not the one that shares its word", () => {
    const { taskKeywords } = readInstructions("customer contact");
    expect(keywordHits(GREET, taskKeywords)).toBeGreaterThan(keywordHits(FAX, taskKeywords));
  });

  it("keeps its words for the skills", () => {
    expect(readInstructions("customer contact").keywords).toEqual(["customer", "contact"]);
  });

  it("is used by a text that greets visitors and answers calls", () => {
    expect(topicUsed("customer contact", "You will greet visitors and answer calls.")).toBe(true);
    expect(topicUsed("customer contact", "You will file documents.")).toBe(false);
  });
});

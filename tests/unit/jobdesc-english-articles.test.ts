import { describe, expect, it } from "vitest";
import { indefiniteArticle, withArticles } from "~/lib/jobdesc/writer/english";

// O*NET task statements (O*NET 29.x Task Statements) drop the article before a singular count
// noun; a recruiter's ad does not: "greet persons entering the establishment"
describe("withArticles: a bare singular count noun gets its article", () => {
  it.each([
    // 43-4171.00 Receptionists and Information Clerks
    ["Greet persons entering establishment, determine nature and purpose of visit, and direct or escort them to specific destinations", "Greet persons entering the establishment, determine nature and purpose of the visit, and direct or escort them to specific destinations"],
    ["Operate telephone switchboard to answer, screen, or forward calls, providing information, taking messages, or scheduling appointments", "Operate the telephone switchboard to answer, screen, or forward calls, providing information, taking messages, or scheduling appointments"],
    // 29-2034.00 Radiologic Technologists
    ["Position patient on examining table", "Position the patient on examining table"],
    ["Enter data into computer for storage", "Enter data into the computer for storage"],
    ["Represent organization at personnel-related hearings and investigations", "Represent the organization at personnel-related hearings and investigations"],
    // a new clause after "and", and British spelling's "doctor" for O*NET's "physician" (29-2034.00)
    ["Enter data into computer and set controls to operate or adjust equipment", "Enter data into the computer and set controls to operate or adjust equipment"],
    ["Monitor patients' conditions and reactions, reporting abnormal signs to doctor", "Monitor patients' conditions and reactions, reporting abnormal signs to the doctor"],
  ])("%s", (task, expected) => expect(withArticles(task)).toBe(expected));

  it.each([
    // a noun that modifies another ("client and server applications") or a verb after "to"
    "Update client and server applications responsible for integration and business logic",
    "Obtain comprehensive patient or family medical histories",
    "Signal truck driver to position truck to facilitate pouring concrete",
    "Operate industrial trucks to store and retrieve materials in warehouses",
    // idioms and a determiner already there
    "Patrol an assigned area by vehicle or on foot",
    "Compile and record medical charts, using typewriter or personal computer",
    "Position deflector bars to divert flow of materials from one conveyor onto another conveyor",
    "Explain procedures to the patient",
    "Record patient's medical information and vital signs",
    // an adjective after "and"/"or" is no verb: "horizontal the alignment" (O*NET 47-2021, 13-2051)
    "Calculate angles and courses and determine vertical and horizontal alignment of courses",
    "Analyze financial or operational performance of companies facing financial difficulties",
  ])("leaves %s", (task) => expect(withArticles(task)).toBe(task));
});

describe("indefiniteArticle: a letter read by its name", () => {
  it.each([
    ["X-Ray technician", "an"],
    ["x-ray technician", "an"],
    ["E-commerce manager", "an"],
    ["T-shirt printer", "a"],
    ["LPN", "an"],
    ["RN", "an"],
    ["radiographer", "a"],
  ])("%s → %s", (title, article) => expect(indefiniteArticle(title)).toBe(article));
});

import { describe, expect, it } from "vitest";
import { EMPTY_TARGET_GROUP_FORM, chooseJobTitle, levelForChosenTitle } from "../../app/lib/campaign/target-group-form";

/**
 * With JavaScript the job-title combobox sends only the chosen id, so "Senior Softwareentwickler"
 * chose Softwareentwickler and the job level stayed "not specified", where the no-JS search
 * preselects senior. The look-up now hands the typed level along with each title and the form sets
 * it, on the same terms as without JavaScript.
 */
describe("the level a typed job title names, once a title is chosen", () => {
  const levels = ["student", "entry", "experienced", "senior", "manager"].map((id) => ({ id, label: id }));
  const developer = { id: "t-dev", label: "Softwareentwickler", jobFunction: { id: "it-dev", label: "Softwareentwicklung" } };

  it("preselects the level the typed text named when none is chosen", () => {
    expect(levelForChosenTitle("", { ...developer, seniority: "senior" }, levels)).toBe("senior");
    expect(levelForChosenTitle("", { ...developer, seniority: "student" }, levels)).toBe("student");
  });

  it("keeps a level the user chose, and leaves the select alone when nothing was named", () => {
    expect(levelForChosenTitle("entry", { ...developer, seniority: "senior" }, levels)).toBeNull();
    expect(levelForChosenTitle("", { ...developer, seniority: null }, levels)).toBeNull();
    expect(levelForChosenTitle("", developer, levels)).toBeNull();
    expect(levelForChosenTitle("", null, levels)).toBeNull();
  });

  it("sets no level the form does not offer", () => {
    expect(levelForChosenTitle("", { ...developer, seniority: "senior" }, levels.filter((l) => l.id !== "senior"))).toBeNull();
  });

  it("keeps the level out of the chosen title itself", () => {
    const next = chooseJobTitle(EMPTY_TARGET_GROUP_FORM, { ...developer, seniority: "senior" });
    expect(next.jobTitle).toEqual({ id: "t-dev", label: "Softwareentwickler" });
    expect(next.jobFunction).toEqual(developer.jobFunction);
  });
});

import { describe, expect, it } from "vitest";
import { jobAdFollowsDescription, jobAdTextFromDescription } from "../../app/lib/jobdesc/job-ad-text";

/** Issue 38 §2: the campaign's job description is its job ad's text. */
describe("job description → job ad text", () => {
  const sections = {
    responsibilities: { title: "Your tasks", value: "<ul><li>Care for patients</li></ul>" },
    requirements: { title: "Your profile", value: "" },
    company: { title: "About <us>", value: "<p>Northwind</p>" },
    benefits: { title: "", value: "<p>30 days off</p>" },
  };

  it("sections with text, in the generator's order, each under its title", () => {
    expect(jobAdTextFromDescription({ sections })).toBe(
      "<h3>Your tasks</h3><ul><li>Care for patients</li></ul><h3>About &lt;us&gt;</h3><p>Northwind</p><p>30 days off</p>",
    );
  });

  it("nothing written yet (or no saved state) gives no text", () => {
    expect(jobAdTextFromDescription(null)).toBe("");
    expect(jobAdTextFromDescription({ sections: { responsibilities: { title: "Tasks", value: "<p> </p>" } } })).toBe("");
  });

  it("the job ad follows while empty or unchanged, not once the user wrote their own text", () => {
    expect(jobAdFollowsDescription(undefined, "<p>a</p>")).toBe(true);
    expect(jobAdFollowsDescription("  ", "<p>a</p>")).toBe(true);
    expect(jobAdFollowsDescription("<p>a</p>", "<p>a</p>")).toBe(true);
    expect(jobAdFollowsDescription("<p>mine</p>", "<p>a</p>")).toBe(false);
  });
});

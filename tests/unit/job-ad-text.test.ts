import { describe, expect, it } from "vitest";
import { jobAdFollowsDescription, jobAdTextFromDescription, sectionsFromJobAdText } from "../../app/lib/jobdesc/job-ad-text";

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

/** Decision 068: an edited job ad gives the job description its sections back. */
describe("job ad text → job description sections", () => {
  const sections = {
    responsibilities: { title: "Your tasks", value: "<ul><li>Care for patients</li></ul>" },
    requirements: { title: "Your profile", value: "<p>Nursing degree</p>" },
    company: { title: "About <us>", value: "<p>Northwind</p>" },
    benefits: { title: "Benefits", value: "" },
  };

  it("the unchanged text changes nothing", () => {
    expect(sectionsFromJobAdText(jobAdTextFromDescription({ sections }), sections)).toEqual(sections);
  });

  it("each section's heading takes its edited text; links and h4 keep their words in the generator's markup", () => {
    const html =
      '<h3>Your tasks</h3><ul><li>Care for patients</li><li>Plan <a href="https://x.example">shifts</a></li></ul><h4>Nights</h4><p>Some</p>' +
      "<h3>Your profile</h3><p>Nursing degree</p><h3>About &lt;us&gt;</h3><p>Northwind</p>";
    const next = sectionsFromJobAdText(html, sections);
    expect(next.responsibilities).toEqual({
      title: "Your tasks",
      value: "<ul><li>Care for patients</li><li>Plan shifts</li></ul><p><strong>Nights</strong></p><p>Some</p>",
      editedInJobAd: true,
    });
    expect(next.requirements).toBe(sections.requirements);
    expect(next.company).toBe(sections.company);
  });

  it("a renamed heading renames its section, a removed one empties it, an extra one stays a bold line", () => {
    const html = "<p>Intro</p><h3>What you do</h3><p>Care</p><h3>About &lt;us&gt;</h3><p>Northwind</p><h3>Extras</h3><p>Parking</p>";
    const next = sectionsFromJobAdText(html, sections);
    expect(next.responsibilities).toMatchObject({ title: "What you do", value: "<p>Intro</p><p>Care</p>", editedInJobAd: true });
    expect(next.requirements).toMatchObject({ title: "Your profile", value: "", editedInJobAd: true });
    expect(next.company).toMatchObject({ value: "<p>Northwind</p><p><strong>Extras</strong></p><p>Parking</p>", editedInJobAd: true });
    expect(next.benefits).toBe(sections.benefits);
  });
});

import { describe, expect, it } from "vitest";
import { composeRequirements } from "../../app/lib/jobdesc/compose";
import { countryRequirements, requirementOccupations } from "../../app/lib/jobdesc/country-requirements";
import { parseTitle } from "../../app/lib/jobdesc/title-parse";
import { schoolDuties, schoolExperience, schoolRole, schoolTask } from "../../app/lib/jobdesc/writer/school";

/**
 * Schools in Great Britain and Ireland (writer/school.ts): a Leeds primary teacher's ad read "hall
 * and cafeteria monitoring, and bus loading and unloading" and "revision of primary school
 * programs", and a "Head of Maths" lectured undergraduates on differential equations.
 */
describe("school roles in Great Britain and Ireland", () => {
  it("leaves out the duties only an American school has", () => {
    for (const task of [
      "Perform administrative duties, such as school library assistance, hall and cafeteria monitoring, and bus loading and unloading.",
      "Prepare objectives and outlines for courses of study, following curriculum guidelines or requirements of states and schools.",
      "Prepare students for later grades by encouraging them to explore learning opportunities and to persevere with challenging tasks.",
      "Administer standardized ability and achievement tests, and interpret results to determine student strengths and needs.",
    ]) {
      expect(schoolTask(task, "GB", "primary-teacher"), task).toBeNull();
    }
  });

  it("writes O*NET's school tasks in the words of the country's schools", () => {
    expect(schoolTask("Assign and grade class work and homework.", "GB", "secondary-teacher")).toBe("set and mark class work and homework.");
    expect(schoolTask("Collaborate with other teachers and administrators in the development, evaluation, and revision of primary school programs.", "GB", "primary-teacher")).toBe(
      "collaborate with other teachers and school leaders in the development, evaluation, and revision of the school's curriculum.",
    );
    expect(schoolTask("Confer with parents or guardians, other teachers, counsellors, and administrators to resolve students' behavioural and academic problems.", "GB", "secondary-teacher")).toMatch(
      /pastoral staff, and school leaders to resolve pupils' behavioural/,
    );
    // Irish secondary schools have students and guidance counsellors; primary schools pupils
    expect(schoolTask("Meet with other professionals to discuss individual students' needs and progress.", "IE", "secondary-teacher")).toMatch(/students' needs/);
    expect(schoolTask("Meet with other professionals to discuss individual students' needs and progress.", "IE", "primary-teacher")).toMatch(/pupils' needs/);
    expect(schoolTask("Prepare and implement remedial programs for students requiring extra help.", "IE", "secondary-teacher")).toBe("prepare and implement catch-up support for students requiring extra help.");
  });

  it("names each country's curriculum, exams and child protection", () => {
    const gb = schoolDuties("GB", "primary-teacher", "formal").join(" ");
    expect(gb).toMatch(/National Curriculum/);
    expect(gb).toMatch(/Keeping Children Safe in Education/);
    expect(gb).toMatch(/SENCO/);
    const ie = schoolDuties("IE", "secondary-teacher", "informal").join(" ");
    expect(ie).toMatch(/^You'll /);
    expect(ie).toMatch(/Junior Cycle and Senior Cycle/);
    expect(ie).toMatch(/Leaving Certificate/);
    expect(ie).toMatch(/Children First/);
    expect(ie).not.toMatch(/key stage|GCSE|Ofsted/);
    const head = schoolDuties("GB", "head-of-department", "formal").join(" ");
    expect(head).toMatch(/schemes of work/);
    expect(head).toMatch(/teachers in your department/);
  });

  it("a head of a school subject is a head of department, the subject's teacher who leads its teachers", () => {
    expect(parseTitle("Head of Maths")).toMatchObject({ core: "Head of Maths", seniority: "head" });
    expect(parseTitle("Head of Sales")).toMatchObject({ core: "Sales", seniority: "head" });
    expect(requirementOccupations("Head of Maths", null)).toEqual(["head-of-department"]);
    expect(requirementOccupations("Fachbereichsleiter Mathematik", null)).toEqual(["head-of-department"]);
    // a town hall's Fachbereichsleiter is no teacher
    expect(requirementOccupations("Fachbereichsleiter Finanzen", null)).toEqual([]);
    expect(requirementOccupations("Teaching Assistant", "2310")).toEqual(["teaching-assistant"]);
    expect(schoolRole(countryRequirements(["head-of-department"], "GB"))).toBe("head-of-department");
    expect(schoolRole(countryRequirements(["primary-teacher"], "IE"))).toBe("primary-teacher");
    expect(schoolRole(countryRequirements(["cook"], "GB"))).toBeNull();
  });
});

describe("experience a school post asks for", () => {
  const onet = { code: "25-2021.00", title: "Elementary School Teachers", tasks: [], skills: [], jobZone: 4, technologies: [] };
  it("a class teacher's post is open to newly qualified teachers; a row that asks for years and leadership is not repeated", () => {
    expect(schoolExperience("GB", "primary-teacher", "formal")).toMatch(/Early career teachers \(ECTs\)/);
    expect(schoolExperience("IE", "secondary-teacher", "informal")).toMatch(/Droichead/);
    expect(schoolExperience("GB", "head-of-department", "formal")).toBeNull();
    const primary = composeRequirements({ jobTitle: "Primary Teacher", description: null, onet, isco: "2341", language: "en", tone: "formal", country: "GB", requirementRows: countryRequirements(["primary-teacher"], "GB") });
    expect(primary.items.join(" ")).toMatch(/ECTs/);
    expect(primary.items.join(" ")).not.toMatch(/several years of relevant professional experience/);
    const head = composeRequirements({ jobTitle: "Head of Maths", description: null, onet, isco: "2330", language: "en", tone: "formal", country: "GB", seniority: "head", requirementRows: countryRequirements(["head-of-department"], "GB") });
    expect(head.items.join(" ").match(/several years/g)).toHaveLength(1);
    // a care home's years name no leadership: the head's line says the leadership, without the years again
    const care = composeRequirements({ jobTitle: "Heimleitung", description: null, onet, isco: "1344", language: "de", tone: "formal", country: "DE", seniority: "head", requirementRows: countryRequirements(["care-home-manager"], "DE") });
    expect(care.items.join(" ")).toMatch(/Erfahrung in der Führung eines Teams/);
    expect(care.items.join(" ").match(/mehrjährig/g)).toHaveLength(1);
  });
});

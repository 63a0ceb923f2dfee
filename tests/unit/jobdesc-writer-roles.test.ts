import { describe, expect, it } from "vitest";
import { composeResponsibilities, type OnetData } from "../../app/lib/jobdesc/compose";
import { countryRequirements, requirementOccupations } from "../../app/lib/jobdesc/country-requirements";
import { roleDuties, tasksNotTheRole } from "../../app/lib/jobdesc/writer/role-duties";

const onet = (code: string, title: string, tasks: [number, string][]): OnetData => ({
  code,
  title,
  tasks: tasks.map(([id, text]) => ({ id, text, core: true })),
  skills: [],
  jobZone: 2,
  technologies: [],
});

describe("a rigid lorry driver has no trailer", () => {
  const tasks: [number, string][] = [
    [20693, "Check all load-related documentation for completeness and accuracy."],
    [10651, "Crank trailer landing gear up or down to safely secure vehicles."],
    [10646, "Couple or uncouple trailers by changing trailer jack positions, connecting or disconnecting air or electrical lines, or manipulating fifth-wheel locks."],
    [10641, "Drive trucks with capacities greater than 13 tons, including tractor-trailer combinations, to transport and deliver products, livestock, or other materials."],
  ];
  it("the title names the rigid lorry, not the articulated one", () => {
    expect(requirementOccupations("Rigid Truck Driver", null)).toEqual(["rigid-truck-driver"]);
    expect(requirementOccupations("CDL-B Truck Driver", null)).toEqual(["rigid-truck-driver"]);
    expect(requirementOccupations("C Licence Driver", null)).toEqual(["rigid-truck-driver"]);
    expect(requirementOccupations("HGV Class 1 Driver", null)).toEqual(["heavy-truck-driver"]);
  });
  for (const [country, vehicle] of [["GB", "rigid lorry"], ["US", "straight truck"]] as const) {
    it(`${country}: drives a ${vehicle}; O*NET's trailer tasks are left out`, () => {
      const rows = countryRequirements(["rigid-truck-driver"], country);
      const text = composeResponsibilities({ jobTitle: "Class 2 Driver", description: null, onet: onet("53-3032.00", "Heavy and Tractor-Trailer Truck Drivers", tasks), isco: "8332", language: "en", tone: "formal", country, requirementRows: rows }).items.join("\n");
      expect(text).toMatch(new RegExp(`^You will drive a ${vehicle}`));
      expect(text).not.toMatch(/trailer/i);
      expect(text).toMatch(/load-related documentation/);
    });
  }
  it("an articulated lorry driver keeps them", () => {
    expect(tasksNotTheRole(countryRequirements(["heavy-truck-driver"], "GB")).size).toBe(0);
  });
});

describe("a radiographer's imaging is digital", () => {
  it("film processing is left out in every country; GB and IE have the profession's own duties", () => {
    for (const country of ["GB", "IE", "US"]) expect(tasksNotTheRole(countryRequirements(["radiographer"], country)).has(22805), country).toBe(true);
    expect(roleDuties(countryRequirements(["radiographer"], "GB"), "GB", "formal").join(" ")).toMatch(/radiation protection/);
    expect(roleDuties(countryRequirements(["radiographer"], "US"), "US", "formal")).toEqual([]);
  });
});

describe("a head chef cooks", () => {
  it("plans menus and cooks besides running the kitchen (en)", () => {
    for (const country of ["GB", "IE", "US"]) expect(roleDuties(countryRequirements(["head-chef"], country), country, "formal").join(" "), country).toMatch(/menus.*cook/s);
  });
});

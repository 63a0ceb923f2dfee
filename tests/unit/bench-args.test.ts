import { describe, expect, it } from "vitest";
import { readOptions } from "../../scripts/bench/args";

/** The command line bench:instructions and profile:page share (scripts/bench/args.ts). */
function read(argv: string[]) {
  const seen: Record<string, unknown> = { pg: "default" };
  readOptions(argv, "scripts/profile-page.ts", (flag, arg) => {
    if (flag === "--pg") seen.pg = arg.pgUrl() ?? seen.pg;
    else if (flag === "--requests") seen.requests = arg.positive();
    else if (flag === "--keep") seen.keep = arg.value();
    else if (flag === "--reuse") seen.reuse = true;
    else if (!flag.startsWith("--")) seen.route = arg.given;
    else return false;
    return true;
  });
  return seen;
}

describe("readOptions", () => {
  it("reads --flag value and --flag=value, and a bare route with its query", () => {
    expect(read(["/media-channels?q=developer", "--requests", "5", "--keep=a.cpuprofile", "--reuse"])).toEqual({
      pg: "default",
      route: "/media-channels?q=developer",
      requests: 5,
      keep: "a.cpuprofile",
      reuse: true,
    });
  });

  it("takes --pg's URL only when one follows", () => {
    expect(read(["--pg", "--reuse"])).toEqual({ pg: "default", reuse: true });
    expect(read(["--pg", "postgres://h/db"]).pg).toBe("postgres://h/db");
    expect(read(["--pg=postgresql://h/x"]).pg).toBe("postgresql://h/x");
  });

  it("refuses a number that is not a positive whole one, and an unknown option", () => {
    expect(() => read(["--requests", "0"])).toThrow("--requests needs a positive whole number");
    expect(() => read(["--requests=2.5"])).toThrow("--requests needs a positive whole number");
    expect(() => read(["--what"])).toThrow("unknown option --what (see the comment at the top of scripts/profile-page.ts)");
  });
});

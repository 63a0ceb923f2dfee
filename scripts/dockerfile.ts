/**
 * Reading a Dockerfile and a .dockerignore for scripts/check-dockerfile.ts (issue 39 §1): the
 * replay takes its steps from the files themselves.
 */

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** Instructions with their continuation lines joined; comments and blank lines dropped. */
export function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = "";
  let startLine = 0;
  text.split("\n").forEach((raw, index) => {
    const line = raw.trimEnd();
    if (!pending && (/^\s*#/.test(line) || !line.trim())) return;
    if (!pending) startLine = index + 1;
    if (line.endsWith("\\")) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const full = (pending + line).trim();
    pending = "";
    const match = /^(\w+)\s+([\s\S]*)$/.exec(full);
    if (!match) throw new Error(`Dockerfile line ${startLine}: cannot read "${full}"`);
    instructions.push({ keyword: match[1].toUpperCase(), args: match[2].trim(), line: startLine });
  });
  return instructions;
}

/** `ENV a=1 b=2` (or the old `ENV a 1`). */
export function parseEnv(args: string): Record<string, string> {
  if (!args.includes("=")) {
    const [key, ...rest] = args.split(/\s+/);
    return { [key]: rest.join(" ") };
  }
  const env: Record<string, string> = {};
  for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    env[match[1]] = match[2].startsWith('"') ? (JSON.parse(match[2]) as string) : match[2];
  }
  return env;
}

/** The build context as .dockerignore filters it. */
export function dockerignoreMatcher(text: string) {
  const rules = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const negate = line.startsWith("!");
      const pattern = (negate ? line.slice(1) : line).replace(/^\/+/, "").replace(/\/+$/, "");
      const source = pattern
        .split("/")
        .map((part) =>
          part === "**"
            ? "(?:.*)"
            : part.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*").replace(/\?/g, "[^/]"),
        )
        .join("/")
        .replace(/\(\?:\.\*\)\//g, "(?:.*/)?");
      return { negate, regex: new RegExp(`^${source}$`) };
    });
  /** Whether a context-relative path (or a folder above it) is excluded. */
  return (relative: string) => {
    const parts = relative.split("/");
    let excluded = false;
    for (const rule of rules) {
      for (let i = 1; i <= parts.length; i++) {
        if (rule.regex.test(parts.slice(0, i).join("/"))) {
          excluded = !rule.negate;
          break;
        }
      }
    }
    return excluded;
  };
}

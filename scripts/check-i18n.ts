/**
 * `npm run check:i18n`: every namespace exists in every locale with exactly the same keys, no value
 * is empty, and every literal key the code passes to t() exists in en-US.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const localesDir = path.join(root, "locales");
const locales = fs.readdirSync(localesDir).sort();
const problems: string[] = [];

const load = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, locale, `${ns}.json`), "utf8")) as Record<string, string>;

const namespaces = new Set(locales.flatMap((l) => fs.readdirSync(path.join(localesDir, l)).map((f) => f.replace(/\.json$/, ""))));
const allKeys = new Set<string>();
for (const ns of namespaces) {
  const keysets = new Map<string, Set<string>>();
  for (const locale of locales) {
    const file = path.join(localesDir, locale, `${ns}.json`);
    if (!fs.existsSync(file)) {
      problems.push(`${locale}/${ns}.json is missing`);
      continue;
    }
    const data = load(locale, ns);
    for (const [key, value] of Object.entries(data)) {
      if (typeof value !== "string" || value.trim() === "") problems.push(`${locale}/${ns}: "${key}" is empty`);
    }
    keysets.set(locale, new Set(Object.keys(data)));
  }
  const union = new Set([...keysets.values()].flatMap((s) => [...s]));
  // a plural's forms ("x_one", "x_other") are what t("x", { count }) reads
  for (const key of union) allKeys.add(key.replace(/_(?:zero|one|two|few|many|other)$/, ""));
  for (const key of union) allKeys.add(key);
  for (const [locale, keys] of keysets) {
    for (const key of union) if (!keys.has(key)) problems.push(`${locale}/${ns}: missing "${key}"`);
  }
}

// literal keys in code: t("some.key") / t('some.key'); dynamic keys are checked by tests
function scan(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) scan(full);
    else if (/\.(tsx?|ts)$/.test(entry.name)) {
      const source = fs.readFileSync(full, "utf8");
      for (const match of source.matchAll(/\bt\(\s*["'`]([a-z0-9][\w.-]*(?::[\w.-]+)?)["'`]/g)) {
        const key = match[1].includes(":") ? match[1].split(":")[1] : match[1];
        if (!allKeys.has(key)) problems.push(`${path.relative(root, full)}: t("${match[1]}") has no translation`);
      }
    }
  }
}
scan(path.join(root, "app"));

if (problems.length > 0) {
  console.error(`i18n check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`i18n check passed: ${locales.length} locales, ${namespaces.size} namespaces, ${allKeys.size} keys.`);

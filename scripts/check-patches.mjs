/**
 * After `patch-package` (postinstall, and the Dockerfile's install): every file a patch in
 * patches/ changes must carry that patch's marker — its first added line that names Hirewave, or
 * else its longest added line — and every patched package must be at the version the patch file
 * names. patch-package alone succeeds with "No patch files found" when patches/ is missing (the
 * image once shipped unpatched, issue 39 §1); this fails instead. The folder stays (its README) when
 * no patch is left (decision 065), so that check keeps meaning something. Plain JavaScript: it runs
 * before anything is built.
 */
import fs from "node:fs";
import path from "node:path";

const root = process.argv[2] ? path.resolve(process.argv[2]) : process.cwd();
const patchesDir = process.argv[3] ? path.resolve(process.argv[3]) : path.join(root, "patches");
const problems = [];

if (!fs.existsSync(patchesDir)) {
  problems.push(`no patches/ folder in ${root}: copy it before the install`);
} else {
  for (const file of fs.readdirSync(patchesDir).filter((name) => name.endsWith(".patch")).sort()) {
    // patch-package's names: scope+name+version.patch
    const match = /^(.+)\+(\d[^+]*)\.patch$/.exec(file);
    if (!match) {
      problems.push(`${file}: not named <package>+<version>.patch`);
      continue;
    }
    const pkgName = match[1].replace("+", "/");
    const version = match[2];
    const manifest = path.join(root, "node_modules", pkgName, "package.json");
    const installed = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, "utf8")).version : undefined;
    if (installed !== version) problems.push(`${file}: ${pkgName} is ${installed ?? "not installed"}, the patch is for ${version}`);

    // the added lines of each patched file
    const added = new Map();
    let current;
    for (const line of fs.readFileSync(path.join(patchesDir, file), "utf8").split("\n")) {
      if (line.startsWith("+++ ")) {
        current = line.slice(4).trim().replace(/^b\//, "");
        added.set(current, []);
      } else if (current && line.startsWith("+")) {
        added.get(current).push(line.slice(1));
      }
    }
    for (const [target, lines] of added) {
      const marker = lines.find((l) => l.includes("Hirewave")) ?? [...lines].sort((x, y) => y.length - x.length)[0];
      if (!marker || !marker.trim()) continue;
      const targetPath = path.join(root, target);
      const text = fs.existsSync(targetPath) ? fs.readFileSync(targetPath, "utf8") : "";
      if (!text.includes(marker.trim())) problems.push(`${file}: ${target} lacks the patch's marker (not patched)`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Patched packages are not as patches/ says:\n  - ${problems.join("\n  - ")}`);
  process.exit(1);
}
const count = fs.readdirSync(patchesDir).filter((name) => name.endsWith(".patch")).length;
console.log(count === 0 ? "patches: none to apply" : `patches: every patched file carries its marker (${count} patches)`);

/**
 * The Node.js version Hirewave runs on (README "Requirements"): 20.19 or later. Every dependency's
 * `engines` accepts it (tests/unit/node-version.test.ts), so `npm install` prints no EBADENGINE.
 * Plain JavaScript: `npm start` checks it before anything else is loaded.
 */
export const MIN_NODE_VERSION = "20.19.0";

/** A clear message when `version` (e.g. process.versions.node) is too old; null when it will do. */
export function nodeVersionProblem(version) {
  const [major, minor] = version.split(".").map(Number);
  const [minMajor, minMinor] = MIN_NODE_VERSION.split(".").map(Number);
  if (major > minMajor || (major === minMajor && minor >= minMinor)) return null;
  return `Hirewave needs Node.js ${MIN_NODE_VERSION} or later; this is Node.js ${version}. Install Node.js 20 (20.19+) or 22 LTS and run npm start again.`;
}

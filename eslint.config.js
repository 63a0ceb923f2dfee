import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "eslint-plugin-boundaries";
import globals from "globals";
import tseslint from "typescript-eslint";

// The floors (docs/architecture.md §1): routes → services → models → db → platform / lib, each
// importing only from its own floor or below; components take lib and platform types only; a route
// module never imports another area's route module (what several areas share is a use case in
// services/<area>/). Checked by eslint-plugin-boundaries in `npm run lint`; root.tsx, the entries
// and routes.ts sit above every floor.
const floorPolicies = [
  // a route imports its own area's modules, never another area's
  { from: { element: { type: "routes" } }, allow: { to: { element: { type: "routes", captured: { area: "{{ from.element.captured.area }}" } } } } },
  { from: { element: { type: "routes" } }, allow: { to: { element: { types: { anyOf: ["services", "models", "platform", "lib", "components"] } } } } },
  { from: { element: { type: "services" } }, allow: { to: { element: { types: { anyOf: ["services", "models", "db", "platform", "lib"] } } } } },
  { from: { element: { type: "models" } }, allow: { to: { element: { types: { anyOf: ["models", "db", "platform", "lib"] } } } } },
  { from: { element: { type: "db" } }, allow: { to: { element: { types: { anyOf: ["db", "platform", "lib"] } } } } },
  { from: { element: { type: "platform" } }, allow: { to: { element: { types: { anyOf: ["platform", "lib"] } } } } },
  { from: { element: { type: "lib" } }, allow: { to: { element: { type: "lib" } } } },
  { from: { element: { type: "components" } }, allow: { to: { element: { types: { anyOf: ["components", "lib"] } } } } },
  { from: { element: { type: "components" } }, allow: { dependency: { kind: "type" }, to: { element: { type: "platform" } } } },
];
const floorRule = (policies) => ["error", {
  default: "disallow",
  message: "{{ from.element.type }} may not import {{ to.element.type }} (the floors: docs/architecture.md §1)",
  policies,
}];

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", "data/**", "node_modules/**", "playwright-report/**", "test-results/**", "app/db/migrations/**", "bench/baseline/**", "bench/lighthouse/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, i18next },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/prop-types": "off",
      // every visible string comes from the locale files (three languages)
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          callees: { exclude: ["i18n(ext)?", "t", "require", "addEventListener", "removeEventListener", "includes", "startsWith", "endsWith", "getInputProps", "getFormProps", "getSelectProps", "getTextareaProps", "getFieldsetProps", "getCollectionProps"] },
          "jsx-attributes": { include: ["alt", "aria-label", "title", "placeholder", "label"] },
          words: { exclude: ["[0-9!-/:-@[-`{-~]+", "[A-Z_-]+", "Hirewave", "·", "…", "€"] },
        },
      ],
    },
  },
  {
    // react-i18next is installed (a peer of remix-i18next) but not used: its hook without its provider
    // renders keys. Components translate through Hirewave's runtime (decision 021).
    files: ["app/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "react-i18next", message: "Use ~/lib/i18n/react (decision 021)." }] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "./tsconfig.json" } },
      "boundaries/elements": [
        { type: "routes", pattern: "app/routes/*", capture: ["area"] },
        { type: "services", pattern: "app/services" },
        { type: "models", pattern: "app/models" },
        { type: "db", pattern: "app/db" },
        { type: "platform", pattern: "app/platform" },
        { type: "lib", pattern: "app/lib" },
        { type: "components", pattern: "app/components" },
      ],
    },
    rules: {
      "boundaries/dependencies": floorRule(floorPolicies),
    },
  },
);

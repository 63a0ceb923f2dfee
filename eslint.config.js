import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
);

// ESLint flat config. Besides the recommended TypeScript rules it enforces the one rule of
// dependencies of ARCHITECTURE.md: rules/ ← data/ ← documents/, dice/, chat/ ← applications/ ← modules/ ← entry.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

const outside = (dirs) => dirs.flatMap((d) => [`../${d}/*`, `../${d}`, `../../${d}/*`, `../../${d}`, `../../../${d}/*`]);

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "test-output/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": true, "ts-expect-error": true }],
    },
  },
  {
    // The rules engine is pure: it imports nothing outside src/rules/.
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["../*", "!./*"], message: "src/rules/ imports nothing outside itself (ARCHITECTURE.md)." }] }],
      "no-restricted-globals": ["error", "game", "ui", "CONFIG", "Hooks", "foundry", "document", "window", "canvas"],
    },
  },
  {
    // data/ sees only rules/.
    files: ["src/data/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: outside(["documents", "dice", "chat", "combat", "moral", "experience", "migrations", "applications", "modules"]), message: "data/ depends on rules/ only (ARCHITECTURE.md)." }] }],
    },
  },
  {
    // documents/, dice/, chat/, combat/, moral/, experience/, journal/ never import applications/.
    files: ["src/documents/**/*.ts", "src/dice/**/*.ts", "src/chat/**/*.ts", "src/combat/**/*.ts", "src/moral/**/*.ts", "src/experience/**/*.ts", "src/journal/**/*.ts", "src/migrations/**/*.ts", "src/*.ts"],
    ignores: ["src/altherion.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { group: outside(["applications"]).concat(["./applications/*", "./applications"]), message: "Only the entry imports applications/ (ARCHITECTURE.md)." },
        { group: outside(["modules"]).concat(["./modules/*", "./modules"]), message: "Only the entry imports modules/ (ARCHITECTURE.md)." },
      ] }],
    },
  },
  {
    // modules/ (the integrations with optional modules) sits above applications/: only the entry and the in-world tests import it.
    files: ["src/applications/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: outside(["modules"]), message: "Only the entry imports modules/ (ARCHITECTURE.md)." }] }],
    },
  },
  {
    files: ["tools/**/*.mjs", "*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", performance: "readonly" } },
  },
);

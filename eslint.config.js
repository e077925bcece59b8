// ESLint flat config: the recommended TypeScript rules, and no Foundry global in src/rules/. The one rule of
// dependencies of ARCHITECTURE.md (every folder's place, no cycle, no import() of a src module) is
// .dependency-cruiser.cjs, checked by `npm run lint` after ESLint.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

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
    // The rules engine is pure: no Foundry global, no DOM (its imports: .dependency-cruiser.cjs).
    files: ["src/rules/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", "game", "ui", "CONFIG", "Hooks", "foundry", "document", "window", "canvas"],
    },
  },
  {
    // An import() names its module, so the layer rules see it (.dependency-cruiser.cjs refuses import() of src/ modules).
    files: ["src/**/*.ts"],
    rules: {
      "no-restricted-syntax": ["error", { selector: "ImportExpression[source.type!='Literal']", message: "import() takes a string literal (.dependency-cruiser.cjs checks it)." }],
    },
  },
  {
    files: ["*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
  {
    files: ["tools/**/*.mjs", "*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", performance: "readonly" } },
  },
);

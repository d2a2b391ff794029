// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import boundaries of STYLE.md: domain ← server; domain ← lib/ui ← features ← app. */
const zone = (patterns, message) => ({
  "no-restricted-imports": ["error", { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

/** Letters outside <Trans> in JSX text, or literal labels in accessible attributes. */
const untranslated = [
  {
    selector: "JSXElement:not([openingElement.name.name='Trans']) > JSXText[value=/\\p{L}/u]",
    message: "User-visible text must go through Lingui (<Trans> or t``).",
  },
  {
    selector:
      "JSXAttribute[name.name=/^(title|alt|placeholder|label|aria-label|aria-description|summary|detail)$/] > Literal[value=/\\p{L}/u]",
    message: "User-visible attribute text must go through Lingui (t``).",
  },
];

export default tseslint.config(
  { ignores: ["dist", "data", "node_modules", "drizzle", "test-results", "playwright-report", "locales", ".tmp"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.tsx", "src/**/*.ts"],
    ignores: ["src/server/**"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "no-restricted-syntax": ["error", ...untranslated] },
  },
  {
    files: ["src/domain/**"],
    rules: zone(
      ["**/server/**", "**/app/**", "**/features/**", "**/ui/**", "**/lib/**", "react", "react-dom", "node:*"],
      "src/domain is pure TypeScript shared by browser and server.",
    ),
  },
  {
    files: ["src/server/**"],
    rules: zone(
      [
        "**/app/**",
        "**/features/**",
        "**/ui/**",
        "**/lib/**",
        "react",
        "react-dom",
        "react-router",
        "react-router-dom",
      ],
      "The server never imports browser code.",
    ),
  },
  {
    files: ["src/lib/**", "src/ui/**"],
    rules: zone(["**/server/**", "**/app/**", "**/features/**"], "lib and ui sit below features and app."),
  },
  {
    files: ["src/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/app/**"], message: "Features do not import the app shell or the server." },
            // Feature folders are flat, so `../x/…` from a feature is always another feature.
            { regex: "^\\.\\./(?!\\.\\.)", message: "Features do not import each other." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/app/**"],
    rules: zone(["**/server/**"], "The browser never imports server code."),
  },
);

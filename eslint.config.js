// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import boundaries of STYLE.md: domain ← server; domain ← lib ← ui ← features ← app. Each zone
 * below says what the files in it must not import, and why. `refuse(…, { types: true })` lets a
 * type through where only values are refused: a type calls nothing.
 */
const refuse = (groups, message, { types = false } = {}) => ({ group: groups, message, allowTypeImports: types });
const zone = (...patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });

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

/**
 * Access is decided by the named predicates of src/domain/policy.ts (isOffice, mayReadTranscript,
 * recordScope…), never by comparing a level name in a handler or a query.
 */
const LEVEL = "/^(Administrador|Docente|Discente)$/";
const levelComparisons = [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/][right.value=${LEVEL}], BinaryExpression[operator=/^[!=]==?$/][left.value=${LEVEL}]`,
    message: "Decide access with a named predicate of src/domain/policy.ts, not a level comparison.",
  },
  {
    selector: `SwitchStatement[discriminant.property.name='level'] > SwitchCase[test.value=${LEVEL}]`,
    message: "Decide access with a named predicate of src/domain/policy.ts, not a switch on the level.",
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
    // Pure TypeScript shared by browser and server: no I/O, no React, no Node, nothing above it.
    files: ["src/domain/**"],
    rules: zone(
      refuse(
        ["**/server/**", "**/app/**", "**/features/**", "**/ui/**", "**/lib/**", "react", "react-dom", "node:*"],
        "src/domain is pure TypeScript shared by browser and server.",
      ),
    ),
  },
  {
    // The API: domain and Node only, never browser code.
    files: ["src/server/**"],
    rules: zone(
      refuse(
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
    ),
  },
  {
    // Browser utilities (API client, stores, queues): below every screen.
    files: ["src/lib/**"],
    rules: zone(
      refuse(
        ["**/server/**", "**/app/**", "**/features/**", "**/ui/**"],
        "src/lib sits below the components, the features and the app shell.",
      ),
    ),
  },
  {
    // Shared presentational components: no feature, no app shell, and no API call (not even
    // through the cached reads or uploads of src/lib); a component that calls the API is a
    // feature's. Another feature's part is handed down as a prop (src/ui/parts.ts).
    files: ["src/ui/**"],
    rules: {
      ...zone(
        refuse(["**/server/**", "**/app/**", "**/features/**"], "src/ui sits below the features and the app shell."),
        refuse(
          ["**/lib/api.ts", "**/lib/offline-cache.ts", "**/lib/upload.ts", "**/lib/early-requests.ts"],
          "src/ui never calls the API: a component that reads or writes through it belongs to a feature.",
          { types: true },
        ),
      ),
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "src/ui never calls the API: that belongs to a feature." },
        { name: "XMLHttpRequest", message: "src/ui never calls the API: that belongs to a feature." },
      ],
    },
  },
  {
    // One folder per area. Features never import each other: they meet in the page that composes
    // them (src/app/pages), which hands one feature's part to another (src/ui/parts.ts).
    files: ["src/features/**"],
    rules: zone(
      refuse(["**/server/**", "**/app/**"], "Features do not import the app shell (it composes them) or the server."),
      // Feature folders are flat, so `../x/…` from a feature is always another feature.
      {
        regex: "^\\.\\./(?!\\.\\.)",
        message: "Features do not import each other: the page composing them passes parts (src/app/pages).",
      },
    ),
  },
  {
    // The browser shell and the pages composing features: anything but the server.
    files: ["src/app/**"],
    rules: zone(refuse(["**/server/**"], "The browser never imports server code.")),
  },
  {
    files: ["src/server/**"],
    // Tests and the demo data build people of each level; that is data, not access.
    ignores: [
      "src/server/**/*.test.ts",
      "src/server/**/test-fixtures.ts",
      "src/server/db/demo-*.ts",
      "src/server/db/seed.ts",
    ],
    rules: { "no-restricted-syntax": ["error", ...levelComparisons] },
  },
  {
    // Each end-to-end test talks to its own lane's server through tests/e2e/test.ts's `test`.
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import `test` from tests/e2e/test.ts: it points baseURL at the lane's own server.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='baseURL'][object.property.name='use']",
          message: "The config's baseURL is lane 0's: use the `baseURL` fixture or laneBaseURL() (tests/e2e/test.ts).",
        },
      ],
    },
  },
);

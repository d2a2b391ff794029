import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * One catalog for the app's shell and shared code (`app`: src/app, src/lib, src/ui, src/domain),
 * loaded with the app, and one per area (`src/features/<area>` → `<area>`), loaded with that
 * area's pages (src/app/catalogs.ts): a page fetches the words it can show, not every area's.
 */
export default defineConfig({
  sourceLocale: "pt-BR",
  locales: ["pt-BR", "en-US"],
  fallbackLocales: false,
  // Line numbers in the catalogs would make every edit above a message look like a stale catalog.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/app",
      include: ["src"],
      exclude: ["src/server/**", "src/features/**", "**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/{name}",
      include: ["src/features/{name}"],
      exclude: ["**/*.test.*"],
    },
  ],
});

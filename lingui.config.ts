import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "pt-BR",
  locales: ["pt-BR", "en-US"],
  fallbackLocales: false,
  // Line numbers in the catalogs would make every edit above a message look like a stale catalog.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["src"],
      exclude: ["src/server/**", "**/*.test.*"],
    },
  ],
});

/**
 * The page's font stack, `--font-sans` in src/app/styles.css (scripts/page-fonts.test.ts holds
 * the two equal), for code that draws text outside the page: the service worker loads these
 * fonts for a re-opened page (`warmProcess` in src/sw.ts).
 */
export const PAGE_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

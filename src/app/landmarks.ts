/**
 * The ids of the parts every layout has, which the accessibility bar's skip links lead to
 * (accessibility-bar.tsx): the page's content, its navigation (the header's menu, or the slim
 * bar's links on a page that stands alone) and its footer. The server's /gov documents use the
 * same ids (src/server/gov/gov-document.ts).
 */
export const MAIN_ID = "main";
export const NAV_ID = "site-nav";
export const FOOTER_ID = "rodape";

import { useLingui } from "@lingui/react/macro";
import { House } from "lucide-react";
import { AppLink } from "../ui/app-link.tsx";
import { APP_NAME } from "../ui/page-titles.ts";
import { NAV_ID } from "./landmarks.ts";
import { LanguageSwitch } from "./language-switch.tsx";

/** Whether the page runs inside another site's frame (the application form of /gov on the institute's site). */
function embedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The one line above the pages that stand alone (`layout: "none"`: the application form of /gov,
 * the declaration check): a way to the app's home and the language switch, and nothing heavier,
 * since the form is embedded in the institute's site (the server's /gov documents draw the same
 * bar themselves, src/server/gov/gov-document.ts). Embedded, the home link opens the app in the
 * whole window, not inside the frame. Its links are the page's navigation, where the accessibility
 * bar's "menu" link [2] leads.
 */
export function BareBar() {
  const { t } = useLingui();
  return (
    <header className="border-b border-slate-200 bg-white text-sm text-blue-900">
      <nav
        id={NAV_ID}
        aria-label={t`Navegação principal`}
        className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-2"
      >
        <AppLink
          to="/"
          target={embedded() ? "_top" : undefined}
          aria-label={t`Início do ${APP_NAME}`}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold hover:bg-slate-100"
        >
          <House aria-hidden="true" className="size-4" />
          {APP_NAME}
        </AppLink>
        <LanguageSwitch tone="hover:bg-slate-100" />
      </nav>
    </header>
  );
}

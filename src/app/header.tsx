import { useLingui } from "@lingui/react/macro";
import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router-dom";
import { useSession } from "../lib/session.ts";
import { AppLink } from "../ui/app-link.tsx";
import { LEVEL_LABELS } from "../ui/labels.ts";
import { APP_NAME } from "../ui/page-titles.ts";
import { AccountButton } from "./account-button.tsx";
import { AfterHydration } from "../ui/after-hydration.tsx";
import { InstallButton } from "./install-button.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { NAV_ID } from "./landmarks.ts";
import { LogoutButton } from "./logout-button.tsx";
import { NotificationSlot } from "./notification-slot.tsx";
import { SiteNav } from "./site-nav.tsx";

/**
 * The sticky header's height as the page's scroll padding, kept up to date (the navigation may wrap,
 * the phone's menu opens): what the browser scrolls into view — a field focused after a refusal, a
 * skip link's target, an anchor — is never left under the header.
 */
function useScrollPaddingBelow(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${element.offsetHeight + 8}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-top");
    };
  }, [header]);
}

/**
 * The app bar: name, the user and level, language switch, notifications (the bell), one's
 * account, logout, and the navigation. Below
 * 640 px the navigation folds behind a menu button; it closes itself on the next page.
 */
export function Header() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const ref = useRef<HTMLElement>(null);
  useScrollPaddingBelow(ref);

  return (
    <header ref={ref} className="sticky top-0 z-[1000] bg-blue-900 text-white shadow">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <AppLink to="/" className="rounded-md px-1 text-base font-semibold tracking-tight whitespace-nowrap sm:text-lg">
          {APP_NAME}
        </AppLink>
        {/* Tighter on a phone: with the bell, the bar's controls must still fit 360 px. */}
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {user ? (
            <p className="hidden text-right text-sm leading-tight sm:block" data-testid="header-user">
              <span className="block font-medium">{user.name}</span>
              <span className="block text-blue-200">{i18n._(LEVEL_LABELS[user.level])}</span>
            </p>
          ) : null}
          <AfterHydration>
            <InstallButton />
          </AfterHydration>
          <LanguageSwitch />
          {user ? <NotificationSlot /> : null}
          {user ? <AccountButton user={user} /> : null}
          {user ? <LogoutButton /> : null}
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-1.5 hover:bg-white/10 sm:hidden"
            aria-expanded={open}
            aria-controls={NAV_ID}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            <span className="sr-only">{t`Menu`}</span>
          </button>
        </div>
      </div>
      {user ? (
        <p className={`${open ? "block" : "hidden"} border-t border-white/15 px-5 py-2 text-sm sm:hidden`}>
          <span className="font-medium">{user.name}</span>
          <span className="text-blue-200">
            {" · "}
            {i18n._(LEVEL_LABELS[user.level])}
          </span>
        </p>
      ) : null}
      <div className={`${open ? "block" : "hidden"} border-t border-white/15 bg-blue-800 sm:block`}>
        <SiteNav user={user} id={NAV_ID} />
      </div>
    </header>
  );
}

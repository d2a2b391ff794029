import { Outlet, useLocation } from "react-router-dom";
import { OfflineBanner } from "../ui/offline-banner.tsx";
import { AccessibilityBar } from "./accessibility-bar.tsx";
import { BareBar } from "./bare-bar.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { MAIN_ID } from "./landmarks.ts";
import { PageBoundary } from "./page-boundary.tsx";
import { PageTitle } from "./page-title.tsx";
import { PasswordGate } from "./password-gate.tsx";

/**
 * The page itself, the first skip link's target: its errors caught per page (the boundary starts afresh
 * on the next address) and, for someone who must first change a temporary password, that dialog.
 */
function PageMain({ className }: { className: string }) {
  const { pathname } = useLocation();
  return (
    <main id={MAIN_ID} tabIndex={-1} className={className}>
      <PageBoundary resetKey={pathname}>
        <PasswordGate>
          <Outlet />
        </PasswordGate>
      </PageBoundary>
    </main>
  );
}

/** `layout: "default"`: the accessibility bar, header with navigation, the page, footer. */
export function DefaultLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <PageTitle />
      <AccessibilityBar />
      <Header />
      <OfflineBanner />
      {/* At least a screen high, so that the footer starts below the first screen: content that
          arrives later (a page's data) then moves nothing on screen (no layout shift). */}
      <PageMain className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:py-8" />
      <Footer />
    </div>
  );
}

/**
 * `layout: "none"`: the page with the accessibility bar, one slim bar (home, language) and the
 * footer, and no app chrome: the application form of /gov is embedded in the institute's site.
 */
export function BareLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageTitle />
      <AccessibilityBar />
      <BareBar />
      <OfflineBanner />
      <PageMain className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 outline-none" />
      <Footer />
    </div>
  );
}

import { Trans } from "@lingui/react/macro";
import { Outlet, useLocation } from "react-router-dom";
import { OfflineBanner } from "../ui/offline-banner.tsx";
import { BareBar } from "./bare-bar.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { PageBoundary } from "./page-boundary.tsx";
import { PageTitle } from "./page-title.tsx";
import { PasswordGate } from "./password-gate.tsx";

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[1100] rounded-md bg-white px-4 py-2 font-medium text-blue-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      <Trans>Pular para o conteúdo</Trans>
    </a>
  );
}

/**
 * The page itself, the skip link's target: its errors caught per page (the boundary starts afresh
 * on the next address) and, for someone who must first change a temporary password, that dialog.
 */
function PageMain({ className }: { className: string }) {
  const { pathname } = useLocation();
  return (
    <main id="main" tabIndex={-1} className={className}>
      <PageBoundary resetKey={pathname}>
        <PasswordGate>
          <Outlet />
        </PasswordGate>
      </PageBoundary>
    </main>
  );
}

/** `layout: "default"`: header with navigation, the page, footer. */
export function DefaultLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <PageTitle />
      <SkipLink />
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
 * `layout: "none"`: the page with one slim bar (home, language) and no app chrome: the application
 * form of /gov is embedded in the institute's site.
 */
export function BareLayout() {
  return (
    <>
      <PageTitle />
      <SkipLink />
      <BareBar />
      <OfflineBanner />
      <PageMain className="mx-auto w-full max-w-5xl px-4 py-6 outline-none" />
    </>
  );
}

import { Trans } from "@lingui/react/macro";
import { AfterHydration } from "../ui/after-hydration.tsx";
import { DateText } from "../ui/date-text.tsx";
import { APP_NAME } from "../ui/page-titles.ts";
import { FOOTER_ID } from "./landmarks.ts";

export function Footer() {
  const today = new Date();
  const build = __BUILD_ID__;
  return (
    // Focusable by the accessibility bar's "footer" link [4], not by Tab.
    <footer id={FOOTER_ID} tabIndex={-1} className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm text-slate-600">
        <p>
          {APP_NAME}
          {/* Today's date is the device's, from the render after a painted page was taken over: the
              build pre-rendered its pages on another day, and the device's copy of the home was
              taken on one (first-paint.tsx leaves it out). The footer is below the first screen. */}
          <AfterHydration>
            <span data-first-paint-omit="">
              {" · "}
              <Trans>Hoje:</Trans> <DateText date={today} />
            </span>
          </AfterHydration>
        </p>
        <p>
          <Trans>Versão {build}</Trans>
        </p>
      </div>
    </footer>
  );
}

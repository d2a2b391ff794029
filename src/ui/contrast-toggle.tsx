import { useLingui } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { highContrastOn, setHighContrast, subscribeContrast } from "../lib/contrast.ts";
import { clearFirstPaint } from "../lib/first-paint.ts";

/**
 * Whether high contrast is on (src/lib/contrast.ts). A page painted before the app (pre-rendered,
 * or the device's copy) is taken over as if it were off, as the build rendered it, and updated
 * right after: the button's state is never a reason to render a painted page again.
 */
function useHighContrast(): boolean {
  return useSyncExternalStore(subscribeContrast, highContrastOn, () => false);
}

/**
 * "Alto contraste": a toggle button (pressed while on), in the accessibility bar and on /acessibilidade.
 * `data-contrast-toggle` lets the page's first script answer a press before the app runs
 * (`flipContrastBeforeTakeover`, src/lib/contrast.ts).
 */
export function ContrastToggle({ className }: { className: string }) {
  const { t } = useLingui();
  const high = useHighContrast();
  return (
    <button
      type="button"
      aria-pressed={high}
      data-contrast-toggle=""
      onClick={() => {
        setHighContrast(!high);
        // The home's painted copy shows the theme it was taken in: gone, it is taken again in this one.
        void clearFirstPaint();
      }}
      className={className}
    >
      {t`Alto contraste`}
    </button>
  );
}

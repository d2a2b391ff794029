import { Plural, useLingui } from "@lingui/react/macro";
import { ToastItem } from "./toast-item.tsx";
import { toastStore, useToasts } from "./toast-store.ts";

/**
 * At most this many toasts on screen at once, the newest; older ones wait (kept in the store, their
 * timers not running) and come back as those close, so a phone never has its screen covered by a
 * stack of them (docs/browser.md, "Toasts on a phone").
 */
export const TOASTS_SHOWN = 2;

/**
 * The toast area at the bottom right (above overlays and menus: z-index 1100, like tooltips). On a
 * phone it is compact and never higher than a third of the screen (it scrolls within, should two
 * long ones need more); a line says how many wait.
 */
export function ToastRegion({ group }: { group?: string }) {
  const { t } = useLingui();
  const toasts = useToasts(group);
  const shown = toasts.slice(-TOASTS_SHOWN);
  const waiting = toasts.length - shown.length;
  return (
    <section
      aria-label={t`Notificações`}
      data-first-paint-omit=""
      className="pointer-events-none fixed right-0 bottom-0 z-[1100] flex max-h-[33dvh] w-full max-w-sm flex-col gap-2 overflow-y-auto p-2 sm:max-h-none sm:overflow-visible sm:p-4"
    >
      {waiting > 0 ? (
        <p className="pointer-events-auto self-end rounded-md bg-slate-800 px-2 py-0.5 text-xs font-medium text-white">
          <Plural value={waiting} one="Mais # notificação a seguir" other="Mais # notificações a seguir" />
        </p>
      ) : null}
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={toastStore.remove} />
      ))}
    </section>
  );
}

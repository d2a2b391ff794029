import { useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";

/**
 * The logout button as drawn (the behaviour is src/app/logout-button.tsx). Offline it is marked
 * unavailable (`aria-disabled`, dimmed) with the reason as its description (`title`: read by
 * screen readers, shown on hover) but stays focusable and pressable, so that a press, on a phone
 * too, shows the reason. Also drawn apart, offline, for the device's first paint of the home
 * (src/features/home/first-paint.tsx: `data-offline-part`). Its label is visible on phones too:
 * an icon alone does not say what a press does — except below 360 px (reflow at 320, WCAG 1.4.10),
 * where the header has no room for it and the label is left to screen readers.
 */
export function LogoutButtonView({ offline, busy, onClick }: { offline: boolean; busy: boolean; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      data-offline-part="logout"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-disabled={offline || undefined}
      title={offline ? t`Sair precisa de conexão` : undefined}
      className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md px-1.5 text-sm font-medium whitespace-nowrap sm:px-2 hover:bg-white/10${offline ? " opacity-60" : ""}`}
    >
      <LogOut aria-hidden="true" className="size-4" />
      <span className="max-[359px]:sr-only">{t`Sair`}</span>
    </button>
  );
}

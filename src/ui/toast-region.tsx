import { useLingui } from "@lingui/react/macro";
import { ToastItem } from "./toast-item.tsx";
import { toastStore, useToasts } from "./toast-store.ts";

/** The toast area at the bottom right (above overlays and menus: z-index 1100, like tooltips). */
export function ToastRegion({ group }: { group?: string }) {
  const { t } = useLingui();
  const toasts = useToasts(group);
  return (
    <section
      aria-label={t`Notificações`}
      data-first-paint-omit=""
      className="pointer-events-none fixed right-0 bottom-0 z-[1100] flex w-full max-w-sm flex-col gap-2 p-4"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={toastStore.remove} />
      ))}
    </section>
  );
}

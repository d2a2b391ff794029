import { useLingui } from "@lingui/react/macro";
import { CircleCheck, CircleX, Info, MessageSquare, TriangleAlert, X, type LucideIcon } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { Severity, Toast } from "./toast-store.ts";

const LOOK: Record<Severity, { box: string; icon: LucideIcon }> = {
  info: { box: "border-blue-300 bg-blue-50 text-blue-950", icon: Info },
  success: { box: "border-green-300 bg-green-50 text-green-950", icon: CircleCheck },
  warn: { box: "border-amber-300 bg-amber-50 text-amber-950", icon: TriangleAlert },
  error: { box: "border-red-300 bg-red-50 text-red-950", icon: CircleX },
  secondary: { box: "border-slate-300 bg-slate-100 text-slate-900", icon: MessageSquare },
  contrast: { box: "border-slate-900 bg-slate-900 text-white", icon: MessageSquare },
};

/** Errors and warnings interrupt the screen reader; the rest waits for a pause. */
export function toastRole(severity: Severity): "alert" | "status" {
  return severity === "error" || severity === "warn" ? "alert" : "status";
}

/** Counts `life` down only while nobody hovers or focuses the toast, then calls `onExpire`. */
function useLife(life: number | undefined, paused: boolean, onExpire: () => void): void {
  const remaining = useRef(life ?? 0);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    if (life === undefined || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => expire.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [life, paused]);
}

export function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const { t } = useLingui();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useLife(toast.life, hovered || focused, () => onClose(toast.id));
  const { box, icon: Icon } = LOOK[toast.severity];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && toast.closable) onClose(toast.id);
  }

  return (
    <div
      role={toastRole(toast.severity)}
      data-severity={toast.severity}
      className={`pointer-events-auto flex w-full shrink-0 items-start gap-2 rounded-md border p-2.5 shadow-lg sm:gap-3 sm:p-3 ${box}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:size-5" />
      <div className="min-w-0 flex-1 text-sm sm:text-base">
        <p className="font-semibold break-words">{toast.summary}</p>
        {toast.detail ? <p className="mt-0.5 text-sm break-words sm:mt-1">{toast.detail}</p> : null}
        {toast.action ? (
          <button
            type="button"
            className="mt-1.5 inline-flex min-h-9 items-center rounded-md border border-current px-3 text-sm font-semibold hover:bg-black/10"
            onClick={toast.action.onClick}
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      {toast.closable ? (
        <button
          type="button"
          className="-m-1 rounded p-1 hover:bg-black/10"
          aria-label={t`Fechar notificação`}
          onClick={() => onClose(toast.id)}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

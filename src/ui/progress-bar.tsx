import type { ReactNode } from "react";

/**
 * A bar for what people would rather see than read (seats taken, an upload, an import): `value`
 * of `max`, or indeterminate while the amount is unknown. `label` names it for screen readers;
 * `children` is the visible figure beside it ("12 de 30"). The width is set by React through the
 * DOM (CSSOM), which the CSP allows; a `style` attribute in served HTML would not be.
 */
export function ProgressBar({
  value,
  max,
  label,
  children,
  tone = "blue",
}: {
  value: number | null;
  max: number;
  label: string;
  children?: ReactNode;
  tone?: "blue" | "amber" | "red" | "green";
}) {
  const share = value === null || max <= 0 ? null : Math.min(1, Math.max(0, value / max));
  const colour = { blue: "bg-blue-700", amber: "bg-amber-500", red: "bg-red-700", green: "bg-green-700" }[tone];
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        className="relative h-2.5 min-w-16 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${colour} ${share === null ? "w-1/3 animate-pulse" : ""}`}
          style={share === null ? undefined : { width: `${share * 100}%` }}
        />
      </div>
      {/* The figure wraps on a narrow screen rather than widening the page ("Nenhuma vaga livre de 8 · 3 na lista de espera"). */}
      {children ? <span className="min-w-0 text-sm text-slate-700 tabular-nums">{children}</span> : null}
    </div>
  );
}

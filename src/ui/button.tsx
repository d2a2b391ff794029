import { LoaderCircle } from "lucide-react";
import type { ButtonHTMLAttributes } from "react";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary";
  /** Shows a spinner and blocks repeated presses while a request runs. */
  busy?: boolean;
};

const VARIANTS = {
  primary: "bg-blue-800 text-white hover:bg-blue-900 disabled:bg-blue-800/70",
  secondary: "border border-slate-300 bg-white text-blue-900 hover:bg-slate-50 disabled:opacity-50",
} as const;

export function Button({ variant = "primary", busy = false, className = "", children, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      {...props}
      disabled={busy || props.disabled}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-medium disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

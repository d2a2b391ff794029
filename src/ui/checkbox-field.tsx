import { useId, type InputHTMLAttributes, type ReactNode } from "react";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  label: ReactNode;
  hint?: ReactNode;
};

/** A checkbox with its label beside it, 44 px tall for a finger. */
export function CheckboxField({ label, hint, className = "", ...props }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`flex min-h-11 items-start gap-3 py-2 ${className}`}>
      <input
        id={id}
        type="checkbox"
        {...props}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-5 shrink-0 accent-blue-800"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** `[value, label]` pairs, in display order. */
  options: readonly (readonly [string, string])[];
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled `<select>` with its inline error, the twin of TextField. */
export function SelectField({ label, error, hint, options, className = "", ref, ...props }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <select
        ref={ref}
        id={id}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-11 rounded-md border bg-white px-3 py-2 text-slate-900 ${error ? "border-red-700" : "border-slate-400"}`}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { controlBorder, FieldFrame } from "./field-frame.tsx";

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
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          ref={ref}
          {...props}
          {...control}
          className={`min-h-11 rounded-md border bg-white px-3 py-2 text-slate-900 ${controlBorder(error)}`}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { controlBorder, FieldFrame } from "./field-frame.tsx";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: ReactNode;
  /** Inline error shown under the field and tied to it (`aria-describedby`). */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its inline error; every input of the app goes through it. */
export function TextField({ label, error, hint, className = "", ref, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          ref={ref}
          {...props}
          {...control}
          className={`min-h-11 rounded-md border bg-white px-3 py-2 text-slate-900 ${controlBorder(error)}`}
        />
      )}
    </FieldFrame>
  );
}

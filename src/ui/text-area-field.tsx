import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { controlBorder, FieldFrame } from "./field-frame.tsx";

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line input with its inline error, the twin of TextField. */
export function TextAreaField({ label, error, hint, className = "", ref, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          rows={rows}
          {...props}
          {...control}
          className={`rounded-md border bg-white px-3 py-2 text-slate-900 ${controlBorder(error)}`}
        />
      )}
    </FieldFrame>
  );
}

import { useId, type ReactNode } from "react";

/** What a field's control needs to be tied to its label, hint and error. */
export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * The frame every form field shares: the label above, an optional hint, the control (drawn by the
 * caller with `ControlProps`, so the label, the hint and the error are tied to it for screen
 * readers), and the inline error under it. TextField, SelectField, TextAreaField and the
 * search-as-you-type pickers are this frame around their own control.
 */
export function FieldFrame({
  label,
  hint,
  error,
  className = "",
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    // min-w-0: in a grid or a row of fields, a field may be narrower than its control's content (a
    // <select> with a long option), rather than widen the page past a phone's screen.
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The border of a control: red while it has an error. */
export function controlBorder(error: string | undefined): string {
  return error ? "border-red-700" : "border-slate-400";
}

/**
 * A refusal about the whole form, not one field: above the fields, read out at once, and able to
 * take the focus when it is the first thing to read (use-focus-first-error.ts). Here beside the
 * fields' frame, which every form fetches anyway: not a file of its own on the login page's first
 * screen.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" tabIndex={-1} className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
      {message}
    </p>
  );
}

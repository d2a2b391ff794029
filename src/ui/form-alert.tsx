/**
 * A refusal about the whole form, not one field: above the fields, read out at once, and able to
 * take the focus when it is the first thing to read (use-focus-first-error.ts).
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" tabIndex={-1} className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
      {message}
    </p>
  );
}

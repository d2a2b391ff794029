/** A refusal that is about the whole form, not one field: above the fields, read out at once. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
      {message}
    </p>
  );
}

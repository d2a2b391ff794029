import { useState, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { SearchActions } from "./search-actions.tsx";

export type SearchField = {
  name: string;
  label: ReactNode;
  type?: "text" | "date" | "search";
  hint?: ReactNode;
  list?: string;
  /** A choice among `[value, label]` pairs instead of a text field. */
  options?: readonly (readonly [string, string])[];
};

/**
 * A log search: the filters the URL holds, checked with the API's own schema before the URL
 * changes (a day that does not exist, an end before the start, a text too long: said beside
 * the field). "Limpar" returns to the section's defaults.
 */
export function LogSearchForm({
  fields,
  values,
  schema,
  onSearch,
}: {
  fields: readonly SearchField[];
  values: Record<string, string>;
  schema: z.ZodType;
  onSearch: (filters: Record<string, string>) => void;
}) {
  const locale = useLocale();
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const filters = Object.fromEntries(fields.map((field) => [field.name, String(form.get(field.name) ?? "").trim()]));
    const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
    const parsed = schema.safeParse(given);
    const found = parsed.success ? {} : zodFieldErrors(parsed.error.issues, locale, given);
    setErrors(found);
    if (parsed.success) onSearch(filters);
    else event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0] ?? ""}"]`)?.focus();
  }

  return (
    // A new search in the URL (back button, "Limpar") shows its values: the fields are remade.
    <form key={JSON.stringify(values)} role="search" noValidate onSubmit={submit} className="mb-4 flex flex-col gap-3">
      <div
        className={`grid gap-3 sm:grid-cols-2 lg:items-end ${fields.length > 4 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}
      >
        {fields.map((field) =>
          field.options ? (
            <SelectField
              key={field.name}
              name={field.name}
              label={field.label}
              hint={field.hint}
              options={field.options}
              defaultValue={values[field.name] ?? ""}
              error={errors[field.name]}
            />
          ) : (
            <TextField
              key={field.name}
              name={field.name}
              type={field.type ?? "text"}
              label={field.label}
              hint={field.hint}
              list={field.list}
              defaultValue={values[field.name] ?? ""}
              error={errors[field.name]}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          ),
        )}
      </div>
      <SearchActions
        onClear={() => {
          setErrors({});
          onSearch({});
        }}
      />
    </form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { SEARCH_MAX, searchSchema } from "../../domain/paging.ts";
import { Button } from "../../ui/button.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { FILTER_KEYS, type UserFilters } from "./user-answers.ts";
import { anyOption, degreeOptions, levelOptions, programmeOptions, statusOptions } from "./user-options.ts";

/** The search's own message, naming the field and its limit (the server's 400 says the same limit). */
export function useSearchProblem(): (q: string) => string | undefined {
  const { t } = useLingui();
  return (q) => (searchSchema.safeParse(q).success ? undefined : t`A busca aceita no máximo ${SEARCH_MAX} caracteres.`);
}

/**
 * Search and filters of the office's user list. The search is checked with the list's own schema
 * before anything is sent, so a pasted essay gets a clear message instead of an error page; a
 * filter applies as soon as it is chosen (with the search as typed).
 */
export function UserFiltersForm({ filters, onApply }: { filters: UserFilters; onApply: (next: UserFilters) => void }) {
  const { t, i18n } = useLingui();
  const searchProblem = useSearchProblem();
  const [error, setError] = useState<string | undefined>(() => searchProblem(filters.q));

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const next = { q: String(data.get("q") ?? "").trim() } as UserFilters;
    for (const key of FILTER_KEYS) next[key] = String(data.get(key) ?? "");
    const problem = searchProblem(next.q);
    setError(problem);
    if (!problem) onApply(next);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const select = (key: (typeof FILTER_KEYS)[number], label: string, options: [string, string][]) => (
    <SelectField
      name={key}
      label={label}
      defaultValue={filters[key]}
      options={[anyOption(i18n), ...options]}
      onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
    />
  );
  const filtered = Object.values(filters).some(Boolean);

  return (
    // Keyed by the URL's filters: back and forward show what the list shows.
    <form role="search" noValidate onSubmit={submit} key={JSON.stringify(filters)} className="mb-4 flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          name="q"
          type="search"
          defaultValue={filters.q}
          label={<Trans>Buscar usuários</Trans>}
          error={error}
          className="min-w-0 flex-1"
        />
        <Button type="submit" className="sm:mt-7">
          <Trans>Buscar</Trans>
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {select("level", t`Nível`, levelOptions(i18n))}
        {select("programme", t`Programa`, programmeOptions(i18n))}
        {select("degree", t`Grau`, degreeOptions(i18n))}
        {select("status", t`Situação`, statusOptions(i18n))}
      </div>
      {filtered ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => onApply({ q: "", level: "", programme: "", degree: "", status: "" })}
          >
            <Trans>Limpar busca e filtros</Trans>
          </Button>
        </div>
      ) : null}
    </form>
  );
}

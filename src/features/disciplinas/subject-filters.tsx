import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { SEARCH_MAX } from "../../domain/paging.ts";
import { Button } from "../../ui/button.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { checkSearch, filtersFrom, type SubjectFilters } from "./subject-answers.ts";
import { LEVEL_CHOICES, PROGRAMME_CHOICES } from "./subject-labels.ts";

/**
 * The search box and the filters. The search is checked with the API's own schema before it is
 * sent: a text over the limit says so, naming the field and the limit, instead of asking the server. A filter
 * applies as soon as it changes; the search on Enter or "Buscar". The parent keys this form by
 * the URL, so the back button brings the fields back too.
 */
export function SubjectFiltersForm({
  filters,
  onApply,
}: {
  filters: SubjectFilters;
  onApply: (filters: SubjectFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const tooLong = t`A busca aceita no máximo ${SEARCH_MAX} caracteres.`;
  const [error, setError] = useState(checkSearch(filters.q).success ? undefined : tooLong);

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const next = filtersFrom(new URLSearchParams([...data.entries()].map(([key, value]) => [key, String(value)])));
    if (!checkSearch(next.q.trim()).success) {
      setError(tooLong);
      form.querySelector<HTMLInputElement>("input[name=q]")?.focus();
      return;
    }
    setError(undefined);
    onApply({ ...next, q: next.q.trim(), page: 1 });
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };

  const all = (label: string) => [["", label] as const];
  return (
    <form role="search" onSubmit={submit} noValidate className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
      <div className="col-span-2 flex flex-col gap-2 sm:flex-row sm:items-start lg:col-span-3">
        <TextField
          name="q"
          type="search"
          defaultValue={filters.q}
          label={<Trans>Buscar por código ou nome</Trans>}
          error={error}
          className="flex-1"
        />
        <Button type="submit" className="sm:mt-7">
          <Search aria-hidden="true" className="size-4" />
          <Trans>Buscar</Trans>
        </Button>
      </div>
      <SelectField
        name="programme"
        label={<Trans>Programa</Trans>}
        defaultValue={filters.programme}
        onChange={change}
        options={[...all(t`Todos`), ...PROGRAMME_CHOICES.map(([value, label]) => [value, i18n._(label)] as const)]}
      />
      <SelectField
        name="level"
        label={<Trans>Nível</Trans>}
        defaultValue={filters.level}
        onChange={change}
        options={[...all(t`Todos`), ...LEVEL_CHOICES.map(([value, label]) => [value, i18n._(label)] as const)]}
      />
      <SelectField
        name="active"
        label={<Trans>Situação</Trans>}
        defaultValue={filters.active}
        onChange={change}
        options={[...all(t`Ativas e inativas`), ["true", t`Só ativas`], ["false", t`Só inativas`]]}
        className="col-span-2 lg:col-span-1"
      />
    </form>
  );
}

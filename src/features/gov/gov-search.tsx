import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Search } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { SEARCH_MAX } from "../../domain/paging.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";

/** The search of the page's address (`?q=`), as the server's page reads it; "" when over the limit. */
export function useGovQuery(): string {
  const [params] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  return q.length > SEARCH_MAX ? "" : q;
}

/**
 * The search box: the text goes into the address (`?q=`), so the back button, a shared link and
 * the server's page (the same address loaded in full) all show the same search.
 */
export function GovSearch({ label }: { label: ReactNode }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const current = (params.get("q") ?? "").trim();
  const tooLong = t`A busca aceita no máximo ${SEARCH_MAX} caracteres.`;
  const [error, setError] = useState(current.length > SEARCH_MAX ? tooLong : undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (q.length > SEARCH_MAX) {
      setError(tooLong);
      return;
    }
    setError(undefined);
    setParams(q ? { q } : {});
  };
  return (
    <form
      key={current}
      role="search"
      onSubmit={submit}
      noValidate
      className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <TextField name="q" type="search" defaultValue={current} label={label} error={error} className="flex-1" />
      <Button type="submit" className="sm:mt-7">
        <Search aria-hidden="true" className="size-4" />
        <Trans>Buscar</Trans>
      </Button>
    </form>
  );
}

/** How many were found (for the search typed), and a way back to the whole list. */
export function GovResultLine({ count }: { count: number }) {
  const q = useGovQuery();
  const [, setParams] = useSearchParams();
  return (
    <p className="mb-3 flex flex-wrap items-baseline gap-x-3 text-sm text-slate-700">
      <span role="status">
        {count === 0 ? (
          <Trans>Nada encontrado.</Trans>
        ) : q ? (
          <Plural value={count} one={`# resultado para “${q}”.`} other={`# resultados para “${q}”.`} />
        ) : (
          <Plural value={count} one="# resultado." other="# resultados." />
        )}
      </span>
      {q ? (
        <button type="button" onClick={() => setParams({})} className="min-h-11 font-medium text-blue-800 underline">
          <Trans>Limpar a busca</Trans>
        </button>
      ) : null}
    </p>
  );
}

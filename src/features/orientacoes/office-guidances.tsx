import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import type { Guidance } from "../../domain/guidance.ts";
import { lastPage } from "../../domain/paging.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Pager } from "../../ui/pager.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { guidanceListPath, guidancePageAnswer } from "./guidance-api.ts";
import { GuidanceCard } from "./guidance-card.tsx";
import { GuidanceForm } from "./guidance-form.tsx";

type Editing = { guidance: Guidance | null } | null;

/** One page of results; remounted (a new `key`) after a change, so it asks the server again. */
function Results({
  q,
  page,
  onPage,
  onEdit,
  onChanged,
}: {
  q: string;
  page: number;
  onPage: (page: number) => void;
  onEdit: (guidance: Guidance) => void;
  onChanged: () => void;
}) {
  const path = guidanceListPath({ q, page });
  const query = useCachedQuery(`orientacoes:${path}`, path, guidancePageAnswer);
  const data = query.status === "ok" ? query.data : null;
  const last = data ? lastPage(data.total, data.pageSize) : 1;
  // A page past the end (an old link, a search that shrank) goes to the last page.
  useEffect(() => {
    if (data && data.total > 0 && page > last) onPage(last);
  }, [data, page, last, onPage]);
  return (
    <>
      <CachedQueryStatus query={query} />
      {data ? (
        <>
          <p aria-live="polite" className="mb-2 text-sm text-slate-700">
            {data.total === 0 ? (
              <Trans>Nenhuma orientação encontrada.</Trans>
            ) : (
              <Plural value={data.total} one="# orientação encontrada." other="# orientações encontradas." />
            )}
          </p>
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.items.map((item) => (
              <GuidanceCard key={item.id} guidance={item} onEdit={() => onEdit(item)} onChanged={onChanged} />
            ))}
          </ul>
          <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
        </>
      ) : null}
    </>
  );
}

/** The office's view: every guidance, searchable and paged (both in the URL), created and edited in a dialog. */
export function OfficeGuidances() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  // The other search of the page (a student's decided enrolments) stays as it is.
  const discente = params.get("discente");
  const kept: Record<string, string> = discente ? { discente } : {};
  const [editing, setEditing] = useState<Editing>(null);
  const [revision, setRevision] = useState(0);
  const refresh = () => setRevision((n) => n + 1);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setParams({ ...kept, ...(next ? { q: next } : {}) });
  }
  const goTo = (target: number) => setParams({ ...kept, ...(q ? { q } : {}), page: String(target) }, { replace: true });

  return (
    <>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <form role="search" onSubmit={search} className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            key={q}
            name="q"
            type="search"
            maxLength={100}
            defaultValue={q}
            label={<Trans>Buscar por discente ou orientador</Trans>}
            className="flex-1"
          />
          <Button type="submit">
            <Trans>Buscar</Trans>
          </Button>
        </form>
        <Button onClick={() => setEditing({ guidance: null })}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Nova orientação</Trans>
        </Button>
      </div>
      <Results
        key={revision}
        q={q}
        page={page}
        onPage={goTo}
        onEdit={(guidance) => setEditing({ guidance })}
        onChanged={refresh}
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.guidance ? t`Editar orientação` : t`Nova orientação`}
        wide
      >
        {editing ? (
          <GuidanceForm
            guidance={editing.guidance}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              refresh();
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

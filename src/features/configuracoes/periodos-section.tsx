import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { lastPage } from "../../domain/paging.ts";
import { termSchema, type Term } from "../../domain/terms.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { apiFetch } from "../../lib/api.ts";
import { asApiError } from "../../lib/form-errors.ts";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Pager } from "../../ui/pager.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { termListPath, termPageAnswer } from "./answers.ts";
import { TermCard } from "./term-card.tsx";
import { TermForm } from "./term-form.tsx";
import { useReloadableQuery } from "./use-reloadable-query.ts";
import { useTimeZone } from "./use-settings.ts";

type Editing = { kind: "create" } | { kind: "edit"; term: Term } | null;

/** Terms, newest first, each drawn as a timeline; create, edit dates, make one current. */
export function PeriodosSection() {
  const { t } = useLingui();
  const toast = useToast();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const path = termListPath(page);
  const [query, reload] = useReloadableQuery(`configuracoes:${path}`, path, termPageAnswer);
  const [editing, setEditing] = useState<Editing>(null);
  const [promoting, setPromoting] = useState<Term | null>(null);
  const [busy, setBusy] = useState(false);
  const today = dayIn(new Date(), useTimeZone());
  const goTo = (target: number) => setParams({ secao: "periodos", page: String(target) });

  // A page past the end (an old link, terms fewer than before) goes to the last page.
  const pastEnd = query.status === "ok" && page > lastPage(query.data.total, query.data.pageSize);
  const last = query.status === "ok" ? lastPage(query.data.total, query.data.pageSize) : 1;
  useEffect(() => {
    if (pastEnd) setParams({ secao: "periodos", page: String(last) }, { replace: true });
  }, [pastEnd, last, setParams]);

  async function makeCurrent(term: Term) {
    setBusy(true);
    try {
      await apiFetch(`/api/periodos/${term.code}`, termSchema, { method: "PATCH", body: { current: true } });
      toast.add({ severity: "success", summary: t`${term.code} agora é o período atual.`, life: 5000 });
      reload();
    } catch (error) {
      toast.add({
        severity: "error",
        summary: t`Não foi possível trocar o período atual`,
        detail: errorText(asApiError(error)),
        life: 8000,
      });
    } finally {
      setBusy(false);
      setPromoting(null);
    }
  }

  const current = query.status === "ok" ? query.data.items.find((term) => term.current) : undefined;
  return (
    <>
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          <Trans>Do mais recente ao mais antigo. O período atual aparece destacado; a linha vertical marca hoje.</Trans>
        </p>
        <Button onClick={() => setEditing({ kind: "create" })}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Novo período</Trans>
        </Button>
      </div>
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        <>
          <p aria-live="polite" className="sr-only">
            <Plural value={query.data.total} one="# período." other="# períodos." />
          </p>
          {query.data.items.length === 0 ? (
            <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
              <Trans>Nenhum período cadastrado.</Trans>
            </p>
          ) : (
            <ul className="flex flex-col gap-4">
              {query.data.items.map((term) => (
                <li key={term.code}>
                  <TermCard
                    term={term}
                    today={today}
                    onEdit={() => setEditing({ kind: "edit", term })}
                    onMakeCurrent={() => setPromoting(term)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} total={query.data.total} pageSize={query.data.pageSize} onPage={goTo} />
        </>
      ) : null}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        wide
        title={editing?.kind === "edit" ? t`Datas de ${editing.term.code}` : t`Novo período`}
      >
        {editing ? (
          <TermForm
            term={editing.kind === "edit" ? editing.term : undefined}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={promoting !== null}
        title={t`Tornar ${promoting?.code ?? ""} o período atual?`}
        confirmLabel={<Trans>Tornar atual</Trans>}
        busy={busy}
        onCancel={() => setPromoting(null)}
        onConfirm={() => promoting && void makeCurrent(promoting)}
      >
        <p>
          {current ? (
            <Trans>
              {current.code} deixa de ser o período atual. Matrículas, ofertas e o horário dos discentes passam a usar{" "}
              {promoting?.code}.
            </Trans>
          ) : (
            <Trans>Matrículas, ofertas e o horário dos discentes passam a usar {promoting?.code}.</Trans>
          )}
        </p>
        {online ? null : (
          <p className="mt-2 font-medium text-amber-900">
            <Trans>Sem conexão: trocar o período atual precisa da internet.</Trans>
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

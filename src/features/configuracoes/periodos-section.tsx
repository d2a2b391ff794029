import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { lastPage } from "../../domain/paging.ts";
import { termSchema, type Term } from "../../domain/terms.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { apiFetch } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";
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
  const promote = useConfirmedAction<Term>(t`Não foi possível trocar o período atual`);
  const promoting = promote.asking;
  const today = dayIn(new Date(), useTimeZone());
  const goTo = (target: number) => setParams({ secao: "periodos", page: String(target) });

  // A page past the end (an old link, terms fewer than before) goes to the last page.
  const pastEnd = query.status === "ok" && page > lastPage(query.data.total, query.data.pageSize);
  const last = query.status === "ok" ? lastPage(query.data.total, query.data.pageSize) : 1;
  useEffect(() => {
    if (pastEnd) setParams({ secao: "periodos", page: String(last) }, { replace: true });
  }, [pastEnd, last, setParams]);

  async function makeCurrent(term: Term) {
    await apiFetch(`/api/periodos/${term.code}`, termSchema, { method: "PATCH", body: { current: true } });
    toast.add({ severity: "success", summary: t`${term.code} agora é o período atual.`, life: 5000 });
    reload();
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
      <PagedList
        query={query}
        page={page}
        onPage={goTo}
        count={(total) => <Plural value={total} one="# período." other="# períodos." />}
        countHidden
        empty={<Trans>Nenhum período cadastrado.</Trans>}
        className="flex flex-col gap-4"
        item={(term) => (
          <li key={term.code}>
            <TermCard
              term={term}
              today={today}
              onEdit={() => setEditing({ kind: "edit", term })}
              onMakeCurrent={() => promote.ask(term)}
            />
          </li>
        )}
      />
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
        busy={promote.busy}
        onCancel={promote.cancel}
        onConfirm={() => void promote.run(makeCurrent)}
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

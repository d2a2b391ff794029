import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { CALL_STATES, type Call, type CallState } from "../../domain/inscricoes.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { CallSummary } from "../../ui/call-card.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { callPageAnswer } from "./answers.ts";
import { CallForm } from "./call-form.tsx";
import { useReloadableQuery } from "./use-reloadable-query.ts";

const PAGE_SIZE = 20;

/** Registration calls (PRODUCT §2 `/configuracoes`): every call, newest first; create and edit. */
export function ChamadasSection() {
  const { t } = useLingui();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const status = CALL_STATES.find((s) => s === params.get("estado")) ?? "";
  const path = `/api/chamadas?${status ? `status=${status}&` : ""}page=${page}&pageSize=${PAGE_SIZE}`;
  const [query, reload] = useReloadableQuery(`configuracoes:${path}`, path, callPageAnswer);
  const [editing, setEditing] = useState<{ call?: Call } | null>(null);
  const go = (next: { estado?: string; page?: number }) => {
    const estado = next.estado ?? status;
    setParams({ secao: "chamadas", ...(estado ? { estado } : {}), page: String(next.page ?? 1) });
  };
  const STATE_LABELS: Record<CallState, string> = {
    aberta: t`Abertas`,
    futura: t`Futuras`,
    encerrada: t`Encerradas`,
  };

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectField
          name="estado"
          label={<Trans>Mostrar</Trans>}
          value={status}
          options={[["", t`Todas`] as const, ...CALL_STATES.map((s) => [s, STATE_LABELS[s]] as const)]}
          onChange={(event) => go({ estado: event.target.value })}
        />
        <Button onClick={() => setEditing({})}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Nova chamada</Trans>
        </Button>
      </div>
      <PagedList
        query={query}
        page={page}
        onPage={(target) => go({ page: target })}
        count={(total) => <Plural value={total} one="# chamada." other="# chamadas." />}
        countHidden
        empty={<Trans>Nenhuma chamada.</Trans>}
        className="grid gap-4 md:grid-cols-2"
        item={(call) => (
          <li key={call.id}>
            <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <p>
                <span
                  className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${call.open ? "border-green-600 bg-green-50 text-green-900" : "border-slate-400 bg-slate-100 text-slate-800"}`}
                >
                  {call.open ? <Trans>Aberta</Trans> : <Trans>Fechada</Trans>}
                </span>
              </p>
              <CallSummary call={call} />
              <div className="mt-auto">
                <Button
                  variant="secondary"
                  onClick={() => setEditing({ call })}
                  aria-label={t`Editar a chamada ${call.title[locale]}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  <Trans>Editar</Trans>
                </Button>
              </div>
            </article>
          </li>
        )}
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        wide
        title={editing?.call ? t`Editar chamada` : t`Nova chamada`}
      >
        {editing ? (
          <CallForm
            call={editing.call}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

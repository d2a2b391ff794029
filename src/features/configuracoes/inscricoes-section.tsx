import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { APPLICATION_STATUSES } from "../../domain/academic.ts";
import { formatDateTime } from "../../domain/dates.ts";
import { applicationSummarySchema } from "../../domain/inscricoes.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { APPLICATION_STATUS_LABELS } from "../../ui/application-status.tsx";
import { ApplicationStatusBadge } from "../../ui/application-status.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import type { InscricaoParts } from "../../ui/parts.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { callPageAnswer } from "./answers.ts";
import { useReloadableQuery } from "./use-reloadable-query.ts";

const PAGE_SIZE = 20;
const CALLS_PATH = "/api/chamadas?pageSize=100";
const listAnswer = pageAnswer(applicationSummarySchema);

/**
 * The applications (PRODUCT §2 `/configuracoes`): filtered by call, status and a search of name
 * and e-mail, paged on the server; one opens in a dialog to review and decide.
 */
export function InscricoesSection({
  parts: { ApplicationReview },
}: {
  parts: Pick<InscricaoParts, "ApplicationReview">;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const filters = {
    call: params.get("chamada") ?? "",
    status: APPLICATION_STATUSES.find((s) => s === params.get("estado")) ?? "",
    q: params.get("q") ?? "",
  };
  const query = new URLSearchParams();
  if (filters.call) query.set("call", filters.call);
  if (filters.q) query.set("q", filters.q);
  if (filters.status) query.set("status", filters.status);
  query.set("page", String(page));
  query.set("pageSize", String(PAGE_SIZE));
  const path = `/api/inscricoes?${query.toString()}`;
  const [list, reload] = useReloadableQuery(`configuracoes:${path}`, path, listAnswer);
  const calls = useCachedQuery(`configuracoes:${CALLS_PATH}`, CALLS_PATH, callPageAnswer);
  const [open, setOpen] = useState<string | null>(null);
  const [typed, setTyped] = useState(filters.q);

  const go = (next: Partial<typeof filters> & { page?: number }) => {
    const merged = { ...filters, ...next };
    const search: Record<string, string> = { secao: "inscricoes" };
    if (merged.call) search.chamada = merged.call;
    if (merged.status) search.estado = merged.status;
    if (merged.q) search.q = merged.q;
    search.page = String(next.page ?? 1);
    setParams(search);
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: typed.trim() });
  };
  const callOptions =
    calls.status === "ok" ? calls.data.items.map((c) => [String(c.id), c.title[locale]] as const) : [];

  return (
    <>
      <form
        role="search"
        onSubmit={search}
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_1fr_auto] lg:items-end"
      >
        <SelectField
          name="chamada"
          label={<Trans>Chamada</Trans>}
          value={filters.call}
          options={[["", t`Todas`] as const, ...callOptions]}
          onChange={(event) => go({ call: event.target.value })}
        />
        <SelectField
          name="estado"
          label={<Trans>Situação</Trans>}
          value={filters.status}
          options={[
            ["", t`Todas`] as const,
            ...APPLICATION_STATUSES.map((s) => [s, i18n._(APPLICATION_STATUS_LABELS[s])] as const),
          ]}
          onChange={(event) => go({ status: event.target.value as typeof filters.status })}
        />
        <TextField
          name="q"
          type="search"
          label={<Trans>Nome ou e-mail</Trans>}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">
          <Trans>Buscar</Trans>
        </Button>
      </form>
      <PagedList
        query={list}
        page={page}
        onPage={(target) => go({ page: target })}
        count={(total) => <Plural value={total} one="# inscrição." other="# inscrições." />}
        empty={<Trans>Nenhuma inscrição com estes filtros.</Trans>}
        className="flex flex-col gap-2"
        item={(item) => (
          <li
            key={item.codigo}
            className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{item.name}</p>
              <p className="text-sm break-all text-slate-700">{item.email}</p>
              <p className="text-sm break-words text-slate-700">{item.call.title[locale]}</p>
              <p className="text-xs text-slate-600">
                <Trans>
                  Atualizada em {formatDateTime(new Date(item.updatedAt), locale)} ·{" "}
                  <Plural value={item.documents} one="# documento" other="# documentos" />
                </Trans>
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <ApplicationStatusBadge status={item.status} />
              <Button
                variant="secondary"
                onClick={() => setOpen(item.codigo)}
                aria-label={t`Abrir a inscrição de ${item.name}`}
              >
                <Trans>Abrir</Trans>
              </Button>
            </div>
          </li>
        )}
      />
      <Dialog open={open !== null} onClose={() => setOpen(null)} wide title={t`Inscrição`}>
        {open ? <ApplicationReview codigo={open} onChanged={reload} /> : null}
      </Dialog>
    </>
  );
}

import { Plural, Trans } from "@lingui/react/macro";
import { useState } from "react";
import { formatDateTime } from "../../domain/dates.ts";
import { outboxItemSchema, type OutboxItem } from "../../domain/outbox.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { PagedList } from "../../ui/paged-list.tsx";
import { OutboxMessageDialog, OutboxStateBadge } from "./outbox-message.tsx";
import { useLastPageGuard, useLogSearch } from "./use-log-search.ts";
import { useReloadableQuery } from "./use-reloadable-query.ts";
import { useTimeZone } from "./use-settings.ts";

const outboxPageAnswer = pageAnswer(outboxItemSchema);
const PAGE_SIZE = 20;

/**
 * The mail outbox (demo mode only; the server answers 404 otherwise): every message queued,
 * newest first, with its state; one opens in a dialog with its links followable, so a demo user
 * can use an application's code or a first-access link without a mail server.
 */
export function CorreioSection() {
  const { page, goTo } = useLogSearch("correio", []);
  const path = `/api/configuracoes/outbox?page=${page}&pageSize=${PAGE_SIZE}`;
  const [query, reload] = useReloadableQuery(`configuracoes:${path}`, path, outboxPageAnswer);
  useLastPageGuard(query.status === "ok" ? query.data : null, page, goTo);
  const [open, setOpen] = useState<OutboxItem | null>(null);
  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-prose text-slate-700">
          <Trans>
            Mensagens que o sistema enviou ou vai enviar (códigos de inscrição, links de primeiro acesso e de nova
            senha). Sem servidor de correio configurado (SMTP_URL), elas ficam aqui; esta lista só existe no modo de
            demonstração.
          </Trans>
        </p>
        <Button variant="secondary" onClick={reload} className="shrink-0">
          <Trans>Atualizar</Trans>
        </Button>
      </div>
      <PagedList
        query={query}
        page={page}
        onPage={goTo}
        count={(total) =>
          total === 0 ? (
            <Trans>Nenhuma mensagem na caixa de saída.</Trans>
          ) : (
            <Plural value={total} one="# mensagem." other="# mensagens." />
          )
        }
        className="flex flex-col gap-2"
        item={(item) => (
          <li key={item.id}>
            <OutboxCard item={item} onOpen={() => setOpen(item)} />
          </li>
        )}
      />
      <OutboxMessageDialog item={open} onClose={() => setOpen(null)} />
    </>
  );
}

function OutboxCard({ item, onOpen }: { item: OutboxItem; onOpen: () => void }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <article className="grid gap-2 rounded-md border border-slate-200 bg-white px-4 py-3 shadow-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <h3 className="font-medium break-words text-slate-900">{item.subject}</h3>
        <p className="text-sm break-all text-slate-700">{item.to}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <time dateTime={item.createdAt} className="tabular-nums">
            {formatDateTime(new Date(item.createdAt), locale, timeZone)}
          </time>
          <OutboxStateBadge item={item} />
        </p>
      </div>
      <Button variant="secondary" onClick={onOpen}>
        <Trans>Abrir</Trans>
        <span className="sr-only">: {item.subject}</span>
      </Button>
    </article>
  );
}

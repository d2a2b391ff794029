import { Trans } from "@lingui/react/macro";
import type { KeyboardEvent, RefObject } from "react";
import { formatDateTime } from "../../domain/dates.ts";
import type { NotificationPage } from "../../domain/notificacoes.ts";
import type { CachedQueryState } from "../../lib/offline-cache.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { PANEL_SIZE } from "./notificacoes-api.ts";
import type { Marks } from "./use-marks.ts";

/**
 * The bell's panel: one's newest notices, newest first, each its title, text and time, unread
 * ones marked (a dot, bold, and "Não lida" for screen readers), each a link to the page it
 * concerns; a press marks it read and follows it. "Marcar todas como lidas" above. Offline it
 * shows the device's copy with the offline mark, and marking is unavailable, saying why.
 * On a phone it spans the screen's width under the header; wider, it hangs from the bell.
 */
export function NotificationPanel({
  id,
  query,
  marks,
  headingRef,
  onKeyDown,
  onFollow,
}: {
  id: string;
  query: CachedQueryState<NotificationPage>;
  marks: Marks;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onKeyDown: (event: KeyboardEvent) => void;
  onFollow: () => void;
}) {
  const locale = useLocale();
  const online = useOnline();
  const data = query.status === "ok" ? query.data : null;
  const reasonId = `${id}-offline`;

  return (
    <div
      id={id}
      data-testid="notifications-panel"
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 top-14 z-[1000] flex max-h-[calc(100dvh-4.5rem)] flex-col rounded-lg border border-slate-200 bg-white text-slate-900 shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-1 sm:w-96"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          <Trans>Notificações</Trans>
        </h2>
        {data && data.items.length > 0 ? (
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1 text-sm"
            busy={marks.busy}
            disabled={!online || marks.unread === 0}
            aria-describedby={online ? undefined : reasonId}
            onClick={() => void marks.markAll()}
          >
            <Trans>Marcar todas como lidas</Trans>
          </Button>
        ) : null}
      </div>
      <div className="overflow-y-auto px-2 py-2">
        <div className="px-2">
          <CachedQueryStatus query={query} />
          {online ? null : (
            <p id={reasonId} className="mb-2 text-sm text-slate-700">
              <Trans>
                Marcar como lida precisa de conexão; as notificações abaixo são as guardadas neste aparelho.
              </Trans>
            </p>
          )}
          {data && data.items.length === 0 ? (
            <p className="py-4 text-slate-700">
              <Trans>Nenhuma notificação.</Trans>
            </p>
          ) : null}
        </div>
        {data && data.items.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {data.items.map((item) => {
              const read = marks.isRead(item);
              const created = new Date(item.createdAt);
              return (
                <li key={item.id}>
                  <AppLink
                    to={item.link}
                    data-unread={read ? undefined : ""}
                    onClick={() => {
                      if (online) marks.markOne(item);
                      onFollow();
                    }}
                    className={`flex gap-3 rounded-md px-2 py-2 hover:bg-slate-100 ${read ? "" : "bg-blue-50"}`}
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-1.5 size-2.5 shrink-0 rounded-full ${read ? "bg-transparent" : "bg-blue-700"}`}
                    />
                    <span className="min-w-0">
                      {read ? null : (
                        <span className="sr-only">
                          <Trans>Não lida:</Trans>{" "}
                        </span>
                      )}
                      <span className={`block break-words ${read ? "font-medium" : "font-semibold"}`}>
                        {item.title[locale]}
                      </span>{" "}
                      <span className="block text-sm break-words text-slate-700">{item.body[locale]}</span>{" "}
                      <time dateTime={item.createdAt} className="block text-xs text-slate-600">
                        {formatDateTime(created, locale)}
                      </time>
                    </span>
                  </AppLink>
                </li>
              );
            })}
          </ul>
        ) : null}
        {data && data.total > PANEL_SIZE ? (
          <p className="px-2 pt-2 text-xs text-slate-600">
            <Trans>Mostrando as {PANEL_SIZE} mais recentes.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}

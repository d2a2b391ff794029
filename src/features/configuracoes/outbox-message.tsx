import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatDateTime } from "../../domain/dates.ts";
import { outboxState, textWithLinks, type OutboxItem } from "../../domain/outbox.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { useTimeZone } from "./use-settings.ts";

const BADGE = {
  sent: "border-green-300 bg-green-50 text-green-900",
  waiting: "border-slate-300 bg-slate-50 text-slate-800",
  failing: "border-red-300 bg-red-50 text-red-900",
} as const;

/** Sent / waiting / failing (with the number of tries), in words and colour. */
export function OutboxStateBadge({ item }: { item: OutboxItem }) {
  const state = outboxState(item);
  const attempts = item.attempts;
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${BADGE[state]}`}>
      {state === "sent" ? <Trans>Enviada</Trans> : null}
      {state === "waiting" ? <Trans>Aguardando envio</Trans> : null}
      {state === "failing" ? (
        <Plural value={attempts} one="Falhando (# tentativa)" other="Falhando (# tentativas)" />
      ) : null}
    </span>
  );
}

/** One message: who, when, its state (the last error when failing) and its text, links followable. */
export function OutboxMessageDialog({ item, onClose }: { item: OutboxItem | null; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const when = (iso: string) => formatDateTime(new Date(iso), locale, timeZone);
  return (
    <Dialog open={item !== null} onClose={onClose} title={item?.subject ?? t`Mensagem`} wide>
      {item ? (
        <>
          <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-slate-700">
              <Trans>Para</Trans>
            </dt>
            <dd className="break-all">{item.to}</dd>
            <dt className="font-medium text-slate-700">
              <Trans>Criada em</Trans>
            </dt>
            <dd>{when(item.createdAt)}</dd>
            <dt className="font-medium text-slate-700">
              <Trans>Situação</Trans>
            </dt>
            <dd>
              <OutboxStateBadge item={item} />
              {item.sentAt ? <span className="ml-2">{when(item.sentAt)}</span> : null}
            </dd>
            {item.lastError && !item.sentAt ? (
              <>
                <dt className="font-medium text-slate-700">
                  <Trans>Último erro</Trans>
                </dt>
                <dd className="break-words text-red-900">
                  {item.lastError}{" "}
                  <span className="text-slate-700">
                    <Trans>Próxima tentativa: {when(item.nextAttemptAt)}</Trans>
                  </span>
                </dd>
              </>
            ) : null}
          </dl>
          <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-900">
            {textWithLinks(item.text).map((part, index) =>
              part.kind === "link" ? (
                <a key={index} href={part.href} className="font-medium break-all text-blue-800 underline">
                  {part.href}
                </a>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </div>
        </>
      ) : null}
    </Dialog>
  );
}

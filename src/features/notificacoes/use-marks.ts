import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Notification, NotificationPage } from "../../domain/notificacoes.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import { markAllNotificationsRead, markNotificationRead } from "./notificacoes-api.ts";

/** What the screen shows as read before the server's next answer arrives. */
type Local = { savedAt: number; ids: readonly number[]; all: boolean };

export type Marks = {
  unread: number;
  isRead: (item: Notification) => boolean;
  /** Marks one read (the press that follows its link); the server is asked, then the list again. */
  markOne: (item: Notification) => void;
  markAll: () => Promise<void>;
  busy: boolean;
};

/**
 * The marks of "read" over the answer shown (`data`, from the server at `savedAt`): shown at once,
 * sent to the server, then the list asked again (`refresh`), whose answer replaces them.
 */
export function useMarks(data: NotificationPage | null, savedAt: number, refresh: () => void): Marks {
  const { t } = useLingui();
  const toast = useToast();
  const [local, setLocal] = useState<Local>({ savedAt: 0, ids: [], all: false });
  const [busy, setBusy] = useState(false);
  // Marks made over an older answer are in the newer one already.
  const current = local.savedAt === savedAt ? local : { savedAt, ids: [], all: false };
  const isRead = (item: Notification) => item.readAt !== null || current.all || current.ids.includes(item.id);
  const markedHere = data
    ? data.items.filter((item) => item.readAt === null && current.ids.includes(item.id)).length
    : 0;
  const unread = !data || current.all ? 0 : Math.max(0, data.unread - markedHere);

  return {
    unread,
    isRead,
    busy,
    markOne: (item) => {
      if (isRead(item)) return;
      setLocal({ ...current, ids: [...current.ids, item.id] });
      // Whatever the answer, the list asked again says what is true.
      markNotificationRead(item.id).then(refresh, refresh);
    },
    markAll: async () => {
      setBusy(true);
      try {
        await markAllNotificationsRead();
        setLocal({ ...current, all: true });
        toast.add({ severity: "success", summary: t`Todas as notificações marcadas como lidas.`, life: 4000 });
        refresh();
      } catch (error) {
        const detail = error instanceof ApiRequestError ? errorText(error) : undefined;
        toast.add({ severity: "error", summary: t`Não foi possível marcar as notificações.`, detail, life: 6000 });
      } finally {
        setBusy(false);
      }
    },
  };
}

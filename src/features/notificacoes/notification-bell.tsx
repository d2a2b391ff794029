import { Plural, Trans } from "@lingui/react/macro";
import { Bell } from "lucide-react";
import { startTransition, useRef, useState } from "react";
import { notificationPageSchema } from "../../domain/notificacoes.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { NotificationPanel } from "./notification-panel.tsx";
import { NOTIFICATIONS_KEY, NOTIFICATIONS_PATH } from "./notificacoes-api.ts";
import { useMarks } from "./use-marks.ts";
import { usePopover } from "./use-popover.ts";

const PANEL_ID = "notifications-panel";

/**
 * The header's bell (PRODUCT §7 "Notifications"): the unread count as a badge, said as the
 * button's name ("3 notificações não lidas") and announced when it arrives or changes, and a
 * panel of one's newest notices. A disclosure (the button's `aria-expanded`/`aria-controls`), not a
 * modal: the panel takes the focus when it opens and gives it back to the button on Escape;
 * clicking or tabbing out of it closes it. One read (`useCachedQuery`) gives badge and panel, and
 * the device's last copy when the network is gone (shown with the offline mark). Asked again
 * when the panel opens and after each mark.
 *
 * The shell loads this code once the page is quiet (src/app/notification-slot.tsx), never on
 * the first screen; it is left out of the home's first paint (`data-first-paint-omit`).
 */
export function NotificationBell() {
  const [revision, setRevision] = useState(0);
  const query = useCachedQuery(NOTIFICATIONS_KEY, NOTIFICATIONS_PATH, notificationPageSchema, revision);
  const data = query.status === "ok" ? query.data : null;
  const marks = useMarks(data, query.status === "ok" ? query.savedAt : 0, () => setRevision((r) => r + 1));
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Opening asks again, after the panel is drawn with what is known: the press answers first.
  const { open, toggle, close, onKeyDown, containerRef, headingRef } = usePopover(buttonRef, () =>
    startTransition(() => setRevision((r) => r + 1)),
  );
  const unread = marks.unread;

  return (
    <div ref={containerRef} className="relative" data-first-paint-omit="">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={toggle}
        onKeyDown={onKeyDown}
        className="relative inline-flex min-h-11 min-w-9 items-center justify-center rounded-md hover:bg-white/10"
      >
        <Bell aria-hidden="true" className="size-5" />
        <span className="sr-only">
          {unread > 0 ? (
            <Plural value={unread} one="# notificação não lida" other="# notificações não lidas" />
          ) : (
            <Trans>Notificações</Trans>
          )}
        </span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {/* Said once the count is known, and again when it changes. */}
      <span role="status" className="sr-only">
        {unread > 0 ? <Plural value={unread} one="# notificação não lida" other="# notificações não lidas" /> : null}
      </span>
      {open ? (
        <NotificationPanel
          id={PANEL_ID}
          query={query}
          marks={marks}
          headingRef={headingRef}
          onKeyDown={onKeyDown}
          onFollow={close}
        />
      ) : null}
    </div>
  );
}

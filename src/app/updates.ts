import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { z } from "zod";
import { isOnline } from "../lib/online.ts";
import { toastStore } from "../ui/toast-store.ts";

/**
 * New builds (PRODUCT §5): the app polls `/builds/latest.json` (at start, on window focus, when
 * the connection comes back and every 30 minutes while the tab is visible; never while the
 * device says it is offline) and listens to the service worker
 * (sw-register.ts). Either way the person gets one persistent toast "Nova versão disponível"
 * with a reload button and chooses when: the app never reloads itself in the middle of a
 * form. A 404 or 403 of the build file (seed §8), or no network, is ignored.
 */
export const UPDATE_POLL_MS = 30 * 60_000;

const latestBuild = z.object({ id: z.string().min(1) });

export type UpdateOffer = {
  /** The newer build's id, when the poll found it. */
  buildId?: string;
  /** How to switch to it (the service worker's skip-waiting); a plain reload otherwise. */
  apply?: () => void;
};

/** Runs `show` once a catalog is active, so the toast never shows message ids. */
function whenTranslated(show: () => void): void {
  if (i18n.locale) return show();
  const stop = i18n.on("change", () => {
    stop();
    show();
  });
}

export function createUpdateNotifier(reload: () => void = () => window.location.reload()) {
  let toastId: number | null = null;
  let apply: (() => void) | null = null;
  const offered = new Set<string>();

  return {
    /** Shows the update toast, unless it is on screen or this update was already offered (and closed). */
    offer(update: UpdateOffer = {}): void {
      if (update.apply) apply = update.apply;
      if (toastId !== null && toastStore.has(toastId)) return;
      const key = update.buildId ?? "service-worker";
      if (offered.has(key) || (update.buildId === undefined && offered.size > 0)) return;
      offered.add(key);
      whenTranslated(() => {
        toastId = toastStore.add({
          severity: "info",
          summary: t`Nova versão disponível`,
          detail: t`Recarregue quando terminar o que está fazendo.`,
          action: { label: t`Recarregar`, onClick: () => (apply ?? reload)() },
        });
      });
    },
  };
}

export type UpdateNotifier = ReturnType<typeof createUpdateNotifier>;

/** One poll: true when the deployed build differs from this one (and the toast was offered). */
export async function checkForUpdate(
  notifier: UpdateNotifier,
  currentId: string = __BUILD_ID__,
  fetchBuild: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<boolean> {
  try {
    const response = await fetchBuild("/builds/latest.json", { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return false;
    const parsed = latestBuild.safeParse(await response.json());
    if (!parsed.success || parsed.data.id === currentId) return false;
    notifier.offer({ buildId: parsed.data.id });
    return true;
  } catch {
    return false;
  }
}

/**
 * Polls now, on focus, when the connection returns and every `intervalMs` while visible; not
 * while the device is offline. `onNewBuild` lets the service
 * worker look for the new worker at once, so its "waiting" follows soon after the toast.
 */
export function startUpdateChecks(
  notifier: UpdateNotifier,
  { onNewBuild = () => {}, intervalMs = UPDATE_POLL_MS }: { onNewBuild?: () => void; intervalMs?: number } = {},
): () => void {
  const poll = () => {
    // Offline the poll could only fail; the connection's return polls instead.
    if (!isOnline()) return;
    void checkForUpdate(notifier).then((found) => {
      if (found) onNewBuild();
    });
  };
  const timer = setInterval(() => {
    if (document.visibilityState === "visible") poll();
  }, intervalMs);
  window.addEventListener("focus", poll);
  window.addEventListener("online", poll);
  poll();
  return () => {
    clearInterval(timer);
    window.removeEventListener("focus", poll);
    window.removeEventListener("online", poll);
  };
}

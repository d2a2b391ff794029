import { useEffect, useState } from "react";
import type { z } from "zod";
import { apiFetch, ApiRequestError } from "./api.ts";
import { deleteCachedAnswer, primedAnswer, readCachedAnswer, writeCachedAnswer } from "./offline-store.ts";
import { useOnline } from "./online.ts";
import { showingFirstPaint } from "./painted-page.ts";
import { useSession } from "./session.ts";

/**
 * Reading screens that open offline (PRODUCT §5). `useCachedQuery(key, url, schema)` shows
 * the answer this device last stored for `key` at once, asks the network in the background
 * when online, and stores each fresh answer (offline-store.ts: per user, cleared at logout).
 * Which answer is shown, best first: fresh from the network; the server's refusal (403, 404:
 * the copy is deleted, it must not outlive the right to see it); the device's copy; the
 * network error when there is no copy. Academic screens (timetable, enrolments, transcript,
 * catalogue) use it as their endpoints land.
 *
 * The offline mark (`fromDevice`) shows when the device is offline, or when the copy is shown
 * and the network failed or has not answered within SLOW_NETWORK_MS. Online, the copy shows at
 * once without it while the fresh answer is on its way, which usually replaces it within a
 * blink. When the screen's code started the read early (`primeCachedAnswer`) and it is done,
 * the first render already has the copy.
 */
const SLOW_NETWORK_MS = 3000;

export type CachedQueryState<T> =
  | { status: "loading" }
  | {
      status: "ok";
      data: T;
      /** When this data came from the server (client ms). */
      savedAt: number;
      /** Show the offline mark: offline now, or the data is the device's copy and the network is not answering. */
      fromDevice: boolean;
    }
  | { status: "error"; error: ApiRequestError };

type Shown<T> = { rank: number; value: CachedQueryState<T> };

const RANK = { loading: 0, networkError: 1, device: 2, refused: 3, fresh: 4 } as const;

export function useCachedQuery<S extends z.ZodType>(
  key: string,
  url: string,
  schema: S,
  /** Bump it after a write to ask the server again (same key: the device's copy is replaced). */
  revision = 0,
): CachedQueryState<z.infer<S>> {
  type T = z.infer<S>;
  const owner = useSession().user?.idcbpf ?? "";
  const online = useOnline();
  const query = `${owner}\n${key}\n${url}`;
  const id = `${query}\n${revision}`;
  const initial = (): { id: string } & Shown<T> => {
    const early = primedAnswer(owner, key);
    const parsed = early ? schema.safeParse(early.data) : null;
    if (!early || !parsed?.success) return { id, rank: RANK.loading, value: { status: "loading" } };
    return {
      id,
      rank: RANK.device,
      value: { status: "ok", data: parsed.data, savedAt: early.savedAt, fromDevice: true },
    };
  };
  const [shown, setShown] = useState(initial);
  // A new revision of the same query keeps showing what it showed until the server answers.
  if (shown.id !== id) setShown(shown.id.startsWith(`${query}\n`) ? { ...shown, id } : initial());
  /**
   * The `id` whose network request failed or is slow (the copy shown is then marked). On a page
   * painted from the device the network has just failed that navigation: the mark stays until
   * the server answers, rather than going and coming back (a Wi-Fi that lets nothing through).
   */
  const [unanswered, setUnanswered] = useState<string | null>(() => (showingFirstPaint() ? id : null));

  useEffect(() => {
    let active = true;
    const controller = new AbortController();
    // The server's answer always replaces what is shown; the device's copy or a network error
    // only replace something worse.
    const offer = (next: Shown<T>) => {
      const keep = (prev: Shown<T>) => next.rank < RANK.refused && prev.rank > next.rank;
      if (active) setShown((prev) => (prev.id === id && keep(prev) ? prev : { id, ...next }));
    };
    const fromDevice = readCachedAnswer(owner, key).then((entry) => {
      const parsed = entry ? schema.safeParse(entry.data) : null;
      if (!entry || !parsed?.success) return false;
      offer({
        rank: RANK.device,
        value: { status: "ok", data: parsed.data, savedAt: entry.savedAt, fromDevice: true },
      });
      return true;
    });
    const networkError = new ApiRequestError({ statusCode: 0, message: "" }, { network: true });
    const noCopy = (error: ApiRequestError) => {
      if (active) setUnanswered(id);
      void fromDevice.then((found) => {
        if (!found) offer({ rank: RANK.networkError, value: { status: "error", error } });
      });
    };
    let slow: ReturnType<typeof setTimeout> | undefined;

    if (!online) noCopy(networkError);
    else {
      slow = setTimeout(() => active && setUnanswered(id), SLOW_NETWORK_MS);
      apiFetch(url, schema, { signal: controller.signal }).then(
        (data: T) => {
          clearTimeout(slow);
          if (active) setUnanswered(null);
          const savedAt = Date.now();
          offer({ rank: RANK.fresh, value: { status: "ok", data, savedAt, fromDevice: false } });
          void writeCachedAnswer({ userIdcbpf: owner, key, data, savedAt });
        },
        (error: unknown) => {
          clearTimeout(slow);
          if (controller.signal.aborted) return;
          const failure =
            error instanceof ApiRequestError ? error : new ApiRequestError({ statusCode: 500, message: "" });
          if (failure.network || failure.statusCode >= 500) return noCopy(failure);
          offer({ rank: RANK.refused, value: { status: "error", error: failure } });
          void deleteCachedAnswer(owner, key);
        },
      );
    }
    return () => {
      active = false;
      clearTimeout(slow);
      controller.abort();
    };
  }, [id, owner, key, url, schema, online]);

  const value = shown.id === id ? shown.value : { status: "loading" as const };
  if (value.status !== "ok") return value;
  return { ...value, fromDevice: !online || (value.fromDevice && unanswered === id) };
}

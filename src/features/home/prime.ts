import type { Level } from "../../domain/users.ts";
import { primeAnswersOfKey, primeCachedAnswer } from "../../lib/offline-store.ts";

/** The device-cache key of a Discente's week (`GET /api/horario`); each user's row is their own. */
export const WEEK_KEY = "horario";

/**
 * Reads what the home page's first render shows from the device: a Discente's week. Awaited by
 * the guard before the page renders (src/app/page-data.ts; the app's first script has usually
 * read it already, `primeHomeBeforeSession`), so that a re-opened app
 * (offline too) shows the timetable in its first render rather than after a "loading" one.
 * Settles when the read is done; never rejects.
 */
export function primeHome(user: { level: Level; idcbpf: string } | null): Promise<void> {
  if (user?.level !== "Discente") return Promise.resolve();
  return primeCachedAnswer(user.idcbpf, WEEK_KEY);
}

/**
 * The same read before anyone knows who is logged in (the app's first script): the week of
 * whichever user has one on the device, primed for that user only.
 */
export function primeHomeBeforeSession(): Promise<void> {
  return primeAnswersOfKey(WEEK_KEY);
}

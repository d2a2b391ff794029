import type { Level } from "../../domain/users.ts";
import { peekEarlyJson, startEarlyRequest } from "../../lib/early-requests.ts";
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

/** Where the week comes from (discente-week.tsx). */
export const WEEK_PATH = "/api/horario";

/**
 * The week asked for early (the app's first script, src/lib/early-requests.ts), for a Discente
 * only: at once when the device knows the user is one, else once the early session answer says so
 * (well before the app's code has loaded). Never for anyone else, who would only be refused.
 */
export function askWeekEarly(storedUser: Promise<unknown>, sessionPath: string): void {
  const levelOf = (user: unknown) =>
    typeof user === "object" && user !== null ? (user as { level?: unknown }).level : undefined;
  void storedUser.then(async (stored) => {
    if (levelOf(stored) === "Discente") return startEarlyRequest(WEEK_PATH);
    const answer = await peekEarlyJson(sessionPath);
    const user = typeof answer === "object" && answer !== null ? (answer as { user?: unknown }).user : undefined;
    if (levelOf(user) === "Discente") startEarlyRequest(WEEK_PATH);
  });
}

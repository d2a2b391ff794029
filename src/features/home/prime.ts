import type { User } from "../../domain/users.ts";
import { primeCachedAnswer } from "../../lib/offline-store.ts";

/** The device-cache key of a Discente's week (`GET /api/horario`). */
export const weekKey = (idcbpf: string) => `horario:${idcbpf}`;

/**
 * Called by the app's start once the session is known, while the page's code still loads: a
 * Discente opening the home page gets the device's copy of the week read early, so that a
 * re-opened app (offline too) shows the timetable in its first render.
 */
export function primeHome(user: User | null): void {
  if (user?.level === "Discente") primeCachedAnswer(user.idcbpf, weekKey(user.idcbpf));
}

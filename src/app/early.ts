import { splitLocale } from "../domain/locale.ts";
import { primeHomeBeforeSession } from "../features/home/prime.ts";
import { startReadingStoredUser } from "../lib/device-user-store.ts";
import { setZodJitless } from "../lib/zod-jitless.ts";

/**
 * The app's first script: a few hundred bytes, loaded before the app's own code (vite.config.ts
 * puts it first in index.html) so that the device reads the first screen needs run while that
 * code still loads and starts, instead of after it (docs/decisions.md, "Re-opening fast"):
 * the device copy of the session and, on the home page, the week's timetable, both at once.
 * The app takes these reads when it asks for them (device-user-store.ts, offline-store.ts);
 * nothing here decides anything: the app checks both (zod, the guard) before using them.
 * It also tells zod, before zod loads, not to generate code (zod-jitless.ts).
 */
setZodJitless();
void startReadingStoredUser();
if (splitLocale(window.location.pathname).path === "/") void primeHomeBeforeSession();

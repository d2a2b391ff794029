import { firstReads, SESSION_PATH } from "../../domain/first-reads.ts";
import { LOCALE_TAG, type Locale } from "../../domain/locale.ts";
import { decide } from "../../domain/policy.ts";
import { isAppPage } from "../../domain/routes.ts";
import { userSchema, type User } from "../../domain/users.ts";

/**
 * The first screen's data with the page (docs/browser.md, "What loads before the first screen"):
 * for a navigation that carries a session cookie, the server asks its own API — in process,
 * through every middleware and handler a browser's request goes through, with the request's
 * cookie and the page's language — for the session and for the reads of the page's first screen
 * (src/domain/first-reads.ts), and the page carries the answers. So the answers are exactly what
 * the API gives that user (its access rules, its refusals: only a 200 is carried), and the
 * browser does not ask again (src/lib/early-requests.ts). Whatever fails or takes longer than
 * READS_WAIT_MS leaves the page without it: the app then asks itself, as it would have.
 */
export type ApiFetch = (request: Request) => Promise<Response>;

export type FirstScreen = {
  /** The session's user, null when the cookie is no session; undefined when it was not asked. */
  user: User | null | undefined;
  /** Each read's JSON, by the path the app asks for. */
  reads: Map<string, unknown>;
  /** The session answer's Set-Cookie (a sliding refresh, a dead cookie cleared): the page carries it. */
  setCookies: string[];
};

/**
 * The reads are the ones the app would make anyway, each a round trip later, so waiting for them
 * costs nothing; only a database that hangs should not hold the page's frame: below the service
 * worker's 4 s (src/sw.ts), after which it would answer with its own shell.
 */
const READS_WAIT_MS = 3000;

const NONE: FirstScreen = { user: undefined, reads: new Map(), setCookies: [] };

type Asked = { body: unknown; setCookies: string[] } | null;

async function ask(api: ApiFetch, origin: string, path: string, headers: Record<string, string>): Promise<Asked> {
  const response = await api(new Request(`${origin}${path}`, { headers }));
  const setCookies = response.headers.getSetCookie();
  if (response.status !== 200 || !(response.headers.get("content-type") ?? "").startsWith("application/json")) {
    await response.body?.cancel();
    return setCookies.length ? { body: undefined, setCookies } : null;
  }
  return { body: (await response.json()) as unknown, setCookies };
}

function sessionUser(answer: unknown): User | null {
  const parsed = userSchema.safeParse((answer as { user?: unknown } | null)?.user);
  return parsed.success ? parsed.data : null;
}

async function readAll(
  api: ApiFetch,
  url: URL,
  path: string,
  headers: Record<string, string>,
  into: FirstScreen,
): Promise<void> {
  const session = await ask(api, url.origin, SESSION_PATH, headers);
  if (!session) return;
  into.setCookies.push(...session.setCookies);
  if (session.body === undefined) return;
  into.reads.set(SESSION_PATH, session.body);
  into.user = sessionUser(session.body);
  if (!into.user) return;
  const decision = decide(path, into.user);
  if (decision.kind !== "allow" || !isAppPage(decision.id)) return;
  const plan = firstReads(decision.id, into.user, url.searchParams);
  if (!plan) return;
  const askEach = async (paths: string[]) => {
    const answers = await Promise.all(paths.map((one) => ask(api, url.origin, one, headers)));
    paths.forEach((one, i) => {
      const body = answers[i]?.body;
      if (body !== undefined) into.reads.set(one, body);
    });
  };
  await askEach(plan.paths);
  if (plan.then) await askEach(plan.then(into.reads));
}

/**
 * The session and the first screen's reads for a navigation to `path` (unprefixed) in `locale`,
 * with `cookie` as the browser sent it. Never rejects: a failure is a page without them.
 */
export async function readFirstScreen(
  api: ApiFetch,
  url: URL,
  path: string,
  locale: Locale,
  cookie: string,
  waitMs = READS_WAIT_MS,
): Promise<FirstScreen> {
  const headers = { cookie, accept: "application/json", "accept-language": LOCALE_TAG[locale] };
  const found: FirstScreen = { user: undefined, reads: new Map(), setCookies: [] };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), waitMs);
    timer.unref?.();
  });
  try {
    const done = await Promise.race([readAll(api, url, path, headers, found).then(() => "done" as const), late]);
    // Too slow: only what a page can use whole (a read half taken would differ from the API's
    // answer to the next request), so nothing but the session's cookie.
    return done === "done" ? found : { ...NONE, setCookies: found.setCookies };
  } catch {
    return { ...NONE, setCookies: found.setCookies };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The reads as a JSON data block for the page: not a script (no CSP question), and escaped so that
 * no text in the data can close the element or start markup (`<`, `>`, `&`), nor break a
 * JavaScript reading of it (U+2028, U+2029).
 */
export const FIRST_READS_ID = "first-reads";

export function firstReadsBlock(reads: ReadonlyMap<string, unknown>): string {
  const json = JSON.stringify(Object.fromEntries(reads))
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${FIRST_READS_ID}">${json}</script>`;
}

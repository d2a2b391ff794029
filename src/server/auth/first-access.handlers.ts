import { and, eq, gt, sql } from "drizzle-orm";
import { FIRST_ACCESS_TOKEN_PATTERN } from "../../domain/first-access.ts";
import type { Deps } from "../context.ts";
import type { Database } from "../db/client.ts";
import { codeLookupThrottle } from "../db/schema.ts";
import { LOOKUP_LIMIT, LOOKUP_WINDOW_SECONDS, lookupRetryAfter, takeLookup } from "../http/code-throttle.ts";
import { apiError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress } from "../http/request-info.ts";
import { toApiUser } from "../usuarios/user-row.ts";
import { redeemFirstAccessToken } from "./first-access.writes.ts";
import { firstAccessRoute } from "./first-access.routes.ts";
import { hashPassword } from "./passwords.ts";
import { deleteSession } from "./sessions.ts";
import { readSessionCookie, writeSessionCookie } from "./session-cookie.ts";

/**
 * Whether `key` has used up its failures of this minute (read only: a valid link is not counted,
 * but an address over the limit is refused before its token is even looked at).
 */
async function overLimit(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ count: codeLookupThrottle.count })
    .from(codeLookupThrottle)
    .where(
      and(
        eq(codeLookupThrottle.key, key),
        gt(codeLookupThrottle.windowStart, sql`now() - make_interval(secs => ${LOOKUP_WINDOW_SECONDS})`),
      ),
    );
  return (row?.count ?? 0) >= LOOKUP_LIMIT;
}

/** POST /api/_auth/primeiro-acesso. */
export function firstAccessRouter({ db, env }: Deps) {
  return createRouter().openapi(firstAccessRoute, async (c) => {
    const { token, password } = c.req.valid("json");
    const key = `primeiro-acesso:${clientAddress(c, env)}`;
    const throttled = async () => {
      const seconds = await lookupRetryAfter(db, key);
      c.header("Retry-After", String(seconds));
      return c.json(apiError(c, 429, "first_access_throttled", { values: { seconds } }), 429);
    };
    if (await overLimit(db, key)) return throttled();

    const redeemed = FIRST_ACCESS_TOKEN_PATTERN.test(token)
      ? await redeemFirstAccessToken(db, {
          token,
          passwordHash: await hashPassword(password),
          idleDays: env.sessionIdleDays,
        })
      : null;
    if (!redeemed) {
      if (!(await takeLookup(db, key))) return throttled();
      return c.json(apiError(c, 404, "first_access_invalid"), 404);
    }
    // Like a login: this browser's previous session (someone else's, perhaps) ends.
    const previous = readSessionCookie(c, env);
    if (previous) await deleteSession(db, previous);
    writeSessionCookie(c, env, redeemed.sessionToken);
    c.set("user", redeemed.user);
    return c.json({ user: toApiUser(redeemed.user) }, 200);
  });
}

import { FIRST_ACCESS_TOKEN_PATTERN } from "../../domain/first-access.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Deps } from "../context.ts";
import { countLookup, refuseWhenExhausted } from "../http/code-throttle.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress } from "../http/request-info.ts";
import { toApiUser } from "../usuarios/user-row.ts";
import { redeemFirstAccessToken } from "./first-access.writes.ts";
import { firstAccessRoute } from "./first-access.routes.ts";
import { hashPassword } from "./passwords.ts";
import { deleteSession } from "./sessions.ts";
import { readSessionCookie, writeSessionCookie } from "./session-cookie.ts";

/** POST /api/_auth/primeiro-acesso. */
export function firstAccessRouter({ db, env }: Deps) {
  return createRouter().openapi(firstAccessRoute, async (c) => {
    const { token, password } = c.req.valid("json");
    // Only invalid links count; an address over the limit is refused before its token is looked at.
    const key = `primeiro-acesso:${clientAddress(c, env)}`;
    await refuseWhenExhausted(db, key, "first_access_throttled");

    const redeemed = FIRST_ACCESS_TOKEN_PATTERN.test(token)
      ? await redeemFirstAccessToken(db, {
          token,
          passwordHash: await hashPassword(password),
          idleDays: env.sessionIdleDays,
        })
      : null;
    if (!redeemed) {
      await countLookup(db, key, "first_access_throttled");
      throw Refused.notFound("first_access_invalid");
    }
    // Like a login: this browser's previous session (someone else's, perhaps) ends.
    const previous = readSessionCookie(c, env);
    if (previous) await deleteSession(db, previous);
    writeSessionCookie(c, env, redeemed.sessionToken);
    c.set("user", redeemed.user);
    return c.json({ user: toApiUser(redeemed.user) }, 200);
  });
}

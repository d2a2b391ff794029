import { LINK_TOKEN_PATTERN } from "../../domain/password-links.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Deps } from "../context.ts";
import { countLookup, refuseWhenExhausted } from "../http/code-throttle.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress } from "../http/request-info.ts";
import { toApiUser } from "../usuarios/user-row.ts";
import { redeemFirstAccessToken } from "./first-access.writes.ts";
import { firstAccessRoute } from "./first-access.routes.ts";
import { hashPassword } from "./passwords.ts";
import { logInThisBrowser } from "./session-cookie.ts";

/** POST /api/_auth/primeiro-acesso. */
export function firstAccessRouter({ db, env }: Deps) {
  return createRouter().openapi(firstAccessRoute, async (c) => {
    const { token, password } = c.req.valid("json");
    // Only invalid links count; an address over the limit is refused before its token is looked at.
    const key = `primeiro-acesso:${clientAddress(c, env)}`;
    await refuseWhenExhausted(db, key, "first_access_throttled");

    const redeemed = LINK_TOKEN_PATTERN.test(token)
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
    await logInThisBrowser(c, { db, env }, redeemed);
    return c.json({ user: toApiUser(redeemed.user) }, 200);
  });
}

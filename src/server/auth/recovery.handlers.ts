import { LINK_TOKEN_PATTERN } from "../../domain/password-links.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Deps } from "../context.ts";
import { countLookup, refuseWhenExhausted } from "../http/code-throttle.ts";
import { createRouter } from "../http/openapi.ts";
import { clientAddress, requestLocale, requestOrigin } from "../http/request-info.ts";
import { toApiUser } from "../usuarios/user-row.ts";
import { hashPassword } from "./passwords.ts";
import { recoveryRoute, resetRoute } from "./recovery.routes.ts";
import { recoveryCounters, redeemResetToken, requestRecovery } from "./recovery.writes.ts";
import { logInThisBrowser } from "./session-cookie.ts";
import { takeAttempt } from "./throttle.ts";

/** POST /api/_auth/recuperacao and /api/_auth/redefinicao. */
export function recoveryRouter({ db, env, ldap }: Deps) {
  return createRouter()
    .openapi(recoveryRoute, async (c) => {
      const { login } = c.req.valid("json");
      await takeAttempt(db, recoveryCounters(login, clientAddress(c, env)), "recovery_wait");
      await requestRecovery(db, {
        login,
        origin: requestOrigin(c, env),
        locale: requestLocale(c),
        directory: ldap !== null,
      });
      return c.json({ sent: true as const }, 202);
    })
    .openapi(resetRoute, async (c) => {
      const { token, password } = c.req.valid("json");
      // Only invalid links count; an address over the limit is refused before its token is looked at.
      const key = `redefinicao:${clientAddress(c, env)}`;
      await refuseWhenExhausted(db, key, "reset_links_throttled");
      // The password is hashed whatever the token, so a valid one takes no longer to answer.
      const passwordHash = await hashPassword(password);
      const redeemed = LINK_TOKEN_PATTERN.test(token)
        ? await redeemResetToken(db, { token, passwordHash, idleDays: env.sessionIdleDays })
        : null;
      if (!redeemed) {
        await countLookup(db, key, "reset_links_throttled");
        throw Refused.rule("token_invalid");
      }
      await logInThisBrowser(c, { db, env }, redeemed);
      return c.json({ user: toApiUser(redeemed.user) }, 200);
    });
}

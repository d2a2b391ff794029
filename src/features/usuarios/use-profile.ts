import { useState } from "react";
import type { UserDetail } from "../../domain/desligamento.ts";
import type { User } from "../../domain/users.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { writeCachedAnswer } from "../../lib/offline-store.ts";
import { setSessionUser, useSession } from "../../lib/session.ts";
import { profilePath, userDetailAnswer } from "./user-answers.ts";

/**
 * One profile as shown: the last answer read (kept on the device, so it opens offline), replaced by
 * what a save returned. A save also refreshes the device's copy and, for one's own profile, the
 * session's user (the header's name, the preferred language, `mustChangePassword`). A save read
 * without the programme year's fields (one's own forms) keeps those of the answer before.
 */
export function useProfile(idcbpf: string) {
  const me = useSession().user;
  const key = `usuario:${idcbpf}`;
  const query = useCachedQuery(key, profilePath(idcbpf), userDetailAnswer);
  const [saved, setSaved] = useState<UserDetail | null>(null);
  const fetched = query.status === "ok" ? query.data.user : null;
  const user = saved?.idcbpf === idcbpf ? saved : fetched;

  function onSaved(answer: User | UserDetail) {
    const next: UserDetail =
      "dismissal" in answer
        ? answer
        : { entryDate: user?.entryDate ?? null, dismissal: user?.dismissal ?? null, ...answer };
    setSaved(next);
    if (!me) return;
    void writeCachedAnswer({ userIdcbpf: me.idcbpf, key, data: { user: next }, savedAt: Date.now() });
    if (me.idcbpf === next.idcbpf) void setSessionUser(next);
  }
  return { query, user, onSaved };
}

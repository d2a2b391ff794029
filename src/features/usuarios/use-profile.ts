import { useState } from "react";
import type { User } from "../../domain/users.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { writeCachedAnswer } from "../../lib/offline-store.ts";
import { setSessionUser, useSession } from "../../lib/session.ts";
import { profilePath, userAnswer } from "./user-answers.ts";

/**
 * One profile as shown: the last answer read (kept on the device, so it opens offline), replaced by
 * what a save returned. A save also refreshes the device's copy and, for one's own profile, the
 * session's user (the header's name, the preferred language, `mustChangePassword`).
 */
export function useProfile(idcbpf: string) {
  const me = useSession().user;
  const key = `usuario:${idcbpf}`;
  const query = useCachedQuery(key, profilePath(idcbpf), userAnswer);
  const [saved, setSaved] = useState<User | null>(null);
  const fetched = query.status === "ok" ? query.data.user : null;
  const user = saved?.idcbpf === idcbpf ? saved : fetched;

  function onSaved(next: User) {
    setSaved(next);
    if (!me) return;
    void writeCachedAnswer({ userIdcbpf: me.idcbpf, key, data: { user: next }, savedAt: Date.now() });
    if (me.idcbpf === next.idcbpf) void setSessionUser(next);
  }
  return { query, user, onSaved };
}

import { useState } from "react";
import type { User } from "../../domain/users.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { writeCachedAnswer } from "../../lib/offline-store.ts";
import { setSessionUser, useSession } from "../../lib/session.ts";
import { profilePath, userDetailAnswer, type ProfileUser } from "./user-answers.ts";

/**
 * One profile as shown: the last answer read (kept on the device, so it opens offline), replaced by
 * what a save returned. A save also refreshes the device's copy and, for one's own profile, the
 * session's user (the header's name, the preferred language, `mustChangePassword`). A save read
 * without the programme year's fields or the personal data (one's own forms, the dismissal) keeps
 * those of the answer before.
 */
export function useProfile(idcbpf: string) {
  const me = useSession().user;
  const key = `usuario:${idcbpf}`;
  const query = useCachedQuery(key, profilePath(idcbpf), userDetailAnswer);
  const [saved, setSaved] = useState<ProfileUser | null>(null);
  const fetched = query.status === "ok" ? query.data.user : null;
  const user = saved?.idcbpf === idcbpf ? saved : fetched;

  function onSaved(answer: User | ProfileUser) {
    const next: ProfileUser = { entryDate: null, dismissal: null, ...user, ...answer };
    setSaved(next);
    if (!me) return;
    void writeCachedAnswer({ userIdcbpf: me.idcbpf, key, data: { user: next }, savedAt: Date.now() });
    if (me.idcbpf === next.idcbpf) void setSessionUser(next);
  }
  return { query, user, onSaved };
}

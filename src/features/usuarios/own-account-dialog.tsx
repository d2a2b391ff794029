import { useLingui } from "@lingui/react/macro";
import type { User } from "../../domain/users.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { OwnProfile } from "./own-profile.tsx";
import { useProfile } from "./use-profile.ts";

function OwnAccount({ me }: { me: User }) {
  const { query, user, onSaved } = useProfile(me.idcbpf);
  return (
    <>
      <CachedQueryStatus query={query} />
      {user ? <OwnProfile user={user} onSaved={onSaved} heading="h3" /> : null}
    </>
  );
}

/**
 * "Minha conta", opened from the header by every level: one's own e-mail, Lattes, preferred
 * language and password. The Docente has no profile page (seed §6 keeps it out of `/usuarios/*`),
 * so this is where it changes them. Loaded on first open, so the shell's code does not grow.
 */
export function OwnAccountDialog({ me, open, onClose }: { me: User; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Minha conta`} wide>
      <OwnAccount me={me} />
    </Dialog>
  );
}

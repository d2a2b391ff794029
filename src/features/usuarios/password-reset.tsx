import { Trans, useLingui } from "@lingui/react/macro";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import type { User } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";
import { OfflineNote } from "./offline-note.tsx";
import { TemporaryPassword } from "./temporary-password.tsx";
import { profilePath, temporaryPasswordAnswer, type TemporaryPasswordAnswer } from "./user-answers.ts";

/** The office's reset: confirm, then the temporary password, shown once. */
export function PasswordReset({ user }: { user: User }) {
  const { t } = useLingui();
  const online = useOnline();
  const reset = useConfirmedAction<User>(t`Não foi possível redefinir a senha`);
  const [password, setPassword] = useState<TemporaryPasswordAnswer | null>(null);
  const name = user.name;

  return (
    <>
      <Button variant="secondary" disabled={!online} onClick={() => reset.ask(user)}>
        <KeyRound aria-hidden="true" className="size-4" />
        <Trans>Redefinir senha</Trans>
      </Button>
      {online ? null : <OfflineNote />}
      <ConfirmDialog
        open={reset.asking !== null}
        title={t`Redefinir a senha de ${name}?`}
        confirmLabel={t`Redefinir senha`}
        busy={reset.busy}
        onConfirm={() =>
          void reset.run(async (person) => {
            const path = `${profilePath(person.idcbpf)}/senha`;
            const answer = await apiFetch(path, temporaryPasswordAnswer, { method: "POST" });
            setPassword(answer);
          })
        }
        onCancel={reset.cancel}
      >
        <Trans>
          Uma senha temporária é gerada e mostrada uma única vez. A senha atual deixa de valer, as sessões abertas de{" "}
          {name} terminam, e ao entrar com a temporária a pessoa terá de escolher uma nova.
        </Trans>
      </ConfirmDialog>
      <Dialog open={password !== null} onClose={() => setPassword(null)} title={t`Senha redefinida`}>
        {password ? <TemporaryPassword answer={password} name={name} /> : null}
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setPassword(null)}>
            <Trans>Concluir</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}

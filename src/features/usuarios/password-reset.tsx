import { Trans, useLingui } from "@lingui/react/macro";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import type { User } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";
import { asApiError } from "../../lib/form-errors.ts";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import { OfflineNote } from "./offline-note.tsx";
import { TemporaryPassword } from "./temporary-password.tsx";
import { profilePath, temporaryPasswordAnswer } from "./user-answers.ts";

/** The office's reset: confirm, then the temporary password, shown once. */
export function PasswordReset({ user }: { user: User }) {
  const { t } = useLingui();
  const toast = useToast();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const name = user.name;

  async function reset() {
    setBusy(true);
    try {
      const answer = await apiFetch(`${profilePath(user.idcbpf)}/senha`, temporaryPasswordAnswer, { method: "POST" });
      setPassword(answer.temporaryPassword);
    } catch (error) {
      toast.add({
        severity: "error",
        summary: t`Não foi possível redefinir a senha`,
        detail: errorText(asApiError(error)),
        life: 6000,
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <Button variant="secondary" disabled={!online} onClick={() => setConfirming(true)}>
        <KeyRound aria-hidden="true" className="size-4" />
        <Trans>Redefinir senha</Trans>
      </Button>
      {online ? null : <OfflineNote />}
      <ConfirmDialog
        open={confirming}
        title={t`Redefinir a senha de ${name}?`}
        confirmLabel={t`Redefinir senha`}
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setConfirming(false)}
      >
        <Trans>
          Uma senha temporária é gerada e mostrada uma única vez. A senha atual deixa de valer, as sessões abertas de{" "}
          {name} terminam, e ao entrar com a temporária a pessoa terá de escolher uma nova.
        </Trans>
      </ConfirmDialog>
      <Dialog open={password !== null} onClose={() => setPassword(null)} title={t`Senha redefinida`}>
        {password ? <TemporaryPassword password={password} name={name} /> : null}
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setPassword(null)}>
            <Trans>Concluir</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { User, UserStatus } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { STATUS_LABELS } from "../../ui/labels.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";
import { OfflineNote } from "./offline-note.tsx";
import { profilePath, userDetailAnswer } from "./user-answers.ts";
import { statusOptions } from "./user-options.ts";

const LEAVING: readonly UserStatus[] = ["trancado", "inativo", "egresso"];

/** What a status change will do, said before it is confirmed (PRODUCT §7). */
function Consequences({ user, next }: { user: User; next: UserStatus }) {
  return (
    <div className="flex flex-col gap-2">
      {user.level === "Discente" && LEAVING.includes(next) ? (
        <p>
          <Trans>
            Os pedidos de matrícula pendentes e deferidos do período atual passam a trancados (as vagas são liberadas) e
            as entradas em listas de espera são removidas. Os outros períodos não mudam.
          </Trans>
        </p>
      ) : null}
      {next === "inativo" ? (
        <p>
          <Trans>A pessoa deixa de poder entrar no sistema, e as sessões abertas dela terminam agora.</Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          O histórico e os registros acadêmicos ficam guardados; a alteração entra no registro de auditoria.
        </Trans>
      </p>
    </div>
  );
}

/** The office changes a user's status, with a confirmation that says what follows. Never a deletion. */
export function StatusChange({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const online = useOnline();
  const [next, setNext] = useState<UserStatus>(user.status);
  const change = useConfirmedAction<UserStatus>(t`Não foi possível alterar a situação`);
  const name = user.name;
  const to = i18n._(STATUS_LABELS[next]);

  async function confirm(status: UserStatus) {
    const answer = await apiFetch(profilePath(user.idcbpf), userDetailAnswer, { method: "PATCH", body: { status } });
    onSaved(answer.user);
    toast.add({ severity: "success", summary: t`Situação de ${name} alterada para ${to}.`, life: 5000 });
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        label={t`Nova situação`}
        value={next}
        onChange={(event) => setNext(event.currentTarget.value as UserStatus)}
        options={statusOptions(i18n)}
        className="sm:w-60"
      />
      <Button variant="secondary" disabled={next === user.status || !online} onClick={() => change.ask(next)}>
        <Trans>Alterar situação</Trans>
      </Button>
      {online ? null : <OfflineNote />}
      <ConfirmDialog
        open={change.asking !== null}
        title={t`Alterar a situação de ${name} para ${to}?`}
        confirmLabel={t`Alterar para ${to}`}
        busy={change.busy}
        onConfirm={() => void change.run(confirm)}
        onCancel={change.cancel}
      >
        <Consequences user={user} next={next} />
      </ConfirmDialog>
    </div>
  );
}

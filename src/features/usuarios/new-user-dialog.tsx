import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { buildPath } from "../../domain/routes.ts";
import { type User } from "../../domain/users.ts";
import { userCreateSchema } from "../../domain/user-input.ts";
import { apiFetch } from "../../lib/api.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFormState } from "../../ui/use-form-state.ts";
import { TemporaryPassword } from "./temporary-password.tsx";
import { profilePath, temporaryPasswordAnswer, userAnswer, type TemporaryPasswordAnswer } from "./user-answers.ts";
import { UserFields, userFieldValues } from "./user-fields.tsx";

type Created = { user: User; temporaryPassword: TemporaryPasswordAnswer | null; passwordGiven: boolean };

/**
 * "Novo usuário": the office's creation form in a dialog. A password is optional: left empty, the
 * server is asked for a temporary one right after creating, and it is shown once, here.
 */
function NewUserForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const { t } = useLingui();
  const { formRef, errors, formError, busy, check, run } = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const input = check(userCreateSchema, { ...userFieldValues(data), ...(password ? { password } : {}) });
    if (!input) return;
    const user = await run(async () => {
      const { user } = await apiFetch("/api/usuarios", userAnswer, { method: "POST", body: input });
      return user;
    });
    if (!user) return;
    let temporaryPassword: TemporaryPasswordAnswer | null = null;
    if (!password) {
      try {
        const answer = await apiFetch(`${profilePath(user.idcbpf)}/senha`, temporaryPasswordAnswer, { method: "POST" });
        temporaryPassword = answer;
      } catch {
        // Created without a password: the profile's "Redefinir senha" gives one (the panel says so).
      }
    }
    onCreated({ user, temporaryPassword, passwordGiven: Boolean(password) });
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <UserFields errors={errors} withIdcbpf withStatus />
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={<Trans>Senha (opcional)</Trans>}
        hint={<Trans>Deixe em branco para gerar uma senha temporária, mostrada uma única vez.</Trans>}
        error={errors.password}
        placeholder={t`Gerar senha temporária`}
      />
      <SubmitRow busy={busy}>
        <Trans>Criar usuário</Trans>
      </SubmitRow>
    </form>
  );
}

function CreatedPanel({ created, onClose }: { created: Created; onClose: () => void }) {
  const { user, temporaryPassword, passwordGiven } = created;
  const name = user.name;
  return (
    <div className="flex flex-col gap-4">
      <p className="font-medium text-green-900" role="status">
        <Trans>Usuário {name} criado.</Trans>
      </p>
      {temporaryPassword ? <TemporaryPassword answer={temporaryPassword} name={name} /> : null}
      {!temporaryPassword && !passwordGiven ? (
        <Notice tone="error">
          <Trans>Não foi possível gerar a senha temporária agora. Use "Redefinir senha" no perfil.</Trans>
        </Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AppLink
          to={buildPath("usuario", { idcbpf: user.idcbpf })}
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 px-4 font-medium text-blue-900"
        >
          <Trans>Abrir perfil</Trans>
        </AppLink>
        <Button onClick={onClose} autoFocus>
          <Trans>Concluir</Trans>
        </Button>
      </div>
    </div>
  );
}

/**
 * The "Novo usuário" dialog that new-user.tsx's button opens; `onClose` says whether a user was
 * created (the list then asks again).
 */
export function NewUserDialog({ open, onClose }: { open: boolean; onClose: (createdOne: boolean) => void }) {
  const toast = useToast();
  const { t } = useLingui();
  const [created, setCreated] = useState<Created | null>(null);

  function close() {
    onClose(created !== null);
    setCreated(null);
  }

  return (
    <Dialog open={open} onClose={close} title={created ? t`Usuário criado` : t`Novo usuário`} wide>
      {created ? (
        <CreatedPanel created={created} onClose={close} />
      ) : (
        <NewUserForm
          onCreated={(next) => {
            setCreated(next);
            const name = next.user.name;
            toast.add({ severity: "success", summary: t`Usuário ${name} criado.`, life: 4000 });
          }}
        />
      )}
    </Dialog>
  );
}

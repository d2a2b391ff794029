import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, type ReactNode } from "react";
import type { User } from "../../domain/users.ts";
import { refreshSession, setSessionUser } from "../../lib/session.ts";
import { useToast } from "../../ui/toast-store.ts";
import { PasswordForm } from "./password-form.tsx";

/**
 * Shown instead of any page while the session's user logged in with a temporary password (the
 * office's reset): a modal that cannot be dismissed — the server refuses everything else until a
 * new password is chosen (403 `password_change_required`). Once it is, the session is refreshed
 * and the page the person asked for opens. The page behind is inert while this is open, so the
 * shell passes its logout button to be offered here too.
 */
export function ForcedPasswordChange({ user, logout }: { user: User; logout?: ReactNode }) {
  const { t } = useLingui();
  const toast = useToast();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function changed(next: User) {
    await setSessionUser(next);
    void refreshSession();
    toast.add({ severity: "success", summary: t`Senha definida. Bem-vindo(a)!`, life: 5000 });
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
      className="z-[1100] m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="flex max-h-[90dvh] flex-col overflow-y-auto px-5 py-4">
        <h2 id={titleId} className="mb-2 text-xl font-semibold text-blue-950">
          <Trans>Defina uma nova senha</Trans>
        </h2>
        <p className="mb-4 text-slate-700">
          <Trans>Você entrou com uma senha temporária. Escolha a sua senha para continuar.</Trans>
        </p>
        <PasswordForm
          user={user}
          onChanged={(next) => void changed(next)}
          currentLabel={<Trans>Senha temporária</Trans>}
          submitLabel={<Trans>Definir senha</Trans>}
        />
        {logout ? <div className="mt-4 border-t border-slate-200 pt-4">{logout}</div> : null}
      </div>
    </dialog>
  );
}

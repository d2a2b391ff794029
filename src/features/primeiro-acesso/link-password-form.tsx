import { useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { z } from "zod";
import { newPasswordFormSchema } from "../../domain/password-links.ts";
import { userSchema, type User } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { NewPasswordFields } from "../../ui/new-password-fields.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { useFormState } from "../../ui/use-form-state.ts";

const answer = z.object({ user: userSchema });

/** The calls of the one-time links, and the status each answers when its link is not valid. */
export const LINK_CALLS = {
  primeiroAcesso: { path: "/api/_auth/primeiro-acesso", dead: 404 },
  redefinirSenha: { path: "/api/_auth/redefinicao", dead: 422 },
} as const;

/**
 * The new password twice, checked with the password rules before sending, for a one-time link
 * (first access, password recovery). An answer that the link is not valid ends the form
 * (`onDead` with the server's words); a 429 or a refused password is shown here, the fields kept
 * as typed.
 */
export function LinkPasswordForm({
  call,
  token,
  onDone,
  onDead,
}: {
  call: keyof typeof LINK_CALLS;
  token: string;
  onDone: (user: User) => void;
  onDead: (message: string) => void;
}) {
  const { t } = useLingui();
  const { formRef, errors, formError, busy, check, run } = useFormState();
  const { path, dead } = LINK_CALLS[call];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = check(newPasswordFormSchema, {
      password: String(data.get("password") ?? ""),
      confirm: String(data.get("confirm") ?? ""),
    });
    if (!input) return;
    const body = { token, password: input.password };
    const done = await run(() => apiFetch(path, answer, { method: "POST", body }), {
      failed: t`Não foi possível definir a senha`,
      handled: (failure) => {
        if (failure.statusCode !== dead) return false;
        onDead(errorText(failure));
        return true;
      },
    });
    if (done) onDone(done.user);
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <NewPasswordFields errors={errors} />
      <SubmitRow busy={busy}>{t`Definir senha e entrar`}</SubmitRow>
    </form>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";
import { z } from "zod";
import { PASSWORD_MAX, type User } from "../../domain/users.ts";
import { newPasswordSchema } from "../../domain/user-input.ts";
import { apiFetch } from "../../lib/api.ts";
import { NewPasswordFields } from "../../ui/new-password-fields.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useFormState } from "../../ui/use-form-state.ts";
import { profilePath, userAnswer } from "./user-answers.ts";

const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { message: "current_password_required" })
      .max(PASSWORD_MAX, { message: "password_too_long" }),
    password: newPasswordSchema,
    confirm: z.string(),
  })
  .refine((value) => value.confirm === value.password, { path: ["confirm"], message: "password_mismatch" });

/**
 * Changing one's own password: the current one (or the temporary one the office gave), the new one
 * twice. The server ends the user's other sessions and keeps this one; the form says so.
 */
export function PasswordForm({
  user,
  onChanged,
  currentLabel,
  submitLabel,
}: {
  user: User;
  onChanged: (user: User) => void;
  currentLabel?: ReactNode;
  submitLabel?: ReactNode;
}) {
  const { t } = useLingui();
  const { formRef, errors, formError, busy, check, run } = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(
      ["currentPassword", "password", "confirm"].map((k) => [k, String(new FormData(form).get(k) ?? "")]),
    );
    const input = check(passwordChangeSchema, data);
    if (!input) return;
    const body = { password: input.password, currentPassword: input.currentPassword };
    const answer = await run(() => apiFetch(profilePath(user.idcbpf), userAnswer, { method: "PATCH", body }));
    if (!answer) return;
    form.reset();
    onChanged(answer.user);
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={user.idcbpf} readOnly hidden />
      <TextField
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={currentLabel ?? <Trans>Senha atual</Trans>}
        error={errors.currentPassword}
        required
      />
      <NewPasswordFields errors={errors} />
      <p className="text-sm text-slate-600">
        <Trans>Ao trocar a senha, as suas outras sessões (outros aparelhos) são encerradas; esta continua.</Trans>
      </p>
      <SubmitRow busy={busy}>{submitLabel ?? t`Alterar senha`}</SubmitRow>
    </form>
  );
}

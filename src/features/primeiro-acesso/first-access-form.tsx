import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { z } from "zod";
import { firstAccessFormSchema } from "../../domain/first-access.ts";
import { userSchema, type User } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";

const answer = z.object({ user: userSchema });

/**
 * The new password twice, checked with the password rules before sending. A 404 (the link is not
 * valid) ends the form (`onDead` with the server's words); a 429 or a refused password is shown
 * here, the fields kept as typed.
 */
export function FirstAccessForm({
  token,
  onDone,
  onDead,
}: {
  token: string;
  onDone: (user: User) => void;
  onDead: (message: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function show(next: FieldErrors) {
    setErrors(next);
    const first = ["password", "confirm"].find((name) => next[name]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = firstAccessFormSchema.safeParse({
      password: String(data.get("password") ?? ""),
      confirm: String(data.get("confirm") ?? ""),
    });
    setFormError(null);
    if (!parsed.success) return show(zodFieldErrors(parsed.error.issues, locale));
    show({});
    setBusy(true);
    try {
      const body = { token, password: parsed.data.password };
      const { user } = await apiFetch("/api/_auth/primeiro-acesso", answer, { method: "POST", body });
      onDone(user);
    } catch (error) {
      const failure = asApiError(error);
      const text = errorText(failure);
      setBusy(false);
      if (failure.statusCode === 404) return onDead(text);
      if (failure.statusCode === 400) show(apiFieldErrors(failure, locale));
      setFormError(text);
      toast.add({ severity: "error", summary: t`Não foi possível definir a senha`, detail: text, life: 6000 });
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {formError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={<Trans>Nova senha</Trans>}
        hint={<Trans>Ao menos 8 caracteres.</Trans>}
        error={errors.password}
        required
      />
      <TextField
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={<Trans>Confirme a nova senha</Trans>}
        error={errors.confirm}
        required
      />
      <SubmitRow busy={busy}>{t`Definir senha e entrar`}</SubmitRow>
    </form>
  );
}

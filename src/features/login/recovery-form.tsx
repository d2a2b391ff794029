import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { z } from "zod";
import { recoveryRequestSchema } from "../../domain/password-links.ts";
import { apiFetch } from "../../lib/api.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useFormState } from "../../ui/use-form-state.ts";

const sentAnswer = z.object({ sent: z.literal(true) });

/**
 * "Esqueci minha senha" (`/login?recuperar`): the idcbpf or the e-mail, then one answer whatever
 * was typed — the server says no more (PRODUCT §7) — with what to do next. A wait (429) is said
 * once, above the field, not as a toast; the field keeps what was typed. Loaded only when opened.
 */
export function RecoveryForm() {
  const { t } = useLingui();
  const { formRef, errors, formError, busy, check, run, refuse } = useFormState();
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLDivElement>(null);
  // Opened, the field takes the focus; sent, the answer does (it is what to read next).
  useEffect(() => {
    (sent ? done : input).current?.focus();
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = check(recoveryRequestSchema, {
      login: String(new FormData(event.currentTarget).get("login") ?? ""),
    });
    if (!checked) return;
    const answer = await run(() => apiFetch("/api/_auth/recuperacao", sentAnswer, { method: "POST", body: checked }), {
      failed: t`Não foi possível pedir a nova senha`,
      handled: (failure) => {
        if (failure.statusCode !== 429) return false;
        refuse({}, errorText(failure));
        return true;
      },
    });
    if (answer) setSent(true);
  }

  if (sent)
    return (
      <div ref={done} role="status" tabIndex={-1} className="flex flex-col gap-3 outline-none">
        <h2 className="text-lg font-semibold text-blue-950">
          <Trans>Verifique seu e-mail</Trans>
        </h2>
        <p className="text-slate-800">
          <Trans>
            Se o que você digitou for um identificador ou um e-mail cadastrado, enviamos a esse e-mail um link para
            criar uma nova senha. O link vale por 1 hora e uma única vez; um novo pedido substitui o anterior.
          </Trans>
        </p>
        <p className="text-sm text-slate-700">
          <Trans>Não chegou em alguns minutos? Veja a caixa de spam ou peça de novo.</Trans>
        </p>
        <BackToLogin />
      </div>
    );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-blue-950">
        <Trans>Esqueci minha senha</Trans>
      </h2>
      <FormAlert message={formError} />
      <TextField
        ref={input}
        name="login"
        label={<Trans>Identificador (idcbpf) ou e-mail</Trans>}
        hint={<Trans>Enviaremos um link para criar uma nova senha ao e-mail da sua conta.</Trans>}
        error={errors.login}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <SubmitRow busy={busy} extra={<BackToLogin />}>
        <Trans>Enviar link</Trans>
      </SubmitRow>
    </form>
  );
}

function BackToLogin() {
  return (
    <AppLink
      to="/login"
      className="inline-flex min-h-11 items-center justify-center rounded-md px-4 font-medium text-blue-800 underline"
    >
      <Trans>Voltar para a entrada</Trans>
    </AppLink>
  );
}

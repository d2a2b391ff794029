import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Locale } from "../../domain/locale.ts";
import type { User } from "../../domain/users.ts";
import { ApiRequestError } from "../../lib/api.ts";
import { useOnline } from "../../lib/online.ts";
import { whenQuiet } from "../../lib/quiet.ts";
import { useHydrated } from "../../ui/after-hydration.tsx";
import { Button } from "../../ui/button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormAlert } from "../../ui/field-frame.tsx";
import { TextField } from "../../ui/text-field.tsx";
import type { FieldErrors } from "./login-check.ts";

/** The checks and the request (login-check.ts), fetched once the page has what it needs, or at the first submit. */
const loadCheck = () => import("./login-check.ts");

/**
 * idcbpf + password. Checked with `loginSchema` before anything is sent; the server's answer
 * (a generic 401, a 429 saying the wait in minutes, a 400 per field) is shown once, above the
 * fields, read out by screen readers (role="alert") — not as toasts, which would stack up one per
 * attempt. Offline the button is disabled with the reason beside it; the fields stay as typed.
 */
export function LoginForm({ locale, onLoggedIn }: { locale: Locale; onLoggedIn: (user: User) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  // Pre-rendered (src/app/prerender.tsx), the form is on screen before the app has taken it over:
  // typing works meanwhile, sending waits for the app (a plain form would send the password in
  // the address). A disabled default button also stops Enter from sending it.
  const live = useHydrated();
  const offlineReason = useId();
  const idcbpfInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    whenQuiet(() => void loadCheck().catch(() => undefined));
  }, []);

  function showFieldErrors(next: FieldErrors) {
    setErrors(next);
    const first = (["idcbpf", "password"] as const).find((field) => next[field]);
    if (first) (first === "idcbpf" ? idcbpfInput : passwordInput).current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!online) return;
    const form = new FormData(event.currentTarget);
    setFormError(null);
    setBusy(true);
    try {
      const { checkLogin, logIn } = await loadCheck();
      const checked = checkLogin({ idcbpf: form.get("idcbpf") ?? "", password: form.get("password") ?? "" }, locale);
      if ("errors" in checked) {
        setBusy(false);
        return showFieldErrors(checked.errors);
      }
      setErrors({});
      onLoggedIn(await logIn(checked.input));
    } catch (error) {
      const failure = error instanceof ApiRequestError ? error : new ApiRequestError({ statusCode: 500, message: "" });
      const text = errorText(failure);
      if (failure.statusCode === 400 && failure.fields) {
        const check = await loadCheck().catch(() => null);
        if (check) showFieldErrors(check.serverFieldErrors(failure.fields, locale));
      }
      setFormError(text);
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      data-unsaved="ignore"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <FormAlert message={formError} />
      <TextField
        ref={idcbpfInput}
        name="idcbpf"
        label={<Trans>Identificador (idcbpf)</Trans>}
        error={errors.idcbpf}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        ref={passwordInput}
        name="password"
        type="password"
        label={<Trans>Senha</Trans>}
        error={errors.password}
        autoComplete="current-password"
        required
      />
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          busy={busy}
          disabled={!online || !live}
          aria-describedby={online ? undefined : offlineReason}
        >
          {busy ? <Trans>Entrando…</Trans> : <Trans>Entrar</Trans>}
        </Button>
        {online ? null : (
          <p id={offlineReason} className="text-sm font-medium text-amber-900">
            <Trans>Sem conexão: entrar precisa da internet.</Trans>
          </p>
        )}
      </div>
    </form>
  );
}

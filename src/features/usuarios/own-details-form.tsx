import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { type User } from "../../domain/users.ts";
import { ownProfilePatchSchema } from "../../domain/user-input.ts";
import { apiFetch } from "../../lib/api.ts";
import { CheckboxField } from "../../ui/checkbox-field.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFollowPreferredLocale } from "./follow-locale.ts";
import { useFormState } from "../../ui/use-form-state.ts";
import { profilePath, userAnswer } from "./user-answers.ts";
import { localeOptions } from "./user-options.ts";

/**
 * What a person changes on its own profile (PRODUCT §8): e-mail, Lattes, preferred language, and
 * whether notifications are also e-mailed (PRODUCT §7). Only
 * these are sent (the server refuses any other with 403). A new preferred language takes over the
 * screen at once: the same page, in that language.
 */
export function OwnDetailsForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const follow = useFollowPreferredLocale();
  const { formRef, errors, formError, busy, check, run } = useFormState();
  const withLattes = user.level !== "Administrador";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = check(ownProfilePatchSchema, {
      email: String(data.get("email") ?? ""),
      ...(withLattes ? { lattes: String(data.get("lattes") ?? "") } : {}),
      locale: String(data.get("locale") ?? "") || null,
      emailNotifications: data.get("emailNotifications") === "on",
    });
    if (!input) return;
    const answer = await run(() => apiFetch(profilePath(user.idcbpf), userAnswer, { method: "PATCH", body: input }));
    if (!answer) return;
    onSaved(answer.user);
    await follow(answer.user.locale);
    toast.add({ severity: "success", summary: t`Perfil salvo.`, life: 4000 });
  }

  return (
    // Keyed by what is stored, so a save (or a fresher answer) shows in the fields.
    <form
      key={`${user.email}|${user.lattes}|${user.locale}|${user.emailNotifications}`}
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        label={<Trans>E-mail</Trans>}
        defaultValue={user.email}
        error={errors.email}
        required
      />
      {withLattes ? (
        <TextField
          name="lattes"
          type="url"
          autoCapitalize="none"
          label={<Trans>Currículo Lattes</Trans>}
          hint={<Trans>O endereço do seu currículo, começando com http:// ou https://; opcional.</Trans>}
          defaultValue={user.lattes ?? ""}
          error={errors.lattes}
        />
      ) : null}
      <SelectField
        name="locale"
        label={t`Idioma preferido`}
        hint={<Trans>O sistema abre neste idioma, também ao entrar em outro aparelho.</Trans>}
        defaultValue={user.locale ?? ""}
        options={localeOptions(i18n)}
        error={errors.locale}
      />
      <CheckboxField
        name="emailNotifications"
        defaultChecked={user.emailNotifications}
        label={<Trans>Receber as notificações também por e-mail</Trans>}
        hint={
          <Trans>
            Decisões de matrícula, notas, lista de espera e outros avisos chegam sempre ao sino do cabeçalho;
            desmarcado, nenhum deles é enviado por e-mail.
          </Trans>
        }
      />
      <SubmitRow busy={busy}>
        <Trans>Salvar</Trans>
      </SubmitRow>
    </form>
  );
}

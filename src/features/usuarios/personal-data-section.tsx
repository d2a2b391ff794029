import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { z } from "zod";
import { formatCpf } from "../../domain/brazilian-documents.ts";
import { OWN_PERSONAL_FIELDS, personalShape } from "../../domain/personal-data-input.ts";
import { apiFetch } from "../../lib/api.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFormState } from "../../ui/use-form-state.ts";
import { Section } from "./own-profile.tsx";
import {
  booleanOf,
  countryName,
  countryOptions,
  raceOptions,
  sexOptions,
  textOf,
  yesNo,
  yesNoOptions,
} from "./personal-options.ts";
import { DetailRow } from "./profile-details.tsx";
import { profilePath, userDetailAnswer, type ProfileUser } from "./user-answers.ts";

/** Every personal field, checked as the server checks it (the office's form). */
const officeSchema = z.object(personalShape).partial();
/** What the person corrects itself (funding P3). */
const ownSchema = z.object(personalShape).pick({
  birthDate: true,
  nationality: true,
  sex: true,
  race: true,
  disability: true,
});

/**
 * "Dados pessoais" (funding §2, P1–P3), at `#dados-pessoais`: what CAPES's Coleta asks of a person.
 * The office edits every field; the person reads all and corrects its birth date, nationality, sex,
 * race/colour and disability, its documents, affirmative action and status date shown read-only
 * with where to ask. Shown only when the answer carries the data (the office's and one's own);
 * offline, the device's copy is shown and saving waits for the connection (SubmitRow).
 */
export function PersonalDataSection({
  user,
  office,
  onSaved,
  heading = "h2",
}: {
  user: ProfileUser;
  office: boolean;
  onSaved: (user: ProfileUser) => void;
  heading?: "h2" | "h3";
}) {
  if (user.statusSince === undefined) return null;
  return (
    <Section id="dados-pessoais" heading={heading} title={<Trans>Dados pessoais</Trans>}>
      <p className="mb-4 text-sm text-slate-700">
        <Trans>
          Usados no relatório anual à CAPES (Coleta Sucupira). Só você e a secretaria os veem; cada alteração fica
          registrada sem os valores.
        </Trans>
      </p>
      <PersonalDataForm user={user} office={office} onSaved={onSaved} />
    </Section>
  );
}

function PersonalDataForm({
  user,
  office,
  onSaved,
}: {
  user: ProfileUser;
  office: boolean;
  onSaved: (user: ProfileUser) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const { formRef, errors, formError, busy, check, run } = useFormState();
  const countries = countryOptions(i18n, locale);
  const none = "—";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const own = {
      birthDate: textOf(data.get("birthDate")),
      nationality: textOf(data.get("nationality")),
      sex: textOf(data.get("sex")),
      race: textOf(data.get("race")),
      disability: booleanOf(data.get("disability")),
    };
    const statusSince = textOf(data.get("statusSince"));
    const input = office
      ? check(officeSchema, {
          ...own,
          cpf: textOf(data.get("cpf")),
          passport: textOf(data.get("passport")),
          passportCountry: textOf(data.get("passportCountry")),
          affirmativeAction: booleanOf(data.get("affirmativeAction")),
          ...(statusSince ? { statusSince } : {}),
        })
      : check(ownSchema, own);
    if (!input) return;
    const answer = await run(
      () => apiFetch(profilePath(user.idcbpf), userDetailAnswer, { method: "PATCH", body: input }),
      { conflict: "cpf" },
    );
    if (!answer) return;
    onSaved(answer.user);
    toast.add({ severity: "success", summary: t`Dados pessoais salvos.`, life: 4000 });
  }

  const stored = Object.fromEntries(
    [...OWN_PERSONAL_FIELDS, "cpf", "passport", "affirmativeAction", "statusSince"].map((field) => [
      field,
      user[field as keyof ProfileUser],
    ]),
  );
  return (
    <form
      key={JSON.stringify(stored)}
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {office ? null : (
        <div>
          <dl>
            <DetailRow label={<Trans>CPF</Trans>}>{user.cpf ? formatCpf(user.cpf) : none}</DetailRow>
            <DetailRow label={<Trans>Passaporte</Trans>}>
              {user.passport
                ? `${user.passport} (${user.passportCountry ? countryName(user.passportCountry, locale) : none})`
                : none}
            </DetailRow>
            {user.level === "Discente" ? (
              <DetailRow label={<Trans>Ingresso por ação afirmativa</Trans>}>
                {user.affirmativeAction === true ? t`Sim` : user.affirmativeAction === false ? t`Não` : none}
              </DetailRow>
            ) : null}
            <DetailRow label={<Trans>Situação desde</Trans>}>{user.statusSince ?? none}</DetailRow>
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            <Trans>Documentos, ação afirmativa e data da situação: peça à secretaria para corrigir.</Trans>
          </p>
        </div>
      )}
      <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="sr-only">
          <Trans>Dados pessoais</Trans>
        </legend>
        {office ? (
          <>
            <TextField
              name="cpf"
              label={<Trans>CPF</Trans>}
              hint={<Trans>11 dígitos, com ou sem pontos e traço.</Trans>}
              inputMode="numeric"
              autoComplete="off"
              defaultValue={user.cpf ? formatCpf(user.cpf) : ""}
              error={errors.cpf}
            />
            <TextField
              name="passport"
              label={<Trans>Passaporte</Trans>}
              hint={<Trans>Para estrangeiros sem CPF; com o país emissor.</Trans>}
              autoComplete="off"
              autoCapitalize="characters"
              defaultValue={user.passport ?? ""}
              error={errors.passport}
            />
            <SelectField
              name="passportCountry"
              label={t`País emissor do passaporte`}
              defaultValue={user.passportCountry ?? ""}
              options={countries}
              error={errors.passportCountry}
            />
          </>
        ) : null}
        <TextField
          name="birthDate"
          type="date"
          label={<Trans>Data de nascimento</Trans>}
          defaultValue={user.birthDate ?? ""}
          error={errors.birthDate}
        />
        <SelectField
          name="nationality"
          label={t`Nacionalidade`}
          defaultValue={user.nationality ?? ""}
          options={countries}
          error={errors.nationality}
        />
        <SelectField
          name="sex"
          label={t`Sexo`}
          defaultValue={user.sex ?? ""}
          options={sexOptions(i18n)}
          error={errors.sex}
        />
        <SelectField
          name="race"
          label={t`Raça/cor (autodeclarada)`}
          defaultValue={user.race ?? ""}
          options={raceOptions(i18n)}
          error={errors.race}
        />
        <SelectField
          name="disability"
          label={t`Pessoa com deficiência`}
          defaultValue={yesNo(user.disability)}
          options={yesNoOptions(i18n)}
          error={errors.disability}
        />
        {office ? (
          <>
            <SelectField
              name="affirmativeAction"
              label={t`Ingresso por ação afirmativa`}
              defaultValue={yesNo(user.affirmativeAction)}
              options={yesNoOptions(i18n)}
              error={errors.affirmativeAction}
            />
            <TextField
              name="statusSince"
              type="date"
              label={<Trans>Situação desde</Trans>}
              hint={<Trans>Posta pelo sistema a cada mudança de situação; corrija se preciso.</Trans>}
              defaultValue={user.statusSince ?? ""}
              error={errors.statusSince}
            />
          </>
        ) : null}
      </fieldset>
      <SubmitRow busy={busy}>
        <Trans>Salvar dados pessoais</Trans>
      </SubmitRow>
    </form>
  );
}

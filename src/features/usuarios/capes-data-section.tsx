import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { z } from "zod";
import { capesShape, TITULATION_INSTITUTION_MAX, TITULATION_YEAR_MIN } from "../../domain/personal-data-input.ts";
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
  CATEGORY_LABELS,
  categoryOptions,
  countryName,
  countryOptions,
  REGIME_LABELS,
  regimeOptions,
  textOf,
  TITULATION_LABELS,
  titulationOptions,
} from "./personal-options.ts";
import { DetailRow } from "./profile-details.tsx";
import { profilePath, userDetailAnswer, type ProfileUser } from "./user-answers.ts";

const capesSchema = z.object(capesShape).partial();

/**
 * "Dados CAPES" of a Docente (funding §1, §2): category, work regime and titulation, as the
 * Coleta's docentes file asks. The office edits them; the Docente reads its own (P3: only the
 * office changes them). Shown only for a Docente whose answer carries them.
 */
export function CapesDataSection({
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
  if (user.level !== "Docente" || user.capesCategory === undefined) return null;
  return (
    <Section id="dados-capes" heading={heading} title={<Trans>Dados CAPES</Trans>}>
      {office ? <CapesForm user={user} onSaved={onSaved} /> : <CapesRead user={user} />}
    </Section>
  );
}

function CapesRead({ user }: { user: ProfileUser }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const none = "—";
  return (
    <>
      <dl>
        <DetailRow label={<Trans>Categoria</Trans>}>
          {user.capesCategory ? i18n._(CATEGORY_LABELS[user.capesCategory]) : none}
        </DetailRow>
        <DetailRow label={<Trans>Regime de trabalho</Trans>}>
          {user.workRegime ? i18n._(REGIME_LABELS[user.workRegime]) : none}
        </DetailRow>
        <DetailRow label={<Trans>Titulação</Trans>}>
          {user.titulationLevel ? i18n._(TITULATION_LABELS[user.titulationLevel]) : none}
          {user.titulationYear ? `, ${user.titulationYear}` : ""}
          {user.titulationInstitution ? `, ${user.titulationInstitution}` : ""}
          {user.titulationCountry ? ` (${countryName(user.titulationCountry, locale)})` : ""}
        </DetailRow>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>Para corrigir, peça à secretaria.</Trans>
      </p>
    </>
  );
}

function CapesForm({ user, onSaved }: { user: ProfileUser; onSaved: (user: ProfileUser) => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const { formRef, errors, formError, busy, check, run } = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const year = textOf(data.get("titulationYear")).trim();
    const values = {
      capesCategory: textOf(data.get("capesCategory")),
      workRegime: textOf(data.get("workRegime")),
      titulationLevel: textOf(data.get("titulationLevel")),
      titulationYear: year === "" ? null : Number(year),
      titulationInstitution: textOf(data.get("titulationInstitution")),
      titulationCountry: textOf(data.get("titulationCountry")),
    };
    const input = check(capesSchema, values);
    if (!input) return;
    const answer = await run(() =>
      apiFetch(profilePath(user.idcbpf), userDetailAnswer, { method: "PATCH", body: input }),
    );
    if (!answer) return;
    onSaved(answer.user);
    toast.add({ severity: "success", summary: t`Dados CAPES salvos.`, life: 4000 });
  }

  const stored = [
    user.capesCategory,
    user.workRegime,
    user.titulationLevel,
    user.titulationYear,
    user.titulationInstitution,
    user.titulationCountry,
  ];
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
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="capesCategory"
          label={t`Categoria`}
          defaultValue={user.capesCategory ?? ""}
          options={categoryOptions(i18n)}
          error={errors.capesCategory}
        />
        <SelectField
          name="workRegime"
          label={t`Regime de trabalho`}
          defaultValue={user.workRegime ?? ""}
          options={regimeOptions(i18n)}
          error={errors.workRegime}
        />
        <SelectField
          name="titulationLevel"
          label={t`Titulação`}
          defaultValue={user.titulationLevel ?? ""}
          options={titulationOptions(i18n)}
          error={errors.titulationLevel}
        />
        <TextField
          name="titulationYear"
          type="number"
          inputMode="numeric"
          min={TITULATION_YEAR_MIN}
          label={<Trans>Ano de titulação</Trans>}
          defaultValue={user.titulationYear ?? ""}
          error={errors.titulationYear}
        />
        <TextField
          name="titulationInstitution"
          label={<Trans>Instituição de titulação</Trans>}
          hint={<Trans>A sigla, por exemplo UFRJ.</Trans>}
          maxLength={TITULATION_INSTITUTION_MAX}
          defaultValue={user.titulationInstitution ?? ""}
          error={errors.titulationInstitution}
        />
        <SelectField
          name="titulationCountry"
          label={t`País de titulação`}
          defaultValue={user.titulationCountry ?? ""}
          options={countryOptions(i18n, locale)}
          error={errors.titulationCountry}
        />
      </div>
      <SubmitRow busy={busy}>
        <Trans>Salvar dados CAPES</Trans>
      </SubmitRow>
    </form>
  );
}

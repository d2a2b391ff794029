import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Level, User } from "../../domain/users.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { degreeOptions, levelOptions, localeOptions, programmeOptions, statusOptions } from "./user-options.ts";

/**
 * The office's fields of a user (create and edit). Which ones show depends on the level
 * (PRODUCT §1): programme for Docente and Discente, degree and entry term for Discente, research
 * area for Docente; a field that does not apply is not sent, so it is stored as none.
 */
export function UserFields({
  user,
  errors,
  withIdcbpf = false,
  withStatus = false,
}: {
  user?: (User & { entryDate?: string | null }) | undefined;
  errors: FieldErrors;
  withIdcbpf?: boolean;
  withStatus?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [level, setLevel] = useState<Level>(user?.level ?? "Discente");
  const person = level !== "Administrador";
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {withIdcbpf ? (
        <TextField
          name="idcbpf"
          label={<Trans>Identificador (idcbpf)</Trans>}
          hint={<Trans>Letras minúsculas, números, ponto, hífen ou sublinhado; não muda depois.</Trans>}
          error={errors.idcbpf}
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      ) : null}
      <TextField name="name" label={<Trans>Nome</Trans>} defaultValue={user?.name} error={errors.name} required />
      <TextField
        name="email"
        type="email"
        label={<Trans>E-mail</Trans>}
        defaultValue={user?.email}
        error={errors.email}
        autoCapitalize="none"
        required
      />
      <SelectField
        name="level"
        label={t`Nível`}
        value={level}
        onChange={(event) => setLevel(event.currentTarget.value as Level)}
        options={levelOptions(i18n)}
        error={errors.level}
      />
      {person ? (
        <SelectField
          name="programme"
          label={t`Programa`}
          defaultValue={user?.programme ?? "academico"}
          options={programmeOptions(i18n)}
          error={errors.programme}
        />
      ) : null}
      {level === "Discente" ? (
        <>
          <SelectField
            name="degree"
            label={t`Grau`}
            defaultValue={user?.degree ?? "mestrado"}
            options={degreeOptions(i18n)}
            error={errors.degree}
          />
          <TextField
            name="entryTerm"
            label={<Trans>Período de ingresso</Trans>}
            hint={<Trans>AAAA.N, por exemplo 2026.1; opcional.</Trans>}
            defaultValue={user?.entryTerm ?? ""}
            error={errors.entryTerm}
            inputMode="decimal"
          />
          <TextField
            name="entryDate"
            type="date"
            label={<Trans>Data de ingresso</Trans>}
            hint={<Trans>Os prazos contam desta data. Vazia: o primeiro dia do período de ingresso.</Trans>}
            defaultValue={user?.entryDate ?? ""}
            error={errors.entryDate}
          />
        </>
      ) : null}
      {withStatus ? (
        <SelectField
          name="status"
          label={t`Situação`}
          defaultValue={user?.status ?? "ativo"}
          options={statusOptions(i18n)}
          error={errors.status}
        />
      ) : null}
      {person ? (
        <TextField
          name="lattes"
          type="url"
          label={<Trans>Currículo Lattes</Trans>}
          defaultValue={user?.lattes ?? ""}
          error={errors.lattes}
          autoCapitalize="none"
        />
      ) : null}
      {level === "Docente" ? (
        <TextField
          name="researchArea"
          label={<Trans>Área de pesquisa</Trans>}
          defaultValue={user?.researchArea ?? ""}
          error={errors.researchArea}
        />
      ) : null}
      <SelectField
        name="locale"
        label={t`Idioma preferido`}
        defaultValue={user?.locale ?? ""}
        options={localeOptions(i18n)}
        error={errors.locale}
      />
    </div>
  );
}

/** The form's values as the API's fields: a field not shown (not for this level) is none. */
export function userFieldValues(data: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  };
  const optional = (name: string) => (text(name) ? text(name) : null);
  return {
    ...(data.has("idcbpf") ? { idcbpf: text("idcbpf") ?? "" } : {}),
    name: text("name") ?? "",
    email: text("email") ?? "",
    level: text("level"),
    programme: optional("programme"),
    degree: optional("degree"),
    ...(data.has("status") ? { status: text("status") } : {}),
    entryTerm: optional("entryTerm")?.trim() || null,
    // Only a Discente's form has it; empty means "the default" (null), never "unchanged".
    ...(data.has("entryDate") ? { entryDate: optional("entryDate") } : {}),
    lattes: optional("lattes"),
    researchArea: optional("researchArea"),
    locale: optional("locale"),
  };
}

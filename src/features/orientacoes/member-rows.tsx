import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { DOCUMENT_KINDS, HIGHEST_DEGREES } from "../../domain/bancas.ts";
import { ROLE_WORDS } from "../../domain/banca-texts.ts";
import type { FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { PersonCombobox } from "../../ui/person-combobox.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { searchCommitteeTeachers } from "./bancas-api.ts";
import { newMemberRow, type ListedRole, type MemberRow } from "./committee-draft.ts";
import { HIGHEST_DEGREE_LABELS } from "./committee-words.ts";

/**
 * The members a proposal lists besides its president (rule 12): Docentes picked from the active
 * teachers, externals typed (name, e-mail, institution, highest degree, CPF or passport and its
 * country, language), each with its role; rows added and removed. Each field's error comes from
 * `errors` by the API's path (`members.2.document.number`), whoever found it.
 */
export function MemberRows({
  rows,
  errors,
  exclude,
  onChange,
}: {
  rows: readonly MemberRow[];
  errors: FieldErrors;
  /** idcbpfs not to offer (the president, the teachers already listed). */
  exclude: readonly string[];
  onChange: (rows: MemberRow[]) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const set = (index: number, patch: Partial<MemberRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const roles = (["titular", "suplente"] as const).map((role) => [role, ROLE_WORDS[role][locale]] as const);
  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>Nenhum membro além do presidente ainda.</Trans>
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const error = (field: string) => errors[`members.${index}.${field}`];
          const n = index + 1;
          return (
            <li key={row.key} className="rounded-md border border-slate-200 p-3">
              <fieldset className="flex min-w-0 flex-col gap-3">
                <legend className="font-medium text-slate-900">
                  {row.external ? <Trans>Membro {n} (externo)</Trans> : <Trans>Membro {n} (docente)</Trans>}
                </legend>
                {errors[`members.${index}`] ? (
                  <p className="text-sm font-medium text-red-700">{errors[`members.${index}`]}</p>
                ) : null}
                <div className="grid gap-3 sm:grid-cols-2">
                  <SelectField
                    name={`members.${index}.role`}
                    value={row.role}
                    error={error("role")}
                    onChange={(event) => set(index, { role: event.target.value as ListedRole })}
                    label={<Trans>Papel</Trans>}
                    options={roles}
                  />
                  {row.external ? null : (
                    <PersonCombobox
                      label={<Trans>Docente</Trans>}
                      search={searchCommitteeTeachers}
                      value={row.teacher}
                      exclude={exclude}
                      error={error("idcbpf")}
                      onChange={(teacher) => set(index, { teacher })}
                    />
                  )}
                </div>
                {row.external ? (
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField
                      name={`members.${index}.name`}
                      value={row.name}
                      error={error("name")}
                      autoComplete="off"
                      onChange={(event) => set(index, { name: event.target.value })}
                      label={<Trans>Nome</Trans>}
                    />
                    <TextField
                      type="email"
                      name={`members.${index}.email`}
                      value={row.email}
                      error={error("email")}
                      autoComplete="off"
                      onChange={(event) => set(index, { email: event.target.value })}
                      label={<Trans>E-mail</Trans>}
                    />
                    <TextField
                      name={`members.${index}.institution`}
                      value={row.institution}
                      error={error("institution")}
                      onChange={(event) => set(index, { institution: event.target.value })}
                      label={<Trans>Instituição</Trans>}
                    />
                    <SelectField
                      name={`members.${index}.highestDegree`}
                      value={row.highestDegree}
                      error={error("highestDegree")}
                      onChange={(event) =>
                        set(index, { highestDegree: event.target.value as MemberRow["highestDegree"] })
                      }
                      label={<Trans>Maior titulação</Trans>}
                      options={HIGHEST_DEGREES.map((degree) => [degree, i18n._(HIGHEST_DEGREE_LABELS[degree])])}
                    />
                    <SelectField
                      name={`members.${index}.document.kind`}
                      value={row.documentKind}
                      error={error("document.kind")}
                      onChange={(event) =>
                        set(index, { documentKind: event.target.value as MemberRow["documentKind"] })
                      }
                      label={<Trans>Documento</Trans>}
                      options={DOCUMENT_KINDS.map((kind) => [kind, kind === "cpf" ? "CPF" : t`Passaporte`])}
                    />
                    <TextField
                      name={`members.${index}.document.number`}
                      value={row.documentNumber}
                      error={error("document.number") ?? error("document")}
                      autoComplete="off"
                      onChange={(event) => set(index, { documentNumber: event.target.value })}
                      label={
                        row.documentKind === "cpf" ? <Trans>Número do CPF</Trans> : <Trans>Número do passaporte</Trans>
                      }
                    />
                    {row.documentKind === "passaporte" ? (
                      <TextField
                        name={`members.${index}.document.country`}
                        value={row.country}
                        error={error("document.country")}
                        maxLength={2}
                        autoComplete="off"
                        onChange={(event) => set(index, { country: event.target.value })}
                        label={<Trans>País do passaporte</Trans>}
                        hint={<Trans>Código de duas letras, por exemplo US, FR.</Trans>}
                      />
                    ) : null}
                    <SelectField
                      name={`members.${index}.locale`}
                      value={row.locale}
                      error={error("locale")}
                      onChange={(event) => set(index, { locale: event.target.value as MemberRow["locale"] })}
                      label={<Trans>Idioma das mensagens e da declaração</Trans>}
                      options={[
                        ["", t`Conforme o documento (CPF: português; passaporte: inglês)`],
                        ["pt", t`Português`],
                        ["en", t`Inglês`],
                      ]}
                    />
                  </div>
                ) : null}
                <div>
                  <Button variant="secondary" onClick={() => onChange(rows.filter((_, at) => at !== index))}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    <Trans>Remover membro {n}</Trans>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => onChange([...rows, newMemberRow(false)])}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Adicionar docente</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onChange([...rows, newMemberRow(true)])}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Adicionar membro externo</Trans>
        </Button>
      </div>
    </div>
  );
}

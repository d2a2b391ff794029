import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { DeclarationIssueInput, PersonalDeclarationType as DeclarationType } from "../../domain/declaracoes.ts";
import type { User } from "../../domain/users.ts";
import { DECLARATION_TYPE_LABELS } from "../../ui/declaration-labels.ts";
import type { DeclarationParts } from "../../ui/parts.ts";
import { SelectField } from "../../ui/select-field.tsx";
import { TeacherOfferingPicker } from "./teacher-offering-picker.tsx";

/** The types that make sense for a level (the server still decides each case, PRODUCT §7). */
function typesFor(user: User): DeclarationType[] {
  if (user.level === "Discente") return ["matricula", "vinculo", "historico"];
  if (user.level === "Docente") return ["docencia"];
  return [];
}

/** The office issues a declaration of any type that fits the person; a teaching one names the offering. */
function IssueForUser({
  user,
  types,
  parts: { IssueDeclarationButton },
}: {
  user: User;
  types: DeclarationType[];
  parts: DeclarationParts;
}) {
  const { i18n } = useLingui();
  const [type, setType] = useState<DeclarationType>(types[0] ?? "vinculo");
  const [offering, setOffering] = useState<number | null>(null);
  const holder = user.idcbpf;
  const typeName = i18n._(DECLARATION_TYPE_LABELS[type]);
  const input: DeclarationIssueInput | null =
    type === "docencia" ? (offering === null ? null : { type, holder, offering }) : { type, holder };
  return (
    <div className="flex flex-col gap-3">
      {types.length > 1 ? (
        <SelectField
          label={<Trans>Tipo de declaração</Trans>}
          className="max-w-sm"
          value={type}
          onChange={(event) => setType(event.target.value as DeclarationType)}
          options={types.map((one) => [one, i18n._(DECLARATION_TYPE_LABELS[one])] as const)}
        />
      ) : null}
      {type === "docencia" ? <TeacherOfferingPicker teacher={holder} value={offering} onChange={setOffering} /> : null}
      {input ? (
        <IssueDeclarationButton key={JSON.stringify(input)} input={input}>
          <Trans>Emitir: {typeName}</Trans>
        </IssueDeclarationButton>
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>Escolha a oferta para emitir a declaração de docência.</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * The "Declarações" block of the office's view of a user (`/usuarios/{idcbpf}`): issue one for
 * this person, and its declarations, to download or revoke (with a reason).
 */
export function UserDeclarations({ user, parts }: { user: User; parts: DeclarationParts }) {
  const types = typesFor(user);
  const { DeclarationList } = parts;
  return (
    <div className="flex flex-col gap-5">
      {types.length > 0 ? (
        <IssueForUser user={user} types={types} parts={parts} />
      ) : (
        <p className="text-slate-700">
          <Trans>Declarações são emitidas para discentes e docentes.</Trans>
        </p>
      )}
      <DeclarationList
        key={user.idcbpf}
        filters={{ holder: user.idcbpf }}
        canRevoke
        empty={<Trans>Nenhuma declaração emitida para esta pessoa.</Trans>}
      />
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "react-router-dom";
import type { UserDetail } from "../../domain/desligamento.ts";
import type { User } from "../../domain/users.ts";
import { useSession } from "../../lib/session.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { STATUS_LABELS } from "../../ui/labels.ts";
import type { DeclarationParts } from "../../ui/parts.ts";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { CapesDataSection } from "./capes-data-section.tsx";
import { DismissalForm } from "./dismissal-form.tsx";
import { DismissalRecord } from "./dismissal-record.tsx";
import { OfficeEditForm } from "./office-edit-form.tsx";
import { PasswordForm } from "./password-form.tsx";
import { OwnProfile, Section, usePasswordChanged } from "./own-profile.tsx";
import { PasswordReset } from "./password-reset.tsx";
import { PersonalDataSection } from "./personal-data-section.tsx";
import { StatusChange } from "./status-change.tsx";
import { UserDeclarations } from "./user-declarations.tsx";
import { UserScholarships } from "./user-scholarships.tsx";
import { useProfile } from "./use-profile.ts";
import type { ProfileUser } from "./user-answers.ts";

/** What this page shows of another feature (given by src/app/pages/usuario.tsx). */
export type UsuarioParts = DeclarationParts;

/** A Discente still `ativo` or `trancado` may be dismissed (rule 24); the others show why not by the status. */
const dismissable = (user: UserDetail) =>
  user.level === "Discente" && (user.status === "ativo" || user.status === "trancado");

/**
 * The office's view: every field, the status (with what it entails), a student's dismissal, the
 * password reset and the person's declarations (issue, download, revoke).
 */
function OfficeProfile({
  user,
  own,
  onSaved,
  parts,
}: {
  user: ProfileUser;
  own: boolean;
  onSaved: (user: User | UserDetail) => void;
  parts: UsuarioParts;
}) {
  const { i18n } = useLingui();
  const passwordChanged = usePasswordChanged(onSaved);
  const status = i18n._(STATUS_LABELS[user.status]);
  return (
    <>
      <p className="text-lg font-medium text-slate-900">
        {user.name} <span className="font-mono text-base text-slate-600">({user.idcbpf})</span>
      </p>
      <Section title={<Trans>Dados</Trans>}>
        <OfficeEditForm user={user} onSaved={onSaved} />
      </Section>
      <PersonalDataSection user={user} office onSaved={onSaved} />
      <CapesDataSection user={user} office onSaved={onSaved} />
      <Section title={<Trans>Situação</Trans>}>
        <p className="mb-3 text-slate-800">
          <Trans>Situação atual: {status}.</Trans>
        </p>
        <StatusChange key={user.status} user={user} onSaved={onSaved} />
      </Section>
      {user.dismissal || dismissable(user) ? (
        <Section title={<Trans>Desligamento</Trans>}>
          {user.dismissal ? <DismissalRecord dismissal={user.dismissal} /> : null}
          {!user.dismissal && dismissable(user) ? (
            <DismissalForm key={user.status} user={user} onSaved={onSaved} />
          ) : null}
        </Section>
      ) : null}
      <Section title={<Trans>Senha</Trans>}>
        {own ? (
          <PasswordForm user={user} onChanged={passwordChanged} />
        ) : (
          <div className="flex flex-col gap-3">
            <p className="text-slate-800">
              <Trans>
                Se a pessoa esqueceu a senha, gere uma senha temporária e entregue-a a ela; ao entrar, ela escolhe a
                sua.
              </Trans>
            </p>
            <div>
              <PasswordReset user={user} />
            </div>
          </div>
        )}
      </Section>
      <Section title={<Trans>Declarações</Trans>}>
        <UserDeclarations user={user} parts={parts} />
      </Section>
    </>
  );
}

/**
 * `/usuarios/{idcbpf}`: the office sees and edits anyone; a Discente (the guard lets it in only
 * to its own) sees its record and changes its e-mail, Lattes, preferred language and password.
 * The last answer is kept on the device, so a profile once seen opens offline, with the mark.
 */
export function UsuarioPage({ parts }: { parts: UsuarioParts }) {
  const { idcbpf = "" } = useParams();
  const me = useSession().user;
  const { query, user, onSaved } = useProfile(idcbpf);
  const office = me?.level === "Administrador";
  return (
    <>
      <TitleHeading id="usuario" />
      <CachedQueryStatus query={query} />
      {user && office ? (
        <OfficeProfile user={user} own={me?.idcbpf === user.idcbpf} onSaved={onSaved} parts={parts} />
      ) : null}
      {user && !office ? <OwnProfile user={user} onSaved={onSaved} /> : null}
      {user ? <UserScholarships user={user} /> : null}
    </>
  );
}

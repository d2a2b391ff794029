import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import type { User } from "../../domain/users.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { DEGREE_LABELS, LEVEL_LABELS, PROGRAMME_LABELS, STATUS_LABELS } from "../../ui/labels.ts";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { userAnswer } from "./user-answers.ts";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-3 sm:grid-cols-3">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Profile({ user }: { user: User }) {
  const { i18n } = useLingui();
  const none = "—";
  return (
    <dl className="rounded-lg border border-slate-200 bg-white px-5 shadow-sm">
      <Row label={<Trans>Nome</Trans>}>{user.name}</Row>
      <Row label={<Trans>Identificador (idcbpf)</Trans>}>
        <span className="font-mono">{user.idcbpf}</span>
      </Row>
      <Row label={<Trans>E-mail</Trans>}>{user.email}</Row>
      <Row label={<Trans>Nível</Trans>}>{i18n._(LEVEL_LABELS[user.level])}</Row>
      <Row label={<Trans>Programa</Trans>}>{user.programme ? i18n._(PROGRAMME_LABELS[user.programme]) : none}</Row>
      <Row label={<Trans>Grau</Trans>}>{user.degree ? i18n._(DEGREE_LABELS[user.degree]) : none}</Row>
      <Row label={<Trans>Situação</Trans>}>{i18n._(STATUS_LABELS[user.status])}</Row>
    </dl>
  );
}

/**
 * One user's profile, as the API gives it (the guard already let only the office or the user
 * itself in). The last answer is kept on the device, so a Discente's own profile opens offline.
 */
export function UsuarioPage() {
  const { idcbpf = "" } = useParams();
  const query = useCachedQuery(`usuario:${idcbpf}`, `/api/usuarios/${encodeURIComponent(idcbpf)}`, userAnswer);
  return (
    <>
      <TitleHeading id="usuario" />
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? <Profile user={query.data.user} /> : null}
      <p className="mt-6 text-sm text-slate-600">
        <Trans>A edição do perfil (e-mail, Lattes, idioma preferido e senha) chega numa próxima etapa.</Trans>
      </p>
    </>
  );
}

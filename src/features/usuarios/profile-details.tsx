import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { User } from "../../domain/users.ts";
import { DEGREE_LABELS, LEVEL_LABELS, PROGRAMME_LABELS, STATUS_LABELS } from "../../ui/labels.ts";

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-3 last:border-b-0 sm:grid-cols-3">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** A user's record as the office keeps it (read-only for its owner). */
export function ProfileDetails({ user }: { user: User }) {
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
      {user.programme ? <Row label={<Trans>Programa</Trans>}>{i18n._(PROGRAMME_LABELS[user.programme])}</Row> : null}
      {user.degree ? <Row label={<Trans>Grau</Trans>}>{i18n._(DEGREE_LABELS[user.degree])}</Row> : null}
      {user.level === "Discente" ? (
        <Row label={<Trans>Período de ingresso</Trans>}>{user.entryTerm ?? none}</Row>
      ) : null}
      {user.level !== "Administrador" ? <Row label={<Trans>Currículo Lattes</Trans>}>{user.lattes ?? none}</Row> : null}
      <Row label={<Trans>Situação</Trans>}>{i18n._(STATUS_LABELS[user.status])}</Row>
    </dl>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { User } from "../../domain/users.ts";
import { DEGREE_LABELS, LEVEL_LABELS, PROGRAMME_LABELS, STATUS_LABELS } from "../../ui/labels.ts";

/** One labelled fact of a profile's description list; the personal-data sections use it too. */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
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
      <DetailRow label={<Trans>Nome</Trans>}>{user.name}</DetailRow>
      <DetailRow label={<Trans>Identificador (idcbpf)</Trans>}>
        <span className="font-mono">{user.idcbpf}</span>
      </DetailRow>
      <DetailRow label={<Trans>E-mail</Trans>}>{user.email}</DetailRow>
      <DetailRow label={<Trans>Nível</Trans>}>{i18n._(LEVEL_LABELS[user.level])}</DetailRow>
      {user.programme ? (
        <DetailRow label={<Trans>Programa</Trans>}>{i18n._(PROGRAMME_LABELS[user.programme])}</DetailRow>
      ) : null}
      {user.degree ? <DetailRow label={<Trans>Grau</Trans>}>{i18n._(DEGREE_LABELS[user.degree])}</DetailRow> : null}
      {user.level === "Discente" ? (
        <DetailRow label={<Trans>Período de ingresso</Trans>}>{user.entryTerm ?? none}</DetailRow>
      ) : null}
      {user.level !== "Administrador" ? (
        <DetailRow label={<Trans>Currículo Lattes</Trans>}>{user.lattes ?? none}</DetailRow>
      ) : null}
      <DetailRow label={<Trans>Situação</Trans>}>{i18n._(STATUS_LABELS[user.status])}</DetailRow>
    </dl>
  );
}

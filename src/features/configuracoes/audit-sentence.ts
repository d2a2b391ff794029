import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EnrolmentStatus } from "../../domain/academic.ts";
import { formatCode } from "../../domain/codes.ts";
import type { Locale } from "../../domain/locale.ts";
import type { AuditEntryView } from "../../domain/logs.ts";
import { ENROLMENT_STATUS_LABELS } from "../../ui/enrolment-labels.ts";
import { actionLabel, entityLabel } from "./audit-labels.ts";
import { programmeYearSentence } from "./audit-programme-year.ts";

/**
 * An audit entry as one sentence in the reader's language: who did what to whom
 * ("Helena Moreira indeferiu a matrícula de Ana Carvalho em FIS-620: motivo …"). The person and
 * the subject come from the server (`about`); a code is shown as printed, with its dashes. A
 * change this list does not know yet still reads as "who: what · which".
 */
type Entry = Pick<AuditEntryView, "actor" | "action" | "entity" | "entityId" | "after" | "about">;

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** A stored code (an enrolment's, a declaration's, an application's) as people read it. */
export function printedCode(code: string): string {
  return /^[0-9A-Z]{8,}$/.test(code) ? formatCode(code) : code;
}

export function enrolmentStatusLabel(i18n: I18n, status: string): string {
  const known = ENROLMENT_STATUS_LABELS[status as EnrolmentStatus] as
    (typeof ENROLMENT_STATUS_LABELS)[EnrolmentStatus] | undefined;
  return known ? i18n._(known) : status;
}

export function auditSentence(i18n: I18n, locale: Locale, entry: Entry): string {
  const who = entry.actor?.name ?? i18n._(msg`O sistema`);
  const id = entry.entityId ? printedCode(entry.entityId) : "";
  const name = entry.about?.name ?? id;
  const code = entry.about?.code ?? "?";
  const status = text(field(entry.after, "status")) ?? "";
  const reason = text(field(entry.after, "reason"));
  const title = text(field(field(entry.after, "title"), locale));
  const because = (sentence: string) => (reason ? i18n._(msg`${sentence}: motivo ${reason}`) : sentence);
  const key = `${entry.entity}:${entry.action}`;
  const subject = { who: entry.actor?.name ?? null, id, name, code, locale };
  const programmeYear = programmeYearSentence(i18n, key, entry.after, subject);
  if (programmeYear) return programmeYear;
  switch (key) {
    case "enrolment:enrolment.decide":
      return status === "indeferida"
        ? because(i18n._(msg`${who} indeferiu a matrícula de ${name} em ${code}`))
        : i18n._(msg`${who} deferiu a matrícula de ${name} em ${code}`);
    case "enrolment:enrolment.reverse": {
      const now = enrolmentStatusLabel(i18n, status).toLowerCase();
      return because(i18n._(msg`${who} reverteu a decisão da matrícula de ${name} em ${code}, agora ${now}`));
    }
    case "enrolment:enrolment.create":
      return i18n._(msg`${who} matriculou ${name} em ${code}`);
    case "enrolment:enrolment.drop":
      return i18n._(msg`${who} trancou a matrícula de ${name} em ${code}`);
    case "enrolment:enrolment.leave_waitlist":
      return i18n._(msg`${who} retirou ${name} da lista de espera de ${code}`);
    case "grade:create":
      return i18n._(msg`${who} lançou a nota de ${name} em ${code}`);
    case "grade:update":
      return i18n._(msg`${who} corrigiu a nota de ${name} em ${code}`);
    case "user:create":
      return i18n._(msg`${who} cadastrou ${name}`);
    case "user:update":
      return i18n._(msg`${who} alterou os dados de ${name}`);
    case "user:status_effects":
      return i18n._(msg`${who} mudou a situação de ${name}`);
    case "user:password_change":
      return i18n._(msg`${who} trocou a senha de ${name}`);
    case "user:password_reset":
      return i18n._(msg`${who} gerou uma senha temporária para ${name}`);
    case "user:first_access":
      return i18n._(msg`${name} fez o primeiro acesso`);
    case "subject:create":
      return i18n._(msg`${who} criou a disciplina ${id}`);
    case "subject:update":
      return i18n._(msg`${who} alterou a disciplina ${id}`);
    case "subject:deactivate":
      return i18n._(msg`${who} desativou a disciplina ${id}`);
    case "subject:reactivate":
      return i18n._(msg`${who} reativou a disciplina ${id}`);
    case "offering:create":
      return i18n._(msg`${who} abriu uma turma de ${code}`);
    case "offering:update":
      return i18n._(msg`${who} alterou a turma de ${code}`);
    case "term:create":
      return i18n._(msg`${who} criou o período ${id}`);
    case "term:update":
      return i18n._(msg`${who} alterou o período ${id}`);
    case "settings:update":
      return i18n._(msg`${who} alterou as configurações da instituição`);
    case "guidance:create":
      return i18n._(msg`${who} registrou a orientação de ${name}`);
    case "guidance:update":
      return i18n._(msg`${who} alterou a orientação de ${name}`);
    case "transfer:create":
      return i18n._(msg`${who} registrou o aproveitamento de ${code} para ${name}`);
    case "declaration:issue":
      return i18n._(msg`${who} emitiu a declaração ${id} de ${name}`);
    case "declaration:revoke":
      return because(i18n._(msg`${who} revogou a declaração ${id} de ${name}`));
    case "call:create":
      return title ? i18n._(msg`${who} abriu a chamada ${title}`) : i18n._(msg`${who} abriu uma chamada`);
    case "call:update":
      return title ? i18n._(msg`${who} alterou a chamada ${title}`) : i18n._(msg`${who} alterou uma chamada`);
    case "application:update":
      return i18n._(msg`${who} alterou a inscrição ${id}`);
    case "application:decide":
      return because(i18n._(msg`${who} decidiu a inscrição ${id}`));
    case "session:sweep":
      return i18n._(msg`${who} removeu as sessões expiradas`);
    default: {
      const what = `${actionLabel(i18n, entry.action)} · ${entityLabel(i18n, entry.entity)}`;
      return id ? `${who}: ${what} ${id}` : `${who}: ${what}`;
    }
  }
}

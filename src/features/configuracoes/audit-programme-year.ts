import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatDay } from "../../domain/dates.ts";
import type { Locale } from "../../domain/locale.ts";

/**
 * The programme year's audit entries as sentences (programme-year rule 22): a user's dismissal and
 * holds, a committee's moves, a request's, the phase table and a completion. The subject's name
 * and code come from the server (`about`: a committee's kind, a request's type, a completion's
 * phase); an entry written with no actor is the hourly job's (holds start and end there).
 */
export type Subject = { who: string | null; id: string; name: string; code: string; locale: Locale };

const KINDS: Record<string, MessageDescriptor> = {
  qualificacao: msg`exame de qualificação`,
  defesa: msg`defesa`,
};
const TYPES: Record<string, MessageDescriptor> = { prorrogacao: msg`prorrogação`, trancamento: msg`trancamento` };

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

export function programmeYearSentence(i18n: I18n, key: string, after: unknown, subject: Subject): string | null {
  const who = subject.who ?? i18n._(msg`A rotina horária`);
  const { id, name, locale } = subject;
  const words = (table: Record<string, MessageDescriptor>) => {
    const known = table[subject.code];
    return known ? i18n._(known) : subject.code;
  };
  const reason = text(field(after, "reason")) ?? text(field(after, "cancelReason"));
  const because = (sentence: string) => (reason ? i18n._(msg`${sentence}: motivo ${reason}`) : sentence);
  const kind = words(KINDS);
  const type = words(TYPES);
  switch (key) {
    case "user:dismiss":
      return i18n._(msg`${who} desligou ${name}`);
    case "user:hold_start":
      return i18n._(msg`${who} iniciou o trancamento de ${name}`);
    case "user:hold_end":
      return i18n._(msg`${who} encerrou o trancamento de ${name}`);
    case "committee:create":
      return i18n._(msg`${who} propôs a banca de ${kind} de ${name}`);
    case "committee:update":
      return i18n._(msg`${who} alterou a banca de ${kind} de ${name}`);
    case "committee:approve":
      return i18n._(msg`${who} aprovou e agendou a banca de ${kind} de ${name}`);
    case "committee:cancel":
      return because(i18n._(msg`${who} cancelou a banca de ${kind} de ${name}`));
    case "committee:verdict":
      return i18n._(msg`${who} registrou o resultado da banca de ${kind} de ${name}`);
    case "committee:deposit":
      return i18n._(msg`${who} depositou a versão final de ${name}`);
    case "request:create":
      return i18n._(msg`${who} registrou o requerimento nº ${id} (${type}) de ${name}`);
    case "request:attach":
      return i18n._(msg`${who} anexou um PDF ao requerimento nº ${id} de ${name}`);
    case "request:opinion":
      return field(after, "opinion") === "desfavoravel"
        ? i18n._(msg`${who} deu parecer desfavorável ao requerimento nº ${id} de ${name}`)
        : i18n._(msg`${who} deu parecer favorável ao requerimento nº ${id} de ${name}`);
    case "request:decide":
      return field(after, "status") === "indeferido"
        ? because(i18n._(msg`${who} indeferiu o requerimento nº ${id} de ${name}`))
        : i18n._(msg`${who} deferiu o requerimento nº ${id} de ${name}`);
    case "request:cancel":
      return i18n._(msg`${who} cancelou o requerimento nº ${id} de ${name}`);
    case "phase:create":
    case "phase:update": {
      const phase = text(field(field(after, "name"), locale)) ?? text(field(after, "code")) ?? id;
      return key === "phase:create"
        ? i18n._(msg`${who} criou a fase ${phase}`)
        : i18n._(msg`${who} alterou a fase ${phase}`);
    }
    case "phase_completion:update": {
      const day = text(field(after, "completedOn"));
      const phase = subject.code;
      if (!day) return i18n._(msg`${who} removeu a conclusão de ${phase} de ${name}`);
      const on = formatDay(day, locale);
      return i18n._(msg`${who} registrou a conclusão de ${phase} por ${name} em ${on}`);
    }
    default:
      return null;
  }
}

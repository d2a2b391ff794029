import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "../../domain/locale.ts";
import { TERM_DATE_FIELDS, TERM_DATE_LABELS, type TermDateField } from "../../domain/terms.ts";

/**
 * How the audit log's stored words read on screen: actions, entities and field paths in the UI
 * language when known (the log is open-ended: an unknown one is shown as stored). ENTITIES is
 * also the audit search's list of kinds of change: every entity the server records.
 */
const ACTIONS: Record<string, MessageDescriptor> = {
  create: msg`Criação`,
  update: msg`Alteração`,
  delete: msg`Exclusão`,
  deactivate: msg`Desativação`,
  revoke: msg`Revogação`,
  override: msg`Decisão revista`,
  import: msg`Importação`,
  password_reset: msg`Senha redefinida`,
  first_access: msg`Primeiro acesso`,
  issue: msg`Emissão`,
  decide: msg`Decisão`,
  reactivate: msg`Reativação`,
  status_effects: msg`Mudança de situação`,
  password_change: msg`Senha trocada`,
  sweep: msg`Limpeza`,
  dismiss: msg`Desligamento`,
  hold_start: msg`Início de trancamento`,
  hold_end: msg`Fim de trancamento`,
  approve: msg`Aprovação`,
  cancel: msg`Cancelamento`,
  verdict: msg`Resultado`,
  deposit: msg`Versão final`,
  attach: msg`Anexo`,
  opinion: msg`Parecer`,
  read: msg`Leitura`,
};

export const ENTITIES: Record<string, MessageDescriptor> = {
  term: msg`Período`,
  settings: msg`Configurações`,
  user: msg`Usuário`,
  subject: msg`Disciplina`,
  guidance: msg`Orientação`,
  enrolment: msg`Matrícula`,
  offering: msg`Oferta`,
  grade: msg`Nota`,
  transfer: msg`Aproveitamento`,
  declaration: msg`Declaração`,
  call: msg`Chamada`,
  application: msg`Inscrição`,
  session: msg`Sessões`,
  phase: msg`Fase`,
  phase_completion: msg`Conclusão de fase`,
  request: msg`Requerimento`,
  committee: msg`Banca`,
  personal_data: msg`Dados pessoais`,
};

const FIELDS: Record<string, MessageDescriptor> = {
  code: msg`Código`,
  current: msg`Período atual`,
  institutionName: msg`Nome da instituição`,
  signatory: msg`Signatário`,
  signatoryTitle: msg`Cargo do signatário`,
  timeZone: msg`Fuso horário`,
  creditLimit: msg`Limite de créditos`,
  attendanceMinimum: msg`Frequência mínima`,
  adviseeCap: msg`Orientandos por docente`,
  holdMaxMonths: msg`Meses de trancamento`,
  extensionMaxMonths: msg`Meses de prorrogação por fase`,
  officeEmail: msg`E-mail da secretaria`,
  concepts: msg`Ordem dos conceitos`,
  concept: msg`Conceito`,
  "label.pt": msg`Nome em português`,
  "label.en": msg`Nome em inglês`,
  weight: msg`Peso`,
  passes: msg`Aprova`,
  givesCredit: msg`Dá créditos`,
  countsInCr: msg`Conta no CR`,
  status: msg`Situação`,
  reason: msg`Motivo`,
  name: msg`Nome`,
  email: msg`E-mail`,
  level: msg`Nível de acesso`,
  programme: msg`Programa`,
  degree: msg`Curso`,
  entryTerm: msg`Período de ingresso`,
  researchArea: msg`Área de pesquisa`,
  lattes: msg`Lattes`,
  locale: msg`Idioma`,
  attendance: msg`Frequência`,
  final: msg`Nota final`,
  capacity: msg`Vagas`,
  student: msg`Discente`,
  offering: msg`Turma`,
  type: msg`Tipo`,
  holder: msg`Titular`,
  removed: msg`Removidas`,
  credits: msg`Créditos`,
  hours: msg`Carga horária`,
  prerequisites: msg`Pré-requisitos`,
  repeatable: msg`Repetível`,
  active: msg`Ativa`,
  syllabus: msg`Ementa`,
  title: msg`Título`,
  opensOn: msg`Abre em`,
  closesOn: msg`Fecha em`,
  documents: msg`Documentos`,
  advisor: msg`Orientador`,
  user: msg`Usuário`,
  cpf: msg`CPF`,
  passport: msg`Passaporte`,
  passportCountry: msg`País do passaporte`,
  birthDate: msg`Data de nascimento`,
  nationality: msg`Nacionalidade`,
  sex: msg`Sexo`,
  race: msg`Raça/cor`,
  disability: msg`Pessoa com deficiência`,
  affirmativeAction: msg`Ação afirmativa`,
  statusSince: msg`Situação desde`,
  capesCategory: msg`Categoria CAPES`,
  workRegime: msg`Regime de trabalho`,
  titulationLevel: msg`Titulação`,
  titulationYear: msg`Ano de titulação`,
  titulationInstitution: msg`Instituição de titulação`,
  titulationCountry: msg`País de titulação`,
};

const LANGUAGE_PARTS: Record<string, MessageDescriptor> = { pt: msg`português`, en: msg`inglês` };

const isTermDate = (field: string): field is TermDateField => (TERM_DATE_FIELDS as readonly string[]).includes(field);

export function actionLabel(i18n: I18n, action: string): string {
  const known = ACTIONS[action];
  return known ? i18n._(known) : action;
}

export function entityLabel(i18n: I18n, entity: string): string {
  const known = ENTITIES[entity];
  return known ? i18n._(known) : entity;
}

/**
 * `endDate` → "Fim do período"; `concepts[T].weight` → "Conceito T — Peso"; `name.en` → "Nome
 * (inglês)"; others as stored.
 */
export function fieldLabel(i18n: I18n, locale: Locale, path: string): string {
  const inConcept = /^concepts\[([^\]]+)\]\.(.+)$/.exec(path);
  if (inConcept)
    return `${i18n._(FIELDS.concept ?? msg`Conceito`)} ${inConcept[1]} — ${fieldLabel(i18n, locale, inConcept[2] ?? "")}`;
  if (isTermDate(path)) return TERM_DATE_LABELS[path][locale];
  const known = FIELDS[path];
  if (known) return i18n._(known);
  const inLanguage = /^(.+)\.(pt|en)$/.exec(path);
  const language = inLanguage ? LANGUAGE_PARTS[inLanguage[2] ?? ""] : undefined;
  if (inLanguage && language) return `${fieldLabel(i18n, locale, inLanguage[1] ?? "")} (${i18n._(language)})`;
  return path;
}

/**
 * The order fields are read in: a record's own order where known (a term's dates as they
 * happen, the settings as the form shows them); the database keeps JSON keys in its own order.
 */
const ORDER = [
  "code",
  "current",
  "offeringStart",
  "offeringEnd",
  "enrolmentStart",
  "enrolmentEnd",
  "startDate",
  "dropDeadline",
  "endDate",
  "gradeDeadline",
  "institutionName",
  "signatory",
  "signatoryTitle",
  "timeZone",
  "creditLimit",
  "attendanceMinimum",
  "adviseeCap",
  "holdMaxMonths",
  "extensionMaxMonths",
  "officeEmail",
  "concepts",
];

export function fieldRank(path: string): number {
  const rank = ORDER.indexOf(path.split(/[.[]/)[0] ?? path);
  return rank === -1 ? ORDER.length : rank;
}

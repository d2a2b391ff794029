/**
 * The notification kinds of the programme year (rule 21): each message it mails to a user is
 * also a notice in the app (PRODUCT §7 "Notifications"). Kept here until they join the one list
 * of kinds beside the notifications themselves.
 */
export const PROGRAMME_YEAR_NOTIFICATION_KINDS = [
  /** To the main advisor (none: the office): a request was filed. */
  "requerimento_novo",
  /** To the office: the advisor gave its opinion. */
  "requerimento_parecer",
  /** To the student and its main advisor: the office decided. */
  "requerimento_decidido",
  /** To the office: the advisor proposed a committee. */
  "banca_proposta",
  /** To the student, the members who are users and the co-advisors: approved or rescheduled. */
  "banca_agendada",
  /** To the same people: cancelled. */
  "banca_cancelada",
  /** To the student and the advisor, and each participant its declaration: the verdict. */
  "banca_resultado",
  /** The reminders of the hourly job: a phase overdue or due within 60 days. */
  "prazo_proximo",
  /** To the student and its main advisor. */
  "desligamento",
] as const;
export type ProgrammeYearNotificationKind = (typeof PROGRAMME_YEAR_NOTIFICATION_KINDS)[number];

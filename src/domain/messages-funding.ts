/**
 * Scholarships' messages (funding spec §3): one key per rule the spec names, in both languages,
 * naming what the spec says each names. Spread into MESSAGES (messages.ts), so every key here is a
 * MessageKey. `not_active`, `user_unknown` and `not_a_student` keep the shared keys (the spec's
 * contract); `scholarship_not_active` is the words `not_active` says here.
 */
export const FUNDING_MESSAGES = {
  dates_order: {
    pt: "A data de início ({start}) deve ser anterior ou igual à de término ({end}).",
    en: "The start date ({start}) must be on or before the end date ({end}).",
  },
  quota_unknown: { pt: "Bolsa desconhecida.", en: "Unknown scholarship." },
  scholarship_not_active: {
    pt: "Apenas discentes ativos podem receber bolsa: {name} está com situação {status}.",
    en: "Only active students may hold a scholarship: {name}'s status is {status}.",
  },
  level_mismatch: {
    pt: "A bolsa {number} é de {level}, mas o discente é de {degree}.",
    en: "The scholarship {number} is for {level}, but the student is in {degree}.",
  },
  outside_scholarship_period: {
    pt: "O período de {student} deve estar dentro da vigência da bolsa ({start} a {end}).",
    en: "{student}'s period must lie within the scholarship's term ({start} to {end}).",
  },
  scholarship_in_use: {
    pt: "A bolsa tem alocações: não pode ser excluída nem mudar de nível.",
    en: "The scholarship has allocations: it cannot be deleted or change its level.",
  },
  scholarship_taken: {
    pt: "A bolsa {number} já está alocada de {start} a {end}.",
    en: "The scholarship {number} is already allocated from {start} to {end}.",
  },
  student_has_scholarship: {
    pt: "O discente já tem a bolsa {number} neste período.",
    en: "The student already holds the scholarship {number} in this period.",
  },
  cancel_outside_allocation: {
    pt: "A data de cancelamento ({date}) deve estar entre {start} e {end}.",
    en: "The cancel date ({date}) must lie between {start} and {end}.",
  },
  cancel_reason_required: {
    pt: "Informe o motivo do cancelamento.",
    en: "Give the reason for the cancellation.",
  },
  suspension_outside_allocation: {
    pt: "A suspensão ({start} a {end}) deve estar dentro da alocação ({allocationStart} a {allocationEnd}).",
    en: "The suspension ({start} to {end}) must lie within the allocation ({allocationStart} to {allocationEnd}).",
  },
  suspension_overlap: {
    pt: "A suspensão se sobrepõe a outra ({start} a {end}).",
    en: "The suspension overlaps another ({start} to {end}).",
  },
  scholarship_active: {
    pt: "O discente tem a bolsa {number} em vigor ou futura: cancele-a ou exclua-a antes.",
    en: "The student holds the scholarship {number}, running or to come: cancel or delete it first.",
  },
  quota_duplicate: {
    pt: "Já existe uma bolsa com o número {number}.",
    en: "A scholarship numbered {number} already exists.",
  },
  money_invalid: { pt: "Valor com no máximo duas casas decimais.", en: "A value with at most two decimals." },
  warning_failing_grade: {
    pt: "{name} tem reprovação em {subjects}.",
    en: "{name} has a failing grade in {subjects}.",
  },
  warning_no_enrolment: {
    pt: "{name} não tem matrícula pendente ou deferida no período {term}.",
    en: "{name} holds no pending or accepted enrolment in the term {term}.",
  },
  warning_ending_soon: {
    pt: "A bolsa {number} de {name} termina em {date}.",
    en: "{name}'s scholarship {number} ends on {date}.",
  },
  warning_idle_quota: {
    pt: "A bolsa {number} está ociosa: nenhuma alocação em vigor hoje.",
    en: "The scholarship {number} is idle: no allocation in force today.",
  },
  warning_holder_not_active: {
    pt: "{name} tem a bolsa {number} em vigor, mas está com situação {status}.",
    en: "{name} holds the scholarship {number} but the status is {status}.",
  },
} as const;

import type { Locale } from "./locale.ts";

/**
 * The programme year's messages (phases, requests, committees, dismissal): the 422 keys its spec
 * names, the texts that stand in for a shared key's own words (`not_active`, `not_eligible`) and
 * its field checks. Kept apart so messages.ts stays readable; it spreads them into MESSAGES, so
 * every key here is a MessageKey like any other.
 */
export const PROGRAMME_YEAR_MESSAGES = {
  // The phase table.
  phase_duplicate: {
    pt: "Já existe a fase {code} neste programa e nível.",
    en: "This programme and degree already have the phase {code}.",
  },
  phase_milestone_taken: {
    pt: "Outra fase ativa deste programa e nível já é concluída por este marco.",
    en: "Another active phase of this programme and degree is already completed by this milestone.",
  },
  phase_not_in_track: {
    pt: "{code} não é uma fase do programa e nível de {idcbpf}.",
    en: "{code} is not a phase of {idcbpf}'s programme and degree.",
  },

  // Requests (requerimentos).
  request_not_active: {
    pt: "Apenas discentes ativos ou com matrícula trancada podem fazer requerimentos (situação atual: {status}).",
    en: "Only active students or students on hold may file requests (current status: {status}).",
  },
  phase_unknown: {
    pt: "{phase} não é uma fase ativa do seu programa e nível.",
    en: "{phase} is not an active phase of your programme and degree.",
  },
  phase_completed: {
    pt: "A fase {phase} já foi concluída em {date}.",
    en: "The phase {phase} was already completed on {date}.",
  },
  date_in_past: { pt: "A data {date} já passou.", en: "The date {date} has passed." },
  request_open: {
    pt: "Já existe um requerimento de prorrogação em aberto para {phase}.",
    en: "There is already an open extension request for {phase}.",
  },
  extension_limit: {
    pt: "A fase {phase} pode ser prorrogada por no máximo {max} meses; restam {left}.",
    en: "The phase {phase} may be extended by at most {max} months; {left} left.",
  },
  hold_limit: {
    pt: "O trancamento soma no máximo {max} meses; restam {left}.",
    en: "Holds add up to at most {max} months; {left} left.",
  },
  hold_overlap: {
    pt: "O período se sobrepõe a outro trancamento ({start} a {end}).",
    en: "The period overlaps another hold ({start} to {end}).",
  },
  opinion_pending: {
    pt: "O requerimento aguarda o parecer do orientador.",
    en: "The request awaits the advisor's opinion.",
  },
  request_state: {
    pt: "Não é possível: o requerimento está {status}.",
    en: "Not possible: the request is {status}.",
  },
  duplicate_phase: { pt: "Uma fase aparece duas vezes.", en: "A phase appears twice." },
  phase_code_invalid: {
    pt: "Código inválido: letras minúsculas, números e sublinhado, começando por letra (2 a 32).",
    en: "Invalid code: lowercase letters, digits and underscore, starting with a letter (2 to 32).",
  },
  phase_code_reserved: {
    pt: "Este código é reservado (versão final).",
    en: "This code is reserved (final version).",
  },
  request_phases_required: {
    pt: "Escolha ao menos uma fase a prorrogar.",
    en: "Choose at least one phase to extend.",
  },
  request_phases_not_allowed: {
    pt: "Um trancamento não indica fases.",
    en: "A hold names no phases.",
  },
  request_start_required: {
    pt: "Informe o primeiro dia do trancamento.",
    en: "Enter the hold's first day.",
  },
  request_start_not_allowed: {
    pt: "Uma prorrogação não tem data de início.",
    en: "An extension has no start date.",
  },
  decision_months_not_allowed: {
    pt: "Meses só se informam ao deferir.",
    en: "Months are given only when granting.",
  },
  decision_months_too_many: {
    pt: "No máximo os {max} meses pedidos.",
    en: "At most the {max} months asked for.",
  },

  // Committees (bancas).
  committee_not_active: {
    pt: "Apenas discentes ativos podem ter banca proposta (situação atual: {status}).",
    en: "Committees are proposed only for active students (current status: {status}).",
  },
  no_advisor: {
    pt: "O discente não tem orientador principal.",
    en: "The student has no main advisor.",
  },
  committee_open: {
    pt: "Já existe uma banca de {kind} proposta ou agendada para este discente.",
    en: "A {kind} committee is already proposed or scheduled for this student.",
  },
  member_unknown: {
    pt: "{idcbpf} não é docente ativo ou é o presidente da banca.",
    en: "{idcbpf} is not an active teacher, or is the committee's chair.",
  },
  member_duplicate: {
    pt: "{member} aparece mais de uma vez na banca.",
    en: "{member} appears more than once in the committee.",
  },
  member_degree: {
    pt: "{member} precisa ter doutorado para compor a banca.",
    en: "{member} needs a doctorate to sit on the committee.",
  },
  committee_too_small: {
    pt: "Banca pequena demais: são necessários {needed} membros entre presidente e titulares; há {present}.",
    en: "Committee too small: it needs {needed} members counting the chair and full members; it has {present}.",
  },
  committee_external_missing: {
    pt: "Faltam membros externos: são necessários {needed} entre os titulares; há {present}.",
    en: "External members missing: it needs {needed} among the full members; it has {present}.",
  },
  committee_state: {
    pt: "Não é possível: a banca está {status}.",
    en: "Not possible: the committee is {status}.",
  },
  session_not_held: {
    pt: "A sessão é em {date}: o resultado se registra a partir desse dia.",
    en: "The session is on {date}: the verdict is recorded from that day on.",
  },
  deposit_not_allowed: {
    pt: "A versão final se deposita após uma defesa aprovada.",
    en: "The final version is deposited after a passed defence.",
  },
  record_closed: {
    pt: "O registro está encerrado: o discente já é egresso.",
    en: "The record is closed: the student has already graduated.",
  },
  participation_not_held: {
    pt: "A banca ainda não foi realizada.",
    en: "The committee has not been held yet.",
  },
  participation_not_participant: {
    pt: "{member} não participou da banca.",
    en: "{member} did not take part in the committee.",
  },
  cpf_invalid: {
    pt: "CPF inválido: 11 dígitos com os dígitos verificadores corretos.",
    en: "Invalid CPF: 11 digits with correct check digits.",
  },
  cpf_country: { pt: "O CPF é brasileiro (país BR).", en: "A CPF is Brazilian (country BR)." },
  passport_invalid: {
    pt: "Passaporte inválido: 5 a 20 letras ou números.",
    en: "Invalid passport: 5 to 20 letters or digits.",
  },
  country_required: { pt: "Informe o país do passaporte.", en: "Enter the passport's country." },
  country_invalid: {
    pt: "País inválido: use o código de duas letras (ex.: BR, US).",
    en: "Invalid country: use the two-letter code (e.g. BR, US).",
  },
  member_role_presidente: {
    pt: "O presidente é o orientador principal, incluído automaticamente.",
    en: "The chair is the main advisor, added automatically.",
  },
  place_or_link_required: {
    pt: "Informe o local ou o link da sessão remota.",
    en: "Enter the place or the remote session's link.",
  },
  remote_link_invalid: {
    pt: "Link inválido: use um endereço https://.",
    en: "Invalid link: use an https:// address.",
  },
  corrections_deadline_required: {
    pt: "Informe o prazo das correções.",
    en: "Enter the corrections deadline.",
  },
  corrections_deadline_not_allowed: {
    pt: "Prazo de correções só com “Aprovado com correções”.",
    en: "A corrections deadline goes only with “Approved with corrections”.",
  },
  corrections_deadline_after_date: {
    pt: "O prazo das correções é depois da data da banca.",
    en: "The corrections deadline comes after the committee's date.",
  },
  duplicate_participant: { pt: "Um membro aparece duas vezes.", en: "A member appears twice." },
  participant_unknown: {
    pt: "Um participante não é membro desta banca.",
    en: "A participant is not a member of this committee.",
  },

  // Dismissal (desligamento).
  already_dismissed: {
    pt: "{idcbpf} já está desligado (situação: {status}).",
    en: "{idcbpf} is already dismissed (status: {status}).",
  },
  date_in_future: { pt: "A data {date} ainda não chegou.", en: "The date {date} is in the future." },
  defence_not_passed: {
    pt: "A conclusão exige uma defesa realizada e aprovada.",
    en: "Completion needs a defence held and passed.",
  },
  final_version_missing: {
    pt: "A conclusão exige o depósito da versão final.",
    en: "Completion needs the final version deposited.",
  },
  dismissal_notes_required: {
    pt: "Com o motivo “outro”, descreva-o nas observações.",
    en: "With the reason “other”, describe it in the notes.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

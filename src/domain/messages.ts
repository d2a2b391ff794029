import type { Locale } from "./locale.ts";
import { FUNDING_MESSAGES } from "./messages-funding.ts";
import { PERSONAL_MESSAGES } from "./messages-personal.ts";
import { PROGRAMME_YEAR_MESSAGES } from "./messages-programme-year.ts";

/**
 * Messages that the server sends and the browser's forms also show (validation keys of the
 * zod schemas in this folder). They live here, in both languages, so the server's answer and
 * the form's inline error say the same words; screen text goes through Lingui instead.
 */
const CORE_MESSAGES = {
  idcbpf_invalid: {
    pt: "Identificador inválido: use letras minúsculas, números, ponto, hífen ou sublinhado (2 a 64).",
    en: "Invalid identifier: use lowercase letters, digits, dot, hyphen or underscore (2 to 64).",
  },
  password_required: { pt: "Informe a senha.", en: "Enter your password." },
  password_too_long: { pt: "Senha longa demais.", en: "Password too long." },
  field_invalid: { pt: "Valor inválido.", en: "Invalid value." },
  field_required: { pt: "Campo obrigatório.", en: "Required field." },
  bad_request: { pt: "Requisição inválida.", en: "Invalid request." },
  malformed_json: { pt: "O corpo da requisição não é um JSON válido.", en: "The request body is not valid JSON." },
  validation_failed: { pt: "Alguns campos são inválidos.", en: "Some fields are invalid." },
  payload_too_large: { pt: "Conteúdo grande demais.", en: "Content too large." },
  login_failed: { pt: "Identificador ou senha incorretos.", en: "Incorrect identifier or password." },
  login_wait: {
    pt: "Muitas tentativas sem sucesso. Aguarde {minutes} e tente de novo.",
    en: "Too many failed attempts. Wait {minutes} and try again.",
  },
  unauthenticated: { pt: "Faça login para continuar.", en: "Log in to continue." },
  forbidden: { pt: "Você não tem acesso a isto.", en: "You do not have access to this." },
  foreign_origin: {
    pt: "Requisição de outra origem recusada.",
    en: "Request from another origin refused.",
  },
  not_found: { pt: "Não encontrado.", en: "Not found." },
  method_not_allowed: { pt: "Método não permitido.", en: "Method not allowed." },
  unsupported_media_type: { pt: "Envie JSON.", en: "Send JSON." },
  internal: { pt: "Algo deu errado...", en: "Something went wrong..." },
  too_many_requests: {
    pt: "Muitas requisições. Tente novamente em instantes.",
    en: "Too many requests. Try again shortly.",
  },
  unavailable: { pt: "Serviço indisponível no momento.", en: "Service unavailable at the moment." },
  conflict: { pt: "Já existe um registro com esta chave.", en: "A record with this key already exists." },

  // Field checks of the schemas (forms and server say the same words).
  too_long: {
    pt: "No máximo {max, plural, one {# caractere} other {# caracteres}}.",
    en: "At most {max, plural, one {# character} other {# characters}}.",
  },
  too_short: {
    pt: "No mínimo {min, plural, one {# caractere} other {# caracteres}}.",
    en: "At least {min, plural, one {# character} other {# characters}}.",
  },
  number_too_small: { pt: "O mínimo é {min}.", en: "The minimum is {min}." },
  number_too_big: { pt: "O máximo é {max}.", en: "The maximum is {max}." },
  too_many_items: {
    pt: "No máximo {max, plural, one {# item} other {# itens}}.",
    en: "At most {max, plural, one {# item} other {# items}}.",
  },
  whole_number: { pt: "Use um número inteiro.", en: "Use a whole number." },
  password_too_short: {
    pt: "A senha precisa de ao menos 8 caracteres.",
    en: "The password needs at least 8 characters.",
  },
  current_password_required: { pt: "Informe a senha atual.", en: "Enter your current password." },
  current_password_wrong: { pt: "A senha atual não confere.", en: "The current password does not match." },
  email_invalid: { pt: "E-mail inválido.", en: "Invalid e-mail address." },
  url_invalid: {
    pt: "Endereço inválido: comece com http:// ou https://.",
    en: "Invalid address: start with http:// or https://.",
  },
  date_invalid: { pt: "Data inválida (AAAA-MM-DD).", en: "Invalid date (YYYY-MM-DD)." },
  time_invalid: { pt: "Horário inválido (HH:MM).", en: "Invalid time (HH:MM)." },
  term_code_invalid: {
    pt: "Período inválido: use AAAA.N, com N de 1 a 6 (ex.: 2026.2).",
    en: "Invalid term: use YYYY.N, N from 1 to 6 (e.g. 2026.2).",
  },
  subject_code_invalid: {
    pt: "Código inválido: use letras maiúsculas, hífen e números (ex.: FIS-501).",
    en: "Invalid code: use capital letters, a hyphen and digits (e.g. FIS-501).",
  },
  concept_invalid: {
    pt: "Conceito inválido: uma ou duas letras maiúsculas.",
    en: "Invalid concept: one or two capital letters.",
  },
  weight_decimals: { pt: "Peso com no máximo duas casas decimais.", en: "Weight with at most two decimals." },
  duplicate_concept: { pt: "Um conceito aparece duas vezes.", en: "A concept appears twice." },
  time_zone_invalid: {
    pt: "Fuso horário desconhecido (ex.: America/Sao_Paulo).",
    en: "Unknown time zone (e.g. America/Sao_Paulo).",
  },
  duplicate_prerequisite: { pt: "Um pré-requisito aparece duas vezes.", en: "A prerequisite appears twice." },
  field_not_for_level: { pt: "Não se aplica a este nível.", en: "Does not apply to this level." },
  level_invalid: {
    pt: "Nível inválido: Administrador, Docente ou Discente.",
    en: "Invalid level: Administrador, Docente or Discente.",
  },
  programme_invalid: {
    pt: "Programa inválido: academico ou profissional.",
    en: "Invalid programme: academico or profissional.",
  },
  degree_invalid: { pt: "Grau inválido: mestrado ou doutorado.", en: "Invalid degree: mestrado or doutorado." },
  status_invalid: {
    pt: "Situação inválida: ativo, trancado, inativo ou egresso.",
    en: "Invalid status: ativo, trancado, inativo or egresso.",
  },
  too_many_co_advisors: { pt: "No máximo dois coorientadores.", en: "At most two co-advisors." },
  duplicate_co_advisor: { pt: "Um coorientador aparece duas vezes.", en: "A co-advisor appears twice." },
  co_advisor_is_advisor: {
    pt: "O orientador principal não pode ser também coorientador.",
    en: "The main advisor cannot also be a co-advisor.",
  },

  // Subject catalogue (disciplinas): a field a strict body does not take, named in `fields`.
  field_not_allowed: { pt: "Campo não aceito aqui.", en: "Field not accepted here." },

  // Business rules (422 with `rule`) and duplicates (409).
  prerequisite_cycle: { pt: "Pré-requisitos em ciclo: {path}.", en: "Prerequisites in a cycle: {path}." },
  prerequisite_unknown: { pt: "Pré-requisito desconhecido: {code}.", en: "Unknown prerequisite: {code}." },
  subject_exists: { pt: "Já existe a disciplina {code}.", en: "Subject {code} already exists." },
  term_exists: { pt: "Já existe o período {code}.", en: "Term {code} already exists." },
  term_dates_order: {
    pt: "Datas fora de ordem: {before} deve vir antes de {after}.",
    en: "Dates out of order: {before} must come before {after}.",
  },
  term_overlap: { pt: "As datas se sobrepõem às do período {term}.", en: "The dates overlap those of term {term}." },
  current_term_required: {
    pt: "Deve haver um período atual: torne outro período o atual em vez disso.",
    en: "There must be a current term: make another term the current one instead.",
  },
  concept_in_use: {
    pt: "O conceito {concept} já foi usado em notas ou aproveitamentos e não pode ser removido.",
    en: "Concept {concept} is already used in grades or credit transfers and cannot be removed.",
  },
  user_exists: { pt: "Já existe o usuário {idcbpf}.", en: "User {idcbpf} already exists." },
  email_taken: {
    pt: "O e-mail {email} já pertence a outro usuário.",
    en: "The e-mail {email} already belongs to another user.",
  },
  own_fields_only: {
    pt: "Você pode alterar apenas e-mail, Lattes, idioma preferido, avisos por e-mail e senha.",
    en: "You may change only your e-mail, Lattes, preferred language, e-mail notifications and password.",
  },
  password_change_required: { pt: "Defina uma nova senha para continuar.", en: "Choose a new password to continue." },
  has_records: {
    pt: "Este usuário tem registros acadêmicos: altere a situação em vez de excluí-lo.",
    en: "This user has academic records: change the status instead of deleting them.",
  },
  advisee_cap: {
    pt: "{advisor} já orienta {cap, plural, one {# discente ativo ou trancado} other {# discentes ativos ou trancados}} (o limite).",
    en: "{advisor} already advises {cap, plural, one {# active or on-leave student} other {# active or on-leave students}} (the limit).",
  },
  guidance_exists: { pt: "{student} já tem orientação; edite-a.", en: "{student} already has a guidance; edit it." },
  not_a_student: { pt: "{idcbpf} não é discente.", en: "{idcbpf} is not a student." },
  not_a_teacher: { pt: "{idcbpf} não é docente.", en: "{idcbpf} is not a teacher." },
  user_unknown: { pt: "Usuário desconhecido: {idcbpf}.", en: "Unknown user: {idcbpf}." },

  // Users and profiles (forms of /usuarios, "Minha conta", the forced password change).
  password_mismatch: { pt: "As senhas não conferem.", en: "The passwords do not match." },
  // Terms, settings and the logs (/configuracoes).
  term_dates_not_after: {
    pt: "Datas fora de ordem: {before} não pode ser depois de {after}.",
    en: "Dates out of order: {before} cannot be after {after}.",
  },
  concepts_required: {
    pt: "A tabela precisa de ao menos um conceito.",
    en: "The table needs at least one concept.",
  },
  date_range_order: {
    pt: "A data final não pode ser antes da inicial.",
    en: "The end date cannot be before the start date.",
  },

  // CSV import (each bad line is reported with its field).
  csv_header: { pt: "Cabeçalho esperado: {expected}.", en: "Expected header: {expected}." },
  csv_malformed: { pt: "Linha malformada: {reason}.", en: "Malformed line: {reason}." },
  csv_columns: {
    pt: "A linha tem {found} colunas; esperadas {expected}.",
    en: "The line has {found} columns; expected {expected}.",
  },
  csv_empty: { pt: "O arquivo não tem linhas de dados.", en: "The file has no data lines." },
  csv_too_many_rows: {
    pt: "No máximo {max, plural, one {# linha} other {# linhas}} por arquivo.",
    en: "At most {max, plural, one {# line} other {# lines}} per file.",
  },
  csv_duplicate_idcbpf: {
    pt: "Identificador repetido no arquivo (já na linha {line}).",
    en: "Identifier repeated in the file (already on line {line}).",
  },
  csv_duplicate_email: {
    pt: "E-mail repetido no arquivo (já na linha {line}).",
    en: "E-mail repeated in the file (already on line {line}).",
  },
  csv_email_taken: { pt: "O e-mail já pertence a {idcbpf}.", en: "The e-mail already belongs to {idcbpf}." },
  csv_encoding: { pt: "O arquivo não está em UTF-8.", en: "The file is not UTF-8." },
  csv_media_type: { pt: "Envie um arquivo CSV (text/csv).", en: "Send a CSV file (text/csv)." },

  // Requests refused before routing (src/server/http/client-error.ts).
  uri_too_long: {
    pt: "O endereço é longo demais. Encurte o texto da busca e tente de novo.",
    en: "The address is too long. Shorten the search text and try again.",
  },
  request_too_large: {
    pt: "O pedido é grande demais (endereço ou cabeçalhos). Encurte o texto da busca e tente de novo.",
    en: "The request is too large (address or headers). Shorten the search text and try again.",
  },
  request_timeout: {
    pt: "O pedido demorou demais para chegar. Tente de novo.",
    en: "The request took too long to arrive. Try again.",
  },
  go_home: { pt: "Ir para o início", en: "Go to the home page" },
  // CSV user import (importacao): why a line is malformed ({reason} of csv_malformed), and the
  // importer's own account.
  csv_reason_unclosed_quote: {
    pt: "aspas abertas e não fechadas",
    en: "a quote is opened and never closed",
  },
  csv_reason_stray_quote: {
    pt: "aspas no meio de um campo sem aspas",
    en: "a quote inside a field that does not start with one",
  },
  csv_reason_after_quote: {
    pt: "texto depois das aspas de fechamento",
    en: "text after a closing quote",
  },
  csv_reason_too_long: { pt: "linha longa demais", en: "line too long" },
  csv_reason_other: { pt: "não foi possível ler a linha", en: "the line could not be read" },
  csv_own_account: {
    pt: "Não é possível alterar o próprio nível ou situação pela importação.",
    en: "You cannot change your own level or status through an import.",
  },

  // Transcript and credit transfers (historico, aproveitamentos).
  transfer_subject_required: {
    pt: "Informe a disciplina ou o nome da disciplina cursada fora.",
    en: "Enter the subject or the name of the subject taken elsewhere.",
  },
  transfer_subject_or_name: {
    pt: "Informe a disciplina ou o nome externo, não ambos.",
    en: "Enter the subject or the external name, not both.",
  },
  subject_unknown: { pt: "Disciplina desconhecida: {code}.", en: "Unknown subject: {code}." },
  term_unknown: { pt: "Período desconhecido: {term}.", en: "Unknown term: {term}." },
  transfer_concept_missing: {
    pt: "A tabela de conceitos não tem o conceito {concept} (aproveitamento): inclua-o em Configurações.",
    en: "The concept table has no {concept} (credit transfer): add it in Settings.",
  },
  // Enrolment (matrículas, PRODUCT §7): every refusal names what clashed or what is missing.
  window_closed: {
    pt: "A matrícula está fechada: o período de matrícula é de {start} a {end}.",
    en: "Enrolment is closed: the enrolment window runs from {start} to {end}.",
  },
  not_active: {
    pt: "Apenas discentes ativos podem se matricular (situação atual: {status}).",
    en: "Only active students may enrol (current status: {status}).",
  },
  not_eligible: {
    pt: "{subject} não é oferecida ao seu programa ou nível.",
    en: "{subject} is not open to your programme or level.",
  },
  already_enrolled: {
    pt: "Já existe um pedido seu em {subject} neste período.",
    en: "You already have a request for {subject} this term.",
  },
  already_passed: {
    pt: "{subject} já foi cursada com aprovação.",
    en: "{subject} has already been passed.",
  },
  prerequisite_missing: {
    pt: "Falta o pré-requisito {subject}.",
    en: "Prerequisite missing: {subject}.",
  },
  slot_clash: {
    pt: "O horário coincide com o de {subject}.",
    en: "The timetable clashes with {subject}.",
  },
  credit_limit: {
    pt: "Limite de {limit, plural, one {# crédito} other {# créditos}} no período excedido: seriam {total}.",
    en: "The term's limit of {limit, plural, one {# credit} other {# credits}} would be exceeded: {total}.",
  },
  drop_deadline_passed: {
    pt: "O prazo de trancamento terminou em {deadline}.",
    en: "The drop deadline was {deadline}.",
  },
  rejection_reason_required: {
    pt: "Diga o motivo do indeferimento: o discente o lerá.",
    en: "Give the reason for the rejection: the student will read it.",
  },
  waitlist_expired: {
    pt: "A lista de espera expirou no prazo de trancamento.",
    en: "The waitlist expired at the drop deadline.",
  },
  enrolment_not_live: {
    pt: "Esta matrícula já não está ativa (situação: {status}).",
    en: "This enrolment is no longer active (status: {status}).",
  },
  already_decided: {
    pt: "Esta matrícula já foi decidida ({status}); só a secretaria pode revertê-la.",
    en: "This enrolment has already been decided ({status}); only the office can reverse it.",
  },
  offering_full: {
    pt: "Não há vagas em {subject} para deferir esta matrícula.",
    en: "There is no seat left in {subject} to accept this enrolment.",
  },
  student_required: {
    pt: "Informe o discente a matricular.",
    en: "Name the student to enrol.",
  },
  codigo_invalid: { pt: "Código inválido.", en: "Invalid code." },

  // Offerings, class lists and grades (ofertas, /ofertagem): field checks, then rules (422).
  slot_end_before_start: { pt: "O fim deve ser depois do início.", en: "The end must be after the start." },
  slots_required: { pt: "Informe ao menos um horário.", en: "Enter at least one time slot." },
  slots_overlap: {
    pt: "Dois horários desta oferta se sobrepõem.",
    en: "Two time slots of this offering overlap.",
  },
  duplicate_co_teacher: { pt: "Um docente aparece duas vezes.", en: "A teacher appears twice." },
  co_teacher_is_responsible: {
    pt: "O docente responsável não pode ser também colaborador.",
    en: "The responsible teacher cannot also be a co-teacher.",
  },
  responsible_required: {
    pt: "Informe o docente responsável.",
    en: "Name the responsible teacher.",
  },
  concept_unknown: {
    pt: "Conceito desconhecido: {concept}.",
    en: "Unknown concept: {concept}.",
  },
  subject_inactive: {
    pt: "A disciplina {code} está desativada e não pode ser ofertada.",
    en: "Subject {code} is deactivated and cannot be offered.",
  },
  offering_window_closed: {
    pt: "A ofertagem do período {term} não está aberta (de {start} a {end}).",
    en: "Offering for term {term} is not open (from {start} to {end}).",
  },
  offering_locked: {
    pt: "A matrícula do período {term} já abriu ({start}): horários, salas, docentes e idioma não mudam mais; só as vagas.",
    en: "Enrolment for term {term} has opened ({start}): slots, rooms, teachers and language no longer change; only the capacity.",
  },
  room_clash: {
    pt: "A sala {room} já está ocupada por {subject} ({day}, {start}–{end}).",
    en: "Room {room} is already taken by {subject} ({day}, {start}–{end}).",
  },
  teacher_clash: {
    pt: "{teacher} já dá aula em {subject} nesse horário ({day}, {start}–{end}).",
    en: "{teacher} already teaches {subject} at that time ({day}, {start}–{end}).",
  },
  capacity_below_taken: {
    pt: "As vagas não podem ficar abaixo {taken, plural, one {da # já ocupada} other {das # já ocupadas}}.",
    en: "The capacity cannot go below the {taken, plural, one {# seat already taken} other {# seats already taken}}.",
  },
  grade_deadline_passed: {
    pt: "O prazo de notas do período {term} terminou em {deadline}: as notas são finais; só a secretaria as corrige.",
    en: "The grade deadline of term {term} ended on {deadline}: grades are final; only the office corrects them.",
  },
  not_enrolled: {
    pt: "{student} não tem matrícula deferida nesta oferta.",
    en: "{student} has no accepted enrolment in this offering.",
  },
  // The grade sheet and its CSV import (notas).
  concept_not_allowed: {
    pt: "O conceito T (aproveitamento de créditos) só a secretaria registra, pelo histórico do discente.",
    en: "Concept T (credit transfer) is recorded only by the office, through the student's transcript.",
  },
  grade_row_repeated: {
    pt: "{idcbpf} aparece mais de uma vez nesta planilha.",
    en: "{idcbpf} appears more than once in this sheet.",
  },
  grade_sheet_too_large: {
    pt: "São {rows} linhas, mais que os {size} discentes da turma.",
    en: "That is {rows} rows, more than the {size} students of the class.",
  },
  csv_too_large: { pt: "O arquivo passa de {max}.", en: "The file is larger than {max}." },
  csv_encoding_text: {
    pt: "O arquivo não está em UTF-8 nem em Windows-1252.",
    en: "The file is neither UTF-8 nor Windows-1252.",
  },

  // Registration calls and applications (inscrições, chamadas; PRODUCT §7).
  document_key_invalid: {
    pt: "Chave inválida: letras minúsculas, números, hífen ou sublinhado (até 40).",
    en: "Invalid key: lowercase letters, digits, hyphen or underscore (up to 40).",
  },
  duplicate_document_key: { pt: "Chave de documento repetida.", en: "Repeated document key." },
  call_dates_order: {
    pt: "O encerramento não pode vir antes da abertura.",
    en: "The closing date cannot come before the opening date.",
  },
  reason_required: { pt: "Informe o motivo.", en: "Give the reason." },
  call_unknown: { pt: "Chamada desconhecida.", en: "Unknown call." },
  call_closed: {
    pt: "A chamada não está aberta (de {opensOn} a {closesOn}).",
    en: "The call is not open (from {opensOn} to {closesOn}).",
  },
  application_locked: {
    pt: "A inscrição está {status} e não pode mais ser alterada.",
    en: "The application is {status} and can no longer be changed.",
  },
  documents_missing: { pt: "Faltam documentos: {documents}.", en: "Documents missing: {documents}." },
  document_in_use: {
    pt: "O documento {key} já foi enviado em inscrições e não pode ser removido da chamada.",
    en: "Document {key} has already been uploaded to applications and cannot be removed from the call.",
  },
  application_email_taken: {
    pt: "Já existe outra inscrição nesta chamada com o e-mail {email}.",
    en: "Another application to this call already uses the e-mail {email}.",
  },
  application_not_found: {
    pt: "Inscrição não encontrada. Confira o código.",
    en: "Application not found. Check the code.",
  },
  document_unknown: {
    pt: "Esta chamada não pede o documento {key}.",
    en: "This call does not ask for document {key}.",
  },
  document_not_found: { pt: "Documento não enviado.", en: "Document not uploaded." },
  too_many_documents: {
    pt: "No máximo {max, plural, one {# documento} other {# documentos}}.",
    en: "At most {max, plural, one {# document} other {# documents}}.",
  },
  document_too_large: { pt: "O arquivo passa de {max} MB.", en: "The file exceeds {max} MB." },
  document_not_pdf: { pt: "O arquivo não é um PDF.", en: "The file is not a PDF." },
  document_empty: { pt: "O arquivo está vazio.", en: "The file is empty." },
  code_lookups_throttled: {
    pt: "Muitas consultas de código. Tente novamente em {seconds} s.",
    en: "Too many code look-ups. Try again in {seconds} s.",
  },
  application_status_rascunho: { pt: "em rascunho", en: "a draft" },
  application_status_submetida: { pt: "submetida", en: "submitted" },
  application_status_em_analise: { pt: "em análise", en: "under review" },
  application_status_deferida: { pt: "deferida", en: "approved" },
  application_status_indeferida: { pt: "indeferida", en: "rejected" },
  // Mail and first access (the outbox, /primeiro-acesso).
  first_access_invalid: {
    pt: "Este link de primeiro acesso não vale: está incompleto, expirou ou já foi usado. Peça um novo à secretaria.",
    en: "This first-access link is not valid: it is incomplete, has expired or was already used. Ask the office for a new one.",
  },
  first_access_throttled: {
    pt: "Muitas tentativas com links inválidos. Tente novamente em {seconds} s.",
    en: "Too many attempts with invalid links. Try again in {seconds} s.",
  },
  // Password recovery (/login "Esqueci minha senha", /redefinir-senha).
  login_required: { pt: "Informe o identificador ou o e-mail.", en: "Enter your identifier or e-mail." },
  recovery_wait: {
    pt: "Muitos pedidos de nova senha. Aguarde {minutes} e tente de novo.",
    en: "Too many requests for a new password. Wait {minutes} and try again.",
  },
  token_invalid: {
    pt: "Este link de nova senha não vale: está incompleto, expirou (vale 1 hora) ou já foi usado. Peça outro em “Esqueci minha senha”.",
    en: "This new-password link is not valid: it is incomplete, has expired (it lasts 1 hour) or was already used. Ask for another with “Forgot my password”.",
  },
  reset_links_throttled: {
    pt: "Muitas tentativas com links inválidos. Aguarde {minutes} e tente de novo.",
    en: "Too many attempts with invalid links. Wait {minutes} and try again.",
  },
  outbox_demo_only: {
    pt: "A caixa de saída só pode ser lida no modo de demonstração.",
    en: "The outbox can only be read in demo mode.",
  },
  // Declarations (declaracoes, PRODUCT §7): field checks, why one may not be issued (422
  // `not_eligible`, with the reason in its message), revocation, and the public verification.
  declaration_offering_required: {
    pt: "Informe a oferta da declaração de docência.",
    en: "Name the offering of the teaching declaration.",
  },
  declaration_offering_only_docencia: {
    pt: "Só a declaração de docência se refere a uma oferta.",
    en: "Only a teaching declaration refers to an offering.",
  },
  revocation_reason_required: { pt: "Informe o motivo da revogação.", en: "Enter the reason for revoking." },
  declaration_own_only: {
    pt: "Você só pode emitir declarações para si.",
    en: "You may only issue declarations for yourself.",
  },
  declaration_not_student: {
    pt: "{name} não é discente: a declaração de {type} é só para discentes.",
    en: "{name} is not a student: the {type} declaration is for students only.",
  },
  declaration_status_refused: {
    pt: "A declaração de {type} exige situação {allowed}; a situação de {name} é {status}.",
    en: "The {type} declaration requires status {allowed}; {name}'s status is {status}.",
  },
  declaration_no_current_term: {
    pt: "Não há período letivo corrente.",
    en: "There is no current term.",
  },
  declaration_no_enrolment: {
    pt: "{name} não tem matrícula deferida no período {term}.",
    en: "{name} has no accepted enrolment in term {term}.",
  },
  declaration_not_teacher: {
    pt: "{name} não é docente da oferta de {subject} em {term}.",
    en: "{name} does not teach the offering of {subject} in {term}.",
  },
  declaration_offering_future: {
    pt: "A oferta de {subject} em {term} ainda não começou.",
    en: "The offering of {subject} in {term} has not started yet.",
  },
  declaration_offering_unknown: { pt: "Oferta desconhecida: {id}.", en: "Unknown offering: {id}." },
  declaration_holder_unknown: { pt: "Usuário desconhecido: {idcbpf}.", en: "Unknown user: {idcbpf}." },
  declaration_already_revoked: {
    pt: "Esta declaração já foi revogada em {date}.",
    en: "This declaration was already revoked on {date}.",
  },
  declaration_not_found: {
    pt: "Nenhuma declaração com este código. Confira o código impresso.",
    en: "No declaration has this code. Check the printed code.",
  },
  declaration_lookups_throttled: {
    pt: "Muitas consultas de declarações. Tente novamente em {seconds} s.",
    en: "Too many declaration look-ups. Try again in {seconds} s.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** Each area's messages; a key is defined in one of them only (messages.test.ts), never overridden. */
export const MESSAGE_PARTS = {
  core: CORE_MESSAGES,
  programmeYear: PROGRAMME_YEAR_MESSAGES,
  funding: FUNDING_MESSAGES,
  personal: PERSONAL_MESSAGES,
} as const;

export const MESSAGES = {
  ...CORE_MESSAGES,
  ...PROGRAMME_YEAR_MESSAGES,
  ...FUNDING_MESSAGES,
  ...PERSONAL_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** `{n, plural, one {# crédito} other {# créditos}}`: ICU's plural, the one form the messages use. */
const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/**
 * The text of a message in a language, with `{name}` placeholders filled and each count's noun
 * agreeing with its number ("1 crédito", "2 créditos"; `#` is the number).
 */
export function message(key: MessageKey, locale: Locale, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale]
    .replace(PLURAL, (whole, name: string, one: string, other: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return (Number(value) === 1 ? one : other).replaceAll("#", String(value));
    })
    .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** A zod issue message is either one of our keys or zod's own text; show ours translated. */
export function issueMessage(raw: string, locale: Locale): string {
  return isMessageKey(raw) ? message(raw, locale) : message("field_invalid", locale);
}

/** The parts of a zod issue that say what was wrong (zod's own issue type, kept structural here). */
export type IssueLike = {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  /** zod's name of what an `invalid_type` issue got ("undefined", "NaN"). */
  received?: unknown;
};

/** Nothing typed or chosen: missing, an empty or blank text, a select's "", a number field's NaN. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (typeof value === "number" && Number.isNaN(value))
  );
}

/**
 * A zod issue in the user's words. A field left empty says "Campo obrigatório." whatever its type
 * (a select, a date, a number), when the caller knows the value given (`given`) — except a rule's
 * own refusal (a custom issue), whose words name the rule. Otherwise our own key when the schema
 * gave one; otherwise the limit it broke ("No máximo 100 caracteres."), so a too-long field says
 * which limit, not only "invalid".
 */
export function issueText(issue: IssueLike, locale: Locale, given?: { value: unknown }): string {
  // A schema's own "required" words ("Informe o motivo da revogação.") say it better still.
  const ownRequired = isMessageKey(issue.message) && issue.message.endsWith("_required");
  if (given && issue.code !== "custom" && !ownRequired && isEmptyValue(given.value))
    return message("field_required", locale);
  if (isMessageKey(issue.message)) return message(issue.message, locale);
  const limit = (value: number | bigint | undefined) => String(value ?? "");
  if (issue.code === "too_big") {
    if (issue.origin === "string") return message("too_long", locale, { max: limit(issue.maximum) });
    if (issue.origin === "array" || issue.origin === "set")
      return message("too_many_items", locale, { max: limit(issue.maximum) });
    if (issue.origin === "number" || issue.origin === "int")
      return message("number_too_big", locale, { max: limit(issue.maximum) });
  }
  if (issue.code === "too_small") {
    if (issue.origin === "string")
      return issue.minimum === 1
        ? message("field_required", locale)
        : message("too_short", locale, { min: limit(issue.minimum) });
    if (issue.origin === "number" || issue.origin === "int")
      return message("number_too_small", locale, { min: limit(issue.minimum) });
  }
  if (issue.code === "invalid_format" && issue.format === "email") return message("email_invalid", locale);
  // Nothing there (zod names it in `received`, or only in its own words for a missing key).
  const nothing =
    issue.received === "undefined" || issue.received === "NaN" || /received (undefined|NaN)$/.test(issue.message);
  if (issue.code === "invalid_type" && nothing) return message("field_required", locale);
  if (issue.code === "invalid_type" && issue.message.includes("int")) return message("whole_number", locale);
  return message("field_invalid", locale);
}

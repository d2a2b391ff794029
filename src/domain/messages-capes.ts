import type { IssueCode } from "./capes.ts";
import type { Locale } from "./locale.ts";

/**
 * The CAPES pack's validation messages (funding spec §5 "Validation"), one per code, in both
 * languages: one sentence naming the person (`{who}`: "Ana Lima (ana.lima)") and what to fix,
 * with the column (`{field}`) in parentheses. Not refusals: they go into the report and its
 * `validacao.csv`, so they live apart from MESSAGES.
 */
export const CAPES_MESSAGES: Record<IssueCode, Record<Locale, string>> = {
  missing_programme_code: {
    pt: "Programa {programme}: falta o código CAPES do programa nas configurações ({field}).",
    en: "{programme} programme: the programme's CAPES code is missing from the settings ({field}).",
  },
  missing_document: {
    pt: "{who}: falta CPF ou passaporte (brasileiros precisam de CPF) ({field}).",
    en: "{who}: a CPF or a passport is missing (Brazilians need a CPF) ({field}).",
  },
  missing_nationality: {
    pt: "{who}: falta a nacionalidade ({field}).",
    en: "{who}: the nationality is missing ({field}).",
  },
  missing_birth_year: {
    pt: "{who}: falta a data de nascimento ({field}).",
    en: "{who}: the birth date is missing ({field}).",
  },
  name_too_long: {
    pt: "{who}: o nome tem mais de 60 caracteres, o limite da CAPES ({field}).",
    en: "{who}: the name is longer than 60 characters, CAPES's limit ({field}).",
  },
  missing_entry_date: {
    pt: "{who}: falta o período de ingresso, ou ele não está cadastrado ({field}).",
    en: "{who}: the entry term is missing or is not a registered term ({field}).",
  },
  missing_situation_date: {
    pt: "{who}: falta a data da situação (defesa, desligamento ou início da situação); fica fora do pacote ({field}).",
    en: "{who}: the situation date is missing (defence, dismissal or status start); left out of the pack ({field}).",
  },
  missing_advisor: {
    pt: "{who}: falta o orientador principal ({field}).",
    en: "{who}: the main advisor is missing ({field}).",
  },
  titled_without_defence: {
    pt: "{who}: egresso sem defesa aprovada registrada; a data usada é a do início da situação ({field}).",
    en: "{who}: graduated without a recorded passed defence; the status start date is used ({field}).",
  },
  defended_not_titled: {
    pt: "{who}: tem defesa aprovada, mas continua ativo ou trancado ({field}).",
    en: "{who}: has a passed defence but is still active or on hold ({field}).",
  },
  missing_category: {
    pt: "{who}: falta a categoria CAPES do docente ({field}).",
    en: "{who}: the teacher's CAPES category is missing ({field}).",
  },
  missing_titulation_year: {
    pt: "{who}: docente permanente sem o ano de titulação ({field}).",
    en: "{who}: a permanent teacher without the titulation year ({field}).",
  },
  missing_work_regime: {
    pt: "{who}: falta o regime de trabalho ({field}).",
    en: "{who}: the work regime is missing ({field}).",
  },
  missing_defence_data: {
    pt: "{who}: a defesa não tem este dado ({field}).",
    en: "{who}: the defence lacks this data ({field}).",
  },
};

const PROGRAMME_WORDS: Record<Locale, Record<string, string>> = {
  pt: { academico: "acadêmico", profissional: "profissional" },
  en: { academico: "Academic", profissional: "Professional" },
};

export function capesMessage(
  code: IssueCode,
  locale: Locale,
  values: { who?: string; field: string; programme?: string },
): string {
  const programme = values.programme ? (PROGRAMME_WORDS[locale][values.programme] ?? values.programme) : "";
  return CAPES_MESSAGES[code][locale]
    .replace("{who}", values.who ?? "")
    .replace("{field}", values.field)
    .replace("{programme}", programme);
}

/** 400 `fields.ano`. */
export const CAPES_YEAR_RANGE: Record<Locale, string> = {
  pt: "O ano deve estar entre {first} e {last}.",
  en: "The year must be between {first} and {last}.",
};

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { IssueCode } from "../../domain/capes.ts";

/** What each validation code of the CAPES pack means, as a group's heading. */
export const ISSUE_LABELS: Record<IssueCode, MessageDescriptor> = {
  missing_programme_code: msg`Código CAPES do programa ausente`,
  missing_document: msg`Sem CPF ou passaporte`,
  missing_nationality: msg`Sem nacionalidade`,
  missing_birth_year: msg`Sem data de nascimento`,
  name_too_long: msg`Nome com mais de 60 caracteres`,
  missing_entry_date: msg`Sem período de ingresso`,
  missing_situation_date: msg`Sem data da situação`,
  missing_advisor: msg`Sem orientador principal`,
  titled_without_defence: msg`Egresso sem defesa aprovada`,
  defended_not_titled: msg`Defendeu, mas não é egresso`,
  missing_category: msg`Docente sem categoria CAPES`,
  missing_titulation_year: msg`Permanente sem ano de titulação`,
  missing_work_regime: msg`Docente sem regime de trabalho`,
  missing_defence_data: msg`Defesa sem banca, idioma, páginas ou palavras-chave`,
};

export const SITUATION_LABELS = {
  MATRICULADO: msg`Matriculados`,
  TITULADO: msg`Titulados`,
  DESLIGADO: msg`Desligados`,
  ABANDONOU: msg`Abandonaram`,
} as const;

export const CATEGORY_LABELS = {
  PERMANENTE: msg`Permanentes`,
  COLABORADOR: msg`Colaboradores`,
  VISITANTE: msg`Visitantes`,
  SEM_CATEGORIA: msg`Sem categoria`,
} as const;

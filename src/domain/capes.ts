import { z } from "zod";
import { PROGRAMMES } from "./users.ts";

/**
 * The CAPES pack (funding spec §5, §6 `/api/capes/*`): its six files with their columns in order
 * (the contract: Sucupira's open-data names), and the JSON report's shape, shared by the server
 * that builds it and the office's screen that shows it. The values' mappings are in
 * capes-values.ts, the validation's codes and order in capes-issues.ts.
 */
export const CAPES_FILES = [
  "discentes.csv",
  "docentes.csv",
  "disciplinas.csv",
  "trabalhos-conclusao.csv",
  "bolsas.csv",
  "validacao.csv",
] as const;
export type CapesFile = (typeof CAPES_FILES)[number];

const cols = (list: string) => list.split("; ");

export const CAPES_COLUMNS = {
  "discentes.csv": cols(
    "AN_BASE; CD_PROGRAMA_IES; NM_MODALIDADE_PROGRAMA; CD_DISCENTE_IES; NM_DISCENTE; TP_DOCUMENTO_DISCENTE; NR_DOCUMENTO_DISCENTE; NM_PAIS_NACIONALIDADE_DISCENTE; DS_TIPO_NACIONALIDADE_DISCENTE; AN_NASCIMENTO_DISCENTE; TP_SEXO_DISCENTE; DS_RACA_COR_DISCENTE; IN_DEFICIENCIA_DISCENTE; IN_ACAO_AFIRMATIVA_DISCENTE; DS_GRAU_ACADEMICO_DISCENTE; ST_INGRESSANTE; NM_SITUACAO_DISCENTE; DT_MATRICULA_DISCENTE; DT_SITUACAO_DISCENTE; QT_MES_TITULACAO; NM_ORIENTADOR_PRINCIPAL; NM_COORIENTADORES; IN_BOLSISTA; NM_AGENCIA_BOLSA; DS_TIPO_BOLSA; QT_MESES_BOLSA_ANO",
  ),
  "docentes.csv": cols(
    "AN_BASE; CD_PROGRAMA_IES; NM_MODALIDADE_PROGRAMA; CD_DOCENTE_IES; NM_DOCENTE; TP_DOCUMENTO_DOCENTE; NR_DOCUMENTO_DOCENTE; NM_PAIS_NACIONALIDADE_DOCENTE; DS_TIPO_NACIONALIDADE_DOCENTE; AN_NASCIMENTO_DOCENTE; TP_SEXO_DOCENTE; DS_CATEGORIA_DOCENTE; DS_REGIME_TRABALHO; NM_GRAU_TITULACAO; AN_TITULACAO; SG_IES_TITULACAO; NM_PAIS_IES_TITULACAO; QT_ORIENTANDOS_ANO; QT_TURMAS_ANO",
  ),
  "disciplinas.csv": cols(
    "AN_BASE; CD_PERIODO; NM_MODALIDADE_PROGRAMA; CD_DISCIPLINA; NM_DISCIPLINA; QT_CREDITOS; QT_CARGA_HORARIA; DS_NIVEL_DISCIPLINA; NM_DOCENTE_RESPONSAVEL; NM_DOCENTES; DS_IDIOMA; QT_MATRICULADOS; QT_APROVADOS; QT_REPROVADOS",
  ),
  "trabalhos-conclusao.csv": cols(
    "AN_BASE; CD_PROGRAMA_IES; NM_MODALIDADE_PROGRAMA; CD_DISCENTE_IES; NM_DISCENTE; TP_DOCUMENTO_DISCENTE; NR_DOCUMENTO_DISCENTE; DS_GRAU_ACADEMICO_DISCENTE; NM_PRODUCAO; DT_TITULACAO; NM_ORIENTADOR; NM_BANCA; DS_IDIOMA; NR_PAGINAS; DS_PALAVRA_CHAVE",
  ),
  "bolsas.csv": cols(
    "AN_BASE; NR_BOLSA; NM_AGENCIA_FINANCIADORA; DS_TIPO_BOLSA; DS_NIVEL_BOLSA; CD_DISCENTE_IES; NM_DISCENTE; TP_DOCUMENTO_DISCENTE; NR_DOCUMENTO_DISCENTE; DT_INICIO_BOLSA; DT_FIM_BOLSA; DT_CANCELAMENTO_BOLSA; DS_MOTIVO_CANCELAMENTO; QT_MESES_ANO; QT_MESES_SUSPENSAO_ANO; VL_MENSALIDADE",
  ),
  "validacao.csv": cols("GRAVIDADE; CODIGO; ARQUIVO; CAMPO; CD_PESSOA_IES; NM_PESSOA; MENSAGEM"),
} as const satisfies Record<CapesFile, readonly string[]>;

/** The first year a pack may be asked for; the last is this year (the institution's). */
export const CAPES_FIRST_YEAR = 2000;

export const capesQuerySchema = z.object({ programme: z.enum(PROGRAMMES).optional() });
export type CapesQuery = z.infer<typeof capesQuerySchema>;

export const ISSUE_CODES = [
  "missing_programme_code",
  "missing_document",
  "missing_nationality",
  "missing_birth_year",
  "name_too_long",
  "missing_entry_date",
  "missing_situation_date",
  "missing_advisor",
  "titled_without_defence",
  "defended_not_titled",
  "missing_category",
  "missing_titulation_year",
  "missing_work_regime",
  "missing_defence_data",
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];
export const SEVERITIES = ["bloqueante", "aviso"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const capesIssueSchema = z.object({
  code: z.enum(ISSUE_CODES),
  severity: z.enum(SEVERITIES),
  file: z.enum(CAPES_FILES),
  field: z.string(),
  person: z.object({ idcbpf: z.string(), name: z.string() }).nullable(),
  message: z.string(),
});
export type CapesIssue = z.infer<typeof capesIssueSchema>;

export const SITUATIONS = ["MATRICULADO", "TITULADO", "DESLIGADO", "ABANDONOU"] as const;
export type Situation = (typeof SITUATIONS)[number];
export const TEACHER_CATEGORIES = ["PERMANENTE", "COLABORADOR", "VISITANTE", "SEM_CATEGORIA"] as const;

export const capesSummarySchema = z.object({
  students: z.object(
    Object.fromEntries(SITUATIONS.map((s) => [s, z.number().int()])) as Record<Situation, z.ZodNumber>,
  ),
  teachers: z.object(
    Object.fromEntries(TEACHER_CATEGORIES.map((s) => [s, z.number().int()])) as Record<
      (typeof TEACHER_CATEGORIES)[number],
      z.ZodNumber
    >,
  ),
  offerings: z.number().int(),
  defences: z.number().int(),
  scholarshipMonths: z.array(z.object({ sponsor: z.string(), months: z.number().int() })),
});
export type CapesSummary = z.infer<typeof capesSummarySchema>;

export const capesReportSchema = z.object({
  year: z.number().int(),
  programme: z.enum(PROGRAMMES).nullable(),
  generatedAt: z.string(),
  files: z.array(
    z.object({ name: z.enum(CAPES_FILES), columns: z.array(z.string()), rows: z.array(z.array(z.string())) }),
  ),
  summary: capesSummarySchema,
  issues: z.array(capesIssueSchema),
  blocking: z.number().int(),
  warnings: z.number().int(),
  ready: z.boolean(),
});
export type CapesReport = z.infer<typeof capesReportSchema>;

/** `capes-2025.zip`, `capes-2025-academico.zip`. */
export function capesPackName(year: number, programme: string | undefined | null): string {
  return programme ? `capes-${year}-${programme}.zip` : `capes-${year}.zip`;
}

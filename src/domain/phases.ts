import { z } from "zod";
import { bilingualSchema, isoDaySchema, type Bilingual } from "./academic.ts";
import { MILESTONE_KINDS, type MilestoneKind } from "./guidance.ts";
import { pageAnswer, pageQueryShape } from "./paging.ts";
import { DEGREES, PROGRAMMES, USER_STATUSES, type Degree, type Programme } from "./users.ts";

/**
 * The phase table of the programme year (fases: proficiência, qualificação, defesa…): per
 * programme and degree, each phase is due a number of months after a student's entry. The
 * office edits the table; phases are never deleted, only deactivated. Due dates are computed
 * when read (due-dates.ts), never stored.
 */
export const PHASE_CODE_PATTERN = /^[a-z][a-z0-9_]{1,31}$/;
/** The same as SQL (POSIX regex) for the database's check. */
export const PHASE_CODE_SQL_PATTERN = "^[a-z][a-z0-9_]{1,31}$";
export const PHASE_MONTHS_MIN = 1;
export const PHASE_MONTHS_MAX = 120;

/** A phase completed by a committee's passing verdict names that committee's kind. */
export const PHASE_MILESTONES = MILESTONE_KINDS;
export type PhaseMilestone = MilestoneKind;

/**
 * The thesis deposit after a passed defence shows in the overdue list as this phase (rule 19);
 * it is not a row of the table, so the table may not use its code.
 */
export const FINAL_VERSION_CODE = "versao_final";
export const FINAL_VERSION_NAME: Bilingual = { pt: "Versão final", en: "Final version" };

export const phaseCodeSchema = z
  .string()
  .trim()
  .regex(PHASE_CODE_PATTERN, { message: "phase_code_invalid" })
  .refine((code) => code !== FINAL_VERSION_CODE, { message: "phase_code_reserved" });

/** What `GET /api/fases` says of a phase. */
export const phaseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  programme: z.enum(PROGRAMMES),
  degree: z.enum(DEGREES),
  name: bilingualSchema,
  months: z.number().int(),
  milestone: z.enum(PHASE_MILESTONES).nullable(),
  active: z.boolean(),
});
export type Phase = z.infer<typeof phaseSchema>;

const phaseName = z.string().trim().min(1).max(120);
const phaseMonths = z.number().int().min(PHASE_MONTHS_MIN).max(PHASE_MONTHS_MAX);

/** `POST /api/fases` (office): code, programme and degree are fixed once created. */
export const phaseInputSchema = z.strictObject({
  code: phaseCodeSchema,
  programme: z.enum(PROGRAMMES, { message: "programme_invalid" }),
  degree: z.enum(DEGREES, { message: "degree_invalid" }),
  name: z.strictObject({ pt: phaseName, en: phaseName }),
  months: phaseMonths,
  milestone: z.enum(PHASE_MILESTONES).nullable().default(null),
  active: z.boolean().default(true),
});
export type PhaseInput = z.infer<typeof phaseInputSchema>;

/** `PATCH /api/fases/{id}` (office): name, months, milestone, active; the rest is fixed (400 naming it). */
export const phasePatchSchema = z
  .strictObject({
    name: z.strictObject({ pt: phaseName, en: phaseName }),
    months: phaseMonths,
    milestone: z.enum(PHASE_MILESTONES).nullable(),
    active: z.boolean(),
  })
  .partial();
export type PhasePatch = z.infer<typeof phasePatchSchema>;

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** `GET /api/fases?programme=&degree=&active=`: by programme, degree, months, code. */
export const phaseListQuerySchema = z.object({
  programme: z.enum(PROGRAMMES).optional(),
  degree: z.enum(DEGREES).optional(),
  active: booleanQuery.optional(),
  ...pageQueryShape,
});
export type PhaseListQuery = z.infer<typeof phaseListQuerySchema>;

export const phasePageSchema = pageAnswer(phaseSchema);

/** A phase's state for one student (rule 3). */
export const PHASE_STATUSES = ["concluida", "vencida", "a_vencer", "em_dia", "sem_data"] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];

/** One phase of one student (rule 2): the table's months, then the student's own dates. */
export const studentPhaseSchema = z.object({
  code: z.string(),
  name: bilingualSchema,
  months: z.number().int(),
  milestone: z.enum(PHASE_MILESTONES).nullable(),
  /** entryDate + months; null without an entry date. */
  baseDueDate: z.string().nullable(),
  /** Months granted by `deferido` prorrogações listing this phase. */
  extensionMonths: z.number().int(),
  /** entryDate + months + holdMonths + extensionMonths, in one addition. */
  dueDate: z.string().nullable(),
  completedOn: z.string().nullable(),
  status: z.enum(PHASE_STATUSES),
  /** dueDate − today in days; null when `concluida` or `sem_data`. */
  daysLeft: z.number().int().nullable(),
});
export type StudentPhase = z.infer<typeof studentPhaseSchema>;

/** A `deferido` trancamento: the hold from its start to its end, both days included. */
export const holdSchema = z.object({
  request: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  months: z.number().int(),
});
export type Hold = z.infer<typeof holdSchema>;

/** `GET /api/usuarios/{idcbpf}/fases` (and the answer of the completion's PUT). */
export const studentPhasesSchema = z.object({
  student: z.object({
    idcbpf: z.string(),
    name: z.string(),
    programme: z.enum(PROGRAMMES).nullable(),
    degree: z.enum(DEGREES).nullable(),
    status: z.enum(USER_STATUSES),
  }),
  entryDate: z.string().nullable(),
  /** Months of every `deferido` trancamento: past, running and future. */
  holdMonths: z.number().int(),
  holds: z.array(holdSchema),
  phases: z.array(studentPhaseSchema),
});
export type StudentPhases = z.infer<typeof studentPhasesSchema>;

/** `PUT /api/usuarios/{idcbpf}/fases/{code}` (office): record a completion on a day, or clear it (null). */
export const completionInputSchema = z.strictObject({ completedOn: isoDaySchema.nullable() });
export type CompletionInput = z.infer<typeof completionInputSchema>;

/** The table every database starts with (the migration writes it; production too). */
export type DefaultPhase = {
  programme: Programme;
  degree: Degree;
  code: string;
  name: Bilingual;
  months: number;
  milestone: PhaseMilestone | null;
};

const PROFICIENCIA: Bilingual = { pt: "Proficiência em língua inglesa", en: "English proficiency" };
const QUALIFICACAO: Bilingual = { pt: "Exame de qualificação", en: "Qualifying exam" };
const DEFESA: Bilingual = { pt: "Defesa", en: "Defence" };

function track(programme: Programme, degree: Degree, months: [number, number, number]): DefaultPhase[] {
  return [
    { programme, degree, code: "proficiencia", name: PROFICIENCIA, months: months[0], milestone: null },
    { programme, degree, code: "qualificacao", name: QUALIFICACAO, months: months[1], milestone: "qualificacao" },
    { programme, degree, code: "defesa", name: DEFESA, months: months[2], milestone: "defesa" },
  ];
}

/** Master's (both programmes) 12, 18, 24 months; the academic doctorate 12, 24, 48; none for a professional doctorate. */
export const DEFAULT_PHASES: readonly DefaultPhase[] = [
  ...track("academico", "mestrado", [12, 18, 24]),
  ...track("profissional", "mestrado", [12, 18, 24]),
  ...track("academico", "doutorado", [12, 24, 48]),
];

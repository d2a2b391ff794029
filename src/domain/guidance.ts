import { z } from "zod";
import { isoDaySchema } from "./academic.ts";
import { pageQueryShape, searchSchema } from "./paging.ts";
import { DEGREES, PROGRAMMES, USER_STATUSES, idcbpfSchema } from "./users.ts";

/**
 * Guidance (orientação, PRODUCT §1, §7, §8): one main advisor per student, at most two
 * co-advisors, the thesis title, its start and its milestones (qualificação, defesa).
 */
export const MILESTONE_KINDS = ["qualificacao", "defesa"] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];
export const MILESTONE_RESULTS = ["aprovado", "reprovado"] as const;
export type MilestoneResult = (typeof MILESTONE_RESULTS)[number];
export const MAX_CO_ADVISORS = 2;
export const MAX_MILESTONES = 10;

export const milestoneSchema = z.object({
  kind: z.enum(MILESTONE_KINDS),
  date: isoDaySchema,
  /** null while it has not happened (or has no result yet). */
  result: z.enum(MILESTONE_RESULTS).nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

/**
 * A person as a guidance names them: §8 gives `student`, `advisor` and `coAdvisors` as idcbpf;
 * the answer carries objects with the idcbpf inside, and the name, e-mail and Lattes address the
 * screens show (the student writes to its advisor; the advisor to its student).
 */
export const guidancePersonSchema = z.object({
  idcbpf: z.string(),
  name: z.string(),
  email: z.string(),
  lattes: z.string().nullable(),
});
export type GuidancePerson = z.infer<typeof guidancePersonSchema>;

/** What `GET /api/orientacoes` says of one guidance. */
export const guidanceSchema = z.object({
  id: z.number().int(),
  student: guidancePersonSchema.extend({
    status: z.enum(USER_STATUSES),
    programme: z.enum(PROGRAMMES).nullable(),
    degree: z.enum(DEGREES).nullable(),
  }),
  advisor: guidancePersonSchema,
  coAdvisors: z.array(guidancePersonSchema),
  title: z.string(),
  startDate: z.string(),
  milestones: z.array(milestoneSchema),
  /** A passed defence while the student is not `egresso` yet: the office is asked to decide. */
  egressoProposed: z.boolean(),
});
export type Guidance = z.infer<typeof guidanceSchema>;

const coAdvisors = z
  .array(idcbpfSchema)
  .max(MAX_CO_ADVISORS, { message: "too_many_co_advisors" })
  .refine((list) => new Set(list).size === list.length, { message: "duplicate_co_advisor" });

/** `POST /api/orientacoes` (Administrador): people by idcbpf. */
export const guidanceInputSchema = z
  .object({
    student: idcbpfSchema,
    advisor: idcbpfSchema,
    coAdvisors: coAdvisors.default([]),
    title: z.string().trim().max(300).default(""),
    startDate: isoDaySchema,
    milestones: z.array(milestoneSchema).max(MAX_MILESTONES).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.coAdvisors.includes(input.advisor))
      ctx.addIssue({ code: "custom", path: ["coAdvisors"], message: "co_advisor_is_advisor" });
  });
export type GuidanceInput = z.infer<typeof guidanceInputSchema>;

/** `PATCH /api/orientacoes/{id}` (Administrador): any field but the student. */
export const guidancePatchSchema = z
  .object({
    advisor: idcbpfSchema,
    coAdvisors,
    title: z.string().trim().max(300),
    startDate: isoDaySchema,
    milestones: z.array(milestoneSchema).max(MAX_MILESTONES),
  })
  .partial()
  .strict();
export type GuidancePatch = z.infer<typeof guidancePatchSchema>;

/** `GET /api/orientacoes?q=&advisor=&student=&page=&pageSize=` (each level sees its own; the office all). */
export const guidanceListQuerySchema = z.object({
  q: searchSchema.optional(),
  advisor: idcbpfSchema.optional(),
  student: idcbpfSchema.optional(),
  ...pageQueryShape,
});
export type GuidanceListQuery = z.infer<typeof guidanceListQuerySchema>;

/** PRODUCT §7: a passed defence proposes `egresso` to the office; it is never automatic. */
export function defencePassed(milestones: readonly Milestone[]): boolean {
  return milestones.some((milestone) => milestone.kind === "defesa" && milestone.result === "aprovado");
}

/** The office is asked to make the student `egresso`: a passed defence, and not `egresso` yet. */
export function egressoProposed(milestones: readonly Milestone[], studentStatus: string): boolean {
  return studentStatus !== "egresso" && defencePassed(milestones);
}

/** PRODUCT §7: the advisee cap counts the main advisor's `ativo` and `trancado` students. */
export const CAP_STATUSES = ["ativo", "trancado"] as const;

export function countsTowardCap(studentStatus: string): boolean {
  return (CAP_STATUSES as readonly string[]).includes(studentStatus);
}

/** Milestones in the order they happen: by date, a qualificação before a defesa on the same day. */
export function sortMilestones(milestones: readonly Milestone[]): Milestone[] {
  return [...milestones].sort(
    (a, b) => a.date.localeCompare(b.date) || MILESTONE_KINDS.indexOf(a.kind) - MILESTONE_KINDS.indexOf(b.kind),
  );
}

/** The first milestone still without a result (the next one to take place), or null. */
export function nextMilestone(milestones: readonly Milestone[]): Milestone | null {
  return sortMilestones(milestones).find((milestone) => milestone.result === null) ?? null;
}

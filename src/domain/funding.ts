import { z } from "zod";
import { isoDaySchema } from "./academic.ts";
import { pageAnswer, pageQueryShape, searchSchema } from "./paging.ts";
import { DEGREES, idcbpfSchema } from "./users.ts";

/**
 * Scholarships (funding spec §1, §6): what a quota (bolsa), an allocation (alocação) and a
 * suspension are on the wire, shared by the server's routes and the office's forms. Days are
 * `YYYY-MM-DD` of the institution; a quota's monthly value is BRL with two decimals, a JSON number.
 */
export const ALLOCATION_STATUSES = ["futura", "ativa", "suspensa", "encerrada", "cancelada"] as const;
export type AllocationStatus = (typeof ALLOCATION_STATUSES)[number];
export const QUOTA_STATUSES = ["futura", "ocupada", "ociosa", "encerrada"] as const;
export type QuotaStatus = (typeof QUOTA_STATUSES)[number];

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const notes = z.string().trim().max(2000);
/** BRL, ≥ 0, at most two decimals (stored as numeric(12,2)). */
const money = z
  .number()
  .min(0)
  .max(9_999_999_999.99)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { message: "money_invalid" });

export const quotaInputSchema = z.strictObject({
  number: text(1, 40),
  sponsor: text(2, 40),
  type: text(1, 40),
  level: z.enum(DEGREES, { message: "degree_invalid" }),
  startDate: isoDaySchema,
  endDate: isoDaySchema,
  monthlyValue: money,
  notes: notes.default(""),
});
export type QuotaInput = z.infer<typeof quotaInputSchema>;

export const quotaPatchSchema = quotaInputSchema.partial();
export type QuotaPatch = z.infer<typeof quotaPatchSchema>;

const personSchema = z.object({ idcbpf: z.string(), name: z.string() });

/** A quota as the office reads it: the only answer that carries a monthly value (P4). */
export const quotaSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  sponsor: z.string(),
  type: z.string(),
  level: z.enum(DEGREES),
  startDate: z.string(),
  endDate: z.string(),
  monthlyValue: z.number(),
  notes: z.string(),
  status: z.enum(QUOTA_STATUSES),
  holder: personSchema.nullable(),
});
export type Quota = z.infer<typeof quotaSchema>;

export const quotaListQuerySchema = z.object({
  q: searchSchema.optional(),
  sponsor: text(1, 40).optional(),
  level: z.enum(DEGREES).optional(),
  status: z.enum(QUOTA_STATUSES).optional(),
  ...pageQueryShape,
});
export type QuotaListQuery = z.infer<typeof quotaListQuerySchema>;
export const quotaPageSchema = pageAnswer(quotaSchema);

export const suspensionInputSchema = z.strictObject({
  startDate: isoDaySchema,
  endDate: isoDaySchema,
  reason: text(1, 200),
});
export type SuspensionInput = z.infer<typeof suspensionInputSchema>;
export const suspensionSchema = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/** An allocation as everyone allowed reads it: never the quota's monthly value (P4). */
export const allocationSchema = z.object({
  id: z.number().int(),
  bolsa: z.object({
    id: z.number().int(),
    number: z.string(),
    sponsor: z.string(),
    type: z.string(),
    level: z.enum(DEGREES),
  }),
  student: personSchema,
  startDate: z.string(),
  endDate: z.string(),
  cancelDate: z.string().nullable(),
  cancelReason: z.string().nullable(),
  suspensions: z.array(suspensionSchema),
  status: z.enum(ALLOCATION_STATUSES),
  notes: z.string(),
});
export type Allocation = z.infer<typeof allocationSchema>;

export const quotaDetailSchema = quotaSchema.extend({ allocations: z.array(allocationSchema) });
export type QuotaDetail = z.infer<typeof quotaDetailSchema>;

export const allocationInputSchema = z.strictObject({
  bolsa: z.number().int().min(1).max(2_147_483_647),
  student: idcbpfSchema,
  startDate: isoDaySchema,
  endDate: isoDaySchema,
  notes: notes.default(""),
});
export type AllocationInput = z.infer<typeof allocationInputSchema>;

/**
 * Quota and student are fixed once created: a body naming them is 400 (a strict object). A cancel
 * date needs a reason, judged on the allocation as it would be (the write), not on the body alone.
 */
export const allocationPatchSchema = z
  .strictObject({
    startDate: isoDaySchema,
    endDate: isoDaySchema,
    cancelDate: isoDaySchema.nullable(),
    cancelReason: text(1, 200).nullable(),
    notes,
  })
  .partial();
export type AllocationPatch = z.infer<typeof allocationPatchSchema>;

export const allocationListQuerySchema = z.object({
  student: idcbpfSchema.optional(),
  bolsa: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  status: z.enum(ALLOCATION_STATUSES).optional(),
  activeOn: isoDaySchema.optional(),
  ...pageQueryShape,
});
export type AllocationListQuery = z.infer<typeof allocationListQuerySchema>;
export const allocationPageSchema = pageAnswer(allocationSchema);

/**
 * F15's warnings, in the order the office reads them (and the list is sorted by): a failing grade,
 * no enrolment this term, ending within 60 days, a quota with nobody in force, a holder not `ativo`.
 */
export const WARNING_KINDS = [
  "failing_grade",
  "no_enrolment",
  "ending_soon",
  "idle_quota",
  "holder_not_active",
] as const;
export type WarningKind = (typeof WARNING_KINDS)[number];
/** `ending_soon` looks this many days ahead of today, today included. */
export const ENDING_SOON_DAYS = 60;

export const warningSchema = z.object({
  kind: z.enum(WARNING_KINDS),
  quota: z.object({ id: z.number().int(), number: z.string() }),
  /** Null for an idle quota. */
  allocation: z.number().int().nullable(),
  student: personSchema.nullable(),
  /** `ending_soon`: the effective end; null for the other kinds. */
  date: z.string().nullable(),
  message: z.string(),
});
export type Warning = z.infer<typeof warningSchema>;

export const warningListQuerySchema = z.object({
  kind: z.enum(WARNING_KINDS).optional(),
  ...pageQueryShape,
});
export type WarningListQuery = z.infer<typeof warningListQuerySchema>;
/** How many of each kind there are, whatever `kind` filters: the office's count per kind in one call. */
export const warningCountsSchema = z.object(
  Object.fromEntries(WARNING_KINDS.map((kind) => [kind, z.number().int()])) as Record<WarningKind, z.ZodNumber>,
);
export type WarningCounts = z.infer<typeof warningCountsSchema>;
/** F15's page, plus `counts` (added to the spec's shape, never replacing a field of it). */
export const warningPageSchema = pageAnswer(warningSchema).extend({ counts: warningCountsSchema });
export type WarningPage = z.infer<typeof warningPageSchema>;

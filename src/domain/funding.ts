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

import { z } from "zod";
import { isoDaySchema } from "./academic.ts";

/**
 * Lists of PRODUCT §8: `q`, filters, `page`, `pageSize` in; `{items, total, page, pageSize}` out.
 * A page past the end answers with no items and the true total, so the screen can go to the
 * last page (`lastPage`).
 */
export const SEARCH_MAX = 100;

export const searchSchema = z.string().trim().max(SEARCH_MAX);

export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export function pageAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The last page that has items (1 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Days of a search by date: `from` and `to` inclusive, `YYYY-MM-DD` in the institution's time zone,
 * days that exist (2026-02-30 is 400 `date_invalid`, never a database error).
 */
export const dayRangeShape = {
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
};

import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { DEGREES } from "../../domain/users.ts";
import { day, oneOf, tz } from "./columns.ts";
import { users } from "./schema.ts";

/**
 * Scholarships (funding spec §1), part of the one schema (schema.ts re-exports it):
 * - `scholarships`: the quotas a sponsor granted, numbers unique trimmed and case-insensitively
 *   (an expression index, so two offices adding one at once cannot both win: 409).
 * - `scholarship_allocations`: a quota held by one student for a period; quota and student fixed.
 * - `scholarship_suspensions`: pauses of an allocation.
 * The database holds what a row alone can say (periods ordered, a cancel inside its allocation, a
 * reason with a cancel). Non-overlap (F7, F8) spans rows: every allocation write locks the quota's
 * row, then the student's, in that order, in one transaction (src/server/alocacoes/locks.ts), so
 * two writes on the same quota or student take turns (docs/funding.md says why not an exclusion
 * constraint). Tables of schema.ts are referenced only inside `references(() => …)`.
 */
export const scholarships = pgTable(
  "scholarships",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: text("number").notNull(),
    sponsor: text("sponsor").notNull(),
    type: text("type").notNull(),
    level: text("level", { enum: DEGREES }).notNull(),
    startDate: day("start_date"),
    endDate: day("end_date"),
    /** BRL; read as a string by both drivers, answered as a number. */
    monthlyValue: numeric("monthly_value", { precision: 12, scale: 2 }).notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("scholarships_number_key").on(sql`lower(btrim(${t.number}))`),
    check("scholarships_level_check", sql`${t.level} in (${oneOf(DEGREES)})`),
    check("scholarships_dates_check", sql`${t.startDate} <= ${t.endDate}`),
    check("scholarships_value_check", sql`${t.monthlyValue} >= 0`),
  ],
);

export const scholarshipAllocations = pgTable(
  "scholarship_allocations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    scholarshipId: integer("scholarship_id")
      .notNull()
      .references(() => scholarships.id, { onDelete: "restrict" }),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    startDate: day("start_date"),
    endDate: day("end_date"),
    cancelDate: date("cancel_date", { mode: "string" }),
    cancelReason: text("cancel_reason"),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("scholarship_allocations_scholarship_idx").on(t.scholarshipId, t.startDate),
    index("scholarship_allocations_student_idx").on(t.studentId, t.startDate),
    check("scholarship_allocations_dates_check", sql`${t.startDate} <= ${t.endDate}`),
    check(
      "scholarship_allocations_cancel_check",
      sql`(${t.cancelDate} is null and ${t.cancelReason} is null) or (${t.cancelDate} between ${t.startDate} and ${t.endDate} and length(btrim(${t.cancelReason})) between 1 and 200)`,
    ),
  ],
);

export const scholarshipSuspensions = pgTable(
  "scholarship_suspensions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    allocationId: integer("allocation_id")
      .notNull()
      .references(() => scholarshipAllocations.id, { onDelete: "cascade" }),
    startDate: day("start_date"),
    endDate: day("end_date"),
    reason: text("reason").notNull(),
  },
  (t) => [
    index("scholarship_suspensions_allocation_idx").on(t.allocationId, t.startDate),
    check("scholarship_suspensions_dates_check", sql`${t.startDate} <= ${t.endDate}`),
    check("scholarship_suspensions_reason_check", sql`length(btrim(${t.reason})) between 1 and 200`),
  ],
);

import { and, asc, eq, sql } from "drizzle-orm";
import type { EnrolmentStatus } from "../../domain/academic.ts";
import { generateCanonicalCode } from "../../domain/codes.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import type { Database } from "../db/client.ts";
import { auditLog, enrolments, offerings, terms, users } from "../db/schema.ts";

/**
 * What the offering tests build for themselves (never the demo's rows): terms far from the demo's
 * whose windows sit around today (open offering window; enrolment already open; grade deadline
 * passed), and enrolments written straight into the table with the seats they hold.
 */
export function today(): string {
  return dayIn(new Date(), "America/Sao_Paulo");
}

export function shift(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `kind`: offering window open today; enrolment open (offering closed); everything past. */
export async function addTerm(db: Database, code: string, kind: "offering" | "enrolment" | "past"): Promise<number> {
  const now = today();
  const year = code.slice(0, 4);
  const dates =
    kind === "past"
      ? {
          startDate: `${year}-01-01`,
          endDate: `${year}-06-30`,
          offeringStart: `${Number(year) - 1}-11-01`,
          offeringEnd: `${Number(year) - 1}-11-30`,
          enrolmentStart: `${Number(year) - 1}-12-01`,
          enrolmentEnd: `${year}-01-10`,
          dropDeadline: `${year}-01-20`,
          gradeDeadline: `${year}-07-15`,
        }
      : {
          startDate: `${year}-01-01`,
          endDate: `${year}-06-30`,
          offeringStart: kind === "offering" ? shift(now, -1) : shift(now, -20),
          offeringEnd: kind === "offering" ? shift(now, 5) : shift(now, -10),
          enrolmentStart: kind === "offering" ? shift(now, 6) : shift(now, -9),
          enrolmentEnd: `${year}-01-10`,
          dropDeadline: `${year}-01-20`,
          gradeDeadline: `${year}-07-15`,
        };
  const [row] = await db
    .insert(terms)
    .values({ code, ...dates })
    .returning({ id: terms.id });
  if (!row) throw new Error("no term");
  return row.id;
}

export async function userId(db: Database, idcbpf: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.idcbpf, idcbpf));
  if (!row) throw new Error(`no user ${idcbpf}`);
  return row.id;
}

let seq = 1;

/** An enrolment written directly, holding a seat when `pendente` or `deferida`. */
export async function enrol(db: Database, offeringId: number, idcbpf: string, status: EnrolmentStatus) {
  const studentId = await userId(db, idcbpf);
  await db.insert(enrolments).values({
    codigo: generateCanonicalCode(),
    studentId,
    offeringId,
    status,
    ...(status === "em_espera" ? { waitlistSeq: seq++ } : {}),
  });
  if (status === "pendente" || status === "deferida")
    await db
      .update(offerings)
      .set({ taken: sql`${offerings.taken} + 1` })
      .where(eq(offerings.id, offeringId));
}

export async function auditOf(db: Database, entity: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}

import { and, eq, ne } from "drizzle-orm";
import type { OtherAllocation } from "../../domain/funding-rules.ts";
import type { Database } from "../db/client.ts";
import { scholarshipAllocations as a, scholarships, users } from "../db/schema.ts";

/**
 * F7, F8 and F14: every write that creates or moves an allocation locks the quota's row, then the
 * student's (`SELECT … FOR UPDATE`), in that order, before reading the others it must not overlap;
 * two writes on one quota or one student take turns, and the second reads what the first stored.
 * The fixed order (quota before user) keeps two writes from waiting on each other. A status change
 * (F12) locks the user's row too, so it and an allocation of the same student take turns as well.
 */
export async function lockQuota(tx: Database, id: number) {
  const [row] = await tx.select().from(scholarships).where(eq(scholarships.id, id)).for("update").limit(1);
  return row ?? null;
}

export async function lockStudent(tx: Database, where: { idcbpf: string } | { id: number }) {
  const [row] = await tx
    .select({
      id: users.id,
      idcbpf: users.idcbpf,
      name: users.name,
      level: users.level,
      status: users.status,
      degree: users.degree,
    })
    .from(users)
    .where("id" in where ? eq(users.id, where.id) : eq(users.idcbpf, where.idcbpf))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** The other allocations of a quota or of a student (all but `except`), as F7 and F8 read them. */
export async function otherAllocations(
  tx: Database,
  by: { scholarshipId: number } | { studentId: number },
  except: number | null,
): Promise<OtherAllocation[]> {
  const rows = await tx
    .select({
      id: a.id,
      startDate: a.startDate,
      endDate: a.endDate,
      cancelDate: a.cancelDate,
      quotaNumber: scholarships.number,
      studentName: users.name,
    })
    .from(a)
    .innerJoin(scholarships, eq(scholarships.id, a.scholarshipId))
    .innerJoin(users, eq(users.id, a.studentId))
    .where(
      and(
        "scholarshipId" in by ? eq(a.scholarshipId, by.scholarshipId) : eq(a.studentId, by.studentId),
        except === null ? undefined : ne(a.id, except),
      ),
    );
  return rows.map((row) => ({ ...row, suspensions: [] }));
}

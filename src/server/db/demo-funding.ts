import { and, asc, eq, gt, inArray, max, notInArray } from "drizzle-orm";
import { addDays } from "../../domain/calendar-days.ts";
import { allocationInputSchema, quotaInputSchema, suspensionInputSchema } from "../../domain/funding.ts";
import { localMoment } from "../../domain/timetable.ts";
import { createAllocation, patchAllocation } from "../alocacoes/alocacoes.writes.ts";
import { addSuspension } from "../alocacoes/suspensoes.writes.ts";
import { createQuota } from "../bolsas/bolsas.writes.ts";
import type { Database } from "./client.ts";
import { NAMED_DEMO_USERS } from "./demo-users.ts";
import { auditLog, users } from "./schema.ts";

/**
 * The demo's scholarships, through the API's own writes (so F2–F10 hold), every date relative to
 * the day of the seed so the demo tells the same story whenever it starts:
 * - CAPES: `discente` holds a DS quota (its home's "Minha bolsa", `docente`'s advisee a holder);
 *   a second DS quota is idle, its holder's allocation cancelled a month ago;
 * - CNPq: `joao.pereira` (doctorate, `docente`'s advisee) holds a GD quota, suspended now for a
 *   sandwich stay abroad;
 * - FAPERJ: a generated master's student's allocation ends within 60 days (a warning, F15).
 * Called once, by the process that seeded the current term (seed.ts). Like the demo's other past,
 * it is not audited: the writes' audit rows are removed again.
 */
type Plan = { student: string; quota: number; start: number; end: number };

export async function seedDemoFunding(db: Database, now: Date): Promise<void> {
  const today = localMoment(now).day;
  const year = today.slice(0, 4);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "admin"));
  if (!admin) return;
  // Two generated master's students of the academic programme, `ativo` (F4), the earliest entrants.
  const generated = await db
    .select({ idcbpf: users.idcbpf })
    .from(users)
    .where(
      and(
        eq(users.level, "Discente"),
        eq(users.status, "ativo"),
        eq(users.programme, "academico"),
        eq(users.degree, "mestrado"),
        notInArray(
          users.idcbpf,
          NAMED_DEMO_USERS.map((user) => user.idcbpf),
        ),
      ),
    )
    .orderBy(asc(users.entryTerm), asc(users.idcbpf))
    .limit(2);
  const [ending, cancelled] = generated.map((row) => row.idcbpf);
  const named = await db
    .select({ idcbpf: users.idcbpf })
    .from(users)
    .where(and(inArray(users.idcbpf, ["discente", "joao.pereira"]), eq(users.status, "ativo")));
  const present = new Set(named.map((row) => row.idcbpf));
  const [{ last } = { last: null }] = await db.select({ last: max(auditLog.id) }).from(auditLog);

  const quota = (
    number: string,
    sponsor: string,
    type: string,
    level: string,
    start: number,
    end: number,
    value: number,
  ) =>
    createQuota(
      db,
      quotaInputSchema.parse({
        number,
        sponsor,
        type,
        level,
        startDate: addDays(today, start),
        endDate: addDays(today, end),
        monthlyValue: value,
      }),
      admin.id,
    );
  const allocate = async ({ student, quota: bolsa, start, end }: Plan) =>
    createAllocation(
      db,
      allocationInputSchema.parse({ bolsa, student, startDate: addDays(today, start), endDate: addDays(today, end) }),
      admin.id,
      today,
    );

  const capes = await quota(`CAPES-DS-${year}-01`, "CAPES", "DS", "mestrado", -400, 330, 2100);
  const idle = await quota(`CAPES-DS-${year}-02`, "CAPES", "DS", "mestrado", -330, 400, 2100);
  const cnpq = await quota(`CNPq-GD-${year}-01`, "CNPq", "GD", "doutorado", -500, 960, 3100);
  const faperj = await quota(`FAPERJ-M10-${year}-01`, "FAPERJ", "Mestrado Nota 10", "mestrado", -700, 45, 2600);

  if (present.has("discente")) await allocate({ student: "discente", quota: capes, start: -200, end: 330 });
  if (present.has("joao.pereira")) {
    const held = await allocate({ student: "joao.pereira", quota: cnpq, start: -400, end: 960 });
    await addSuspension(
      db,
      held.id,
      suspensionInputSchema.parse({
        startDate: addDays(today, -20),
        endDate: addDays(today, 160),
        reason: "Doutorado sanduíche na Universidade de Coimbra",
      }),
      admin.id,
    );
  }
  if (ending) await allocate({ student: ending, quota: faperj, start: -680, end: 45 });
  if (cancelled) {
    const gone = await allocate({ student: cancelled, quota: idle, start: -300, end: 400 });
    await patchAllocation(
      db,
      gone.id,
      { cancelDate: addDays(today, -30), cancelReason: "Vínculo empregatício, incompatível com a dedicação exclusiva" },
      admin.id,
      today,
    );
  }
  await db.delete(auditLog).where(gt(auditLog.id, last ?? 0));
}

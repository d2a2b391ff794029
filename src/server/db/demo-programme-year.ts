import { eq, gt, inArray, max } from "drizzle-orm";
import { addDays, addMonths } from "../../domain/calendar-days.ts";
import { Refused } from "../../domain/refusal.ts";
import type { RequestInput } from "../../domain/requerimentos.ts";
import { localMoment } from "../../domain/timetable.ts";
import { setCompletion } from "../fases/fases.writes.ts";
import { decide, fileRequest, recordOpinion } from "../requerimentos/requerimentos.writes.ts";
import type { Database } from "./client.ts";
import { seedDemoCommittees } from "./demo-committees.ts";
import { auditLog, guidances, mailOutbox, notifications, phaseCompletions, phases, users } from "./schema.ts";

/**
 * The demo's programme year, through the same writes as the API (so the rules hold and the due
 * dates move as they would): completions of proficiência; for `discente` a granted extension of
 * its qualifying exam and an open one of its defence waiting for `docente`'s opinion; a hold
 * waiting for the office's decision and a refused extension of two of `docente`'s other advisees.
 * Every milestone the guidance records as passed completes its phase on its day (rule 4), and the
 * committees (demo-committees.ts) are proposed, approved and judged through the API's writes.
 * Called once, by the process that seeded the current term. What the rules refuse (a student not
 * `ativo`, a date already past) is simply not there. The demo's past is not audited (as its
 * declarations), nor told or mailed to anyone: the writes' audit rows, notices and e-mails are
 * removed again.
 */
export async function seedDemoProgrammeYear(db: Database, now: Date): Promise<void> {
  const rows = await db
    .select({
      id: users.id,
      idcbpf: users.idcbpf,
      name: users.name,
      level: users.level,
      programme: users.programme,
      degree: users.degree,
      status: users.status,
      entryDate: users.entryDate,
    })
    .from(users)
    .where(inArray(users.idcbpf, ["admin", "docente", "discente", "joao.pereira", "pedro.almeida", "camila.rocha"]));
  const by = new Map(rows.map((row) => [row.idcbpf, row]));
  const admin = by.get("admin");
  const docente = by.get("docente");
  if (!admin || !docente) return;
  const today = localMoment(now).day;
  const [{ last } = { last: null }] = await db.select({ last: max(auditLog.id) }).from(auditLog);
  const [{ lastMail } = { lastMail: null }] = await db.select({ lastMail: max(mailOutbox.id) }).from(mailOutbox);
  const [{ lastNotice } = { lastNotice: null }] = await db
    .select({ lastNotice: max(notifications.id) })
    .from(notifications);
  const quietly = async <T>(step: () => Promise<T>): Promise<T | null> => {
    try {
      return await step();
    } catch (error) {
      if (error instanceof Refused) return null;
      throw error;
    }
  };
  const file = (idcbpf: string, input: Omit<RequestInput, "student">) =>
    quietly(() => fileRequest(db, { ...input, student: idcbpf }, admin));

  for (const idcbpf of ["discente", "camila.rocha"]) {
    const student = by.get(idcbpf);
    if (!student?.entryDate) continue;
    const passed = addMonths(student.entryDate, 10);
    await quietly(() =>
      setCompletion(
        db,
        { ...student, advises: false },
        "proficiencia",
        { completedOn: passed < today ? passed : today },
        admin.id,
      ),
    );
  }

  const granted = await file("discente", {
    type: "prorrogacao",
    months: 3,
    phases: ["qualificacao"],
    justification: "Atraso na chegada do equipamento do laboratório, que adiou as medidas da qualificação.",
  });
  if (granted !== null) {
    await quietly(() =>
      recordOpinion(
        db,
        granted,
        { opinion: "favoravel", text: "De acordo: o atraso não dependeu da discente." },
        docente.id,
      ),
    );
    await quietly(() => decide(db, granted, { decision: "deferido", months: 3 }, admin.id));
  }
  await file("discente", {
    type: "prorrogacao",
    months: 2,
    phases: ["defesa"],
    justification: "Redação do último capítulo depende de dados do segundo experimento.",
  });

  const hold = await file("joao.pereira", {
    type: "trancamento",
    months: 2,
    phases: [],
    startDate: addDays(today, 30),
    justification: "Licença médica para cirurgia e recuperação, com atestado.",
  });
  if (hold !== null)
    await quietly(() =>
      recordOpinion(db, hold, { opinion: "favoravel", text: "Favorável ao trancamento." }, docente.id),
    );

  const refused = await file("pedro.almeida", {
    type: "prorrogacao",
    months: 6,
    phases: ["proficiencia"],
    justification: "Preciso de mais tempo para me preparar para o exame de proficiência.",
  });
  if (refused !== null) {
    await quietly(() =>
      recordOpinion(
        db,
        refused,
        { opinion: "desfavoravel", text: "O cronograma apresentado é suficiente." },
        docente.id,
      ),
    );
    await quietly(() =>
      decide(db, refused, { decision: "indeferido", reason: "Sem justificativa que impeça o cronograma." }, admin.id),
    );
  }
  // After the requests: an extension is refused for a phase already completed.
  await completePassedMilestones(db, admin.id);
  await seedDemoCommittees(db, today, { admin, docente }, quietly);
  await db.delete(auditLog).where(gt(auditLog.id, last ?? 0));
  await db.delete(mailOutbox).where(gt(mailOutbox.id, lastMail ?? 0));
  await db.delete(notifications).where(gt(notifications.id, lastNotice ?? 0));
}

/**
 * Rule 4 for the milestones the demo's guidances were seeded with: a passed qualifying exam or
 * defence completes the phase of that milestone on its day (the last pass of each kind), as its
 * verdict would have. One statement, recorded by the office; a completion already there is kept.
 */
async function completePassedMilestones(db: Database, recordedBy: number): Promise<void> {
  const rows = await db
    .select({
      studentId: guidances.studentId,
      milestones: guidances.milestones,
      programme: users.programme,
      degree: users.degree,
    })
    .from(guidances)
    .innerJoin(users, eq(users.id, guidances.studentId));
  const table = await db
    .select({ code: phases.code, programme: phases.programme, degree: phases.degree, milestone: phases.milestone })
    .from(phases)
    .where(eq(phases.active, true));
  const values = rows.flatMap((row) => {
    const passed = new Map<string, string>();
    for (const milestone of row.milestones)
      if (milestone.result === "aprovado" && (passed.get(milestone.kind) ?? "") < milestone.date)
        passed.set(milestone.kind, milestone.date);
    return [...passed].flatMap(([kind, completedOn]) => {
      const phase = table.find(
        (entry) => entry.programme === row.programme && entry.degree === row.degree && entry.milestone === kind,
      );
      return phase ? [{ studentId: row.studentId, phaseCode: phase.code, completedOn, recordedBy }] : [];
    });
  });
  if (values.length > 0) await db.insert(phaseCompletions).values(values).onConflictDoNothing();
}

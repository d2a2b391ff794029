import { eq, inArray, sql } from "drizzle-orm";
import { generateCanonicalCode } from "../../domain/codes.ts";
import { localMoment } from "../../domain/timetable.ts";
import { hashPassword } from "../auth/passwords.ts";
import { seedDemoDeclarations } from "./demo-declarations.ts";
import { seedDemoProgrammeYear } from "./demo-programme-year.ts";
import { seedDemoFunding } from "./demo-funding.ts";
import type { Database } from "./client.ts";
import { demoNextTerm, demoPastTerms, demoTerm } from "./demo-academic.ts";
import { seedApplications } from "./demo-applications.ts";
import { planDemoClasses, type PlannedEnrolment } from "./demo-classes.ts";
import { DEMO_SUBJECTS } from "./demo-catalogue.ts";
import { demoGuidances } from "./demo-guidance.ts";
import { seedDemoPersonal } from "./demo-personal.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.ts";
import {
  enrolments,
  grades,
  guidanceCoAdvisors,
  guidances,
  offeringSlots,
  offeringTeachers,
  offerings,
  settings,
  subjectPrerequisites,
  subjects,
  terms,
  transfers,
  users,
} from "./schema.ts";

/**
 * The demo seed (demo mode only): inserts the demo people, the catalogue, the terms and the
 * guidance that are missing and leaves every other row alone, so it is safe on each start and
 * from several processes at once. The password is hashed once for all of them (argon2 is slow on
 * purpose), and not at all when nothing is missing. The current term with its classes is created
 * once, on the first start (and only while no term is current): the process whose insert of the
 * term wins seeds, in the same transaction, the terms around it and every term's classes
 * (demo-classes.ts: offerings, requests, past grades, transfers); the others find it there and do
 * nothing. The terms before and after it are placed around the current term (not today),
 * so a later start adds nothing new; a guidance is added only for a demo student without one.
 */
/** The demo institute's name, signatory and its title (the rest of the settings keep PRODUCT's defaults). */
export const DEMO_INSTITUTION = {
  institutionName: "Instituto de Pesquisas Físicas Serra Azul",
  signatory: "Helena Duarte Moreira",
  signatoryTitle: "Coordenadora do Programa de Pós-Graduação",
} as const;

export async function seedDemo(db: Database, now = new Date()): Promise<{ inserted: number; term: string | null }> {
  const inserted = await seedUsers(db);
  await seedDemoPersonal(db);
  const term = await seedCurrentTerm(db, now);
  await seedAround(db, now);
  // Once, by the process that created the current term (the classes the declarations state).
  if (term) await seedDemoDeclarations(db, now);
  if (term) await seedDemoProgrammeYear(db, now);
  if (term) await seedDemoFunding(db, now);
  return { inserted, term };
}

async function seedUsers(db: Database): Promise<number> {
  const wanted = DEMO_USERS.map((user) => user.idcbpf);
  const present = await db.select({ idcbpf: users.idcbpf }).from(users).where(inArray(users.idcbpf, wanted));
  const have = new Set(present.map((row) => row.idcbpf));
  const missing = DEMO_USERS.filter((user) => !have.has(user.idcbpf));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values(missing.map((user) => ({ ...user, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length;
}

/** The subjects (and their prerequisites) that are missing; returns every demo subject's id by code. */
async function seedSubjects(tx: Database): Promise<Map<string, number>> {
  await tx
    .insert(subjects)
    .values(DEMO_SUBJECTS.map(({ requires: _, ...subject }) => subject))
    .onConflictDoNothing();
  const codes = DEMO_SUBJECTS.map((subject) => subject.code);
  const rows = await tx
    .select({ id: subjects.id, code: subjects.code })
    .from(subjects)
    .where(inArray(subjects.code, codes));
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  const requirements = DEMO_SUBJECTS.flatMap((subject) =>
    (subject.requires ?? []).map((code) => ({ subjectId: need(ids, subject.code), requiresId: need(ids, code) })),
  );
  if (requirements.length > 0) await tx.insert(subjectPrerequisites).values(requirements).onConflictDoNothing();
  return ids;
}

function need<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: ${String(key)} is missing`);
  return value;
}

async function demoUserIds(tx: Database): Promise<Map<string, number>> {
  const people = await tx
    .select({ id: users.id, idcbpf: users.idcbpf })
    .from(users)
    .where(
      inArray(
        users.idcbpf,
        DEMO_USERS.map((user) => user.idcbpf),
      ),
    );
  return new Map(people.map((row) => [row.idcbpf, row.id]));
}

async function seedCurrentTerm(db: Database, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const subjectIds = await seedSubjects(tx);
    // ON CONFLICT covers a term with this code, another current term (partial unique index) and
    // an overlapping one (exclusion constraint).
    const [term] = await tx
      .insert(terms)
      .values({ ...demoTerm(localMoment(now).day), current: true })
      .onConflictDoNothing()
      .returning({ id: terms.id, code: terms.code });
    if (!term) return null;
    await tx.update(settings).set(DEMO_INSTITUTION).where(eq(settings.id, 1));

    await seedClasses(tx, subjectIds, now, localMoment(now).day, term.code);
    await seedApplications(tx, localMoment(now).day, now);
    return term.code;
  });
}

/** The terms around the current one and the demo students' guidance, each only when missing. */
async function seedAround(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ code: terms.code, startDate: terms.startDate })
      .from(terms)
      .where(eq(terms.current, true))
      .limit(1);
    if (current) {
      await tx
        .insert(terms)
        .values([...demoPastTerms(current.code), demoNextTerm(current)])
        .onConflictDoNothing();
    }
    const userIds = await demoUserIds(tx);
    const plan = demoGuidances(
      DEMO_USERS.filter((user) => userIds.has(user.idcbpf)),
      localMoment(now).day,
    );
    if (plan.length === 0) return;
    const created = await tx
      .insert(guidances)
      .values(
        plan.map((guidance) => ({
          studentId: need(userIds, guidance.student),
          advisorId: need(userIds, guidance.advisor),
          title: guidance.title,
          startDate: guidance.startDate,
          milestones: guidance.milestones,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: guidances.id, studentId: guidances.studentId });
    const idOf = new Map(created.map((row) => [row.studentId, row.id]));
    const coAdvisors = plan.flatMap((guidance) => {
      const guidanceId = idOf.get(need(userIds, guidance.student));
      return guidanceId === undefined
        ? []
        : guidance.coAdvisors.map((idcbpf) => ({ guidanceId, userId: need(userIds, idcbpf) }));
    });
    if (coAdvisors.length > 0) await tx.insert(guidanceCoAdvisors).values(coAdvisors).onConflictDoNothing();
  });
}

/**
 * The classes of every demo term (demo-classes.ts plans them in memory): the terms around the
 * current one, then offerings, their teachers and slots, the requests, the final grades of past
 * terms and the transfers, each kind in one statement. `offerings.taken` is the number of seats
 * the plan holds; waiting entries take their order from the waitlist sequence, as the
 * enrolment engine's do.
 */
async function seedClasses(
  tx: Database,
  subjectIds: Map<string, number>,
  now: Date,
  today: string,
  currentCode: string,
): Promise<void> {
  const current = demoTerm(today);
  const past = demoPastTerms(currentCode);
  const next = demoNextTerm({ code: currentCode, startDate: current.startDate });
  await tx
    .insert(terms)
    .values([...past, next])
    .onConflictDoNothing();
  const termRows = await tx
    .select({ id: terms.id, code: terms.code })
    .from(terms)
    .where(inArray(terms.code, [currentCode, ...past.map((t) => t.code), next.code]));
  const termIds = new Map(termRows.map((row) => [row.code, row.id]));

  const userIds = await demoUserIds(tx);
  const plan = planDemoClasses({
    current: { code: currentCode, enrolmentStart: current.enrolmentStart, gradeDeadline: current.gradeDeadline },
    // A term the database refused (one of the office's overlaps it) gets no classes.
    past: past.filter((term) => termIds.has(term.code)),
    next: termIds.has(next.code) ? next : null,
    people: DEMO_USERS,
    guidances: demoGuidances(DEMO_USERS, today),
    now,
  });

  const key = (term: string, subject: string) => `${term}|${subject}`;
  const held = new Map<string, number>();
  for (const e of plan.enrolments)
    if (e.status === "pendente" || e.status === "deferida")
      held.set(key(e.term, e.subject), (held.get(key(e.term, e.subject)) ?? 0) + 1);
  const rows = await tx
    .insert(offerings)
    .values(
      plan.offerings.map((o) => ({
        termId: need(termIds, o.term),
        subjectId: need(subjectIds, o.subject),
        capacity: o.capacity,
        taken: held.get(key(o.term, o.subject)) ?? 0,
        language: o.language,
        notes: o.notes,
      })),
    )
    .returning({ id: offerings.id, termId: offerings.termId, subjectId: offerings.subjectId });
  const offeringIds = new Map(rows.map((row) => [`${row.termId}|${row.subjectId}`, row.id]));
  const offeringId = (term: string, subject: string) =>
    need(offeringIds, `${need(termIds, term)}|${need(subjectIds, subject)}`);

  await tx.insert(offeringTeachers).values(
    plan.offerings.flatMap((o) =>
      o.teachers.map((idcbpf, i) => ({
        offeringId: offeringId(o.term, o.subject),
        userId: need(userIds, idcbpf),
        responsible: i === 0,
      })),
    ),
  );
  await tx
    .insert(offeringSlots)
    .values(
      plan.offerings.flatMap((o) => o.slots.map((slot) => ({ offeringId: offeringId(o.term, o.subject), ...slot }))),
    );

  const row = (e: PlannedEnrolment) => ({
    codigo: generateCanonicalCode(),
    studentId: need(userIds, e.student),
    offeringId: offeringId(e.term, e.subject),
    status: e.status,
    createdAt: e.createdAt,
    updatedAt: e.decidedAt ?? e.createdAt,
    decidedBy: e.decidedBy ? need(userIds, e.decidedBy) : null,
    decidedAt: e.decidedAt,
    reason: e.reason,
  });
  const settled = plan.enrolments.filter((e) => e.status !== "em_espera");
  const inserted = await tx.insert(enrolments).values(settled.map(row)).returning({
    id: enrolments.id,
    studentId: enrolments.studentId,
    offeringId: enrolments.offeringId,
    status: enrolments.status,
  });
  // In the order they asked, one at a time through the sequence.
  const waiting = plan.enrolments
    .filter((e) => e.status === "em_espera")
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const e of waiting)
    await tx.insert(enrolments).values({ ...row(e), waitlistSeq: sql`nextval('enrolment_waitlist_seq')` });

  const enrolmentIds = new Map(
    inserted.filter((r) => r.status === "deferida").map((r) => [`${r.studentId}|${r.offeringId}`, r.id]),
  );
  const graded = settled.filter((e) => e.grade);
  if (graded.length > 0)
    await tx.insert(grades).values(
      graded.map((e) => ({
        enrolmentId: need(enrolmentIds, `${need(userIds, e.student)}|${offeringId(e.term, e.subject)}`),
        concept: e.grade?.concept ?? "",
        attendance: e.grade?.attendance ?? 0,
        final: true,
        updatedBy: need(userIds, e.grade?.by ?? ""),
        updatedAt: e.grade?.at ?? now,
      })),
    );
  const adminId = need(userIds, "admin");
  if (plan.transfers.length > 0)
    await tx.insert(transfers).values(
      plan.transfers.map((t) => ({
        studentId: need(userIds, t.student),
        termId: need(termIds, t.term),
        externalName: t.externalName,
        credits: t.credits,
        institution: t.institution,
        originTerm: t.originTerm,
        concept: "T",
        createdBy: adminId,
        createdAt: now,
      })),
    );
}

import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Transcript, TranscriptEntry } from "../../domain/historico.ts";
import type { Concept, Settings } from "../../domain/settings.ts";
import { attemptResult, conceptTable, transcriptTotals, type Attempt } from "../../domain/transcript.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import type { CurrentUser } from "../context.ts";
import type { Database } from "../db/client.ts";
import { readSettings } from "../configuracoes/settings-store.ts";
import {
  enrolments,
  grades,
  guidanceCoAdvisors,
  guidances,
  offerings,
  subjects,
  terms,
  transfers,
  users,
} from "../db/schema.ts";

/**
 * A student's transcript (PRODUCT §7 "Transcript", §8): its accepted (`deferida`) attempts with
 * their grades, and the office's transfers, grouped by term in chronological order. Four queries
 * whatever the length of the record (the student, the settings with the concept table, the
 * attempts, the transfers); the last three at once. A grade counts once final: marked so, or the
 * term's grade deadline (a day in the institution's time zone) has passed — computed here, when
 * read. The totals come from `transcriptTotals`, the one function for credits and the CR.
 */
export type TranscriptStudent = {
  id: number;
  idcbpf: string;
  name: string;
  level: string;
  programme: Transcript["student"]["programme"];
  degree: Transcript["student"]["degree"];
  status: Transcript["student"]["status"];
};

export async function findStudent(db: Database, idcbpf: string): Promise<TranscriptStudent | null> {
  const [row] = await db
    .select({
      id: users.id,
      idcbpf: users.idcbpf,
      name: users.name,
      level: users.level,
      programme: users.programme,
      degree: users.degree,
      status: users.status,
    })
    .from(users)
    .where(eq(users.idcbpf, idcbpf))
    .limit(1);
  return row ?? null;
}

/** PRODUCT §7: the student itself, its current main advisor and co-advisors, and the office. */
export async function maySee(db: Database, user: CurrentUser, student: TranscriptStudent): Promise<boolean> {
  if (user.level === "Administrador") return true;
  if (user.level === "Discente") return user.id === student.id;
  const [row] = await db
    .select({ id: guidances.id })
    .from(guidances)
    .where(
      and(
        eq(guidances.studentId, student.id),
        or(
          eq(guidances.advisorId, user.id),
          sql`exists (select 1 from ${guidanceCoAdvisors} where ${guidanceCoAdvisors.guidanceId} = ${guidances.id}
            and ${guidanceCoAdvisors.userId} = ${user.id})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

type TermKey = { code: string; startDate: string };

function attemptsOf(db: Database, studentId: number) {
  return db
    .select({
      termCode: terms.code,
      termStart: terms.startDate,
      termCurrent: terms.current,
      gradeDeadline: terms.gradeDeadline,
      code: subjects.code,
      namePt: subjects.namePt,
      nameEn: subjects.nameEn,
      credits: subjects.credits,
      concept: grades.concept,
      attendance: grades.attendance,
      final: grades.final,
    })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .leftJoin(grades, eq(grades.enrolmentId, enrolments.id))
    .where(and(eq(enrolments.studentId, studentId), eq(enrolments.status, "deferida")))
    .orderBy(asc(terms.startDate), asc(subjects.code), asc(enrolments.id));
}

function transfersOf(db: Database, studentId: number) {
  return db
    .select({
      termCode: terms.code,
      termStart: terms.startDate,
      code: subjects.code,
      namePt: subjects.namePt,
      nameEn: subjects.nameEn,
      externalName: transfers.externalName,
      credits: transfers.credits,
      concept: transfers.concept,
      institution: transfers.institution,
      originTerm: transfers.originTerm,
    })
    .from(transfers)
    .innerJoin(terms, eq(terms.id, transfers.termId))
    .leftJoin(subjects, eq(subjects.id, transfers.subjectId))
    .where(eq(transfers.studentId, studentId))
    .orderBy(asc(terms.startDate), asc(transfers.id));
}

export async function readTranscript(db: Database, student: TranscriptStudent): Promise<Transcript> {
  const [settings, attemptRows, transferRows] = await Promise.all([
    readSettings(db),
    attemptsOf(db, student.id),
    transfersOf(db, student.id),
  ]);
  return buildTranscript(student, settings, attemptRows, transferRows, dayIn(new Date(), settings.timeZone));
}

type AttemptRow = Awaited<ReturnType<typeof attemptsOf>>[number];
type TransferRow = Awaited<ReturnType<typeof transfersOf>>[number];

function labelOf(table: ReadonlyMap<string, Concept>, concept: string | null) {
  if (concept === null) return null;
  return table.get(concept)?.label ?? { pt: concept, en: concept };
}

/** The answer from the rows (pure apart from its inputs): entries per term, then the totals. */
export function buildTranscript(
  student: TranscriptStudent,
  settings: Settings,
  attemptRows: readonly AttemptRow[],
  transferRows: readonly TransferRow[],
  today: string,
): Transcript {
  const table = conceptTable(settings.concepts);
  const minimum = settings.attendanceMinimum;
  const counted: Attempt[] = [];
  const byTerm = new Map<string, { key: TermKey; entries: TranscriptEntry[] }>();
  const entriesOf = (key: TermKey) => {
    let group = byTerm.get(key.code);
    if (!group) byTerm.set(key.code, (group = { key, entries: [] }));
    return group.entries;
  };

  for (const row of attemptRows) {
    // A term still ahead (an early registration by the office) is not on the record yet.
    if (!row.termCurrent && row.termStart > today) continue;
    const subject = { code: row.code, name: { pt: row.namePt, en: row.nameEn }, credits: row.credits };
    if (row.concept === null || row.attendance === null) {
      // Accepted, no grade yet: em curso (a missing grade is never failed automatically).
      entriesOf({ code: row.termCode, startDate: row.termStart }).push({
        subject,
        concept: null,
        conceptLabel: null,
        attendance: null,
        result: "em_curso",
        transfer: null,
      });
      continue;
    }
    const attempt: Attempt = {
      credits: row.credits,
      concept: row.concept,
      attendance: row.attendance,
      final: row.final === true || today > row.gradeDeadline,
    };
    counted.push(attempt);
    entriesOf({ code: row.termCode, startDate: row.termStart }).push({
      subject,
      concept: row.concept,
      conceptLabel: labelOf(table, row.concept),
      attendance: row.attendance,
      result: attemptResult(attempt, table, minimum),
      transfer: null,
    });
  }

  for (const row of transferRows) {
    const attempt: Attempt = { credits: row.credits, concept: row.concept, attendance: null, final: true };
    counted.push(attempt);
    const external = row.externalName ?? "";
    entriesOf({ code: row.termCode, startDate: row.termStart }).push({
      subject: {
        code: row.code,
        name: row.code === null ? { pt: external, en: external } : { pt: row.namePt ?? "", en: row.nameEn ?? "" },
        credits: row.credits,
      },
      concept: row.concept,
      conceptLabel: labelOf(table, row.concept),
      attendance: null,
      result: attemptResult(attempt, table, minimum),
      transfer: { institution: row.institution, originTerm: row.originTerm },
    });
  }

  const groups = [...byTerm.values()].sort(
    (a, b) => a.key.startDate.localeCompare(b.key.startDate) || a.key.code.localeCompare(b.key.code),
  );
  const { creditsEarned, cr } = transcriptTotals(counted, table, minimum);
  return {
    student: {
      idcbpf: student.idcbpf,
      name: student.name,
      programme: student.programme,
      degree: student.degree,
      status: student.status,
    },
    terms: groups.map((group) => ({ term: group.key.code, entries: group.entries })),
    creditsEarned,
    cr,
  };
}

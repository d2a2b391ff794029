import { eq, sql } from "drizzle-orm";
import type { Transcript } from "../../domain/historico.ts";
import type { Settings } from "../../domain/settings.ts";
import type { Level } from "../../domain/users.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import type { Database } from "../db/client.ts";
import { settingsFromJson, settingsJson } from "../configuracoes/configuracoes.queries.ts";
import { perDatabase } from "../db/prepared.ts";
import { users } from "../db/schema.ts";
import { buildTranscript, type AttemptRow, type TransferRow } from "./transcript.ts";

/**
 * A student's transcript (PRODUCT §7 "Transcript", §8): its accepted (`deferida`) attempts with
 * their grades, and the office's transfers, grouped by term in chronological order. **One
 * statement** whatever the length of the record, prepared once per database: the student, whether
 * the viewer advises it, the settings with the concept table, the attempts and the transfers, as
 * one JSON value (not a query for each: on PGlite every statement is a crossing into its
 * WebAssembly, whose cost would grow with the parts of the answer). A grade counts once final: marked so, or the term's grade
 * deadline (a day in the institution's time zone) has passed — computed here, when read. The
 * totals come from `transcriptTotals`, the one function for credits and the CR.
 */
export type TranscriptStudent = {
  id: number;
  idcbpf: string;
  name: string;
  level: Level;
  programme: Transcript["student"]["programme"];
  degree: Transcript["student"]["degree"];
  status: Transcript["student"]["status"];
};

/** A person with what a student's record states of it (its entry term too). */
export type RecordPerson = TranscriptStudent & { entryTerm: string | null };

/**
 * The person `idcbpf` (null when unknown), read as a transcript and a declaration state a
 * student; whether it is a student is the caller's check (`isStudent`).
 */
export async function findPerson(db: Database, idcbpf: string): Promise<RecordPerson | null> {
  const [row] = await db
    .select({
      id: users.id,
      idcbpf: users.idcbpf,
      name: users.name,
      level: users.level,
      programme: users.programme,
      degree: users.degree,
      status: users.status,
      entryTerm: users.entryTerm,
    })
    .from(users)
    .where(eq(users.idcbpf, idcbpf))
    .limit(1);
  return row ?? null;
}

type RecordRow = {
  student: TranscriptStudent;
  advises: boolean;
  settings: Settings;
  attempts: AttemptRow[];
  transfers: TransferRow[];
};

const recordQuery = perDatabase((db) =>
  db
    .select({
      record: sql<RecordRow>`json_build_object(
        'student', json_build_object('id', users.id, 'idcbpf', users.idcbpf, 'name', users.name,
          'level', users.level, 'programme', users.programme, 'degree', users.degree, 'status', users.status),
        'advises', exists (select 1 from guidances g where g.student_id = users.id
          and (g.advisor_id = ${sql.placeholder("viewer")} or exists (select 1 from guidance_co_advisors ca
            where ca.guidance_id = g.id and ca.user_id = ${sql.placeholder("viewer")}))),
        'settings', ${settingsJson},
        'attempts', coalesce((
          select json_agg(json_build_object('termCode', t.code, 'termStart', t.start_date, 'termCurrent', t.current,
              'gradeDeadline', t.grade_deadline, 'code', s.code, 'namePt', s.name_pt, 'nameEn', s.name_en,
              'credits', s.credits, 'concept', gr.concept, 'attendance', gr.attendance, 'final', gr.final)
            order by t.start_date, s.code, e.id)
          from enrolments e
          join offerings o on o.id = e.offering_id
          join subjects s on s.id = o.subject_id
          join terms t on t.id = o.term_id
          left join grades gr on gr.enrolment_id = e.id
          where e.student_id = users.id and e.status = 'deferida'), '[]'::json),
        'transfers', coalesce((
          select json_agg(json_build_object('termCode', t.code, 'termStart', t.start_date, 'code', s.code,
              'namePt', s.name_pt, 'nameEn', s.name_en, 'externalName', tr.external_name, 'credits', tr.credits,
              'concept', tr.concept, 'institution', tr.institution, 'originTerm', tr.origin_term)
            order by t.start_date, tr.id)
          from transfers tr
          join terms t on t.id = tr.term_id
          left join subjects s on s.id = tr.subject_id
          where tr.student_id = users.id), '[]'::json))`,
    })
    .from(users)
    // idcbpf is unique: no LIMIT, whose parameter would make PostgreSQL plan the statement anew at every run.
    .where(eq(users.idcbpf, sql.placeholder("idcbpf")))
    .prepare("transcript_record"),
);

export type TranscriptRecord = { student: TranscriptStudent; advises: boolean; transcript: () => Transcript };

/**
 * The student `idcbpf` (null when unknown) with whether `viewerId` is its main advisor or a
 * co-advisor (what `mayReadTranscript` needs), and its transcript (built on demand from what the
 * same statement read).
 */
export async function readRecord(db: Database, idcbpf: string, viewerId = 0): Promise<TranscriptRecord | null> {
  const [row] = await recordQuery(db).execute({ idcbpf, viewer: viewerId });
  if (!row) return null;
  const { student, advises, attempts, transfers } = row.record;
  const settings = settingsFromJson(row.record.settings);
  return {
    student,
    advises,
    transcript: () => buildTranscript(student, settings, attempts, transfers, dayIn(new Date(), settings.timeZone)),
  };
}

export async function readTranscript(db: Database, student: { idcbpf: string }): Promise<Transcript> {
  const record = await readRecord(db, student.idcbpf);
  if (!record) throw new Error(`transcript: student ${student.idcbpf} not found`);
  return record.transcript();
}

import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { LockedOffering, LockedStudent } from "./facts.ts";

/**
 * The statements of `POST /api/matriculas`, written so that a request makes few round trips (the
 * rush of issue 15: a request's cost is its round trips and their query building, not the work
 * inside the database). In order, inside one transaction:
 *
 * 1. `lockStudentReadOffering`: the student's row lock and the offering as the rules read it;
 * 2. the rules' facts with the settings and concept table (`enrolmentFactsWithSettings`, one
 *    statement, a later one than the lock so its snapshot sees that student's every request);
 * 3. `lockOffering` (facts.ts): the offering's row lock;
 * 4. `placeEnrolment`: seat or waitlist number, the enrolment and its position, one statement.
 *
 * Lock order is the one everywhere else: the student, then the offering (statement 1 locks only
 * the user's row — `for update of u` — and reads the offering without a lock; the offering's lock
 * is statement 3, and statement 4 only touches the row it holds and inserts a row whose foreign
 * keys point at the two rows it holds). Promotion, which starts from an offering and may meet a
 * student in the other order, is the one exception, and `withEnrolmentTransaction` retries the
 * victim of the deadlock the database detects.
 *
 * Why the offering's lock stays a statement of its own instead of being taken by the seat's
 * UPDATE: an `UPDATE … WHERE taken < capacity` that finds the offering full matches no row and
 * locks nothing, so a request going to the waitlist would hold no lock: a drop committing
 * meanwhile would promote nobody (it does not see the uncommitted entry) and leave a seat free
 * while that entry waits, and two waiting entries could be numbered in one order and committed in
 * the other (equal positions). And statement 4's snapshot must be taken after the lock is held,
 * so that its count of the entries ahead sees every entry numbered before (each was numbered and
 * committed under the lock); a single statement that waits for the lock keeps the snapshot it
 * started with.
 */

type TargetRow = {
  id: number;
  idcbpf: string;
  name: string;
  level: string;
  status: LockedStudent["status"];
  programme: LockedStudent["programme"];
  degree: LockedStudent["degree"];
  offering_id: number | null;
  term_id: number;
  term_code: string;
  capacity: number;
  taken: number;
  subject_id: number;
  enrolment_start: string;
  enrolment_end: string;
  drop_deadline: string;
  grade_deadline: string;
  current: boolean;
};

/**
 * Locks the student's row until the transaction ends (as `lockStudent`) and reads the offering
 * without a lock (as `readOffering`), in one statement. The offering's facts the rules judge
 * (term dates, subject, slots) do not change while students enrol; its seats are taken later
 * under its own lock.
 */
export async function lockStudentReadOffering(
  tx: Database,
  studentId: number,
  offeringId: number,
): Promise<{ student: LockedStudent | null; offering: LockedOffering | null }> {
  const result = await tx.execute(sql`select u.id, u.idcbpf, u.name, u.level, u.status, u.programme, u.degree,
      o.id as offering_id, o.term_id, t.code as term_code, o.capacity, o.taken, o.subject_id,
      t.enrolment_start::text as enrolment_start, t.enrolment_end::text as enrolment_end,
      t.drop_deadline::text as drop_deadline, t.grade_deadline::text as grade_deadline, t.current
    from users u left join (offerings o join terms t on t.id = o.term_id) on o.id = ${offeringId}
    where u.id = ${studentId}
    for update of u`);
  const [row] = (result as unknown as { rows: TargetRow[] }).rows;
  if (!row) return { student: null, offering: null };
  const student: LockedStudent = {
    id: row.id,
    idcbpf: row.idcbpf,
    name: row.name,
    level: row.level,
    status: row.status,
    programme: row.programme,
    degree: row.degree,
  };
  if (row.offering_id === null) return { student, offering: null };
  return {
    student,
    offering: {
      id: row.offering_id,
      termId: row.term_id,
      termCode: row.term_code,
      capacity: row.capacity,
      taken: row.taken,
      subjectId: row.subject_id,
      window: { start: row.enrolment_start, end: row.enrolment_end },
      dropDeadline: row.drop_deadline,
      gradeDeadline: row.grade_deadline,
      current: row.current,
    },
  };
}

export type Placed = { id: number; codigo: string; status: "pendente" | "em_espera"; position?: number };

/**
 * Under the offering's row lock (`lockOffering`, a previous statement of the same transaction):
 * takes a seat when one is free (`taken < capacity`, judged by the database on the row it holds;
 * `offerings_taken_check` refuses beyond the capacity even so), else numbers a place at the end of
 * the waitlist, inserts the enrolment (`pendente` or `em_espera`) and counts its position — one
 * statement. Waitlist numbers come from a sequence under the lock, so they follow commit order, and
 * the count of the entries ahead sees them all (this statement's snapshot is taken after the lock
 * is held; the new row itself is not in it, and is not ahead of itself).
 */
export async function placeEnrolment(
  tx: Database,
  input: { offeringId: number; studentId: number; codigo: string; now: Date },
): Promise<Placed> {
  const at = input.now.toISOString();
  const result = await tx.execute(sql`with seat as (
      update offerings set taken = taken + 1 where id = ${input.offeringId} and taken < capacity returning id
    ), placed as (
      insert into enrolments (codigo, student_id, offering_id, status, waitlist_seq, created_at, updated_at)
      select ${input.codigo}, ${input.studentId}, ${input.offeringId},
        case when exists (select 1 from seat) then 'pendente' else 'em_espera' end,
        case when exists (select 1 from seat) then null else nextval('enrolment_waitlist_seq') end,
        ${at}::timestamptz, ${at}::timestamptz
      returning id, codigo, status, waitlist_seq
    )
    select p.id, p.codigo, p.status,
      case when p.waitlist_seq is null then null else 1 + (select count(*) from enrolments e
        where e.offering_id = ${input.offeringId} and e.status = 'em_espera' and e.waitlist_seq < p.waitlist_seq)
      end as position
    from placed p`);
  const [row] = (
    result as unknown as {
      rows: { id: number; codigo: string; status: Placed["status"]; position: string | number | null }[];
    }
  ).rows;
  if (!row) throw new Error("enrolment insert returned nothing");
  const placed: Placed = { id: row.id, codigo: row.codigo, status: row.status };
  if (row.position !== null) placed.position = Number(row.position);
  return placed;
}

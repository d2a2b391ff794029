import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client.ts";
import { parsedJson, type FactsRow } from "./facts.ts";

/**
 * The statements of `POST /api/matriculas`: two, each one round trip, no BEGIN or COMMIT around
 * them (the request's cost is its round trips and their planning, not the work inside the
 * database). Both are SQL functions of migration drizzle/0007_enrolment_functions.sql, whose inner
 * statements PL/pgSQL plans once per connection; on node-postgres they are also named prepared
 * statements (parsed once).
 *
 * 1. `readEnrolmentFacts`: `enrolment_facts` — the student, the offering and everything the rules
 *    (src/domain/enrolment.ts, judged in JavaScript between the two) need — and, in the same
 *    snapshot, `enrolment_version`: an md5 of what the student's row lock guards (the student's
 *    status and every enrolment of the student with its status; each change of them takes that
 *    lock).
 * 2. `placeEnrolment`: `enrol_place`, in its own transaction: the student's row lock; the version
 *    again, compared with the one judged (changed: nothing is written, the caller reads and
 *    judges again); the offering's row lock; then seat or waitlist number, the enrolment and its
 *    position in one statement. Lock order is the one everywhere else: the student, then the
 *    offering. Taking the seat is the rule that seats.ts (`takeSeat`, `freeSeats`,
 *    `promoteWaitlist`) holds in TypeScript for drops, decisions and promotion: its twin, to be
 *    changed with it.
 *
 * So a request is placed only when what the student's lock guards is what was judged: the same
 * guarantee as reading the facts under that lock (what it does not guard — a grade typed by a
 * teacher, the office's settings — could change a moment after such a read too). A refused
 * request takes no lock and writes nothing.
 *
 * Why the offering's lock stays a statement of its own instead of being taken by the seat's
 * UPDATE: an `UPDATE … WHERE taken < capacity` that finds the offering full matches no row and
 * locks nothing, so a request going to the waitlist would hold no lock (a drop committing
 * meanwhile would promote nobody and leave a seat free while that entry waits), and the position's
 * count must run in a snapshot taken after the lock is held, which a statement that waits for the
 * lock does not have. `offerings_taken_check` refuses overselling whatever the code does.
 */

type Row = Record<string, unknown>;

/**
 * One statement by name: a named prepared statement on node-postgres (each pooled connection
 * parses it once), PGlite's own query otherwise (one connection; the function's plans are kept).
 * Outside a transaction only: it runs on the pool (any of its connections), not on a transaction's.
 */
async function statement(db: Database, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query<Row>({ name, text, values })).rows;
  if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows;
  throw new Error("enrol-statements: a database handle (not a transaction) is needed");
}

export type ReadFacts = { facts: FactsRow; version: string };

export async function readEnrolmentFacts(db: Database, studentId: number, offeringId: number): Promise<ReadFacts> {
  const [row] = await statement(
    db,
    "enrolment_facts",
    "select enrolment_facts($1, $2, -1) as f, enrolment_version($1) as version",
    [studentId, offeringId],
  );
  if (!row) throw new Error("enrolment_facts answered no row");
  return { facts: parsedJson(row.f as FactsRow | string), version: String(row.version) };
}

export type Placed = { id: number; codigo: string; status: "pendente" | "em_espera"; position?: number };

type PlaceInput = { offeringId: number; studentId: number; codigo: string; now: Date; version: string };

/**
 * Places the request (see the header); null when what the student's lock guards changed since the facts were read. With
 * `tx`, inside that transaction (the office's, which audits in it); otherwise in its own.
 */
export async function placeEnrolment(db: Database, input: PlaceInput, tx?: Database): Promise<Placed | null> {
  const values = [input.studentId, input.offeringId, input.codigo, input.now.toISOString(), input.version];
  const text = "select * from enrol_place($1, $2, $3, $4, $5)";
  const rows = tx
    ? (
        (await tx.execute(
          sql`select * from enrol_place(${values[0]}, ${values[1]}, ${values[2]}, ${values[3]}, ${values[4]})`,
        )) as unknown as { rows: Row[] }
      ).rows
    : await statement(db, "enrol_place", text, values);
  const [row] = rows;
  if (!row) return null;
  const placed: Placed = {
    id: Number(row.placed_id),
    codigo: String(row.placed_codigo),
    status: row.placed_status as Placed["status"],
  };
  if (row.placed_position !== null && row.placed_position !== undefined) placed.position = Number(row.placed_position);
  return placed;
}

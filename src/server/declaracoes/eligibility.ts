import { and, asc, eq } from "drizzle-orm";
import type { PersonalDeclarationType as DeclarationType } from "../../domain/academic.ts";
import type { DeclarationFacts } from "../../domain/declaration-statements.ts";
import { DECLARATION_TYPE_NOUNS } from "../../domain/declaration-statements.ts";
import type { DeclarationIssueInput } from "../../domain/declaracoes.ts";
import type { MessageKey } from "../../domain/messages.ts";
import { isOffice, isStudent, mayActForNamed, type Person } from "../../domain/policy.ts";
import { Refused, words, type MessageValues } from "../../domain/refusal.ts";
import type { UserStatus } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";
import { enrolments, offerings, offeringTeachers, subjects, terms } from "../db/schema.ts";
import { findPerson, readTranscript, type RecordPerson } from "../historico/historico.queries.ts";

/**
 * Who may get which declaration (PRODUCT §7), and the facts it states, read at issue time:
 * - the caller asks for itself; only the office names another holder (else 403);
 * - `historico` and `vinculo`: a Discente `ativo`, `trancado` or `egresso` (the office may also
 *   issue them for an `inativo` one: the record and the status stated are still the truth);
 * - `matricula`: an `ativo` Discente with at least one `deferida` enrolment in the current term;
 * - `docencia`: the responsible teacher or a co-teacher of the offering, current or past term.
 * A refusal is thrown: why it may not be issued (422 `not_eligible`, the reason its message), or
 * what is unknown (404).
 */
export type Issuer = Person & { idcbpf: string };

export type Gathered = { holder: RecordPerson; offeringId: number | null; facts: DeclarationFacts };

const STUDENT_STATUSES: Record<Exclude<DeclarationType, "docencia">, readonly UserStatus[]> = {
  historico: ["ativo", "trancado", "egresso"],
  vinculo: ["ativo", "trancado", "egresso"],
  matricula: ["ativo"],
};

/** 422 `not_eligible`, its message the reason (`key` with what it names). */
const notEligible = (key: MessageKey, values: MessageValues) =>
  Refused.rule("not_eligible", undefined, { text: { key, values } });

/** The facts of the declaration `issuer` asks for, once it may be issued. */
export async function gatherFacts(
  db: Database,
  issuer: Issuer,
  input: DeclarationIssueInput,
  today: string,
): Promise<Gathered> {
  const idcbpf = input.holder ?? issuer.idcbpf;
  // Checked on the idcbpf asked for, before it is looked up: someone else's is 403 whether it exists or not.
  if (!mayActForNamed(issuer, idcbpf)) throw Refused.forbidden("declaration_own_only");
  const holder = await findPerson(db, idcbpf);
  if (!holder) throw Refused.notFound("declaration_holder_unknown", { idcbpf });
  const type = input.type;
  const title = DECLARATION_TYPE_NOUNS[type];
  const person = { idcbpf: holder.idcbpf, name: holder.name };

  if (type === "docencia") return docenciaFacts(db, holder, input.offering ?? 0, today);

  if (!isStudent(holder)) throw notEligible("declaration_not_student", { name: holder.name, type: title });
  const allowed =
    isOffice(issuer) && type !== "matricula" ? [...STUDENT_STATUSES[type], "inativo"] : STUDENT_STATUSES[type];
  if (!allowed.includes(holder.status))
    throw notEligible("declaration_status_refused", {
      type: title,
      allowed: STUDENT_STATUSES[type].join(", "),
      name: holder.name,
      status: holder.status,
    });
  const student = {
    holder: person,
    programme: holder.programme,
    degree: holder.degree,
    status: holder.status,
    entryTerm: holder.entryTerm,
  };
  const base = { holder, offeringId: null };
  if (type === "vinculo") return { ...base, facts: { type, ...student } };
  if (type === "historico") {
    const transcript = await readTranscript(db, holder);
    return {
      ...base,
      facts: {
        type,
        ...student,
        terms: transcript.terms.map((term) => ({
          term: term.term,
          entries: term.entries.map((item) => ({
            code: item.subject.code,
            name: item.subject.name,
            credits: item.subject.credits,
            concept: item.concept,
            result: item.result,
            attendance: item.attendance,
            transfer: item.transfer,
          })),
        })),
        creditsEarned: transcript.creditsEarned,
        cr: transcript.cr,
      },
    };
  }
  return matriculaFacts(db, holder, student);
}

async function matriculaFacts(
  db: Database,
  holder: RecordPerson,
  student: Omit<Extract<DeclarationFacts, { type: "matricula" }>, "type" | "term" | "subjects">,
): Promise<Gathered> {
  const [term] = await db.select({ id: terms.id, code: terms.code }).from(terms).where(eq(terms.current, true));
  if (!term) throw notEligible("declaration_no_current_term", {});
  const rows = await db
    .select({ code: subjects.code, namePt: subjects.namePt, nameEn: subjects.nameEn, credits: subjects.credits })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .where(and(eq(enrolments.studentId, holder.id), eq(enrolments.status, "deferida"), eq(offerings.termId, term.id)))
    .orderBy(asc(subjects.code));
  if (rows.length === 0) throw notEligible("declaration_no_enrolment", { name: holder.name, term: term.code });
  return {
    holder,
    offeringId: null,
    facts: {
      type: "matricula",
      ...student,
      term: term.code,
      subjects: rows.map((row) => ({
        code: row.code,
        name: { pt: row.namePt, en: row.nameEn },
        credits: row.credits,
      })),
    },
  };
}

async function docenciaFacts(db: Database, holder: RecordPerson, offeringId: number, today: string): Promise<Gathered> {
  const [offering] = await db
    .select({
      id: offerings.id,
      term: terms.code,
      current: terms.current,
      startDate: terms.startDate,
      code: subjects.code,
      namePt: subjects.namePt,
      nameEn: subjects.nameEn,
      credits: subjects.credits,
      hours: subjects.hours,
    })
    .from(offerings)
    .innerJoin(terms, eq(terms.id, offerings.termId))
    .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
    .where(eq(offerings.id, offeringId))
    .limit(1);
  if (!offering) throw Refused.notFound("declaration_offering_unknown", { id: offeringId });
  const [teacher] = await db
    .select({ responsible: offeringTeachers.responsible })
    .from(offeringTeachers)
    .where(and(eq(offeringTeachers.offeringId, offering.id), eq(offeringTeachers.userId, holder.id)));
  const subjectName = words((locale) => `${offering.code} ${locale === "pt" ? offering.namePt : offering.nameEn}`);
  if (!teacher)
    throw notEligible("declaration_not_teacher", { name: holder.name, subject: subjectName, term: offering.term });
  // A term still ahead has not been taught: nothing true to state yet.
  if (!offering.current && offering.startDate > today)
    throw notEligible("declaration_offering_future", { subject: subjectName, term: offering.term });
  return {
    holder,
    offeringId: offering.id,
    facts: {
      type: "docencia",
      holder: { idcbpf: holder.idcbpf, name: holder.name },
      offering: {
        id: offering.id,
        term: offering.term,
        subject: {
          code: offering.code,
          name: { pt: offering.namePt, en: offering.nameEn },
          credits: offering.credits,
          hours: offering.hours,
        },
      },
      current: offering.current,
      responsible: teacher.responsible,
    },
  };
}

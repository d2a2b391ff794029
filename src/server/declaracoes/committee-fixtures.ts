import { ataStatement, participationStatement } from "../../domain/banca-texts.ts";
import type { CommitteeKind, Verdict } from "../../domain/bancas.ts";
import { formatCode, generateCanonicalCode } from "../../domain/codes.ts";
import { committeeSnapshotSchema, type CommitteeSnapshot } from "../../domain/committee-documents.ts";
import type { Locale } from "../../domain/locale.ts";
import type { Database } from "../db/client.ts";
import { committeeMembers, committees, declarations } from "../db/schema.ts";

/**
 * A committee held, with its ata and its participants' statements, written straight into the
 * database for the documents' tests (the committees' API is another area's): the snapshot built
 * with `committeeSnapshotSchema.parse` as the verdict builds it, the statements from
 * src/domain/banca-texts.ts. The student and internal members are users made by the test.
 */
export type FixtureMember =
  | {
      role: "presidente" | "titular" | "suplente";
      user: { id: number; name: string };
      locale: Locale;
      participated?: boolean;
    }
  | {
      role: "titular" | "suplente";
      external: { name: string; email: string; institution: string; cpf?: string; passport?: string; locale: Locale };
      participated?: boolean;
    };

export type FixtureCommittee = {
  student: { id: number; idcbpf: string; name: string };
  kind: CommitteeKind;
  degree: "mestrado" | "doutorado";
  title: string;
  language: Locale;
  date: string;
  time: string;
  place: string | null;
  remoteLink: string | null;
  verdict: Verdict;
  correctionsDeadline?: string | null;
  notes?: string | null;
  institution: string;
  issuedBy: number;
  members: FixtureMember[];
};

export type HeldCommittee = {
  id: number;
  snapshot: CommitteeSnapshot;
  /** The ata's code (printed form). */
  ata: string;
  /** Each member's statement code (printed form), by the member's position; null when absent. */
  statements: (string | null)[];
};

export async function addHeldCommittee(db: Database, spec: FixtureCommittee): Promise<HeldCommittee> {
  const [committee] = await db
    .insert(committees)
    .values({
      studentId: spec.student.id,
      kind: spec.kind,
      degree: spec.degree,
      title: spec.title,
      language: spec.language,
      date: spec.date,
      time: spec.time,
      place: spec.place,
      remoteLink: spec.remoteLink,
      status: "realizada",
      verdict: spec.verdict,
      correctionsDeadline: spec.correctionsDeadline ?? null,
      notes: spec.notes ?? null,
      verdictBy: spec.issuedBy,
      verdictAt: new Date(),
    })
    .returning({ id: committees.id });
  if (!committee) throw new Error("committee insert");
  const memberRows = [];
  for (const [position, member] of spec.members.entries()) {
    const external = "external" in member ? member.external : null;
    const [row] = await db
      .insert(committeeMembers)
      .values({
        committeeId: committee.id,
        role: member.role,
        position,
        external: external !== null,
        userId: "user" in member ? member.user.id : null,
        ...(external
          ? {
              name: external.name,
              email: external.email,
              institution: external.institution,
              highestDegree: "doutorado" as const,
              documentKind: external.cpf ? ("cpf" as const) : ("passaporte" as const),
              documentNumber: external.cpf ?? external.passport ?? "",
              documentCountry: external.cpf ? null : "US",
              locale: external.locale,
            }
          : {}),
        participated: member.participated ?? member.role !== "suplente",
      })
      .returning({ id: committeeMembers.id });
    if (!row) throw new Error("member insert");
    memberRows.push({
      id: row.id,
      role: member.role,
      external: external !== null,
      name: "user" in member ? member.user.name : (external?.name ?? ""),
      institution: external ? external.institution : spec.institution,
      locale: "user" in member ? member.locale : (external?.locale ?? "pt"),
      participated: member.participated ?? member.role !== "suplente",
    });
  }
  const snapshot = committeeSnapshotSchema.parse({
    institution: spec.institution,
    committee: {
      id: committee.id,
      kind: spec.kind,
      degree: spec.degree,
      title: spec.title,
      language: spec.language,
      date: spec.date,
      time: spec.time,
      place: spec.place,
      remoteLink: spec.remoteLink,
      verdict: spec.verdict,
      correctionsDeadline: spec.correctionsDeadline ?? null,
      notes: spec.notes ?? null,
    },
    student: { idcbpf: spec.student.idcbpf, name: spec.student.name, programme: "academico" },
    members: memberRows,
  });
  const facts = {
    kind: spec.kind,
    degree: spec.degree,
    student: spec.student.name,
    title: spec.title,
    date: spec.date,
  };
  const ataCode = generateCanonicalCode();
  await db.insert(declarations).values({
    codigo: ataCode,
    type: "ata_banca",
    holderId: spec.student.id,
    committeeId: committee.id,
    statement: ataStatement({ ...facts, verdict: spec.verdict }),
    snapshot,
    issuedBy: spec.issuedBy,
  });
  const statements: (string | null)[] = [];
  for (const [index, member] of snapshot.members.entries()) {
    if (!member.participated) {
      statements.push(null);
      continue;
    }
    const codigo = generateCanonicalCode();
    const own = spec.members[index];
    await db.insert(declarations).values({
      codigo,
      type: "participacao_banca",
      holderId: own && "user" in own ? own.user.id : null,
      holderName: own && "user" in own ? null : member.name,
      committeeId: committee.id,
      committeeMemberId: member.id,
      statement: participationStatement({ ...facts, member: member.name, role: member.role }),
      snapshot: { ...snapshot, member },
      issuedBy: spec.issuedBy,
    });
    statements.push(formatCode(codigo));
  }
  return { id: committee.id, snapshot, ata: formatCode(ataCode), statements };
}

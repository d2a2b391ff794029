import { asc, desc, inArray, sql } from "drizzle-orm";
import type { Committee, Member } from "../../domain/bancas.ts";
import { formatCode } from "../../domain/codes.ts";
import { maySeeMemberContacts, type Person } from "../../domain/policy.ts";
import { readSettings } from "../configuracoes/configuracoes.queries.ts";
import type { Database } from "../db/client.ts";
import { committeeFinalVersions, committeeMembers, declarations, users } from "../db/schema.ts";
import type { CommitteeRow } from "./bancas.queries.ts";

/**
 * The API's shape of committees (programme-year §4) as one viewer may see them: the people they
 * name, internal members as their users, the codes of the ata and of each member's statement,
 * the final version; externals' `email` and `document` only for the office and the president
 * (rule 18).
 */
type MemberRow = typeof committeeMembers.$inferSelect;

/** A committee's members in order, the president first. */
export async function membersOf(db: Database, committeeIds: readonly number[]): Promise<MemberRow[]> {
  if (committeeIds.length === 0) return [];
  return db
    .select()
    .from(committeeMembers)
    .where(inArray(committeeMembers.committeeId, [...committeeIds]))
    .orderBy(asc(committeeMembers.position), asc(committeeMembers.id));
}

/** The newest declaration of each committee (ata) and member (participation), valid ones first. */
async function declarationCodes(db: Database, committeeIds: readonly number[]) {
  const rows = await db
    .select({
      committeeId: declarations.committeeId,
      memberId: declarations.committeeMemberId,
      codigo: declarations.codigo,
    })
    .from(declarations)
    .where(inArray(declarations.committeeId, [...committeeIds]))
    .orderBy(desc(sql`${declarations.status} = 'valida'`), desc(declarations.issuedAt), desc(declarations.id));
  const ata = new Map<number, string>();
  const member = new Map<number, string>();
  for (const row of rows) {
    if (row.committeeId === null) continue;
    if (row.memberId === null) {
      if (!ata.has(row.committeeId)) ata.set(row.committeeId, formatCode(row.codigo));
    } else if (!member.has(row.memberId)) member.set(row.memberId, formatCode(row.codigo));
  }
  return { ata, member };
}

/** The API's shape of committees, as `viewer` may see them (rule 18's contacts). */
export async function toCommittees(db: Database, rows: readonly CommitteeRow[], viewer: Person): Promise<Committee[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const members = await membersOf(db, ids);
  const userIds = [
    ...new Set([...rows.flatMap((row) => [row.studentId, row.proposedBy]), ...members.map((member) => member.userId)]),
  ].filter((id): id is number => id !== null);
  const [people, settings, codes, finals] = await Promise.all([
    db
      .select({
        id: users.id,
        idcbpf: users.idcbpf,
        name: users.name,
        email: users.email,
        locale: users.locale,
        programme: users.programme,
        degree: users.degree,
      })
      .from(users)
      .where(inArray(users.id, userIds)),
    readSettings(db),
    declarationCodes(db, ids),
    db.select().from(committeeFinalVersions).where(inArray(committeeFinalVersions.committeeId, ids)),
  ]);
  const person = new Map(people.map((row) => [row.id, row]));
  return rows.map((row) => {
    const own = members.filter((member) => member.committeeId === row.id);
    const presidentId = own.find((member) => member.role === "presidente")?.userId ?? null;
    const contacts = maySeeMemberContacts(viewer, { presidentId });
    const student = person.get(row.studentId);
    const proposer = row.proposedBy === null ? undefined : person.get(row.proposedBy);
    const final = finals.find((entry) => entry.committeeId === row.id);
    return {
      id: row.id,
      student: {
        idcbpf: student?.idcbpf ?? "",
        name: student?.name ?? "",
        programme: student?.programme ?? null,
        degree: student?.degree ?? null,
      },
      kind: row.kind,
      degree: row.degree,
      title: row.title,
      language: row.language,
      date: row.date,
      time: row.time,
      place: row.place,
      remoteLink: row.remoteLink,
      status: row.status,
      members: own.map((member) => toMember(member, person, settings.institutionName, contacts, codes.member)),
      verdict: row.verdict,
      correctionsDeadline: row.correctionsDeadline,
      notes: row.notes,
      ataCodigo: codes.ata.get(row.id) ?? null,
      finalVersion: final
        ? { name: final.name, size: final.size, sha256: final.sha256, depositedAt: final.depositedAt.toISOString() }
        : null,
      proposedBy: proposer ? { idcbpf: proposer.idcbpf, name: proposer.name } : null,
      approvedAt: row.approvedAt?.toISOString() ?? null,
      cancelReason: row.cancelReason,
    };
  });
}

type PersonRow = { idcbpf: string; name: string; email: string; locale: string | null };

function toMember(
  member: MemberRow,
  people: ReadonlyMap<number, PersonRow>,
  institution: string,
  contacts: boolean,
  codes: ReadonlyMap<number, string>,
): Member {
  const declaracao = codes.get(member.id) ?? null;
  if (!member.external) {
    const user = member.userId === null ? undefined : people.get(member.userId);
    return {
      id: member.id,
      role: member.role,
      external: false,
      idcbpf: user?.idcbpf ?? null,
      name: user?.name ?? "",
      email: user?.email ?? null,
      institution,
      highestDegree: "doutorado",
      document: null,
      locale: user?.locale === "en" ? "en" : "pt",
      participated: member.participated,
      declaracao,
    };
  }
  return {
    id: member.id,
    role: member.role,
    external: true,
    idcbpf: null,
    name: member.name ?? "",
    email: contacts ? member.email : null,
    institution: member.institution ?? "",
    highestDegree: member.highestDegree ?? "doutorado",
    document:
      contacts && member.documentKind && member.documentNumber
        ? { kind: member.documentKind, number: member.documentNumber, country: member.documentCountry }
        : null,
    locale: member.locale ?? "pt",
    participated: member.participated,
    declaracao,
  };
}

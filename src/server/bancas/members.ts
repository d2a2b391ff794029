import { and, eq, inArray } from "drizzle-orm";
import { committeeMembersRefusal } from "../../domain/banca-rules.ts";
import type { MemberInput } from "../../domain/bancas.ts";
import { refusedBy } from "../../domain/rule-refusal.ts";
import type { Database } from "../db/client.ts";
import { committeeMembers, users } from "../db/schema.ts";
import type { CommitteeRow } from "./bancas.queries.ts";

/**
 * A committee's listed members as a proposal or an edit sends them (programme-year rules 12–13):
 * judged against the `ativo` Docentes they name and the president, then shaped as rows to store
 * after the president (position 0).
 */
type Tx = Database;

/** The `ativo` Docentes among `idcbpfs`, by idcbpf. */
async function activeTeachers(tx: Tx, idcbpfs: readonly string[]) {
  if (idcbpfs.length === 0) return new Map<string, { id: number; name: string }>();
  const rows = await tx
    .select({ id: users.id, idcbpf: users.idcbpf, name: users.name })
    .from(users)
    .where(and(inArray(users.idcbpf, [...idcbpfs]), eq(users.level, "Docente"), eq(users.status, "ativo")));
  return new Map(rows.map((row) => [row.idcbpf, { id: row.id, name: row.name }]));
}

const internalIds = (members: readonly MemberInput[]) =>
  members.flatMap((member) => (member.external ? [] : [member.idcbpf]));

/** Rule 12: the listed members, checked with rule 13's composition; returns what to store. */
export async function checkedMembers(
  tx: Tx,
  facts: {
    kind: CommitteeRow["kind"];
    degree: CommitteeRow["degree"];
    president: { idcbpf: string; name: string };
  },
  members: readonly MemberInput[],
) {
  const teachers = await activeTeachers(tx, internalIds(members));
  const refusal = committeeMembersRefusal({ ...facts, members, teachers });
  if (refusal) throw refusedBy(refusal);
  return members.map((member, index) =>
    member.external
      ? {
          role: member.role,
          position: index + 1,
          external: true,
          name: member.name,
          email: member.email,
          institution: member.institution,
          highestDegree: member.highestDegree,
          documentKind: member.document.kind,
          documentNumber: member.document.number,
          documentCountry: member.document.country,
          locale: member.locale,
        }
      : { role: member.role, position: index + 1, external: false, userId: teachers.get(member.idcbpf)?.id ?? null },
  );
}

/** The president (the main advisor when proposed), as rule 12 compares the others with it. */
export async function presidentOf(tx: Tx, id: number) {
  const [president] = await tx
    .select({ idcbpf: users.idcbpf, name: users.name })
    .from(committeeMembers)
    .innerJoin(users, eq(users.id, committeeMembers.userId))
    .where(and(eq(committeeMembers.committeeId, id), eq(committeeMembers.role, "presidente")))
    .limit(1);
  if (!president) throw new Error(`committee ${id} has no president`);
  return president;
}

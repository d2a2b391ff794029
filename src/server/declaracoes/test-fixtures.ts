import type { UserStatus } from "../../domain/users.ts";
import { COOKIE_NAME } from "../auth/session-cookie.ts";
import { createSession } from "../auth/sessions.ts";
import type { Database } from "../db/client.ts";
import { offeringTeachers, offerings, users } from "../db/schema.ts";

/**
 * What the declaration tests build for themselves on top of the demo (whose rows they never
 * rely on): people `zzd-…` with a session made directly, and offerings with their teachers.
 */
export type Person = { id: number; idcbpf: string; name: string; cookie: string };

export async function addPerson(
  db: Database,
  idcbpf: string,
  spec: {
    name?: string;
    level?: "Discente" | "Docente" | "Administrador";
    status?: UserStatus;
    programme?: "academico" | "profissional";
    degree?: "mestrado" | "doutorado";
    entryTerm?: string;
  } = {},
): Promise<Person> {
  const level = spec.level ?? "Discente";
  const name = spec.name ?? `Pessoa ${idcbpf}`;
  const [row] = await db
    .insert(users)
    .values({
      idcbpf,
      name,
      email: `${idcbpf}@example.org`,
      level,
      programme: level === "Administrador" ? null : (spec.programme ?? "academico"),
      degree: level === "Discente" ? (spec.degree ?? "mestrado") : null,
      status: spec.status ?? "ativo",
      entryTerm: spec.entryTerm ?? (level === "Discente" ? "2024.1" : null),
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert");
  const cookie = `${COOKIE_NAME}=${await createSession(db, row.id, 30)}`;
  return { id: row.id, idcbpf, name, cookie };
}

/** An offering of the subject in the term, taught by `teachers` (the first one responsible). */
export async function addTaughtOffering(
  db: Database,
  termId: number,
  subjectId: number,
  teachers: number[],
): Promise<number> {
  const [row] = await db.insert(offerings).values({ termId, subjectId, capacity: 10 }).returning({ id: offerings.id });
  if (!row) throw new Error("offering insert");
  await db
    .insert(offeringTeachers)
    .values(teachers.map((userId, index) => ({ offeringId: row.id, userId, responsible: index === 0 })));
  return row.id;
}

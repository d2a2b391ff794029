import { inArray } from "drizzle-orm";
import type { UserStatus } from "../../domain/users.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

/**
 * People the guidance tests create for themselves (the demo data is not theirs to rely on):
 * teachers and students with unique `zzg-` idcbpfs, all with the password `TEST_PASSWORD`.
 */
export const TEST_PASSWORD = "senha-de-teste";

export type TestPerson = { idcbpf: string; name: string; status?: UserStatus };

export async function addTeachers(db: Database, people: readonly TestPerson[]): Promise<void> {
  await add(db, people, "Docente");
}

export async function addStudents(db: Database, people: readonly TestPerson[]): Promise<void> {
  await add(db, people, "Discente");
}

let hash: Promise<string> | undefined;

async function add(db: Database, people: readonly TestPerson[], level: "Docente" | "Discente"): Promise<void> {
  if (people.length === 0) return;
  hash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await hash;
  await db.insert(users).values(
    people.map((person) => ({
      idcbpf: person.idcbpf,
      name: person.name,
      email: `${person.idcbpf}@example.org`,
      level,
      programme: "academico" as const,
      degree: level === "Discente" ? ("mestrado" as const) : null,
      status: person.status ?? "ativo",
      lattes: level === "Docente" ? `http://lattes.cnpq.br/${person.idcbpf}` : null,
      passwordHash,
    })),
  );
}

/** Sets the status of test people directly (the users' PATCH is another area's). */
export async function setStatus(db: Database, idcbpfs: readonly string[], status: UserStatus): Promise<void> {
  await db
    .update(users)
    .set({ status })
    .where(inArray(users.idcbpf, [...idcbpfs]));
}

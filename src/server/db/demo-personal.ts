import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { cpfCheckDigits } from "../../domain/brazilian-documents.ts";
import type { RACES } from "../../domain/personal-data.ts";
import { seededRandom } from "../../domain/seeded-random.ts";
import type { Database } from "./client.ts";
import { DEMO_STUDENTS, DEMO_TEACHERS, DEMO_USERS } from "./demo-users.ts";
import { personalData, settings, users } from "./schema.ts";

/**
 * The demo people's data for CAPES (funding spec §1): valid CPFs (generated, check digits by
 * `cpfCheckDigits`, no real person's on purpose: the bases are a fixed sequence), birth dates,
 * nationality, sex, race, Docentes' CAPES fields, the two programmes' CAPES codes, and the gaps
 * the CAPES report must flag: a foreign student with a passport and no CPF (valid), a student with
 * no document at all, a Docente without category. Inserted only when missing (each start), so
 * what the office corrects stays. The demo's names are all under CAPES's 60 characters: a longer
 * one would mean renaming a person other areas' tests know.
 */
export const DEMO_CAPES_CODES = { academico: "31001017004P3", profissional: "31001017076P4" } as const;

/** The foreign student (passport, no CPF) and the gaps, by their place in the generated lists. */
const FOREIGN_STUDENT = DEMO_STUDENTS[1]?.idcbpf;
const UNDOCUMENTED_STUDENT = DEMO_STUDENTS[2]?.idcbpf;
const UNCATEGORISED_TEACHER = DEMO_TEACHERS[DEMO_TEACHERS.length - 1]?.idcbpf;

const RACE_SHARE: readonly (typeof RACES)[number][] = ["branca", "branca", "parda", "parda", "preta", "amarela"];
const INSTITUTIONS = ["UFRJ", "USP", "UNICAMP", "UFMG", "CBPF", "UFF", "UFRGS"] as const;

/** A valid CPF from a running number: a nine-digit base that never repeats one digit. */
export function demoCpf(n: number): string {
  const base = String(123_456_789 + n * 7_919).slice(-9);
  return `${base}${cpfCheckDigits(base)}`;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const day = (random: () => number, from: number, to: number) => {
  const year = from + Math.floor(random() * (to - from + 1));
  const month = 1 + Math.floor(random() * 12);
  const date = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
};

type Row = typeof personalData.$inferInsert;

function personOf(index: number, user: { idcbpf: string; level: string }): Omit<Row, "userId"> | null {
  if (user.level === "Administrador") return null;
  const random = seededRandom(9_001 + index);
  const teacher = user.level === "Docente";
  const common = {
    birthDate: teacher ? day(random, 1960, 1988) : day(random, 1990, 2002),
    sex: pick(random, ["feminino", "masculino"] as const),
    race: pick(random, RACE_SHARE),
    disability: random() < 0.05,
  };
  if (user.idcbpf === UNDOCUMENTED_STUDENT)
    return { ...common, nationality: "BR", affirmativeAction: false, cpf: null };
  if (user.idcbpf === FOREIGN_STUDENT)
    return { ...common, nationality: "AR", passport: "AAB123456", passportCountry: "AR", affirmativeAction: false };
  const person = { ...common, cpf: demoCpf(index), nationality: "BR" };
  if (!teacher) return { ...person, affirmativeAction: random() < 0.2 };
  const category = user.idcbpf === UNCATEGORISED_TEACHER ? null : random() < 0.8 ? "permanente" : "colaborador";
  const abroad = random() < 0.25;
  return {
    ...person,
    capesCategory: category,
    workRegime: category === "colaborador" ? "parcial" : "dedicacao_exclusiva",
    titulationLevel: "doutorado",
    titulationYear: 1990 + Math.floor(random() * 30),
    titulationInstitution: abroad ? "Sorbonne" : pick(random, INSTITUTIONS),
    titulationCountry: abroad ? "FR" : "BR",
  };
}

/** Seeds the demo's personal data and CAPES codes where missing. */
export async function seedDemoPersonal(db: Database): Promise<void> {
  const people = await db
    .select({ id: users.id, idcbpf: users.idcbpf, level: users.level })
    .from(users)
    .where(
      inArray(
        users.idcbpf,
        DEMO_USERS.map((user) => user.idcbpf),
      ),
    );
  const byIdcbpf = new Map(people.map((row) => [row.idcbpf, row]));
  const rows: Row[] = [];
  DEMO_USERS.forEach((demo, index) => {
    const user = byIdcbpf.get(demo.idcbpf);
    const data = user && personOf(index, user);
    if (user && data) rows.push({ userId: user.id, ...data });
  });
  // A CPF someone has meanwhile given to another user is skipped with its row, not an error.
  if (rows.length > 0) await db.insert(personalData).values(rows).onConflictDoNothing();
  // An active demo user's status dates from its entry (the seed writes users directly).
  await db
    .update(users)
    .set({ statusSince: sql`coalesce(${users.entryDate}, current_date)` })
    .where(and(isNull(users.statusSince), eq(users.status, "ativo"), inArray(users.id, [...people.map((p) => p.id)])));
  await db
    .update(settings)
    .set({
      capesCodeAcademico: sql`coalesce(${settings.capesCodeAcademico}, ${DEMO_CAPES_CODES.academico})`,
      capesCodeProfissional: sql`coalesce(${settings.capesCodeProfissional}, ${DEMO_CAPES_CODES.profissional})`,
    })
    .where(eq(settings.id, 1));
}

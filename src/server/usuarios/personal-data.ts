import { eq } from "drizzle-orm";
import { MASKED } from "../../domain/audit-diff.ts";
import { normalizeCpf } from "../../domain/brazilian-documents.ts";
import {
  CAPES_FIELDS,
  PERSONAL_FIELDS,
  personalProblems,
  type PersonalAnswer,
  type PersonalPatch,
} from "../../domain/personal-data-input.ts";
import { isTeacher } from "../../domain/policy.ts";
import { Refused } from "../../domain/refusal.ts";
import type { Level } from "../../domain/users.ts";
import type { Database } from "../db/client.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { personalData, users } from "../db/schema.ts";

/**
 * A person's data for CAPES (funding spec §1, §4) as the profile reads and writes it. The only
 * reader of `personal_data` besides the CAPES pack: what it answers goes only into `GET`/`PATCH`/
 * `POST /api/usuarios/{idcbpf}`, which only the office and the person itself may call (P1). The
 * audit never holds a value: a changed field is recorded as `"***"` before and after (P2).
 */

const ALL_FIELDS = [...PERSONAL_FIELDS, ...CAPES_FIELDS] as const;

const columns = {
  level: users.level,
  statusSince: users.statusSince,
  cpf: personalData.cpf,
  passport: personalData.passport,
  passportCountry: personalData.passportCountry,
  birthDate: personalData.birthDate,
  nationality: personalData.nationality,
  sex: personalData.sex,
  race: personalData.race,
  disability: personalData.disability,
  affirmativeAction: personalData.affirmativeAction,
  capesCategory: personalData.capesCategory,
  workRegime: personalData.workRegime,
  titulationLevel: personalData.titulationLevel,
  titulationYear: personalData.titulationYear,
  titulationInstitution: personalData.titulationInstitution,
  titulationCountry: personalData.titulationCountry,
};

/** A user's personal fields, and a Docente's CAPES fields too (others have no such keys). */
export async function readPersonalData(db: Database, userId: number): Promise<PersonalAnswer> {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(personalData, eq(personalData.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw Refused.notFound();
  const {
    level,
    capesCategory,
    workRegime,
    titulationLevel,
    titulationYear,
    titulationInstitution,
    titulationCountry,
  } = row;
  const personal = {
    cpf: row.cpf,
    passport: row.passport,
    passportCountry: row.passportCountry,
    birthDate: row.birthDate,
    nationality: row.nationality,
    sex: row.sex,
    race: row.race,
    disability: row.disability,
    affirmativeAction: row.affirmativeAction,
    statusSince: row.statusSince,
  };
  if (!isTeacher({ level })) return personal;
  return {
    ...personal,
    capesCategory,
    workRegime,
    titulationLevel,
    titulationYear,
    titulationInstitution,
    titulationCountry,
  };
}

/** The personal and CAPES fields a patch carries (defined ones only). */
export function personalPatchOf(patch: Record<string, unknown>): PersonalPatch {
  const out: Record<string, unknown> = {};
  for (const field of ALL_FIELDS) if (patch[field] !== undefined) out[field] = patch[field];
  return out as PersonalPatch;
}

/** Each changed field as `"***"` (P2): the audit says what changed, never the value. */
export function masked(fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, MASKED]));
}

/**
 * Stores `patch` for the user (inside the caller's transaction) and answers which fields changed.
 * 400 on the field for what personalProblems refuses; 409 `cpf_taken` for a CPF another user holds,
 * naming nobody.
 */
export async function writePersonalData(
  tx: Database,
  user: { id: number; level: Level },
  patch: PersonalPatch,
  today: string,
): Promise<string[]> {
  const fields = Object.keys(patch) as (keyof PersonalPatch)[];
  if (fields.length === 0) return [];
  const before = await readPersonalData(tx, user.id);
  const merged = { ...before, ...patch };
  const problems = personalProblems(merged, patch, { today, isTeacher: isTeacher(user) });
  if (Object.keys(problems).length > 0)
    throw Refused.invalid(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, { key }])) as never);
  const changed = fields.filter((field) => patch[field] !== (before as Record<string, unknown>)[field]);
  const stored = changed.filter((field) => field !== "statusSince");
  if (patch.statusSince !== undefined && changed.includes("statusSince"))
    await tx.update(users).set({ statusSince: patch.statusSince }).where(eq(users.id, user.id));
  if (stored.length > 0) {
    const values = Object.fromEntries(stored.map((field) => [field, patch[field]]));
    try {
      await tx
        .insert(personalData)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: personalData.userId, set: values });
    } catch (error) {
      // The caller's transaction is lost either way: the refusal rolls it back whole.
      if (isViolation(error, UNIQUE_VIOLATION, "personal_data_cpf_key")) throw cpfTaken();
      throw error;
    }
  }
  return changed;
}

export function cpfTaken(): Refused {
  const text = { key: "cpf_taken" } as const;
  return Refused.conflict(text.key, undefined, { fields: { cpf: text } });
}

/**
 * An approved application's data copied to its Discente (funding P6): the birth date, and the
 * document id as the CPF when it is a valid one no other user holds. Only into fields still empty:
 * what the person or the office declared stays. Answers the fields it filled (to audit, masked).
 */
export async function copyFromApplication(
  tx: Database,
  userId: number,
  application: { birthDate: string | null; documentId: string },
): Promise<string[]> {
  const before = await readPersonalData(tx, userId);
  const values: { birthDate?: string; cpf?: string } = {};
  if (before.birthDate === null && application.birthDate) values.birthDate = application.birthDate;
  const cpf = normalizeCpf(application.documentId);
  if (before.cpf === null && cpf !== null) {
    const [holder] = await tx
      .select({ userId: personalData.userId })
      .from(personalData)
      .where(eq(personalData.cpf, cpf))
      .limit(1);
    if (!holder) values.cpf = cpf;
  }
  const fields = Object.keys(values);
  if (fields.length === 0) return [];
  await tx
    .insert(personalData)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: personalData.userId, set: values });
  return fields;
}

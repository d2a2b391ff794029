import { eq, inArray } from "drizzle-orm";
import type { AuditAbout } from "../../domain/logs.ts";
import type { Database } from "../db/client.ts";
import {
  committees,
  declarations,
  enrolments,
  guidances,
  offerings,
  requests,
  subjects,
  transfers,
  users,
} from "../db/schema.ts";

/**
 * Whom and what each audit entry is about, in words a reader knows: the person's name and the
 * subject's code, found from the entry's own key (an enrolment's code, `offering/idcbpf` of a
 * grade, a user's idcbpf…). One query per kind of entity on the page, never one per entry; a
 * record since removed is simply not named.
 */
type Keyed = { entity: string; entityId: string | null };

const ids = (keys: string[]) => keys.map(Number).filter(Number.isSafeInteger);
const canonical = (code: string) => code.replaceAll("-", "").toUpperCase();

export async function auditAbout(db: Database, entries: readonly Keyed[]): Promise<Map<string, AuditAbout>> {
  const of = (entity: string) => [
    ...new Set(entries.filter((e) => e.entity === entity && e.entityId).map((e) => e.entityId as string)),
  ];
  const found = new Map<string, AuditAbout>();
  const put = (entity: string, key: string, about: AuditAbout) => found.set(`${entity}:${key}`, about);

  const enrolmentKeys = of("enrolment");
  const gradeKeys = of("grade").map((key) => key.split("/"));
  // A phase completion is keyed `{idcbpf}:{code}`: the student's name, the phase's code.
  const completionKeys = of("phase_completion").map((key) => key.split(":"));
  const userKeys = [
    ...of("user"),
    ...gradeKeys.map(([, idcbpf]) => idcbpf ?? ""),
    ...completionKeys.map(([idcbpf]) => idcbpf ?? ""),
  ].filter(Boolean);
  const offeringKeys = ids([...of("offering"), ...gradeKeys.map(([offering]) => offering ?? "")]);
  const guidanceKeys = ids(of("guidance"));
  const transferKeys = ids(of("transfer"));
  const declarationKeys = of("declaration");
  const committeeKeys = ids(of("committee"));
  const requestKeys = ids(of("request"));

  const [enrolled, people, offered, guided, transferred, declared, sessions, filed] = await Promise.all([
    enrolmentKeys.length === 0
      ? []
      : db
          .select({ codigo: enrolments.codigo, name: users.name, code: subjects.code })
          .from(enrolments)
          .innerJoin(users, eq(users.id, enrolments.studentId))
          .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
          .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
          .where(inArray(enrolments.codigo, enrolmentKeys.map(canonical))),
    userKeys.length === 0
      ? []
      : db.select({ idcbpf: users.idcbpf, name: users.name }).from(users).where(inArray(users.idcbpf, userKeys)),
    offeringKeys.length === 0
      ? []
      : db
          .select({ id: offerings.id, code: subjects.code })
          .from(offerings)
          .innerJoin(subjects, eq(subjects.id, offerings.subjectId))
          .where(inArray(offerings.id, offeringKeys)),
    guidanceKeys.length === 0
      ? []
      : db
          .select({ id: guidances.id, name: users.name })
          .from(guidances)
          .innerJoin(users, eq(users.id, guidances.studentId))
          .where(inArray(guidances.id, guidanceKeys)),
    transferKeys.length === 0
      ? []
      : db
          .select({ id: transfers.id, name: users.name, code: subjects.code, external: transfers.externalName })
          .from(transfers)
          .innerJoin(users, eq(users.id, transfers.studentId))
          .leftJoin(subjects, eq(subjects.id, transfers.subjectId))
          .where(inArray(transfers.id, transferKeys)),
    declarationKeys.length === 0
      ? []
      : db
          .select({ codigo: declarations.codigo, name: users.name })
          .from(declarations)
          .innerJoin(users, eq(users.id, declarations.holderId))
          .where(inArray(declarations.codigo, [...declarationKeys, ...declarationKeys.map(canonical)])),
    committeeKeys.length === 0
      ? []
      : db
          .select({ id: committees.id, name: users.name, code: committees.kind })
          .from(committees)
          .innerJoin(users, eq(users.id, committees.studentId))
          .where(inArray(committees.id, committeeKeys)),
    requestKeys.length === 0
      ? []
      : db
          .select({ id: requests.id, name: users.name, code: requests.type })
          .from(requests)
          .innerJoin(users, eq(users.id, requests.studentId))
          .where(inArray(requests.id, requestKeys)),
  ]);

  const byCanonical = new Map(enrolled.map((row) => [row.codigo, row]));
  for (const key of enrolmentKeys) {
    const row = byCanonical.get(canonical(key));
    if (row) put("enrolment", key, { name: row.name, code: row.code });
  }
  const names = new Map(people.map((row) => [row.idcbpf, row.name]));
  const codes = new Map(offered.map((row) => [String(row.id), row.code]));
  for (const key of of("user")) put("user", key, { name: names.get(key) ?? null, code: null });
  for (const key of of("offering")) put("offering", key, { name: null, code: codes.get(key) ?? null });
  for (const [offering = "", idcbpf = ""] of gradeKeys)
    put("grade", `${offering}/${idcbpf}`, { name: names.get(idcbpf) ?? null, code: codes.get(offering) ?? null });
  for (const row of guided) put("guidance", String(row.id), { name: row.name, code: null });
  for (const row of transferred) put("transfer", String(row.id), { name: row.name, code: row.code ?? row.external });
  const holders = new Map(declared.map((row) => [canonical(row.codigo), row.name]));
  for (const key of declarationKeys) put("declaration", key, { name: holders.get(canonical(key)) ?? null, code: null });
  // A committee's code is its kind, a request's its type (the sentence words them).
  for (const row of sessions) put("committee", String(row.id), { name: row.name, code: row.code });
  for (const row of filed) put("request", String(row.id), { name: row.name, code: row.code });
  for (const [idcbpf = "", code = ""] of completionKeys)
    put("phase_completion", `${idcbpf}:${code}`, { name: names.get(idcbpf) ?? null, code });
  return found;
}

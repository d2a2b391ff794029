import { alias } from "drizzle-orm/pg-core";
import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import {
  participationSnapshotSchema,
  type CommitteeSnapshot,
  type ParticipationSnapshot,
} from "../../domain/committee-documents.ts";
import { DEFAULT_TIME_ZONE } from "../../domain/dates.ts";
import type { DeclarationSnapshot } from "../../domain/declaration-statements.ts";
import {
  verificationPath,
  type Declaration,
  type DeclarationListQuery,
  type Verification,
  type VerificationTranscript,
} from "../../domain/declaracoes.ts";
import { formatCode } from "../../domain/codes.ts";
import type { Page } from "../../domain/paging.ts";
import { isOffice, type Person } from "../../domain/policy.ts";
import type { Database } from "../db/client.ts";
import { declarations, users } from "../db/schema.ts";

/**
 * Reading declarations: one by code (with its holder and issuer), and the paged list. The
 * holder's name in answers is the one the declaration states (its snapshot), not today's.
 */
const issuers = alias(users, "issuers");

const selection = {
  row: declarations,
  holderIdcbpf: users.idcbpf,
  issuerIdcbpf: issuers.idcbpf,
  issuerName: issuers.name,
};

export type Found = {
  row: typeof declarations.$inferSelect;
  /** Null for a holder who is not a user (an external committee member). */
  holderIdcbpf: string | null;
  issuerIdcbpf: string | null;
  issuerName: string | null;
};

function base(db: Database) {
  return db
    .select(selection)
    .from(declarations)
    .leftJoin(users, eq(users.id, declarations.holderId))
    .leftJoin(issuers, eq(issuers.id, declarations.issuedBy));
}

export async function findDeclaration(db: Database, canonical: string): Promise<Found | null> {
  const [found] = await base(db).where(eq(declarations.codigo, canonical)).limit(1);
  return found ?? null;
}

export function snapshotOf(row: Found["row"]): DeclarationSnapshot {
  return row.snapshot as DeclarationSnapshot;
}

/**
 * A committee's declaration's snapshot (committee-documents.ts), or null for the other types:
 * it states the committee and, for a participation, the member — not a `holder` of its own.
 */
export function committeeSnapshotOf(
  row: Found["row"],
): (CommitteeSnapshot & { member?: ParticipationSnapshot["member"] }) | null {
  if (row.type !== "ata_banca" && row.type !== "participacao_banca") return null;
  const snapshot = row.snapshot as CommitteeSnapshot;
  return row.type === "participacao_banca" ? participationSnapshotSchema.parse(snapshot) : snapshot;
}

/** What every declaration prints beyond its statement: institution, signatory, day and clock of issue. */
export type PrintedSnapshot =
  | DeclarationSnapshot
  | {
      type: "ata_banca" | "participacao_banca";
      institution: string;
      signatory: string;
      signatoryTitle?: string;
      issuedOn: string;
      timeZone: string;
    };

export function printedSnapshotOf(row: Found["row"]): PrintedSnapshot {
  const committee = committeeSnapshotOf(row);
  if (!committee || (row.type !== "ata_banca" && row.type !== "participacao_banca")) return snapshotOf(row);
  const timeZone = committee.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    type: row.type,
    institution: committee.institution,
    signatory: committee.signatory ?? "",
    ...(committee.signatoryTitle ? { signatoryTitle: committee.signatoryTitle } : {}),
    issuedOn: committee.issuedOn ?? row.issuedAt.toLocaleDateString("en-CA", { timeZone }),
    timeZone,
  };
}

/** The holder's name as the declaration states it: the student of an ata, the member of a participation. */
function holderNameOf(row: Found["row"]): string {
  const committee = committeeSnapshotOf(row);
  if (!committee) return snapshotOf(row).holder.name;
  return committee.member?.name ?? (row.type === "ata_banca" ? committee.student.name : (row.holderName ?? ""));
}

/** `committee` and `member` of a committee's declaration (absent for the other types). */
function committeeFieldsOf(row: Found["row"]): Pick<Declaration, "committee" | "member"> {
  const committee = committeeSnapshotOf(row);
  if (!committee) return {};
  return {
    committee: {
      id: committee.committee.id,
      kind: committee.committee.kind,
      date: committee.committee.date,
      student: { idcbpf: committee.student.idcbpf, name: committee.student.name },
    },
    ...(committee.member
      ? { member: { id: committee.member.id, name: committee.member.name, role: committee.member.role } }
      : {}),
  };
}

/** The API's shape of a declaration; `origin` makes the verification URL absolute. */
export function toDeclaration(found: Found, origin: string): Declaration {
  const { row } = found;
  const snapshot = snapshotOf(row);
  const printed = printedSnapshotOf(row);
  return {
    codigo: formatCode(row.codigo),
    type: row.type,
    holder: { idcbpf: found.holderIdcbpf, name: holderNameOf(row) },
    issuedAt: row.issuedAt.toISOString(),
    timeZone: printed.timeZone,
    url: `${origin}${verificationPath(row.codigo)}`,
    status: row.status,
    statement: row.statement,
    issuedBy: found.issuerIdcbpf && found.issuerName ? { idcbpf: found.issuerIdcbpf, name: found.issuerName } : null,
    ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    ...(snapshot.type === "docencia"
      ? {
          offering: {
            id: snapshot.offering.id,
            term: snapshot.offering.term,
            subject: { code: snapshot.offering.subject.code, name: snapshot.offering.subject.name },
          },
        }
      : {}),
    ...committeeFieldsOf(row),
  };
}

/** The public verification's answer: what the paper states, from the snapshot, and its status today. */
export function toVerification(found: Found): Verification {
  const { row } = found;
  const snapshot = printedSnapshotOf(row);
  return {
    codigo: formatCode(row.codigo),
    type: row.type,
    holderName: holderNameOf(row),
    issuedAt: row.issuedAt.toISOString(),
    statement: row.statement,
    status: row.status,
    ...(row.revokedAt ? { revokedAt: row.revokedAt.toISOString() } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    timeZone: snapshot.timeZone,
    institution: snapshot.institution,
    signatory: snapshot.signatory,
    signatoryTitle: snapshot.signatoryTitle ?? "",
    ...(snapshot.type === "historico" ? { transcript: transcriptOf(snapshot) } : {}),
  };
}

function transcriptOf(snapshot: Extract<DeclarationSnapshot, { type: "historico" }>): VerificationTranscript {
  return {
    idcbpf: snapshot.holder.idcbpf,
    programme: snapshot.programme,
    degree: snapshot.degree,
    entryTerm: snapshot.entryTerm,
    status: snapshot.status,
    terms: snapshot.terms.map((term) => ({
      term: term.term,
      entries: term.entries.map((entry) => ({
        code: entry.code,
        name: entry.name,
        credits: entry.credits,
        concept: entry.concept,
        attendance: entry.attendance ?? null,
        result: entry.result,
        transfer: entry.transfer ?? null,
      })),
    })),
    creditsEarned: snapshot.creditsEarned,
    cr: snapshot.cr,
  };
}

/**
 * A page of the declarations `viewer` may read (`mayReadDeclaration`), newest first: those it
 * holds or issued; the office all.
 */
export async function listDeclarations(
  db: Database,
  query: DeclarationListQuery,
  viewer: Person,
  origin: string,
): Promise<Page<Declaration>> {
  const conditions: SQL[] = [];
  if (!isOffice(viewer)) {
    const own = or(eq(declarations.holderId, viewer.id), eq(declarations.issuedBy, viewer.id));
    if (own) conditions.push(own);
  }
  if (query.holder) conditions.push(eq(users.idcbpf, query.holder));
  if (query.type) conditions.push(eq(declarations.type, query.type));
  if (query.status) conditions.push(eq(declarations.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(declarations.issuedAt), desc(declarations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(declarations).leftJoin(users, eq(users.id, declarations.holderId)).where(where),
  ]);
  return {
    items: rows.map((found) => toDeclaration(found, origin)),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { LANGUAGES, TIME_SQL_PATTERN } from "../../domain/academic.ts";
import {
  COMMITTEE_KINDS,
  COMMITTEE_STATUSES,
  DOCUMENT_KINDS,
  HIGHEST_DEGREES,
  MEMBER_ROLES,
  VERDICTS,
} from "../../domain/bancas.ts";
import { LOCALES } from "../../domain/locale.ts";
import { FINAL_VERSION_CODE, PHASE_CODE_SQL_PATTERN, PHASE_MILESTONES } from "../../domain/phases.ts";
import { OPINIONS, REQUEST_STATUSES, REQUEST_TYPES } from "../../domain/requerimentos.ts";
import { DEGREES, PROGRAMMES } from "../../domain/users.ts";
import { bytea, day, oneOf, tz } from "./columns.ts";
import { users } from "./schema.ts";

/**
 * The programme year (phases and due dates, requests, committees), part of the one schema
 * (schema.ts re-exports it). What lives here and why:
 * - `phases`: the office's table; a student's due dates are computed when read from its entry
 *   date (users.entry_date), this table and its `deferido` requests — never stored, so a decision
 *   or a change of the table moves them at once.
 * - `phase_completions`: one per student and phase code (codes are stable; phases are never
 *   deleted). `phase_reminders`: the last reminder per student, phase and address, claimed by an
 *   upsert so that two processes never mail the same address twice within 7 days.
 * - `requests` with their `request_history` rows and one PDF (`request_attachments`, bytes in the
 *   database like applications' documents: no shared disk between processes).
 * - `committees`, `committee_members`, and the thesis's final version: its metadata in
 *   `committee_final_versions`, its up to 50 MB in 1 MiB `committee_final_version_chunks`, so an
 *   upload and a download pass through memory a chunk at a time on PGlite and PostgreSQL alike.
 * The ata and the participation statements are `declarations` rows (schema.ts) that name the
 * committee and member. Tables of schema.ts are referenced only inside `references(() => …)`,
 * which run after both files have loaded.
 */

/** `HH:MM` and phase codes as SQL literals for the checks. */
const literal = (value: string) => sql.raw(`'${value}'`);

export const phases = pgTable(
  "phases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull(),
    programme: text("programme", { enum: PROGRAMMES }).notNull(),
    degree: text("degree", { enum: DEGREES }).notNull(),
    namePt: text("name_pt").notNull(),
    nameEn: text("name_en").notNull(),
    /** Due this many months after a student's entry. */
    months: smallint("months").notNull(),
    /** The committee kind whose passing verdict completes this phase. */
    milestone: text("milestone", { enum: PHASE_MILESTONES }),
    /** Inactive phases leave the students' lists and the overdue list; completions are kept. */
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("phases_track_code_key").on(t.programme, t.degree, t.code),
    // A verdict completes the one active phase of its kind in the student's track.
    uniqueIndex("phases_track_milestone_key")
      .on(t.programme, t.degree, t.milestone)
      .where(sql`${t.milestone} is not null and ${t.active}`),
    check(
      "phases_code_check",
      sql`${t.code} ~ ${literal(PHASE_CODE_SQL_PATTERN)} and ${t.code} <> ${literal(FINAL_VERSION_CODE)}`,
    ),
    check("phases_programme_check", sql`${t.programme} in (${oneOf(PROGRAMMES)})`),
    check("phases_degree_check", sql`${t.degree} in (${oneOf(DEGREES)})`),
    check("phases_months_check", sql`${t.months} between 1 and 120`),
    check("phases_milestone_check", sql`${t.milestone} in (${oneOf(PHASE_MILESTONES)})`),
  ],
);

export const phaseCompletions = pgTable(
  "phase_completions",
  {
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    phaseCode: text("phase_code").notNull(),
    completedOn: day("completed_on"),
    /** The office, or whoever recorded the verdict that completed it. */
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.phaseCode] }),
    check("phase_completions_code_check", sql`${t.phaseCode} ~ ${literal(PHASE_CODE_SQL_PATTERN)}`),
  ],
);

/**
 * The last reminder of a phase (or `versao_final`) sent to an address about a student. The job
 * claims a reminder with one statement — insert, or update only when the last is 7 days old —
 * and mails only what it claimed, so two processes (the hourly job, `POST /api/prazos/lembretes`)
 * never both send it.
 */
export const phaseReminders = pgTable(
  "phase_reminders",
  {
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phaseCode: text("phase_code").notNull(),
    /** The address, lower case. */
    recipient: text("recipient").notNull(),
    sentAt: timestamp("sent_at", tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.phaseCode, t.recipient] })],
);

export const requests = pgTable(
  "requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    type: text("type", { enum: REQUEST_TYPES }).notNull(),
    /** Months asked for. */
    months: smallint("months").notNull(),
    /** prorrogação: the phase codes it extends; trancamento: none. */
    phases: text("phases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** trancamento: the hold's first day. */
    startDate: date("start_date", { mode: "string" }),
    justification: text("justification").notNull(),
    status: text("status", { enum: REQUEST_STATUSES }).notNull(),
    opinion: text("opinion", { enum: OPINIONS }),
    opinionText: text("opinion_text"),
    opinionBy: integer("opinion_by").references(() => users.id, { onDelete: "set null" }),
    opinionAt: timestamp("opinion_at", tz),
    /** Months granted, once `deferido` (at most those asked for). */
    grantedMonths: smallint("granted_months"),
    decisionReason: text("decision_reason"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", tz),
    /**
     * trancamento, once `deferido`: when the hold made the student `trancado` (at the decision
     * when it starts that day or earlier, else the hourly job on its first day), and when the job
     * made it `ativo` again the day after its last. Each happens once; a student the office
     * marks `trancado` by hand is never made `ativo` by a hold that is not running.
     */
    holdStartedAt: timestamp("hold_started_at", tz),
    holdEndedAt: timestamp("hold_ended_at", tz),
    /** The student, or the office filing for it. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // A student's requests (its list, the rules' facts, the due dates' `deferido` ones).
    index("requests_student_idx").on(t.studentId, t.status),
    // The office's queue (`aguardando_secretaria` first) and everyone's newest-first lists.
    index("requests_status_idx").on(t.status, t.createdAt),
    index("requests_created_idx").on(t.createdAt, t.id),
    // The hourly job's holds to start or end: granted ones not yet over, by first day.
    index("requests_holds_idx")
      .on(t.startDate)
      .where(sql`${t.type} = 'trancamento' and ${t.status} = 'deferido' and ${t.holdEndedAt} is null`),
    check("requests_type_check", sql`${t.type} in (${oneOf(REQUEST_TYPES)})`),
    check("requests_status_check", sql`${t.status} in (${oneOf(REQUEST_STATUSES)})`),
    check("requests_months_check", sql`${t.months} between 1 and 24`),
    check(
      "requests_kind_fields_check",
      sql`(${t.type} = 'prorrogacao' and cardinality(${t.phases}) between 1 and 20 and ${t.startDate} is null)
        or (${t.type} = 'trancamento' and cardinality(${t.phases}) = 0 and ${t.startDate} is not null)`,
    ),
    check("requests_justification_check", sql`char_length(${t.justification}) between 10 and 4000`),
    check(
      "requests_opinion_check",
      sql`${t.opinion} in (${oneOf(OPINIONS)}) and (${t.opinion} is null) = (${t.opinionAt} is null)
        and (${t.opinion} is null) = (${t.opinionText} is null)`,
    ),
    // Decided exactly when final by decision; `deferido` names the months granted, `indeferido` a reason.
    check(
      "requests_decision_check",
      sql`(${t.status} in ('deferido', 'indeferido')) = (${t.decidedAt} is not null)
        and (${t.status} = 'deferido') = (${t.grantedMonths} is not null)
        and (${t.grantedMonths} is null or ${t.grantedMonths} between 1 and ${t.months})
        and (${t.status} <> 'indeferido' or ${t.decisionReason} is not null)`,
    ),
  ],
);

/** Every move of a request (filed, opinion, decision, cancellation), oldest first: its `history`. */
export const requestHistory = pgTable(
  "request_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    status: text("status", { enum: REQUEST_STATUSES }).notNull(),
    at: timestamp("at", tz).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("request_history_request_idx").on(t.requestId, t.at),
    check("request_history_status_check", sql`${t.status} in (${oneOf(REQUEST_STATUSES)})`),
  ],
);

/** A request's one PDF (≤ 10 MB, checked by the API); a new one replaces it. */
export const requestAttachments = pgTable(
  "request_attachments",
  {
    requestId: integer("request_id")
      .primaryKey()
      .references(() => requests.id, { onDelete: "cascade" }),
    /** The file's name as sent, cleaned of any path. */
    name: text("name").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    uploadedAt: timestamp("uploaded_at", tz).notNull().defaultNow(),
  },
  (t) => [check("request_attachments_size_check", sql`${t.size} between 1 and 10485760`)],
);

export const committees = pgTable(
  "committees",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: COMMITTEE_KINDS }).notNull(),
    /** The student's degree when proposed. */
    degree: text("degree", { enum: DEGREES }).notNull(),
    title: text("title").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    date: day("date"),
    /** `HH:MM` in the institution's time zone. */
    time: text("time").notNull(),
    place: text("place"),
    remoteLink: text("remote_link"),
    status: text("status", { enum: COMMITTEE_STATUSES }).notNull().default("proposta"),
    verdict: text("verdict", { enum: VERDICTS }),
    correctionsDeadline: date("corrections_deadline", { mode: "string" }),
    notes: text("notes"),
    proposedBy: integer("proposed_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", tz),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    /** Whoever recorded the verdict (the president or the office): the ata's issuer. */
    verdictBy: integer("verdict_by").references(() => users.id, { onDelete: "set null" }),
    verdictAt: timestamp("verdict_at", tz),
    cancelReason: text("cancel_reason"),
    cancelledBy: integer("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", tz),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Rule 11: one open (proposta or agendada) committee per student and kind, even when two
    // proposals race.
    uniqueIndex("committees_open_key")
      .on(t.studentId, t.kind)
      .where(sql`${t.status} in ('proposta', 'agendada')`),
    // A student's committees, by date (its page, the rules, the advisor's list).
    index("committees_student_idx").on(t.studentId, t.date),
    // The public calendar (`/gov/defesas`): agendada and realizada ones, by date and time.
    index("committees_calendar_idx")
      .on(t.date, t.time)
      .where(sql`${t.status} in ('agendada', 'realizada')`),
    // The office's queue (proposals to approve) and lists filtered by status.
    index("committees_status_idx").on(t.status, t.date),
    check("committees_kind_check", sql`${t.kind} in (${oneOf(COMMITTEE_KINDS)})`),
    check("committees_degree_check", sql`${t.degree} in (${oneOf(DEGREES)})`),
    check("committees_language_check", sql`${t.language} in (${oneOf(LANGUAGES)})`),
    check("committees_status_check", sql`${t.status} in (${oneOf(COMMITTEE_STATUSES)})`),
    check("committees_verdict_check", sql`${t.verdict} in (${oneOf(VERDICTS)})`),
    check("committees_time_check", sql`${t.time} ~ ${literal(TIME_SQL_PATTERN)}`),
    check("committees_title_check", sql`char_length(${t.title}) between 1 and 500`),
    // At least one of a place and a remote link (https).
    check("committees_where_check", sql`coalesce(btrim(${t.place}), '') <> '' or ${t.remoteLink} is not null`),
    check("committees_remote_link_check", sql`${t.remoteLink} ~ '^https://'`),
    // A verdict exactly when held; a corrections deadline exactly with `aprovado_com_correcoes`, after the date.
    check(
      "committees_verdict_fields_check",
      sql`(${t.status} = 'realizada') = (${t.verdict} is not null)
        and coalesce(${t.verdict} = 'aprovado_com_correcoes', false) = (${t.correctionsDeadline} is not null)
        and (${t.correctionsDeadline} is null or ${t.correctionsDeadline} > ${t.date})`,
    ),
    check("committees_cancel_check", sql`(${t.status} = 'cancelada') = (${t.cancelReason} is not null)`),
  ],
);

export const committeeMembers = pgTable(
  "committee_members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    committeeId: integer("committee_id")
      .notNull()
      .references(() => committees.id, { onDelete: "cascade" }),
    role: text("role", { enum: MEMBER_ROLES }).notNull(),
    /** Display order: the president first, then as proposed. */
    position: smallint("position").notNull().default(0),
    external: boolean("external").notNull(),
    /** Internal members: the Docente (name, e-mail and locale are the user's; doctorate by rule). */
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    /** External members: who they are, as proposed. */
    name: text("name"),
    email: text("email"),
    institution: text("institution"),
    highestDegree: text("highest_degree", { enum: HIGHEST_DEGREES }),
    documentKind: text("document_kind", { enum: DOCUMENT_KINDS }),
    /** CPF: 11 digits; passport: upper-case letters and digits. */
    documentNumber: text("document_number"),
    /** ISO 3166-1 alpha-2, for passports. */
    documentCountry: text("document_country"),
    locale: text("locale", { enum: LOCALES }),
    /** Set with the verdict: whether the member took part. */
    participated: boolean("participated"),
  },
  (t) => [
    index("committee_members_committee_idx").on(t.committeeId, t.position),
    // A Docente's committees (its list; rule 18's "internal members").
    index("committee_members_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    // A person sits once per committee: by user, or (externals) by e-mail or by document.
    uniqueIndex("committee_members_user_key")
      .on(t.committeeId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("committee_members_email_key")
      .on(t.committeeId, sql`lower(${t.email})`)
      .where(sql`${t.external}`),
    uniqueIndex("committee_members_document_key")
      .on(t.committeeId, t.documentKind, t.documentNumber, sql`coalesce(${t.documentCountry}, '')`)
      .where(sql`${t.external}`),
    uniqueIndex("committee_members_president_key")
      .on(t.committeeId)
      .where(sql`${t.role} = 'presidente'`),
    check("committee_members_role_check", sql`${t.role} in (${oneOf(MEMBER_ROLES)})`),
    check("committee_members_degree_check", sql`${t.highestDegree} in (${oneOf(HIGHEST_DEGREES)})`),
    check("committee_members_document_kind_check", sql`${t.documentKind} in (${oneOf(DOCUMENT_KINDS)})`),
    check("committee_members_locale_check", sql`${t.locale} in (${oneOf(LOCALES)})`),
    // The president is internal (the main advisor).
    check("committee_members_president_check", sql`${t.role} <> 'presidente' or not ${t.external}`),
    check(
      "committee_members_kind_check",
      sql`(not ${t.external} and ${t.userId} is not null and ${t.name} is null and ${t.email} is null
          and ${t.institution} is null and ${t.highestDegree} is null and ${t.documentKind} is null
          and ${t.documentNumber} is null and ${t.documentCountry} is null and ${t.locale} is null)
        or (${t.external} and ${t.userId} is null and ${t.name} is not null and ${t.email} is not null
          and ${t.institution} is not null and ${t.highestDegree} is not null and ${t.locale} is not null
          and ((${t.documentKind} = 'cpf' and ${t.documentNumber} ~ '^[0-9]{11}$' and ${t.documentCountry} is null)
            or (${t.documentKind} = 'passaporte' and ${t.documentNumber} ~ '^[A-Z0-9]{5,20}$'
              and ${t.documentCountry} ~ '^[A-Z]{2}$')))`,
    ),
  ],
);

/** The final version's metadata: one per committee (a passed defesa); a new deposit replaces it. */
export const committeeFinalVersions = pgTable(
  "committee_final_versions",
  {
    committeeId: integer("committee_id")
      .primaryKey()
      .references(() => committees.id, { onDelete: "cascade" }),
    /** The file's name as sent, cleaned of any path. */
    name: text("name").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of the content, hex. */
    sha256: text("sha256").notNull(),
    depositedAt: timestamp("deposited_at", tz).notNull().defaultNow(),
    depositedBy: integer("deposited_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("committee_final_versions_size_check", sql`${t.size} between 1 and 52428800`),
    check("committee_final_versions_sha256_check", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** The final version's bytes in order, 1 MiB a row (the last shorter). */
export const committeeFinalVersionChunks = pgTable(
  "committee_final_version_chunks",
  {
    committeeId: integer("committee_id")
      .notNull()
      .references(() => committeeFinalVersions.committeeId, { onDelete: "cascade" }),
    /** 0, 1, 2… */
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.committeeId, t.seq] }),
    check("committee_final_version_chunks_seq_check", sql`${t.seq} between 0 and 49`),
  ],
);

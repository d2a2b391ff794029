import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  APPLICATION_STATUSES,
  DECLARATION_STATUSES,
  DECLARATION_TYPES,
  ENROLMENT_STATUSES,
  LANGUAGES,
  SUBJECT_LEVELS,
  TIME_SQL_PATTERN,
} from "../../domain/academic.ts";
import type { Milestone } from "../../domain/guidance.ts";
import { LOCALES } from "../../domain/locale.ts";
import { FOLD_FROM, FOLD_TO } from "../../domain/search.ts";
import { SUBJECT_CODE_SQL_PATTERN } from "../../domain/subjects.ts";
import { DISMISSAL_REASONS } from "../../domain/desligamento.ts";
import { DEGREES, LEVELS, PROGRAMMES, USER_STATUSES } from "../../domain/users.ts";
import { bytea, CODE_CHECK, day, oneOf, tz } from "./columns.ts";
import { committeeMembers, committees } from "./schema-programme-year.ts";

/**
 * The one database schema (PGlite and PostgreSQL alike; migrations in /drizzle are generated
 * from it). What lives here: people (users), who is logged in (sessions: only a hash of each
 * token, so a leaked table opens nothing), what was visited (access_log), what the office
 * changed (audit_log) and failed logins (auth_throttle — in the database, not in memory,
 * so several server processes behind a load balancer count together).
 * The academic core of PRODUCT §1: terms, the subject catalogue (with prerequisites), each
 * term's offerings (teachers, weekly slots) and the students' enrolments in them, their grades
 * and credit transfers; guidance (advisors, milestones); the institution's settings and its
 * concept table. Value lists come from src/domain and are checked by the database too, so no
 * path around the API can store a status or a time the app would not understand.
 */

/**
 * The folded (lower-case, unaccented) form of searchable text, as a stored generated column:
 * the database keeps it right whatever writes the row; queries fold the typed text with the
 * same `searchFold` (src/domain/search.ts has the mapping).
 */
export function searchFold(value: SQL | AnyPgColumn): SQL {
  return sql`translate(lower(${value}), ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)})`;
}

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    idcbpf: text("idcbpf").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    level: text("level", { enum: LEVELS }).notNull(),
    /** For Docente and Discente. */
    programme: text("programme", { enum: PROGRAMMES }),
    /** For Discente. */
    degree: text("degree", { enum: DEGREES }),
    status: text("status", { enum: USER_STATUSES }).notNull().default("ativo"),
    /** Term code `YYYY.N` of entry. */
    entryTerm: text("entry_term"),
    /**
     * A Discente's entry day, from which its phases fall due (the programme year). Set from the
     * entry term's start date when none is given (the `users_entry_date_default` trigger).
     */
    entryDate: date("entry_date", { mode: "string" }),
    /** The dismissal (desligamento) that made the student `inativo` or `egresso`; all null when none. */
    dismissalReason: text("dismissal_reason", { enum: DISMISSAL_REASONS }),
    dismissalDate: date("dismissal_date", { mode: "string" }),
    dismissalNotes: text("dismissal_notes"),
    dismissedBy: integer("dismissed_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    dismissedAt: timestamp("dismissed_at", tz),
    /**
     * The day the current status took effect (the CAPES pack's situation date): set by the server
     * at creation and on every status change, correctable by the office, never after today.
     */
    statusSince: date("status_since", { mode: "string" }),
    lattes: text("lattes"),
    /** Teachers' research area (transparency pages). */
    researchArea: text("research_area"),
    locale: text("locale", { enum: LOCALES }),
    /** argon2id PHC string; null for users who log in through LDAP only, or have none yet. */
    passwordHash: text("password_hash"),
    /** The password was set by the office (a reset): its owner must choose a new one after logging in. */
    passwordTemporary: boolean("password_temporary").notNull().default(false),
    /** Notifications are also e-mailed (PRODUCT §7), unless the person turned it off in its profile. */
    emailNotifications: boolean("email_notifications").notNull().default(true),
    /**
     * When the password stops working (a temporary one, `temporaryPasswordDays` after the office set
     * it); null: it does not expire. Cleared whenever a password is chosen.
     */
    passwordExpiresAt: timestamp("password_expires_at", tz),
    /** Name, idcbpf and e-mail folded for search (`searchFold`). */
    search: text("search")
      .notNull()
      .generatedAlwaysAs((): SQL => searchFold(sql`${users.name} || ' ' || ${users.idcbpf} || ' ' || ${users.email}`)),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // One account per e-mail address, whatever its case (applications link to users by e-mail).
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    // Lists are ordered by the folded name (`search` starts with it): accents and case aside.
    index("users_search_order_idx").on(t.search, t.idcbpf),
    // "Contains" search (`search like '%…%'`) through trigrams (pg_trgm, migration 0003), so a
    // fragment is found without reading all the users (the bench's 50,000 users).
    index("users_search_trgm_idx").using("gin", sql`${t.search} gin_trgm_ops`),
    index("users_level_status_idx").on(t.level, t.status),
    check("users_level_check", sql`${t.level} in (${oneOf(LEVELS)})`),
    check("users_programme_check", sql`${t.programme} in (${oneOf(PROGRAMMES)})`),
    check("users_degree_check", sql`${t.degree} in (${oneOf(DEGREES)})`),
    check("users_status_check", sql`${t.status} in (${oneOf(USER_STATUSES)})`),
    check("users_locale_check", sql`${t.locale} in (${oneOf(LOCALES)})`),
    check("users_entry_term_check", sql`${t.entryTerm} ~ '^[0-9]{4}[.][1-6]$'`),
    // The overdue list: active students by track and entry day, without reading the others.
    index("users_active_students_idx")
      .on(t.programme, t.degree, t.entryDate, t.id)
      .where(sql`${t.level} = 'Discente' and ${t.status} = 'ativo' and ${t.entryDate} is not null`),
    check("users_dismissal_reason_check", sql`${t.dismissalReason} in (${oneOf(DISMISSAL_REASONS)})`),
    // A dismissal is whole or absent; `outro` says why.
    check(
      "users_dismissal_check",
      sql`(${t.dismissalReason} is null) = (${t.dismissalDate} is null)
        and (${t.dismissalReason} is null) = (${t.dismissedAt} is null)
        and (${t.dismissalReason} is distinct from 'outro' or coalesce(btrim(${t.dismissalNotes}), '') <> '')`,
    ),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 (hex) of the opaque token that only the browser's cookie holds. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    lastSeenAt: timestamp("last_seen_at", tz).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const accessLog = pgTable(
  "access_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    path: text("path").notNull(),
    /** The client's id for the entry: a send retried after a lost answer is stored once. */
    clientId: text("client_id").unique(),
    /** When it happened on the device (entries queued offline arrive later). */
    clientTime: timestamp("client_time", tz),
    serverTime: timestamp("server_time", tz).notNull().defaultNow(),
  },
  (t) => [
    index("access_log_server_time_idx").on(t.serverTime),
    index("access_log_user_idx").on(t.userId, t.serverTime),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Who did it; null for the system (seed, scheduled jobs). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
  ],
);

export const authThrottle = pgTable("auth_throttle", {
  /** `id:<idcbpf>` or `ip:<address>`. */
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStart: timestamp("window_start", tz).notNull(),
  blockedUntil: timestamp("blocked_until", tz),
});

export const terms = pgTable(
  "terms",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** `YYYY.N`, e.g. `2026.2`. */
    code: text("code").notNull().unique(),
    startDate: day("start_date"),
    endDate: day("end_date"),
    offeringStart: day("offering_start"),
    offeringEnd: day("offering_end"),
    enrolmentStart: day("enrolment_start"),
    enrolmentEnd: day("enrolment_end"),
    dropDeadline: day("drop_deadline"),
    gradeDeadline: day("grade_deadline"),
    current: boolean("current").notNull().default(false),
  },
  (t) => [
    // Exactly one current term: at most one row may say so.
    uniqueIndex("terms_current_key")
      .on(t.current)
      .where(sql`${t.current}`),
    check("terms_code_check", sql`${t.code} ~ '^[0-9]{4}[.][1-6]$'`),
    // PRODUCT §7: offering window < enrolment window ≤ drop deadline ≤ term end ≤ grade deadline,
    // and the term starts no later than the drop deadline.
    check(
      "terms_dates_check",
      sql`${t.startDate} <= ${t.endDate} and ${t.offeringStart} <= ${t.offeringEnd}
        and ${t.enrolmentStart} <= ${t.enrolmentEnd} and ${t.offeringEnd} < ${t.enrolmentStart}
        and ${t.enrolmentEnd} <= ${t.dropDeadline} and ${t.dropDeadline} <= ${t.endDate}
        and ${t.startDate} <= ${t.dropDeadline} and ${t.endDate} <= ${t.gradeDeadline}`,
    ),
  ],
);

export const subjects = pgTable(
  "subjects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** e.g. `FIS-501`. */
    code: text("code").notNull().unique(),
    namePt: text("name_pt").notNull(),
    nameEn: text("name_en").notNull(),
    syllabusPt: text("syllabus_pt").notNull().default(""),
    syllabusEn: text("syllabus_en").notNull().default(""),
    credits: smallint("credits").notNull(),
    hours: smallint("hours").notNull(),
    /** Null: open to both programmes. */
    programme: text("programme", { enum: PROGRAMMES }),
    /** Null: for both mestrado and doutorado. */
    level: text("level", { enum: SUBJECT_LEVELS }),
    /** Seminars and special topics may be taken again after a pass. */
    repeatable: boolean("repeatable").notNull().default(false),
    active: boolean("active").notNull().default(true),
    /** Code and both names folded for search (`searchFold`). */
    search: text("search")
      .notNull()
      .generatedAlwaysAs((): SQL =>
        searchFold(sql`${subjects.code} || ' ' || ${subjects.namePt} || ' ' || ${subjects.nameEn}`),
      ),
  },
  (t) => [
    check("subjects_code_check", sql`${t.code} ~ ${sql.raw(`'${SUBJECT_CODE_SQL_PATTERN}'`)}`),
    check("subjects_programme_check", sql`${t.programme} in (${oneOf(PROGRAMMES)})`),
    check("subjects_level_check", sql`${t.level} in (${oneOf(SUBJECT_LEVELS)})`),
    check("subjects_credits_check", sql`${t.credits} >= 0 and ${t.hours} >= 0`),
  ],
);

export const subjectPrerequisites = pgTable(
  "subject_prerequisites",
  {
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "cascade" }),
    requiresId: integer("requires_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.requiresId] }),
    index("subject_prerequisites_requires_idx").on(t.requiresId),
    check("subject_prerequisites_self_check", sql`${t.subjectId} <> ${t.requiresId}`),
  ],
);

export const offerings = pgTable(
  "offerings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    termId: integer("term_id")
      .notNull()
      .references(() => terms.id, { onDelete: "restrict" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    /** Seats (vagas). */
    capacity: integer("capacity").notNull(),
    /**
     * Seats held (`pendente` + `deferida` enrolments), kept by the enrolment rules in the same
     * transaction as each change, under this row's lock: the one number that decides whether the
     * next request gets a seat, so no two requests can both take the last one.
     */
    taken: integer("taken").notNull().default(0),
    /** Language of instruction. */
    language: text("language", { enum: LANGUAGES }).notNull().default("pt"),
    notes: text("notes"),
  },
  (t) => [
    index("offerings_term_idx").on(t.termId),
    index("offerings_subject_idx").on(t.subjectId),
    check("offerings_capacity_check", sql`${t.capacity} >= 0`),
    // Never oversold, whatever path writes: the database refuses a seat beyond the capacity.
    check("offerings_taken_check", sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
    check("offerings_language_check", sql`${t.language} in (${oneOf(LANGUAGES)})`),
  ],
);

export const offeringTeachers = pgTable(
  "offering_teachers",
  {
    offeringId: integer("offering_id")
      .notNull()
      .references(() => offerings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The responsible teacher; the others are co-teachers. */
    responsible: boolean("responsible").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.offeringId, t.userId] }),
    index("offering_teachers_user_idx").on(t.userId),
    uniqueIndex("offering_teachers_responsible_key")
      .on(t.offeringId)
      .where(sql`${t.responsible}`),
  ],
);

export const offeringSlots = pgTable(
  "offering_slots",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer("offering_id")
      .notNull()
      .references(() => offerings.id, { onDelete: "cascade" }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint("weekday").notNull(),
    /** `HH:MM`, 24-hour, in the institution's time zone. */
    start: text("start").notNull(),
    end: text("end").notNull(),
    room: text("room").notNull(),
  },
  (t) => [
    index("offering_slots_offering_idx").on(t.offeringId),
    check("offering_slots_weekday_check", sql`${t.weekday} between 0 and 6`),
    check(
      "offering_slots_time_check",
      sql`${t.start} ~ ${sql.raw(`'${TIME_SQL_PATTERN}'`)} and ${t.end} ~ ${sql.raw(`'${TIME_SQL_PATTERN}'`)} and ${t.start} < ${t.end}`,
    ),
  ],
);

/** Waitlist order (enrolments.waitlistSeq). */
export const waitlistSequence = pgSequence("enrolment_waitlist_seq");

export const enrolments = pgTable(
  "enrolments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Canonical form (28 Crockford base32 characters, no dashes) of a code from src/domain/codes.ts. */
    codigo: text("codigo").notNull().unique(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    offeringId: integer("offering_id")
      .notNull()
      .references(() => offerings.id, { onDelete: "restrict" }),
    status: text("status", { enum: ENROLMENT_STATUSES }).notNull().default("pendente"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Who accepted or rejected it (the advisor or the office); null while pending. */
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", tz),
    /** The decider's reason (a rejection's, an override's). */
    reason: text("reason"),
    /**
     * Order on the waitlist (`em_espera`): taken from a sequence under the offering's row lock, so
     * it is the order in which the requests committed. The position shown is the rank among the
     * offering's waiting entries, renumbered as others are promoted or leave.
     */
    waitlistSeq: bigint("waitlist_seq", { mode: "number" }),
    /** The rule that refused a waiting entry when its turn came (or `waitlist_expired`). */
    rule: text("rule"),
  },
  (t) => [
    index("enrolments_student_idx").on(t.studentId),
    index("enrolments_offering_idx").on(t.offeringId, t.status, t.waitlistSeq),
    // The waitlists alone, in order: promotion's "next in line", a position's count of those ahead,
    // the offerings list's waiting counts and the hourly expiry read a few entries, not an index
    // over every enrolment of every term (600,000 at university scale; migration 0007).
    index("enrolments_waiting_idx")
      .on(t.offeringId, t.waitlistSeq)
      .where(sql`${t.status} = 'em_espera'`),
    // One live request per student and offering; rejected and dropped ones stay beside a new one.
    uniqueIndex("enrolments_live_key")
      .on(t.studentId, t.offeringId)
      .where(sql`${t.status} in ('pendente', 'deferida', 'em_espera')`),
    check("enrolments_status_check", sql`${t.status} in (${oneOf(ENROLMENT_STATUSES)})`),
    check("enrolments_codigo_check", sql`${t.codigo} ~ '^[0-9A-HJKMNP-TV-Z]{28}$'`),
  ],
);

/**
 * The institution's settings (PRODUCT §2 /configuracoes): exactly one row (id 1), created by the
 * migration with PRODUCT's defaults, so a new production database has them too.
 */
export const settings = pgTable(
  "settings",
  {
    id: smallint("id").primaryKey().default(1),
    institutionName: text("institution_name").notNull(),
    signatory: text("signatory").notNull().default(""),
    /** Printed under the signatory's name ("Coordenadora do Programa"). */
    signatoryTitle: text("signatory_title").notNull().default(""),
    timeZone: text("time_zone").notNull().default("America/Sao_Paulo"),
    /** 0 = no limit. */
    creditLimit: smallint("credit_limit").notNull().default(0),
    attendanceMinimum: smallint("attendance_minimum").notNull().default(75),
    adviseeCap: smallint("advisee_cap").notNull().default(8),
    /** Days a temporary password set by the office works (PRODUCT §7 "Password recovery"). */
    temporaryPasswordDays: smallint("temporary_password_days").notNull().default(7),
    /** The programme year: months of holds a student may have in all (trancamentos). */
    holdMaxMonths: smallint("hold_max_months").notNull().default(12),
    /** The programme year: months of extensions per phase (prorrogações). */
    extensionMaxMonths: smallint("extension_max_months").notNull().default(12),
    /** Where the office's mail goes; "" = every `ativo` Administrador. */
    officeEmail: text("office_email").notNull().default(""),
    /** Each programme's CAPES code (`31001017004P3`), for the CAPES pack; null until set. */
    capesCodeAcademico: text("capes_code_academico"),
    capesCodeProfissional: text("capes_code_profissional"),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("settings_single_row", sql`${t.id} = 1`),
    check(
      "settings_ranges_check",
      sql`${t.creditLimit} >= 0 and ${t.attendanceMinimum} between 0 and 100 and ${t.adviseeCap} >= 1`,
    ),
    check("settings_temporary_password_days_check", sql`${t.temporaryPasswordDays} between 1 and 90`),
    check(
      "settings_programme_year_check",
      sql`${t.holdMaxMonths} between 0 and 120 and ${t.extensionMaxMonths} between 0 and 120
        and (${t.officeEmail} = '' or ${t.officeEmail} like '%_@_%')`,
    ),
  ],
);

/** The concept (grade) table of PRODUCT §1, editable by the office; seeded by the migration. */
export const concepts = pgTable(
  "concepts",
  {
    concept: text("concept").primaryKey(),
    labelPt: text("label_pt").notNull(),
    labelEn: text("label_en").notNull(),
    passes: boolean("passes").notNull(),
    weight: numeric("weight", { precision: 4, scale: 2, mode: "number" }).notNull(),
    givesCredit: boolean("gives_credit").notNull(),
    countsInCr: boolean("counts_in_cr").notNull(),
    /** Display order. */
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    check("concepts_concept_check", sql`${t.concept} ~ '^[A-Z]{1,2}$'`),
    check("concepts_weight_check", sql`${t.weight} between 0 and 10`),
  ],
);

/**
 * A grade (PRODUCT §1, §7): one per enrolment. Its concept must exist in the concept table, and a
 * concept in use cannot be deleted (RESTRICT), so a transcript never loses its meaning.
 */
export const grades = pgTable(
  "grades",
  {
    enrolmentId: integer("enrolment_id")
      .primaryKey()
      .references(() => enrolments.id, { onDelete: "cascade" }),
    concept: text("concept")
      .notNull()
      .references(() => concepts.concept, { onDelete: "restrict", onUpdate: "cascade" }),
    /** Whole percentage. */
    attendance: smallint("attendance").notNull(),
    /** After the grade deadline grades are final; only the office corrects them. */
    final: boolean("final").notNull().default(false),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check("grades_attendance_check", sql`${t.attendance} between 0 and 100`)],
);

/** Credit transfers (aproveitamentos, concept T by default) recorded by the office. */
export const transfers = pgTable(
  "transfers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** One of our subjects, or null with `externalName` for a subject taken elsewhere. */
    subjectId: integer("subject_id").references(() => subjects.id, { onDelete: "restrict" }),
    externalName: text("external_name"),
    credits: smallint("credits").notNull(),
    /** Our term it is recorded in. */
    termId: integer("term_id")
      .notNull()
      .references(() => terms.id, { onDelete: "restrict" }),
    institution: text("institution").notNull(),
    originTerm: text("origin_term"),
    concept: text("concept")
      .notNull()
      .default("T")
      .references(() => concepts.concept, { onDelete: "restrict", onUpdate: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("transfers_student_idx").on(t.studentId),
    check("transfers_subject_check", sql`${t.subjectId} is not null or ${t.externalName} is not null`),
    check("transfers_credits_check", sql`${t.credits} >= 0`),
  ],
);

/**
 * Guidance (orientação): one per student, its main advisor, thesis and milestones (qualificação,
 * defesa: date and result, as a small JSON list read and written with the guidance).
 */
export const guidances = pgTable(
  "guidances",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    studentId: integer("student_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "restrict" }),
    advisorId: integer("advisor_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    title: text("title").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    milestones: jsonb("milestones").$type<Milestone[]>().notNull().default([]),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("guidances_advisor_idx").on(t.advisorId),
    check("guidances_not_self", sql`${t.studentId} <> ${t.advisorId}`),
  ],
);

/** At most two co-advisors per guidance (checked by the API, which locks the guidance). */
export const guidanceCoAdvisors = pgTable(
  "guidance_co_advisors",
  {
    guidanceId: integer("guidance_id")
      .notNull()
      .references(() => guidances.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.guidanceId, t.userId] }), index("guidance_co_advisors_user_idx").on(t.userId)],
);

/** A registration call (chamada) the office opens (PRODUCT §1); `documents` are the required PDFs. */
export const calls = pgTable(
  "calls",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    programme: text("programme", { enum: PROGRAMMES }).notNull(),
    degree: text("degree", { enum: DEGREES }).notNull(),
    titlePt: text("title_pt").notNull(),
    titleEn: text("title_en").notNull(),
    /** Both ends inclusive, in the institution's time zone. */
    opensOn: day("opens_on"),
    closesOn: day("closes_on"),
    documents: jsonb("documents").$type<{ key: string; label: { pt: string; en: string } }[]>().notNull().default([]),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index("calls_dates_idx").on(t.opensOn, t.closesOn),
    check("calls_dates_check", sql`${t.opensOn} <= ${t.closesOn}`),
    check("calls_programme_check", sql`${t.programme} in (${oneOf(PROGRAMMES)})`),
    check("calls_degree_check", sql`${t.degree} in (${oneOf(DEGREES)})`),
  ],
);

/**
 * An application (inscrição, PRODUCT §1, §7), public and followed by its codigo. One per e-mail
 * per call (folded to lower case). `userId` is the Discente created or linked on approval.
 */
export const applications = pgTable(
  "applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Canonical form (no dashes) of a code from src/domain/codes.ts. */
    codigo: text("codigo").notNull().unique(),
    callId: integer("call_id")
      .notNull()
      .references(() => calls.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    documentId: text("document_id").notNull(),
    birthDate: day("birth_date"),
    researchArea: text("research_area").notNull(),
    desiredAdvisor: text("desired_advisor"),
    /** The language the application was made in: its mails and the approved user's language. */
    locale: text("locale", { enum: LOCALES }).notNull().default("pt"),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("rascunho"),
    /** The office's reason for the last decision (a rejection's). */
    reason: text("reason"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("applications_call_email_key").on(t.callId, sql`lower(${t.email})`),
    index("applications_status_idx").on(t.callId, t.status),
    check("applications_status_check", sql`${t.status} in (${oneOf(APPLICATION_STATUSES)})`),
    check("applications_locale_check", sql`${t.locale} in (${oneOf(LOCALES)})`),
    check("applications_codigo_check", sql`${t.codigo} ~ ${sql.raw(CODE_CHECK)}`),
  ],
);

/** Every status an application went through, with who and why (the page's history). */
export const applicationHistory = pgTable(
  "application_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull(),
    at: timestamp("at", tz).notNull().defaultNow(),
    reason: text("reason"),
    /** The office user who decided; null for the applicant's own steps. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("application_history_application_idx").on(t.applicationId, t.at)],
);

/**
 * An application's PDFs, in the database (not under a public path): one per required document
 * key, at most 10 MB each and 10 per application (checked by the API). Listing reads the
 * metadata only; `content` is read for a download.
 */
export const applicationDocuments = pgTable(
  "application_documents",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The file's name as sent, cleaned of any path. */
    name: text("name").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    uploadedAt: timestamp("uploaded_at", tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.key] })],
);

/**
 * A declaration (PRODUCT §1, §7): what it states is a snapshot taken at issue (`statement` in both
 * languages, `snapshot` the facts it was made from), so a later change never rewrites a document
 * already printed. Revocation keeps the row.
 */
export const declarations = pgTable(
  "declarations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    codigo: text("codigo").notNull().unique(),
    type: text("type", { enum: DECLARATION_TYPES }).notNull(),
    /** The holder; null only for an external committee member's participation (`holderName`). */
    holderId: integer("holder_id").references(() => users.id, { onDelete: "restrict" }),
    /** A holder who is not a user: an external committee member's name. */
    holderName: text("holder_name"),
    /** For `docencia`: the offering taught. */
    offeringId: integer("offering_id").references(() => offerings.id, { onDelete: "restrict" }),
    /** For `participacao_banca` and `ata_banca`: the committee. */
    committeeId: integer("committee_id").references(() => committees.id, { onDelete: "restrict" }),
    /** For `participacao_banca`: the member. */
    committeeMemberId: integer("committee_member_id").references(() => committeeMembers.id, {
      onDelete: "restrict",
    }),
    statement: jsonb("statement").$type<{ pt: string; en: string }>().notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp("issued_at", tz).notNull().defaultNow(),
    issuedBy: integer("issued_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: DECLARATION_STATUSES }).notNull().default("valida"),
    revokedAt: timestamp("revoked_at", tz),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
  },
  (t) => [
    index("declarations_holder_idx").on(t.holderId, t.issuedAt),
    // A committee's ata and its members' statements (`ataCodigo`, `members[].declaracao`).
    index("declarations_committee_idx")
      .on(t.committeeId, t.committeeMemberId)
      .where(sql`${t.committeeId} is not null`),
    check("declarations_type_check", sql`${t.type} in (${oneOf(DECLARATION_TYPES)})`),
    // Every declaration has a user as holder, but an external member's participation: a name.
    check(
      "declarations_holder_check",
      sql`${t.holderId} is not null or (${t.type} = 'participacao_banca' and ${t.holderName} is not null)`,
    ),
    // The committee's declarations name it (and the member, for a participation); others do not.
    check(
      "declarations_committee_check",
      sql`(${t.type} in ('participacao_banca', 'ata_banca')) = (${t.committeeId} is not null)
        and (${t.type} = 'participacao_banca') = (${t.committeeMemberId} is not null)`,
    ),
    check("declarations_status_check", sql`${t.status} in (${oneOf(DECLARATION_STATUSES)})`),
    check("declarations_codigo_check", sql`${t.codigo} ~ ${sql.raw(CODE_CHECK)}`),
  ],
);

/**
 * Mail to send (PRODUCT: the application's code, the first-access link): written in the same
 * transaction as what caused it, sent by the outbox worker over SMTP when configured, retried
 * with backoff, never deleted when sending fails.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", tz).notNull().defaultNow(),
    sentAt: timestamp("sent_at", tz),
    lastError: text("last_error"),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** One-time first-access links (an approved applicant sets its password): only a hash is stored. */
export const firstAccessTokens = pgTable(
  "first_access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    usedAt: timestamp("used_at", tz),
  },
  (t) => [index("first_access_tokens_user_idx").on(t.userId)],
);

/**
 * Password recovery links (PRODUCT §7): at most one per user — a new request replaces it — valid
 * for an hour and once (the row is deleted when used); only the token's sha256 is stored.
 */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", tz).notNull(),
});

/**
 * Look-ups by code (declarations, applications) counted per client address in fixed one-minute
 * windows, in the database so that several server processes count together (PRODUCT §7).
 */
export const codeLookupThrottle = pgTable("code_lookup_throttle", {
  /** e.g. `declaracao:<address>`. */
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", tz).notNull(),
});

/**
 * What happened to a person, told to that person (PRODUCT §7 "Notifications"): written in the
 * transaction of the change that caused it (src/server/notificacoes/notificacoes.writes.ts), with
 * its words in both languages as they were at that moment and the page it concerns. Read by its
 * owner only, newest first; the bell counts the unread ones. `kind` is not checked here: the kinds
 * are src/domain/notificacoes.ts's list, which grows without a migration.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: jsonb("title").$type<{ pt: string; en: string }>().notNull(),
    body: jsonb("body").$type<{ pt: string; en: string }>().notNull(),
    /** An app path without the language prefix (`/matricula`). */
    link: text("link").notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    readAt: timestamp("read_at", tz),
  },
  (t) => [
    // A person's page, newest first (read backwards: `order by created_at desc, id desc`).
    index("notifications_user_created_idx").on(t.userId, t.createdAt, t.id),
    // The bell's count, the unread page and "mark all read": only the unread rows, which stay few.
    index("notifications_unread_idx")
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Digests sent (the advisor's daily "requests await your decision", PRODUCT §7): one row per
 * recipient, kind and day, claimed with `on conflict do nothing` in the transaction that writes
 * the digest, so that several server processes running the job at once send it once.
 */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The day in the institution's time zone. */
    day: date("day", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);
// The programme year's tables are part of this one schema (drizzle-kit, the client and the
// migrator read them through this file).
export * from "./schema-programme-year.ts";
export * from "./schema-funding.ts";
export * from "./schema-personal.ts";

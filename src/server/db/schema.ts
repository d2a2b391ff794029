import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LOCALES } from "../../domain/locale.ts";
import { DEGREES, LEVELS, PROGRAMMES, USER_STATUSES } from "../../domain/users.ts";

/**
 * The one database schema (PGlite and PostgreSQL alike; migrations in /drizzle are generated
 * from it). What lives here: people (users), who is logged in (sessions: only a hash of each
 * token, so a leaked table opens nothing), what was visited (access_log), what the office
 * changed (audit_log) and failed logins (auth_throttle — in the database, not in memory,
 * so several server processes behind a load balancer count together).
 * Domain tables (terms, subjects, enrolments…) join with their issues.
 */
const tz = { withTimezone: true } as const;
const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

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
    lattes: text("lattes"),
    locale: text("locale", { enum: LOCALES }),
    /** argon2id PHC string; null for users who log in through LDAP only. */
    passwordHash: text("password_hash"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz)
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // One account per e-mail address, whatever its case (applications link to users by e-mail).
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_name_idx").on(t.name),
    check("users_level_check", sql`${t.level} in (${oneOf(LEVELS)})`),
    check("users_programme_check", sql`${t.programme} in (${oneOf(PROGRAMMES)})`),
    check("users_degree_check", sql`${t.degree} in (${oneOf(DEGREES)})`),
    check("users_status_check", sql`${t.status} in (${oneOf(USER_STATUSES)})`),
    check("users_locale_check", sql`${t.locale} in (${oneOf(LOCALES)})`),
    check("users_entry_term_check", sql`${t.entryTerm} ~ '^[0-9]{4}[.][1-6]$'`),
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
  (t) => [index("access_log_server_time_idx").on(t.serverTime)],
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
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId), index("audit_log_at_idx").on(t.at)],
);

export const authThrottle = pgTable("auth_throttle", {
  /** `id:<idcbpf>` or `ip:<address>`. */
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStart: timestamp("window_start", tz).notNull(),
  blockedUntil: timestamp("blocked_until", tz),
});

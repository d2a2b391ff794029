import { z } from "zod";

/**
 * The server's configuration: the only module that reads `process.env`. Everything else
 * receives the parsed, typed `Env`, so tests build one from a plain object and no module
 * hides a setting of its own.
 */
const flag = z.enum(["0", "1", "false", "true"]).transform((value) => value === "1" || value === "true");

const httpOrigin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin)
  .describe("scheme://host[:port]");

/** `'none'`, `'self'` or origins (`https://site.example`), space-separated, as CSP frame-ancestors takes them. */
const frameAncestors = z
  .string()
  .trim()
  .regex(/^(?:'none'|(?:'self'|https?:\/\/[a-z0-9.-]+(?::\d+)?)(?:\s+(?:'self'|https?:\/\/[a-z0-9.-]+(?::\d+)?))*)$/i);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(?:ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
    DEMO: flag.optional(),
    PUBLIC_ORIGIN: httpOrigin.optional(),
    TRUST_PROXY: flag.default(false),
    SESSION_IDLE_DAYS: z.coerce.number().positive().max(366).default(14),
    SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(2),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DIST_DIR: z.string().min(1).default("./dist"),
    ANALYTICS_SRC: z.url({ protocol: /^https?$/ }).optional(),
    GOV_FRAME_ANCESTORS: frameAncestors.default("'none'"),
    LDAP_URL: z.url({ protocol: /^ldaps?$/ }).optional(),
    LDAP_BIND_DN: z.string().optional(),
    LDAP_BIND_PASSWORD: z.string().optional(),
    LDAP_BASE_DN: z.string().optional(),
    LDAP_FILTER: z.string().includes("{idcbpf}").default("(uid={idcbpf})"),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().trim().min(3).max(300).default("Acadêmico <no-reply@localhost>"),
  })
  .refine((raw) => !raw.LDAP_URL || raw.LDAP_BASE_DN, { path: ["LDAP_BASE_DN"], message: "required with LDAP_URL" });

export type LdapConfig = { url: string; bindDn?: string; bindPassword?: string; baseDn: string; filter: string };

export type Env = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host?: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `${dataDir}/pglite`. */
  databaseUrl?: string;
  /** Connections each server process keeps to PostgreSQL (requests waiting on a lock hold one). */
  databasePoolSize: number;
  /** Seed the demo users and say so at start: on unless production, `DEMO=0/1` overrides. */
  demo: boolean;
  /** The public `scheme://host` of the site (sitemaps, Origin check, HTTPS detection). */
  publicOrigin?: string;
  /** Believe `X-Forwarded-For` / `X-Forwarded-Proto` / `X-Forwarded-Host` (behind a proxy). */
  trustProxy: boolean;
  sessionIdleDays: number;
  /** How long a read may be served by a session this process resolved before (0: never; session-cache.ts). */
  sessionCacheSeconds: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  distDir: string;
  analyticsSrc?: string;
  /** The origin of `analyticsSrc`, allowed by the CSP. */
  analyticsOrigin?: string;
  govFrameAncestors: string;
  ldap?: LdapConfig;
  /** `smtp://user:pass@host:587` or `smtps://…`: the outbox worker sends mail there; unset, mail stays in the outbox. */
  smtpUrl?: string;
  /** The From of every message (`Name <address>`). */
  mailFrom: string;
};

/** Parses a set of variables (by default the process's); throws a readable error naming the bad ones. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files write it.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    ...(raw.HOST ? { host: raw.HOST } : {}),
    dataDir: raw.DATA_DIR,
    ...(raw.DATABASE_URL ? { databaseUrl: raw.DATABASE_URL } : {}),
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    demo: raw.DEMO ?? raw.NODE_ENV !== "production",
    ...(raw.PUBLIC_ORIGIN ? { publicOrigin: raw.PUBLIC_ORIGIN } : {}),
    trustProxy: raw.TRUST_PROXY,
    sessionIdleDays: raw.SESSION_IDLE_DAYS,
    sessionCacheSeconds: raw.SESSION_CACHE_SECONDS,
    logLevel: raw.LOG_LEVEL,
    distDir: raw.DIST_DIR,
    ...(raw.ANALYTICS_SRC
      ? { analyticsSrc: raw.ANALYTICS_SRC, analyticsOrigin: new URL(raw.ANALYTICS_SRC).origin }
      : {}),
    govFrameAncestors: raw.GOV_FRAME_ANCESTORS.split(/\s+/).join(" "),
    ...(raw.LDAP_URL && raw.LDAP_BASE_DN
      ? {
          ldap: {
            url: raw.LDAP_URL,
            baseDn: raw.LDAP_BASE_DN,
            filter: raw.LDAP_FILTER,
            ...(raw.LDAP_BIND_DN ? { bindDn: raw.LDAP_BIND_DN } : {}),
            ...(raw.LDAP_BIND_PASSWORD ? { bindPassword: raw.LDAP_BIND_PASSWORD } : {}),
          },
        }
      : {}),
    ...(raw.SMTP_URL ? { smtpUrl: raw.SMTP_URL } : {}),
    mailFrom: raw.MAIL_FROM,
  };
}

import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("loadEnv", () => {
  it("has working defaults", () => {
    expect(loadEnv({})).toEqual({
      nodeEnv: "development",
      port: 3000,
      dataDir: "./data",
      databasePoolSize: 20,
      demo: true,
      trustProxy: false,
      sessionIdleDays: 14,
      sessionCacheSeconds: 2,
      logLevel: "info",
      distDir: "./dist",
      govFrameAncestors: "'none'",
      mailFrom: "Acadêmico <no-reply@localhost>",
    });
  });

  it("reads the session cache's seconds, 0 turning it off, and refuses a negative or long one", () => {
    expect(loadEnv({ SESSION_CACHE_SECONDS: "0" }).sessionCacheSeconds).toBe(0);
    expect(loadEnv({ SESSION_CACHE_SECONDS: "0.5" }).sessionCacheSeconds).toBe(0.5);
    expect(() => loadEnv({ SESSION_CACHE_SECONDS: "-1" })).toThrow(/SESSION_CACHE_SECONDS/);
    expect(() => loadEnv({ SESSION_CACHE_SECONDS: "61" })).toThrow(/SESSION_CACHE_SECONDS/);
  });

  it("reads the SMTP server and the sender of mail", () => {
    const env = loadEnv({
      SMTP_URL: "smtps://user:secret@mail.example.org:465",
      MAIL_FROM: "Secretaria <sec@example.org>",
    });
    expect(env.smtpUrl).toBe("smtps://user:secret@mail.example.org:465");
    expect(env.mailFrom).toBe("Secretaria <sec@example.org>");
    expect(loadEnv({ SMTP_URL: "smtp://127.0.0.1:2525" }).smtpUrl).toBe("smtp://127.0.0.1:2525");
    expect(loadEnv({ SMTP_URL: "" }).smtpUrl).toBeUndefined();
  });

  it("sizes the PostgreSQL pool from DATABASE_POOL_SIZE and refuses nonsense", () => {
    expect(loadEnv({ DATABASE_POOL_SIZE: "40" }).databasePoolSize).toBe(40);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("turns demo mode off in production unless DEMO says otherwise", () => {
    expect(loadEnv({ NODE_ENV: "production" }).demo).toBe(false);
    expect(loadEnv({ NODE_ENV: "production", DEMO: "1" }).demo).toBe(true);
    expect(loadEnv({ DEMO: "0" }).demo).toBe(false);
  });

  it("normalises origins and reads the LDAP settings together", () => {
    const env = loadEnv({
      PUBLIC_ORIGIN: "https://Academico.Example.org/some/path",
      ANALYTICS_SRC: "https://stats.example.org/js/script.js",
      LDAP_URL: "ldaps://ldap.example.org",
      LDAP_BASE_DN: "ou=people,dc=example,dc=org",
      GOV_FRAME_ANCESTORS: "https://a.example.org   https://b.example.org",
      DATABASE_URL: "",
    });
    expect(env.publicOrigin).toBe("https://academico.example.org");
    expect(env.analyticsOrigin).toBe("https://stats.example.org");
    expect(env.ldap).toEqual({
      url: "ldaps://ldap.example.org",
      baseDn: "ou=people,dc=example,dc=org",
      filter: "(uid={idcbpf})",
    });
    expect(env.govFrameAncestors).toBe("https://a.example.org https://b.example.org");
    expect(env.databaseUrl).toBeUndefined();
  });

  it.each([
    { PORT: "eighty" },
    { DATABASE_URL: "mysql://x" },
    { PUBLIC_ORIGIN: "ftp://x.example.org" },
    { LDAP_URL: "ldap://x.example.org" },
    { LDAP_URL: "ldap://x", LDAP_BASE_DN: "dc=x", LDAP_FILTER: "(uid=*)" },
    { GOV_FRAME_ANCESTORS: "*" },
    { GOV_FRAME_ANCESTORS: "https://a.example.org; script-src *" },
    { TRUST_PROXY: "yes" },
    { LOG_LEVEL: "loud" },
    { SMTP_URL: "http://mail.example.org" },
    { SMTP_URL: "not a url" },
  ])("refuses %o, naming the variable", (vars) => {
    expect(() => loadEnv(vars)).toThrow(new RegExp(`Invalid environment:[\\s\\S]*(${Object.keys(vars).join("|")})`));
  });
});

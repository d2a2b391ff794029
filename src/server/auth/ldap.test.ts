import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectApiError } from "../../../tests/node/http.ts";
import { ROOT_DN, ROOT_PW, SUFFIX, slapdMissing, startSlapd, type Slapd } from "../../../tests/node/slapd.ts";
import { createTestApp, testEnv, type TestApp } from "../../../tests/node/test-app.ts";
import type { App } from "../app.ts";
import { users } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createLdapAuthenticator, ldapFilter } from "./ldap.ts";

describe("ldapFilter", () => {
  it("escapes the value so it cannot change the filter", () => {
    expect(ldapFilter("(uid={idcbpf})", "ana")).toBe("(uid=ana)");
    expect(ldapFilter("(&(objectClass=person)(uid={idcbpf}))", "*)(uid=*")).toBe(
      "(&(objectClass=person)(uid=\\2a\\29\\28uid=\\2a))",
    );
  });
});

describe.skipIf(slapdMissing)(
  `LDAP login against a real slapd${slapdMissing ? ` (skipped: ${slapdMissing} is not installed)` : ""}`,
  () => {
    let slapd: Slapd;
    let t: TestApp;
    let app: App;

    beforeAll(async () => {
      slapd = await startSlapd();
      slapd.add(
        [
          `dn: ${SUFFIX}`,
          "objectClass: dcObject",
          "objectClass: organization",
          "o: Example",
          "dc: example",
          "",
          `dn: ou=people,${SUFFIX}`,
          "objectClass: organizationalUnit",
          "ou: people",
          "",
          ...[
            ["maria.silva", "directory-pass"],
            ["only.in.directory", "directory-pass"],
            ["docente", "directory-pass"],
          ].flatMap(([uid, password]) => [
            `dn: uid=${uid},ou=people,${SUFFIX}`,
            "objectClass: inetOrgPerson",
            `uid: ${uid}`,
            `cn: ${uid}`,
            `sn: ${uid}`,
            `userPassword: ${password}`,
            "",
          ]),
        ].join("\n"),
      );
      const env = {
        LDAP_URL: slapd.url,
        LDAP_BIND_DN: ROOT_DN,
        LDAP_BIND_PASSWORD: ROOT_PW,
        LDAP_BASE_DN: `ou=people,${SUFFIX}`,
        LDAP_FILTER: "(&(objectClass=inetOrgPerson)(uid={idcbpf}))",
      };
      t = await createTestApp(env);
      app = t.app;
      // A local user without a password: the directory is their only way in.
      await t.db.insert(users).values({
        idcbpf: "maria.silva",
        name: "Maria Silva",
        email: "maria.silva@example.org",
        level: "Docente",
        programme: "academico",
      });
    }, 30_000);

    afterAll(async () => {
      await t?.close();
      await slapd?.stop();
    });

    const loginAs = (idcbpf: string, password: string) =>
      call(app, "/api/_auth/session", { method: "POST", json: { idcbpf, password } });

    it("logs in a local user whose password the directory accepts", async () => {
      const res = await loginAs("maria.silva", "directory-pass");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ user: { idcbpf: "maria.silva", level: "Docente" } });
    });

    it("refuses a wrong directory password with the generic 401", async () => {
      const body = await expectApiError(await loginAs("maria.silva", "wrong"), 401);
      expect(body.message).toBe("Identificador ou senha incorretos.");
    });

    it("refuses a person the directory knows but the app does not (the app authorises)", async () => {
      await expectApiError(await loginAs("only.in.directory", "directory-pass"), 401);
    });

    it("still accepts the local password of a user who has one, and the directory's too", async () => {
      expect((await loginAs("docente", "demo1234")).status).toBe(200);
      expect((await loginAs("docente", "directory-pass")).status).toBe(200);
    });

    it("does not let a filter injection log anyone in", async () => {
      const config = testEnv(ldapVars(slapd)).ldap;
      if (!config) throw new Error("LDAP config expected");
      const authenticator = createLdapAuthenticator(config, createLogger({ logLevel: "silent" }));
      expect(await authenticator.authenticate("*", "directory-pass")).toBe(false);
      expect(await authenticator.authenticate("maria.silva", "")).toBe(false);
      expect(await authenticator.authenticate("maria.silva", "directory-pass")).toBe(true);
    });

    it("fails closed (401, not 500) when the directory is down", async () => {
      const down = t.withEnv({ ...ldapVars(slapd), LDAP_URL: "ldap://127.0.0.1:1" });
      const res = await call(down, "/api/_auth/session", {
        method: "POST",
        json: { idcbpf: "maria.silva", password: "directory-pass" },
      });
      await expectApiError(res, 401);
    });
  },
);

function ldapVars(slapd: Slapd): Record<string, string> {
  return {
    LDAP_URL: slapd.url,
    LDAP_BIND_DN: ROOT_DN,
    LDAP_BIND_PASSWORD: ROOT_PW,
    LDAP_BASE_DN: `ou=people,${SUFFIX}`,
  };
}

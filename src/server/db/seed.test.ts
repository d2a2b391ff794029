import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_STATUSES } from "../../domain/users.ts";
import { call } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users.ts";
import { migrateDatabase } from "./migrate.ts";
import { users } from "./schema.ts";
import { seedDemo } from "./seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

describe("migrations and the demo seed", () => {
  it("run again without harm", async () => {
    await migrateDatabase(t.handle);
    expect(await seedDemo(t.db)).toEqual({ inserted: DEMO_USERS.length });
    await migrateDatabase(t.handle);
    expect(await seedDemo(t.db)).toEqual({ inserted: 0 });
    const [row] = await t.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(DEMO_USERS.length);
  });

  it("puts back a demo user that was removed, leaving the others alone", async () => {
    await t.db.update(users).set({ name: "Renamed" }).where(eq(users.idcbpf, "admin"));
    await t.db.delete(users).where(eq(users.idcbpf, "discente"));
    expect(await seedDemo(t.db)).toEqual({ inserted: 1 });
    const [admin] = await t.db.select({ name: users.name }).from(users).where(eq(users.idcbpf, "admin"));
    expect(admin?.name).toBe("Renamed");
  });

  it("hashes demo1234 once with argon2id (m=19456, t=2, p=1) for every demo user", async () => {
    const rows = await t.db.select({ hash: users.passwordHash }).from(users);
    const hashes = new Set(rows.map((row) => row.hash));
    expect(hashes.size).toBeLessThanOrEqual(2); // one per seeding run above
    for (const hash of hashes) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(hash ?? "", DEMO_PASSWORD)).toBe(true);
    }
  });

  it("has the three announced logins and the statuses a demo needs", async () => {
    const rows = await t.db.select({ idcbpf: users.idcbpf, level: users.level, status: users.status }).from(users);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ idcbpf: "admin", level: "Administrador" }),
        expect.objectContaining({ idcbpf: "docente", level: "Docente" }),
        expect.objectContaining({ idcbpf: "discente", level: "Discente" }),
      ]),
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(USER_STATUSES));
    for (const idcbpf of ["admin", "docente", "discente"]) {
      const res = await call(t.app, "/api/_auth/session", {
        method: "POST",
        json: { idcbpf, password: DEMO_PASSWORD },
      });
      expect(res.status, idcbpf).toBe(200);
    }
  });

  it("enforces the domain's values in the database itself", async () => {
    const bad = { idcbpf: "x.y", name: "X", email: "x@example.org", level: "Discente" as const };
    await expect(t.db.insert(users).values({ ...bad, entryTerm: "2026.9" })).rejects.toThrow();
    await expect(t.db.insert(users).values({ ...bad, email: "SECRETARIA@example.org" })).rejects.toThrow();
  });
});

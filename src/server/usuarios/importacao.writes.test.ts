import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, users } from "../db/schema.ts";
import type { ImportedFields } from "./import-check.ts";
import { writeImport } from "./importacao.writes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const student = (idcbpf: string): ImportedFields => ({
  idcbpf,
  name: `ZZ Aluno ${idcbpf}`,
  email: `${idcbpf}@import-write.example.org`,
  level: "Discente",
  programme: "academico",
  degree: "mestrado",
  status: "ativo",
  entryTerm: "2026.1",
});

describe("writeImport", () => {
  it("refuses a user created meanwhile by someone else with a 409 `conflict`, and its transaction keeps nothing", async () => {
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "admin"));
    const fresh = student("zzw001");
    const meanwhile = student("zzw002");
    // Created after the import's check, by a writer outside its lock.
    await t.db.insert(users).values(meanwhile);
    const creates = [fresh, meanwhile].map((row, index) => ({ line: index + 2, row }));
    const attempt = t.db.transaction((tx) => writeImport(tx, { creates, updates: [] }, admin?.id ?? 0, async () => {}));
    await expect(attempt).rejects.toMatchObject({ name: "Refused", status: 409, text: { key: "conflict" } });
    expect(await t.db.select().from(users).where(eq(users.idcbpf, fresh.idcbpf))).toEqual([]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [fresh.idcbpf, meanwhile.idcbpf]))
      .orderBy(auditLog.id);
    expect(audited).toEqual([]);
  });
});

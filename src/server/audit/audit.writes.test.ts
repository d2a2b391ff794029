import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, users } from "../db/schema.ts";
import { recordAudit } from "./audit.writes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("recordAudit", () => {
  it("stores who, what, which and the before/after snapshots as JSON", async () => {
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "admin"));
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ status: "egresso" }).where(eq(users.idcbpf, "joao.pereira"));
      await recordAudit(tx, {
        actorId: admin?.id ?? null,
        action: "update",
        entity: "user",
        entityId: "joao.pereira",
        before: { status: "ativo" },
        after: { status: "egresso", note: "defesa aprovada — 10/03" },
      });
    });
    const [entry] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(entry).toMatchObject({
      actorId: admin?.id,
      action: "update",
      entity: "user",
      entityId: "joao.pereira",
      before: { status: "ativo" },
      after: { status: "egresso", note: "defesa aprovada — 10/03" },
    });
    expect(entry?.at).toBeInstanceOf(Date);
  });

  it("is rolled back with the change it describes", async () => {
    const failing = t.db.transaction(async (tx) => {
      await recordAudit(tx, { actorId: null, action: "delete", entity: "user", entityId: "x" });
      throw new Error("the change failed");
    });
    await expect(failing).rejects.toThrow("the change failed");
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, "x"))).toEqual([]);
  });
});

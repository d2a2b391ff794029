import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { DEFAULT_CONCEPTS } from "../../domain/settings.ts";
import type { Database } from "../db/client.ts";
import { FOREIGN_KEY_VIOLATION } from "../db/errors.ts";
import { users } from "../db/schema.ts";
import { updateSettings } from "./configuracoes.writes.ts";

/**
 * The foreign keys behind the concept check: a concept deleted while another writer added a grade
 * that uses it is refused by the database, and the answer is `concept_in_use` all the same.
 */
let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

/** The writes are the office's; who they are audited under does not matter here. */
const office = async () =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "admin")))[0]?.id ?? 0;

/** `db` whose transactions fail as the database does when it refuses a write. */
const refusedBy = (db: Database, code: string): Database =>
  new Proxy(db, {
    get: (target, key) =>
      key === "transaction"
        ? () => Promise.reject(Object.assign(new Error("refused"), { code }))
        : Reflect.get(target, key),
  });

describe("the settings write's backstop", () => {
  it("answers the foreign key (restrict, either code) with 422 concept_in_use naming the used concept", async () => {
    // The demo's grades use every default concept.
    const withoutT = DEFAULT_CONCEPTS.filter((concept) => concept.concept !== "T");
    for (const code of ["23001", FOREIGN_KEY_VIOLATION])
      await expect(updateSettings(refusedBy(t.db, code), { concepts: withoutT }, await office())).rejects.toMatchObject(
        {
          name: "Refused",
          status: 422,
          rule: "concept_in_use",
          text: { key: "concept_in_use", values: { concept: "T" } },
        },
      );
  });

  it("lets any other error through, and a restrict without a concept table too", async () => {
    await expect(
      updateSettings(refusedBy(t.db, "XX000"), { concepts: [...DEFAULT_CONCEPTS] }, await office()),
    ).rejects.toMatchObject({ name: "Error", code: "XX000" });
    await expect(updateSettings(refusedBy(t.db, "23001"), { adviseeCap: 3 }, await office())).rejects.toMatchObject({
      name: "Error",
      code: "23001",
    });
  });
});

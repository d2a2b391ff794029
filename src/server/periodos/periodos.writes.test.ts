import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { TermDates } from "../../domain/terms.ts";
import type { Database } from "../db/client.ts";
import { EXCLUSION_VIOLATION, UNIQUE_VIOLATION } from "../db/errors.ts";
import { terms, users } from "../db/schema.ts";
import { termColumns, toTerm } from "./periodos.queries.ts";
import { createTerm, updateTerm } from "./periodos.writes.ts";

/**
 * The database's guards behind the writes' checks: a write that got past them (another writer
 * outside the API) is refused by a constraint, and the answer is the rule's all the same.
 */
let t: TestApp;
let actorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  actorId = (await t.db.select({ id: users.id }).from(users).limit(1))[0]?.id ?? 0;
});
afterAll(() => t.close());

/** `db` whose transactions fail as the database does when it refuses a write. */
const refusedBy = (db: Database, fields: { code: string; constraint?: string }): Database =>
  new Proxy(db, {
    get: (target, key) =>
      key === "transaction"
        ? () => Promise.reject(Object.assign(new Error("refused"), fields))
        : Reflect.get(target, key),
  });

const storedTerms = async () => (await t.db.select(termColumns).from(terms).orderBy(asc(terms.startDate))).map(toTerm);
const datesOf = ({ code: _code, current: _current, ...dates }: TermDates & { code: string; current: boolean }) => dates;

describe("the term writes' backstop", () => {
  it("answers the exclusion constraint with 422 term_overlap naming the stored term, on both dates", async () => {
    const [first] = await storedTerms();
    if (!first) throw new Error("the demo has terms");
    const overlap = refusedBy(t.db, { code: EXCLUSION_VIOLATION, constraint: "terms_no_overlap" });
    const input = { ...datesOf(first), code: "2099.9", current: false };
    const refused = await createTerm(overlap, input, actorId).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      name: "Refused",
      status: 422,
      rule: "term_overlap",
      text: { key: "term_overlap", values: { term: first.code } },
      fields: { startDate: { key: "term_overlap" }, endDate: { key: "term_overlap" } },
    });
  });

  it("names the other term when a change of dates is refused, not the term changed", async () => {
    const [first, second] = await storedTerms();
    if (!first || !second) throw new Error("the demo has two terms");
    const overlap = refusedBy(t.db, { code: EXCLUSION_VIOLATION, constraint: "terms_no_overlap" });
    const patch = { startDate: first.startDate, endDate: second.endDate };
    await expect(updateTerm(overlap, second.code, patch, actorId)).rejects.toMatchObject({
      status: 422,
      rule: "term_overlap",
      text: { values: { term: first.code } },
    });
  });

  it("answers the unique code with 409 term_exists, and lets any other error through", async () => {
    const duplicate = refusedBy(t.db, { code: UNIQUE_VIOLATION, constraint: "terms_code_unique" });
    const input = { ...datesOf((await storedTerms())[0] ?? ({} as never)), code: "2099.8", current: false };
    await expect(createTerm(duplicate, input, actorId)).rejects.toMatchObject({
      status: 409,
      text: { key: "term_exists", values: { code: "2099.8" } },
    });
    const other = refusedBy(t.db, { code: "XX000" });
    await expect(createTerm(other, input, actorId)).rejects.toMatchObject({ name: "Error", code: "XX000" });
  });
});

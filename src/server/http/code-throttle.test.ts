import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { codeLookupThrottle } from "../db/schema.ts";
import { LOOKUP_LIMIT, deleteStaleLookups, lookupRetryAfter, takeLookup } from "./code-throttle.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("code look-up throttle", () => {
  it(`allows ${LOOKUP_LIMIT} look-ups a window per key, refuses the next, counts keys apart`, async () => {
    const answers: boolean[] = [];
    for (let i = 0; i <= LOOKUP_LIMIT; i++) answers.push(await takeLookup(t.db, "zz:198.51.100.1"));
    expect(answers.slice(0, LOOKUP_LIMIT).every(Boolean)).toBe(true);
    expect(answers[LOOKUP_LIMIT]).toBe(false);
    expect(await takeLookup(t.db, "zz:198.51.100.2")).toBe(true);
    const wait = await lookupRetryAfter(t.db, "zz:198.51.100.1");
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it("starts a new window once the old one is over, and housekeeping drops finished windows", async () => {
    const key = "zz:198.51.100.3";
    for (let i = 0; i <= LOOKUP_LIMIT; i++) await takeLookup(t.db, key);
    expect(await takeLookup(t.db, key)).toBe(false);
    await t.db
      .update(codeLookupThrottle)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(sql`${codeLookupThrottle.key} = ${key}`);
    expect(await takeLookup(t.db, key)).toBe(true);
    await t.db
      .update(codeLookupThrottle)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(sql`${codeLookupThrottle.key} = ${key}`);
    await deleteStaleLookups(t.db);
    const left = await t.db
      .select()
      .from(codeLookupThrottle)
      .where(sql`${codeLookupThrottle.key} = ${key}`);
    expect(left).toEqual([]);
  });
});

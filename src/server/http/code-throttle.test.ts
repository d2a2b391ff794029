import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { codeLookupThrottle } from "../db/schema.ts";
import { minutesWords, Refused } from "../../domain/refusal.ts";
import {
  LOOKUP_LIMIT,
  countLookup,
  deleteStaleLookups,
  lookupRetryAfter,
  refuseWhenExhausted,
  takeLookup,
} from "./code-throttle.ts";

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

  it("refuses with the caller's 429 and Retry-After: countLookup beyond the limit, refuseWhenExhausted without counting", async () => {
    const key = "zz:198.51.100.4";
    const refusal = (promise: Promise<void>) =>
      promise.then(
        () => null,
        (error: unknown) => error,
      );
    for (let i = 0; i < LOOKUP_LIMIT; i++) {
      expect(await refusal(refuseWhenExhausted(t.db, key, "first_access_throttled"))).toBeNull();
      await countLookup(t.db, key, "first_access_throttled");
    }
    const counted = await refusal(countLookup(t.db, key, "code_lookups_throttled"));
    expect(counted).toBeInstanceOf(Refused);
    expect(counted).toMatchObject({ status: 429, text: { key: "code_lookups_throttled" } });
    const checked = await refusal(refuseWhenExhausted(t.db, key, "first_access_throttled"));
    expect(checked).toMatchObject({ status: 429, text: { key: "first_access_throttled" } });
    const seconds = (checked as Refused).retryAfter ?? 0;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect((checked as Refused).text).toEqual({
      key: "first_access_throttled",
      values: { seconds, minutes: minutesWords(seconds) },
    });
    // Asking whether the address is exhausted counts nothing: another key still has all its attempts.
    const other = "zz:198.51.100.5";
    for (let i = 0; i < 2 * LOOKUP_LIMIT; i++) await refuseWhenExhausted(t.db, other, "first_access_throttled");
    expect(await takeLookup(t.db, other)).toBe(true);
  });
});

import { beforeEach, expect, test } from "vitest";
import {
  clearOfflineStore,
  deleteCachedAnswer,
  keepOnlyAnswersOf,
  MAX_CACHED_ANSWERS,
  primeAnswersOfKey,
  primeCachedAnswer,
  primedAnswer,
  readCachedAnswer,
  writeCachedAnswer,
} from "./offline-store.ts";

/** The device's read cache, on the browser's real IndexedDB. */
beforeEach(() => clearOfflineStore());

const answer = (userIdcbpf: string, key: string, savedAt: number) => ({
  userIdcbpf,
  key,
  data: { key, savedAt },
  savedAt,
});

test("answers are kept per user and key, and read back only for that pair", async () => {
  await writeCachedAnswer(answer("ana.b", "horario:ana.b", 1));
  await writeCachedAnswer(answer("rui.c", "horario:ana.b", 2));
  expect(await readCachedAnswer("ana.b", "horario:ana.b")).toEqual(answer("ana.b", "horario:ana.b", 1));
  expect(await readCachedAnswer("ana.b", "other")).toBeUndefined();
  await deleteCachedAnswer("ana.b", "horario:ana.b");
  expect(await readCachedAnswer("ana.b", "horario:ana.b")).toBeUndefined();
  expect(await readCachedAnswer("rui.c", "horario:ana.b")).toBeDefined();
});

test(`at most ${MAX_CACHED_ANSWERS} answers: beyond that the oldest go first`, async () => {
  // Written newest-first for the first few, so that the order of writing is not what decides.
  const times = Array.from({ length: MAX_CACHED_ANSWERS + 5 }, (_, i) => i + 1).reverse();
  for (const savedAt of times) await writeCachedAnswer(answer("ana.b", `k${savedAt}`, savedAt));
  for (const savedAt of [1, 2, 3, 4, 5]) expect(await readCachedAnswer("ana.b", `k${savedAt}`)).toBeUndefined();
  expect(await readCachedAnswer("ana.b", "k6")).toBeDefined();
  expect(await readCachedAnswer("ana.b", `k${MAX_CACHED_ANSWERS + 5}`)).toBeDefined();
});

test("a login keeps only that user's answers; a logout keeps none", async () => {
  await writeCachedAnswer(answer("ana.b", "a", 1));
  await writeCachedAnswer(answer("rui.c", "b", 2));
  await keepOnlyAnswersOf("ana.b");
  expect(await readCachedAnswer("ana.b", "a")).toBeDefined();
  expect(await readCachedAnswer("rui.c", "b")).toBeUndefined();
  await clearOfflineStore();
  expect(await readCachedAnswer("ana.b", "a")).toBeUndefined();
});

test("an early read is there at once for the screen, taken once, and never outlives a newer write", async () => {
  await writeCachedAnswer(answer("ana.b", "horario:ana.b", 1));
  primeCachedAnswer("ana.b", "horario:ana.b");
  await expect.poll(() => primedAnswer("ana.b", "horario:ana.b")).toEqual(answer("ana.b", "horario:ana.b", 1));
  // Taken by the screen's read: gone from the early reads.
  expect(await readCachedAnswer("ana.b", "horario:ana.b")).toEqual(answer("ana.b", "horario:ana.b", 1));
  expect(primedAnswer("ana.b", "horario:ana.b")).toBeUndefined();

  primeCachedAnswer("ana.b", "horario:ana.b");
  await expect.poll(() => primedAnswer("ana.b", "horario:ana.b")).toBeDefined();
  await writeCachedAnswer(answer("ana.b", "horario:ana.b", 2));
  expect(primedAnswer("ana.b", "horario:ana.b")).toBeUndefined();
  expect((await readCachedAnswer("ana.b", "horario:ana.b"))?.savedAt).toBe(2);

  // A logout forgets early reads too: the next person never gets them.
  primeCachedAnswer("ana.b", "horario:ana.b");
  await expect.poll(() => primedAnswer("ana.b", "horario:ana.b")).toBeDefined();
  await clearOfflineStore();
  expect(primedAnswer("ana.b", "horario:ana.b")).toBeUndefined();
  expect(await readCachedAnswer("ana.b", "horario:ana.b")).toBeUndefined();
});

test("one read before the session is known primes a key's rows, each for its own user only", async () => {
  await writeCachedAnswer(answer("ana.b", "horario", 1));
  await writeCachedAnswer(answer("rui.c", "horario", 2));
  await writeCachedAnswer(answer("ana.b", "horario-x", 3));
  await writeCachedAnswer(answer("ana.b", "other", 4));
  await primeAnswersOfKey("horario");
  expect(primedAnswer("ana.b", "horario")).toEqual(answer("ana.b", "horario", 1));
  expect(primedAnswer("rui.c", "horario")).toEqual(answer("rui.c", "horario", 2));
  // Only that key: not one that merely starts the same, nor another.
  expect(primedAnswer("ana.b", "horario-x")).toBeUndefined();
  expect(primedAnswer("ana.b", "other")).toBeUndefined();
  // The screen of each user takes its own row, once.
  expect(await readCachedAnswer("ana.b", "horario")).toEqual(answer("ana.b", "horario", 1));
  expect(primedAnswer("ana.b", "horario")).toBeUndefined();
  expect(primedAnswer("rui.c", "horario")).toEqual(answer("rui.c", "horario", 2));
});

test("a user's prime asked while the key's read runs is answered by that read", async () => {
  await writeCachedAnswer(answer("ana.b", "horario", 1));
  const byKey = primeAnswersOfKey("horario");
  // Both asked before the key's read is done: a row for one, none for the other.
  await Promise.all([primeCachedAnswer("ana.b", "horario"), primeCachedAnswer("nobody", "horario"), byKey]);
  expect(primedAnswer("ana.b", "horario")).toEqual(answer("ana.b", "horario", 1));
  expect(primedAnswer("nobody", "horario")).toBeUndefined();
  expect(await readCachedAnswer("nobody", "horario")).toBeUndefined();
  expect(await readCachedAnswer("ana.b", "horario")).toEqual(answer("ana.b", "horario", 1));
});

test("a logout while the key's read runs: nothing of it is primed", async () => {
  await writeCachedAnswer(answer("ana.b", "horario", 1));
  const byKey = primeAnswersOfKey("horario");
  await clearOfflineStore();
  await byKey;
  expect(primedAnswer("ana.b", "horario")).toBeUndefined();
  expect(await readCachedAnswer("ana.b", "horario")).toBeUndefined();
});

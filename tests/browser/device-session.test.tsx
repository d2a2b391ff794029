import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { followSession } from "../../src/app/session-sync.ts";
import type { User } from "../../src/domain/users.ts";
import { clearDeviceUser, readDeviceUser, writeDeviceUser } from "../../src/lib/device-session.ts";
import { startReadingStoredUser } from "../../src/lib/device-user-store.ts";
import { readCachedAnswer, writeCachedAnswer } from "../../src/lib/offline-store.ts";
import { createSessionStore, refreshSession } from "../../src/lib/session.ts";
import { demoUser, renderApp, settled } from "./helpers.tsx";
import { interceptFetch, json, restoreOnline, setOnline, type Reply } from "./network.ts";

/**
 * The session kept on the device (real IndexedDB through idb-keyval); only the server's answer
 * to `GET /api/_auth/session` is played by the test.
 */
const ana = demoUser("Discente", "ana.b");

function serverSays(reply: () => Reply) {
  return interceptFetch("/api/_auth/session", () => reply());
}

/** An answer the test releases when it wants: "the network has not answered yet". */
function heldAnswer() {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { answer, release };
}

beforeEach(() => clearDeviceUser());
afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

test("a login writes the user to the device; a logout deletes it and the read cache", async () => {
  const session = createSessionStore();
  await session.setUser(ana);
  expect(await readDeviceUser()).toEqual(ana);
  await writeCachedAnswer({ userIdcbpf: "ana.b", key: "k", data: { x: 1 }, savedAt: 1 });
  await session.clear();
  expect(await readDeviceUser()).toBeNull();
  expect(await readCachedAnswer("ana.b", "k")).toBeUndefined();
});

test("at start the device copy decides at once, before the server answers", async () => {
  await writeDeviceUser(ana);
  const held = heldAnswer();
  const { calls } = serverSays(() => held.answer);
  const session = createSessionStore();
  expect(await session.load()).toEqual(ana);
  expect(session.get()).toMatchObject({ ready: true, confirmed: false });
  expect(calls).toHaveLength(1);

  const renamed: User = { ...ana, name: "Ana Beatriz" };
  held.release(json(200, { user: renamed }));
  await expect.poll(() => session.get()).toEqual({ ready: true, user: renamed, confirmed: true });
  await expect.poll(() => readDeviceUser()).toEqual(renamed);
});

test("the server's {} wins over the device copy: it is cleared, with the read cache", async () => {
  await writeDeviceUser(ana);
  await writeCachedAnswer({ userIdcbpf: "ana.b", key: "k", data: {}, savedAt: 1 });
  const held = heldAnswer();
  serverSays(() => held.answer);
  const session = createSessionStore();
  const revised: (User | null)[] = [];
  session.onRevised((user) => revised.push(user));
  expect(await session.load()).toEqual(ana);

  held.release(json(200, {}));
  await expect.poll(() => session.get().user).toBeNull();
  expect(revised).toEqual([null]);
  await expect.poll(() => readDeviceUser()).toBeNull();
  await expect.poll(() => readCachedAnswer("ana.b", "k")).toBeUndefined();
});

test("offline (no answer at all) or a server error keeps the device copy", async () => {
  await writeDeviceUser(ana);
  for (const reply of ["network-error", { status: 503, body: { statusCode: 503, message: "x" } }] as const) {
    serverSays(() => reply);
    const session = createSessionStore();
    expect(await session.load()).toEqual(ana);
    await session.refresh();
    expect(session.get()).toEqual({ ready: true, user: ana, confirmed: false });
    expect(await readDeviceUser()).toEqual(ana);
  }
});

test("with no device copy the start waits for the server; offline that means no user", async () => {
  serverSays(() => ({ status: 200, body: { user: ana } }));
  expect(await createSessionStore().load()).toEqual(ana);
  expect(await readDeviceUser()).toEqual(ana);

  await clearDeviceUser();
  serverSays(() => "network-error");
  expect(await createSessionStore().load()).toBeNull();
});

test("a device that knows it is offline does not ask the server; the connection's return does", async () => {
  await writeDeviceUser(ana);
  setOnline(false);
  const { calls } = serverSays(() => ({ status: 200, body: {} }));
  const session = createSessionStore();
  expect(await session.load()).toEqual(ana);
  await session.refresh();
  expect(calls).toHaveLength(0);
  expect(session.get()).toEqual({ ready: true, user: ana, confirmed: false });

  // No device copy either: no user, at once.
  await clearDeviceUser();
  expect(await createSessionStore().load()).toBeNull();
  expect(calls).toHaveLength(0);

  setOnline(true);
  await session.refresh();
  expect(calls).toHaveLength(1);
  expect(session.get()).toEqual({ ready: true, user: null, confirmed: true });
});

test("a login made while an older answer is in flight is not undone by it", async () => {
  const held = heldAnswer();
  serverSays(() => held.answer);
  const session = createSessionStore();
  const loading = session.load();
  await session.setUser(ana);
  held.release(json(200, {}));
  expect(await loading).toEqual(ana);
  expect(session.get().user).toEqual(ana);
  expect(await readDeviceUser()).toEqual(ana);
});

test("when the server says the session is gone, a closed page goes to /login in its language", async () => {
  const { router } = await renderApp("/en/historico", ana);
  expect(await settled(router)).toBe("/en/historico");
  const stop = followSession(router);
  serverSays(() => ({ status: 200, body: {} }));
  await refreshSession();
  await expect.poll(() => router.state.location.pathname).toBe("/en/login");
  await expect.element(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  stop();
});

test("a public page stays when the session goes", async () => {
  const { router } = await renderApp("/gov/inscricao-profissional", ana);
  expect(await settled(router)).toBe("/gov/inscricao-profissional");
  const stop = followSession(router);
  serverSays(() => ({ status: 200, body: {} }));
  await refreshSession();
  await expect.poll(() => readDeviceUser()).toBeNull();
  expect(await settled(router)).toBe("/gov/inscricao-profissional");
  stop();
});

test("a {} that arrives before the device copy is read still clears that copy", async () => {
  await writeDeviceUser(ana);
  serverSays(() => ({ status: 200, body: {} }));
  const session = createSessionStore();
  await session.refresh();
  expect(await session.load()).toBeNull();
  expect(await readDeviceUser()).toBeNull();
});

test("a read started by the app's first script is the one the session takes, unless the user changed since", async () => {
  await writeDeviceUser(ana);
  const early = startReadingStoredUser();
  // Asked twice before anyone takes it: still one read.
  expect(startReadingStoredUser()).toBe(early);
  expect(await readDeviceUser()).toEqual(ana);
  expect(await early).toEqual(ana);

  // Started, then a login of someone else writes the device: the stale read is not used.
  void startReadingStoredUser();
  const rui = demoUser("Docente", "rui.c");
  await writeDeviceUser(rui);
  expect(await readDeviceUser()).toEqual(rui);

  // Started, then a logout: nothing.
  void startReadingStoredUser();
  await clearDeviceUser();
  expect(await readDeviceUser()).toBeNull();
});

import { createServer } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUSY, QUIET_MS, releaseMemoryWhenIdle } from "./memory-release.ts";

/** When the server gives memory back: once quiet after the start, and after each busy spell only. */
describe("memory release", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("collects once quiet after the start, then only after a busy spell, never during one", () => {
    const server = createServer();
    const gc = vi.fn();
    const stop = releaseMemoryWhenIdle(server, gc);
    const requests = (n: number) => {
      for (let i = 0; i < n; i++) server.emit("request");
    };

    vi.advanceTimersByTime(QUIET_MS);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenLastCalledWith({ type: "major", execution: "async", flavor: "last-resort" });

    // A few requests now and then: no collection.
    for (let i = 0; i < 5; i++) {
      requests(10);
      vi.advanceTimersByTime(QUIET_MS * 2);
    }
    expect(gc).toHaveBeenCalledTimes(1);

    // A busy spell: nothing while it lasts, one collection once it is quiet, none after.
    for (let i = 0; i < 4; i++) {
      requests(BUSY / 2);
      vi.advanceTimersByTime(QUIET_MS);
    }
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_MS);
    expect(gc).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(QUIET_MS * 10);
    expect(gc).toHaveBeenCalledTimes(2);
    stop();
  });

  it("does nothing without a collector (gc not exposed)", () => {
    const server = createServer();
    const stop = releaseMemoryWhenIdle(server, undefined);
    expect(server.listenerCount("request")).toBe(0);
    stop();
  });
});

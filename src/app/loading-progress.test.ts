import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createLoadingProgress, estimatedProgress, LOADING_BAR, type LoadingState } from "./loading-progress.ts";

/** The bar's timings (seed §9): throttle 200, duration 2000, hide 500, reset 400 ms. */
let states: LoadingState[] = [];
const last = () => states.at(-1) ?? { visible: false, progress: 0 };

beforeEach(() => {
  states = [];
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
});
afterEach(() => vi.useRealTimers());

test("the constants are the seed's", () => {
  expect(LOADING_BAR).toEqual({ throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 });
});

test("a navigation shorter than the throttle never shows the bar", () => {
  const bar = createLoadingProgress((s) => states.push(s));
  bar.start();
  vi.advanceTimersByTime(199);
  bar.finish();
  vi.advanceTimersByTime(2000);
  expect(states.some((s) => s.visible)).toBe(false);
  expect(last()).toEqual({ visible: false, progress: 0 });
});

test("a slow navigation shows the bar after 200 ms, creeping along the duration curve", () => {
  const bar = createLoadingProgress((s) => states.push(s));
  bar.start();
  vi.advanceTimersByTime(199);
  expect(last().visible).toBe(false);
  vi.advanceTimersByTime(1);
  expect(last().visible).toBe(true);
  vi.advanceTimersByTime(1000);
  expect(last().progress).toBeGreaterThan(45);
  expect(last().progress).toBeLessThan(55);
  vi.advanceTimersByTime(1000);
  expect(last().progress).toBeCloseTo(estimatedProgress(2000, 2000), 0);
  vi.advanceTimersByTime(60_000);
  expect(last().progress).toBeLessThan(100);
  bar.dispose();
});

test("on finish it fills, hides 500 ms later and resets 400 ms after that", () => {
  const bar = createLoadingProgress((s) => states.push(s));
  bar.start();
  vi.advanceTimersByTime(600);
  bar.finish();
  expect(last()).toEqual({ visible: true, progress: 100 });
  vi.advanceTimersByTime(499);
  expect(last().visible).toBe(true);
  vi.advanceTimersByTime(1);
  expect(last()).toEqual({ visible: false, progress: 100 });
  vi.advanceTimersByTime(399);
  expect(last().progress).toBe(100);
  vi.advanceTimersByTime(1);
  expect(last()).toEqual({ visible: false, progress: 0 });
});

test("a new navigation during the hide restarts cleanly", () => {
  const bar = createLoadingProgress((s) => states.push(s));
  bar.start();
  vi.advanceTimersByTime(300);
  bar.finish();
  vi.advanceTimersByTime(100);
  bar.start();
  expect(last().progress).toBe(0);
  vi.advanceTimersByTime(1000);
  expect(last().visible).toBe(true);
  expect(last().progress).toBeGreaterThan(0);
  bar.dispose();
});

import { describe, expect, it } from "vitest";
import { firstInteraction, type TimingEntry } from "./inp-entries.ts";

const entry = (over: Partial<TimingEntry>): TimingEntry => ({
  entryType: "event",
  name: "click",
  interactionId: 7,
  startTime: 100,
  duration: 24,
  processingStart: 104,
  processingEnd: 110,
  ...over,
});

describe("firstInteraction", () => {
  it("takes the longest entry of the interaction and splits its time", () => {
    const got = firstInteraction(
      [
        entry({
          entryType: "first-input",
          name: "pointerdown",
          startTime: 90,
          duration: 16,
          processingStart: 92,
          processingEnd: 93,
        }),
        entry({ name: "pointerdown", startTime: 90, duration: 16, processingStart: 92, processingEnd: 93 }),
        entry({ name: "click", startTime: 100, duration: 48, processingStart: 112, processingEnd: 130 }),
      ],
      1000,
    );
    expect(got).toEqual({
      inp: 48,
      event: "click",
      inputDelay: 12,
      processing: 18,
      presentation: 18,
      belowThreshold: false,
    });
  });

  it("counts the handlers of every entry that ended with the same paint", () => {
    const got = firstInteraction(
      [
        entry({ name: "pointerdown", startTime: 100, duration: 200, processingStart: 130, processingEnd: 140 }),
        entry({ name: "pointerup", startTime: 150, duration: 152, processingStart: 160, processingEnd: 161 }),
        entry({ name: "click", startTime: 150, duration: 144, processingStart: 161, processingEnd: 250 }),
      ],
      1000,
    );
    expect(got).toMatchObject({ inp: 200, event: "pointerdown", inputDelay: 30, processing: 120, presentation: 50 });
  });

  it("leaves out what started after the next input was sent (the fence) and other interactions", () => {
    const got = firstInteraction(
      [
        entry({ name: "click", duration: 32 }),
        entry({ name: "keydown", interactionId: 9, startTime: 400, duration: 56 }),
        entry({ name: "keydown", interactionId: 11, startTime: 900, duration: 200 }),
      ],
      800,
    );
    expect(got?.inp).toBe(32);
    expect(got?.event).toBe("click");
  });

  it("falls back on the first input when the interaction stayed under Chrome's 16 ms threshold", () => {
    const got = firstInteraction(
      [entry({ entryType: "first-input", name: "pointerdown", duration: 8, processingStart: 101, processingEnd: 102 })],
      1000,
    );
    expect(got).toMatchObject({ inp: 8, event: "pointerdown", belowThreshold: true });
  });

  it("never lets the rounding make the presentation negative", () => {
    const got = firstInteraction(
      [entry({ startTime: 100, duration: 16, processingStart: 101, processingEnd: 117 })],
      1000,
    );
    expect(got?.presentation).toBe(0);
  });

  it("is null when the page reported nothing before the fence", () => {
    expect(firstInteraction([entry({ startTime: 2000 })], 1000)).toBeNull();
    expect(firstInteraction([], 1000)).toBeNull();
  });
});

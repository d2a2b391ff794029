/**
 * From the Event Timing entries a page recorded (sections/inp-page.ts) to one interaction's
 * Interaction to Next Paint, as Chrome takes it: the longest `duration` (input to the next paint,
 * 8 ms granularity) among the entries of the interaction (its `interactionId`: pointerdown,
 * pointerup and click of a press; keydown and keyup of a key). Where its time went is split as
 * the web-vitals library's attribution does: the entries that ended with the same paint as the
 * longest (within the 8 ms rounding) are that paint's work; input delay until the first of their
 * handlers started, processing until the last ended (what ran in between included), presentation
 * from there to the paint.
 */

/** A `PerformanceEventTiming`'s numbers, as the page copied them (`first-input` or `event`). */
export type TimingEntry = {
  entryType: "event" | "first-input";
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
};

export type Interaction = {
  /** The longest entry's duration, ms: the interaction's INP. */
  inp: number;
  /** The event that took it (`click`, `keydown`…). */
  event: string;
  /** From the input to its handlers (the main thread busy with something else). */
  inputDelay: number;
  /** From the first handler's start to the last one's end (React's render of a discrete event included). */
  processing: number;
  /** From the handlers' end to the next paint (style, layout, paint, the frame). */
  presentation: number;
  /**
   * Chrome reports `event` entries from 16 ms only: when none came, the figure is the
   * `first-input` entry's (always reported), and the interaction took under 16 ms.
   */
  belowThreshold: boolean;
};

/** Event Timing's `duration` is rounded to 8 ms. */
const ROUNDING_MS = 8;

/**
 * The first interaction among the entries that started before `before` (the moment the next,
 * unmeasured input was sent), or null when the page reported none.
 */
export function firstInteraction(entries: readonly TimingEntry[], before: number): Interaction | null {
  const mine = entries
    .filter((e) => e.startTime < before && (e.interactionId > 0 || e.entryType === "first-input"))
    .sort((a, b) => a.startTime - b.startTime);
  const id = mine.find((e) => e.interactionId > 0)?.interactionId ?? 0;
  const group = mine.filter((e) => e.interactionId === id || (e.entryType === "first-input" && e.interactionId === 0));
  const worst = group.reduce<TimingEntry | undefined>((a, e) => (a && a.duration >= e.duration ? a : e), undefined);
  if (!worst) return null;
  const paint = worst.startTime + worst.duration;
  const samePaint = group.filter((e) => Math.abs(e.startTime + e.duration - paint) <= ROUNDING_MS);
  const handlersStart = Math.min(...samePaint.map((e) => e.processingStart));
  const handlersEnd = Math.max(...samePaint.map((e) => e.processingEnd));
  return {
    inp: worst.duration,
    event: worst.name,
    inputDelay: Math.max(0, handlersStart - worst.startTime),
    processing: handlersEnd - handlersStart,
    // `duration` is rounded to 8 ms: never below the handlers' end.
    presentation: Math.max(0, paint - handlersEnd),
    belowThreshold: !group.some((e) => e.entryType === "event"),
  };
}

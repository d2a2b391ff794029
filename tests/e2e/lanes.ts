/**
 * The end-to-end run is split in lanes: one Playwright worker per lane, and each lane its own
 * server on its own port with its own fresh database. The spec files are handed out to whichever
 * lane is free, and a lane runs its files one after another, as a single run would; two lanes
 * never share data, settings, sign-in throttles or look-up limits. A lane alone keeps about one
 * and a half cores busy (Chromium's renderers most of it), so on two cores the run is bound by
 * the processor: a third lane only stretches every test. `E2E_LANES` chooses how many (default
 * 2); `E2E_PORT` is lane 0's port.
 */
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3197);

/** Ten ports apart: each lane also has the two framing pages of gov-frames.ts at +1000 and +1001. */
export function lanePort(lane: number): number {
  return E2E_PORT + 10 * lane;
}

export function laneURL(lane: number): string {
  return `http://127.0.0.1:${lanePort(lane)}`;
}

export function laneDataDir(lane: number): string {
  return process.env.E2E_DATA_DIR ? `${process.env.E2E_DATA_DIR}-${lane}` : `.tmp/e2e-data-${lanePort(lane)}`;
}

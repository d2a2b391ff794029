/**
 * The top loading bar's clock (seed §9): a bar appears only when a navigation lasts longer
 * than `throttle`, creeps towards 100 % on an arctangent curve calibrated by `duration`,
 * jumps to 100 % on finish, hides `hideDelay` later and resets to 0 `resetDelay` after that
 * (so the fade-out never shows the bar sliding back). No DOM here: the component renders it.
 */
export const LOADING_BAR = { throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 } as const;

export type LoadingState = { visible: boolean; progress: number };
type Options = Partial<Omit<typeof LOADING_BAR, "height">>;

/** Progress after `elapsed` ms: 50 % at duration/2, 70 % at duration, never quite 100 %. */
export function estimatedProgress(duration: number, elapsed: number): number {
  const completion = (elapsed / duration) * 100;
  return Math.min(100, Math.max(0, (2 / Math.PI) * 100 * Math.atan(completion / 50)));
}

export function createLoadingProgress(onChange: (state: LoadingState) => void, options: Options = {}) {
  const { throttle, duration, hideDelay, resetDelay } = { ...LOADING_BAR, ...options };
  let state: LoadingState = { visible: false, progress: 0 };
  let timers: ReturnType<typeof setTimeout>[] = [];
  let frame: number | undefined;
  let active = false;

  const emit = (next: Partial<LoadingState>) => {
    state = { ...state, ...next };
    onChange(state);
  };
  const clearAll = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    if (frame !== undefined) cancelAnimationFrame(frame);
    frame = undefined;
  };
  const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));

  function creep(): void {
    let startedAt: number | undefined;
    const step = (now: number) => {
      if (!active) return;
      startedAt ??= now;
      emit({ progress: estimatedProgress(duration, now - startedAt) });
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  }

  return {
    start(): void {
      if (active) return;
      clearAll();
      active = true;
      emit({ progress: 0 });
      later(throttle, () => {
        emit({ visible: true });
        creep();
      });
    },
    finish(): void {
      if (!active) return;
      active = false;
      const wasShown = state.visible;
      clearAll();
      if (!wasShown) {
        // Done within the throttle: the bar never appears.
        emit({ visible: false, progress: 0 });
        return;
      }
      emit({ progress: 100 });
      later(hideDelay, () => {
        emit({ visible: false });
        later(resetDelay, () => emit({ progress: 0 }));
      });
    },
    dispose(): void {
      active = false;
      clearAll();
    },
    get state(): LoadingState {
      return state;
    },
  };
}

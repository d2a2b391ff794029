import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router-dom";
import { createLoadingProgress, LOADING_BAR, type LoadingState } from "./loading-progress.ts";

/** The 3 px blue bar at the top, driven by the router's navigation state; above menus (1000). */
export function LoadingBar() {
  const navigation = useNavigation();
  const [state, setState] = useState<LoadingState>({ visible: false, progress: 0 });
  const controller = useRef<ReturnType<typeof createLoadingProgress>>(null);

  useEffect(() => {
    const progress = createLoadingProgress(setState);
    controller.current = progress;
    return () => progress.dispose();
  }, []);

  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (busy) controller.current?.start();
    else controller.current?.finish();
  }, [busy]);

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-first-paint-omit=""
      data-visible={state.visible}
      className="pointer-events-none fixed inset-x-0 top-0 z-[1100] bg-gradient-to-r from-sky-400 via-blue-600 to-blue-900 transition-[width,opacity] duration-100 ease-linear"
      style={{
        height: LOADING_BAR.height,
        width: `${state.progress}%`,
        opacity: state.visible ? 1 : 0,
      }}
    />
  );
}

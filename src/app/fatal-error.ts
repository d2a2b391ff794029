import { useSyncExternalStore } from "react";
import { isBot } from "../lib/bots.ts";

/**
 * The fatal error of seed §2/§4: when set, the error screen replaces the whole app until
 * "Voltar" clears it. In memory only; a reload starts clean.
 */
export type FatalError = { statusCode: number; message?: string };

let current: FatalError | null = null;
const listeners = new Set<() => void>();

function publish(next: FatalError | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Statuses of errors that carry one (our ApiRequestError, RR's ErrorResponse); else 500. */
export function statusOf(error: unknown): number {
  if (typeof error === "object" && error !== null) {
    for (const key of ["statusCode", "status"] as const) {
      const value: unknown = (error as Record<string, unknown>)[key];
      if (typeof value === "number" && value >= 400 && value <= 599) return value;
    }
  }
  return 500;
}

/**
 * An uncaught error. People get the error screen; crawlers and bots only get it reported,
 * so an indexed page is never replaced by an error page.
 */
export function showFatalError(error: unknown, userAgent: string = navigator.userAgent): void {
  console.error(error);
  if (isBot(userAgent)) return;
  publish({ statusCode: statusOf(error) });
}

export function clearFatalError(): void {
  publish(null);
}

export function useFatalError(): FatalError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}

/** Routes window-level failures (uncaught exceptions, unhandled rejections) to the screen. */
export function installGlobalErrorHandlers(target: EventTarget = window): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    // Benign browser noise, not a failure of ours.
    if (/ResizeObserver loop/.test(message ?? "")) return;
    showFatalError(error ?? new Error(message));
  };
  const onRejection = (event: Event) => showFatalError((event as PromiseRejectionEvent).reason);
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}

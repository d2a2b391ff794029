import {
  CONTRAST_CLASS,
  CONTRAST_COOKIE,
  CONTRAST_COOKIE_MAX_AGE,
  CONTRAST_HIGH,
  highContrastIn,
} from "../domain/contrast.ts";

/**
 * The high-contrast theme on this device (src/domain/contrast.ts says where it is kept and why a
 * cookie). The class on `<html>` is the one truth on the page: the server sets it from the
 * cookie, `applyStoredContrast` (the app's first script) sets it on a shell that came from the
 * service worker, before the app renders anything, and the bar's button flips both.
 */
const listeners = new Set<() => void>();

export function highContrastOn(): boolean {
  return document.documentElement.classList.contains(CONTRAST_CLASS);
}

function show(high: boolean): void {
  document.documentElement.classList.toggle(CONTRAST_CLASS, high);
}

/** The device's choice onto `<html>` (only when it differs: a changed class restyles the page). */
export function applyStoredContrast(): void {
  const high = highContrastIn(document.cookie);
  if (high !== highContrastOn()) show(high);
}

/** Remembers the choice on the device and shows it now. */
export function setHighContrast(high: boolean): void {
  document.cookie = high
    ? `${CONTRAST_COOKIE}=${CONTRAST_HIGH}; Max-Age=${CONTRAST_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
    : `${CONTRAST_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  show(high);
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the bar's button changed the theme. No React here: the first script reads this module. */
export function subscribeContrast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

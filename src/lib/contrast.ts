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

/** Marks the bar's button (and /acessibilidade's) so the page's first script finds it before the app runs. */
export const CONTRAST_TOGGLE_ATTRIBUTE = "data-contrast-toggle";

/**
 * A press of "Alto contraste" on a page painted before the app took it over (the pre-rendered
 * /login, the device's copy of the home): the button is on screen and looks ready, but React's
 * handler is not there yet. The theme flips here, at once, and the press goes no further — React,
 * hydrating meanwhile, would otherwise replay it and flip it back. Once the app owns the page
 * (`#root` lost `data-first-paint`), the button's own handler answers and this does nothing.
 */
export function flipContrastBeforeTakeover(target: Document = document): void {
  target.addEventListener(
    "click",
    (event) => {
      if (!target.getElementById("root")?.hasAttribute("data-first-paint")) return;
      const button = event.target instanceof Element ? event.target.closest(`[${CONTRAST_TOGGLE_ATTRIBUTE}]`) : null;
      if (!button) return;
      event.stopPropagation();
      event.preventDefault();
      const high = !highContrastOn();
      setHighContrast(high);
      for (const each of target.querySelectorAll(`[${CONTRAST_TOGGLE_ATTRIBUTE}]`))
        each.setAttribute("aria-pressed", String(high));
    },
    { capture: true },
  );
}

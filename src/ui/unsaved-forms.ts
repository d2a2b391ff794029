/**
 * Which forms hold typed work not yet sent, learnt from the user's own input events (a value set
 * by code fires none, so a form filled from the server starts clean). Searches and filters are
 * not work: a form with `role="search"`, a search field, a field outside any form, and anything
 * inside `[data-unsaved="ignore"]` (a login, a code to look up) are never counted. Sending a form counts it as saved; a failed
 * request marks it again (useFormState), and a form no longer on the page is gone with its work.
 */
const dirty = new Set<HTMLFormElement>();

/** The form an input event is typed work in, or null when it is not (see above). */
export function workFormOf(target: EventTarget | null): HTMLFormElement | null {
  if (!(
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  ))
    return null;
  if (target instanceof HTMLInputElement && target.type === "search") return null;
  const form = target.form;
  if (!form || form.getAttribute("role") === "search") return null;
  if (target.closest('[data-unsaved="ignore"]')) return null;
  return form;
}

function onInput(event: Event) {
  const form = workFormOf(event.target);
  if (form) dirty.add(form);
}

function onSubmit(event: Event) {
  if (event.target instanceof HTMLFormElement) dirty.delete(event.target);
}

function onReset(event: Event) {
  if (event.target instanceof HTMLFormElement) dirty.delete(event.target);
}

let listening = 0;

/** Starts following the page's forms; returns the stop. Counted, so nested users are safe. */
export function watchForms(): () => void {
  if (listening++ === 0) {
    document.addEventListener("input", onInput, true);
    document.addEventListener("change", onInput, true);
    document.addEventListener("submit", onSubmit, true);
    document.addEventListener("reset", onReset, true);
  }
  return () => {
    if (--listening === 0) {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("change", onInput, true);
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("reset", onReset, true);
      dirty.clear();
    }
  };
}

/** Whether any form on the page holds unsent work. */
export function hasUnsavedWork(): boolean {
  for (const form of dirty) if (!form.isConnected) dirty.delete(form);
  return dirty.size > 0;
}

/** A request of this form failed: what was typed is still unsent. */
export function markUnsaved(form: HTMLFormElement | null): void {
  if (form?.isConnected) dirty.add(form);
}

/** Leaving was confirmed: the typed work is given up. */
export function forgetUnsavedWork(): void {
  dirty.clear();
}

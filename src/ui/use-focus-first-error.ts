import { useEffect, useRef } from "react";

/**
 * A form's focus after a refusal: the first field in error takes it, so its message is read with
 * it (keyboard and screen reader). With `alerts`, so does a message of the form's own
 * (`role="alert"`) when it comes first. Returns the ref to give the form.
 */
export function useFocusFirstError(errors: unknown, { alerts = false }: { alerts?: boolean } = {}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const selector = alerts ? "[aria-invalid='true'], [role='alert']" : "[aria-invalid=true]";
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [errors, alerts]);
  return form;
}

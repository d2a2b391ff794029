import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { z } from "zod";
import type { ApiRequestError } from "../lib/api.ts";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../lib/form-errors.ts";
import { useLocale } from "../lib/use-locale.ts";
import { errorText } from "./error-text.ts";
import { markUnsaved } from "./unsaved-forms.ts";
import { useToast } from "./toast-store.ts";
import { useFocusFirstError } from "./use-focus-first-error.ts";

export type RunOptions = {
  /** The toast's title when the request fails ("Não foi possível salvar" by default). */
  failed?: string;
  /** The field a 409 (a code or key already taken) is about: its words go beside it. */
  conflict?: string;
  /** A refusal the form answers itself (true): nothing else is shown for it. */
  handled?: (failure: ApiRequestError) => boolean;
};

/**
 * What a form does around a request: check with the shared schema first (the same words as the
 * server's), show each field's error beside it and move focus to the first, show any other
 * refusal above the form and as a toast, and keep what was typed.
 */
export function useFormState() {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstError(errors);

  /** Shows field errors (and a form's message, or none), as a check of the form's own does. */
  function refuse(fields: FieldErrors, message: string | null = null) {
    setErrors(fields);
    setFormError(message);
  }

  /** Parses `value` with `schema`; on failure shows the fields' errors and returns null. */
  function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      refuse(zodFieldErrors(parsed.error.issues, locale, value));
      return null;
    }
    refuse({});
    return parsed.data;
  }

  /** Runs a request with the button busy; a failure is shown (fields, form, toast) and gives null. */
  async function run<T>(request: () => Promise<T>, options: RunOptions = {}): Promise<T | null> {
    setBusy(true);
    try {
      return await request();
    } catch (error) {
      const failure = asApiError(error);
      // Sending counted the form as saved; it was not, so leaving it asks again.
      markUnsaved(formRef.current);
      if (options.handled?.(failure)) return null;
      const fields = apiFieldErrors(failure, locale);
      const text = errorText(failure);
      if (options.conflict && failure.statusCode === 409) fields[options.conflict] = text;
      refuse(fields, Object.keys(fields).length > 0 && failure.statusCode === 400 ? null : text);
      toast.add({ severity: "error", summary: options.failed ?? t`Não foi possível salvar`, detail: text, life: 6000 });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { formRef, errors, refuse, formError, busy, check, run };
}

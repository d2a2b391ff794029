import { useState } from "react";
import type { z } from "zod";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";
import { useFocusFirstError } from "../../ui/use-focus-first-error.ts";
import { refusalField, type ScholarshipForm } from "./scholarship-facts.ts";

/**
 * A scholarship form's submit: the shared zod schema first (the same words as the server's 400),
 * then the call; a refusal goes next to its field (`refusalField`: the 422's rule, the 409 on a
 * number, the 400's fields) or above the form, and is also said in a toast titled `failed`.
 */
export function useRefusalForm(form: ScholarshipForm, failed: string) {
  const locale = useLocale();
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const ref = useFocusFirstError(errors, { alerts: true });

  async function run<S extends z.ZodType>(
    schema: S,
    given: Record<string, unknown>,
    action: (data: z.infer<S>) => Promise<void>,
  ): Promise<boolean> {
    const parsed = schema.safeParse(given);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues, locale, given));
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      await action(parsed.data);
      return true;
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      setErrors(Object.keys(fields).length > 0 ? fields : { [refusalField(form, failure)]: errorText(failure) });
      toast.add({ severity: "error", summary: failed, detail: errorText(failure), life: 8000 });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { errors, busy, run, ref };
}

import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { apiFieldErrors, asApiError, zodFieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { errorText } from "../../ui/error-text.ts";
import { useToast } from "../../ui/toast-store.ts";

/**
 * What every form of this area does around a request: check with the shared schema first (the
 * same words as the server's), show each field's error beside it and move focus to the first,
 * show any other refusal above the form and as a toast, and keep what was typed.
 */
export function useFormState() {
  const { t } = useLingui();
  const locale = useLocale();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  /** Parses `value` with `schema`; on failure shows the fields' errors and returns null. */
  function check<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
    const parsed = schema.safeParse(value);
    setFormError(null);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues, locale));
      return null;
    }
    setErrors({});
    return parsed.data;
  }

  /** Runs a request with the button busy; a failure is shown (fields, form, toast) and gives null. */
  async function run<T>(request: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    try {
      return await request();
    } catch (error) {
      const failure = asApiError(error);
      const fields = apiFieldErrors(failure, locale);
      setErrors(fields);
      const text = errorText(failure);
      setFormError(Object.keys(fields).length > 0 && failure.statusCode === 400 ? null : text);
      toast.add({ severity: "error", summary: t`Não foi possível salvar`, detail: text, life: 6000 });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { formRef, errors, setErrors, formError, busy, check, run };
}

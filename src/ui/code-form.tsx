import { useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { formatCode, normalizeCode } from "../domain/codes.ts";
import { Button } from "./button.tsx";
import { TextField } from "./text-field.tsx";

/**
 * A field for a printed code (codigo): forgiving of case, spaces, dashes and look-alike
 * letters (src/domain/codes.ts); a code that cannot be one is refused inline, before any call.
 */
export function CodeForm({
  label,
  submitLabel,
  onCode,
}: {
  label: ReactNode;
  submitLabel: ReactNode;
  /** Receives the code in its printed form (`ABCD-EFGH-…`). */
  onCode: (code: string) => void;
}) {
  const { t } = useLingui();
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get("codigo") ?? "");
    const canonical = normalizeCode(raw);
    if (!canonical) {
      setError(
        raw.trim() === ""
          ? t`Campo obrigatório.`
          : t`Código inválido: confira os 28 caracteres (letras e números); hífens e espaços são opcionais.`,
      );
      input.current?.focus();
      return;
    }
    setError(undefined);
    onCode(formatCode(canonical));
  }

  return (
    <form noValidate data-unsaved="ignore" onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <TextField
        ref={input}
        name="codigo"
        label={label}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={t`Como está impresso: sete grupos de quatro letras e números.`}
      />
      <div>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}

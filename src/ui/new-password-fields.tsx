import { Trans } from "@lingui/react/macro";
import type { FieldErrors } from "../lib/form-errors.ts";
import { TextField } from "./text-field.tsx";

/**
 * The new password, twice (`password`, `confirm`), as a password manager expects them: choosing
 * one at the first access and changing one's own. The form checks them with its schema.
 */
export function NewPasswordFields({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={<Trans>Nova senha</Trans>}
        hint={<Trans>Ao menos 8 caracteres.</Trans>}
        error={errors.password}
        required
      />
      <TextField
        name="confirm"
        type="password"
        autoComplete="new-password"
        label={<Trans>Confirme a nova senha</Trans>}
        error={errors.confirm}
        required
      />
    </>
  );
}

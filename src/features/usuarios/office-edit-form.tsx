import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { type User } from "../../domain/users.ts";
import { userAdminPatchSchema } from "../../domain/user-input.ts";
import { apiFetch } from "../../lib/api.ts";
import { Notice } from "../../ui/notice.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFormState } from "../../ui/use-form-state.ts";
import { profilePath, userAnswer } from "./user-answers.ts";
import { UserFields, userFieldValues } from "./user-fields.tsx";

/**
 * The office edits every field of a user but its idcbpf (the key in URLs), its status (a change
 * with consequences, asked for on its own) and its password (reset on its own).
 */
export function OfficeEditForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const { formRef, errors, formError, busy, check, run } = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = check(userAdminPatchSchema, userFieldValues(new FormData(event.currentTarget)));
    if (!input) return;
    const answer = await run(() => apiFetch(profilePath(user.idcbpf), userAnswer, { method: "PATCH", body: input }));
    if (!answer) return;
    onSaved(answer.user);
    toast.add({ severity: "success", summary: t`Alterações salvas.`, life: 4000 });
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <UserFields user={user} errors={errors} />
      <SubmitRow busy={busy}>
        <Trans>Salvar alterações</Trans>
      </SubmitRow>
    </form>
  );
}

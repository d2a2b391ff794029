import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import type { UserDetail } from "../../domain/desligamento.ts";
import { userAdminPatchSchema } from "../../domain/user-input.ts";
import { apiFetch } from "../../lib/api.ts";
import { Notice } from "../../ui/notice.tsx";
import { SubmitRow } from "../../ui/submit-row.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { useFormState } from "../../ui/use-form-state.ts";
import { profilePath, userDetailAnswer } from "./user-answers.ts";
import { UserFields, userFieldValues } from "./user-fields.tsx";

/**
 * The office edits every field of a user but its idcbpf (the key in URLs), its status (a change
 * with consequences, asked for on its own) and its password (reset on its own). A Discente's
 * entry date is here too: emptied, the server puts the entry term's first day back.
 */
export function OfficeEditForm({ user, onSaved }: { user: UserDetail; onSaved: (user: UserDetail) => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const { formRef, errors, formError, busy, check, run } = useFormState();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = check(userAdminPatchSchema, userFieldValues(new FormData(event.currentTarget)));
    if (!input) return;
    const answer = await run(() =>
      apiFetch(profilePath(user.idcbpf), userDetailAnswer, { method: "PATCH", body: input }),
    );
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

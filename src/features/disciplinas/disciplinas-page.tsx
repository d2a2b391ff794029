import { Trans, useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { authorize } from "../../domain/policy.ts";
import type { Subject } from "../../domain/subjects.ts";
import { useOnline } from "../../lib/online.ts";
import { useSession } from "../../lib/session.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { checkSearch, filtersFrom, filtersToParams, type SubjectFilters } from "./subject-answers.ts";
import type { CardActions } from "./subject-card.tsx";
import { draftOf, EMPTY_DRAFT, type Draft } from "./subject-draft.ts";
import { SubjectFiltersForm } from "./subject-filters.tsx";
import { SubjectForm } from "./subject-form.tsx";
import { SubjectResults } from "./subject-results.tsx";
import { ToggleActiveDialog } from "./toggle-active-dialog.tsx";

/**
 * The subject catalogue (PRODUCT §2 `/disciplinas`): every level searches and reads it in the UI
 * language; the office also creates, edits, deactivates and reactivates subjects. Search,
 * filters and page live in the URL. Pages once seen open offline; writing needs the server, and
 * the write buttons say so when the device is offline.
 */
export function DisciplinasPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const user = useSession().user;
  const canWrite = user !== null && authorize("disciplinasEscrita", user) === "ok";
  const online = useOnline();
  const offlineNote = useId();
  const [revision, setRevision] = useState(0);
  const [form, setForm] = useState<{ editing: string | null; initial: Draft } | null>(null);
  const [toggling, setToggling] = useState<Subject | null>(null);
  const code = form?.editing;

  const apply = (next: SubjectFilters) => setParams(filtersToParams(next));
  const onPage = useCallback(
    (page: number, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (page > 1) next.set("page", String(page));
          else next.delete("page");
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const saved = () => {
    setForm(null);
    setToggling(null);
    setRevision((value) => value + 1);
  };
  const actions: CardActions | null = canWrite
    ? {
        disabledBy: online ? null : offlineNote,
        onEdit: (subject, names) => setForm({ editing: subject.code, initial: draftOf(subject, names) }),
        onToggleActive: setToggling,
      }
    : null;

  return (
    <>
      <TitleHeading
        id="disciplinas"
        lead={
          <Trans>
            O catálogo de disciplinas dos programas: busque por código ou nome e filtre por programa, nível e situação.
          </Trans>
        }
      />
      {canWrite ? (
        <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            disabled={!online}
            aria-describedby={online ? undefined : offlineNote}
            onClick={() => setForm({ editing: null, initial: EMPTY_DRAFT })}
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Nova disciplina</Trans>
          </Button>
          {online ? null : (
            <p id={offlineNote} className="text-sm font-medium text-amber-900">
              <Trans>Sem conexão: criar, editar e desativar disciplinas precisa da internet.</Trans>
            </p>
          )}
        </div>
      ) : null}
      <SubjectFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      {checkSearch(filters.q).success ? (
        <SubjectResults filters={filters} revision={revision} actions={actions} onPage={onPage} />
      ) : null}
      {canWrite ? (
        <>
          <Dialog
            open={form !== null}
            onClose={() => setForm(null)}
            title={code ? t`Editar ${code}` : t`Nova disciplina`}
            wide
          >
            {form ? (
              <SubjectForm
                key={form.editing ?? "new"}
                initial={form.initial}
                editing={form.editing}
                onSaved={saved}
                onCancel={() => setForm(null)}
              />
            ) : null}
          </Dialog>
          <ToggleActiveDialog subject={toggling} onDone={saved} onCancel={() => setToggling(null)} />
        </>
      ) : null}
    </>
  );
}

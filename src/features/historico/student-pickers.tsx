import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { transcriptPagePath } from "../../domain/historico.ts";
import { asApiError, apiFetch } from "../../lib/api.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { errorText } from "../../ui/error-text.ts";
import { STATUS_LABELS } from "../../ui/labels.ts";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import {
  ADVISEES_PATH,
  adviseesAnswer,
  studentSearchPath,
  studentsAnswer,
  type StudentOption,
} from "./historico-api.ts";

function StudentLinks({ students, current }: { students: readonly StudentOption[]; current: string | null }) {
  const { i18n } = useLingui();
  return (
    <ul className="flex flex-col gap-1">
      {students.map((student) => (
        <li key={student.idcbpf}>
          <AppLink
            to={transcriptPagePath(student.idcbpf)}
            aria-current={student.idcbpf === current ? "page" : undefined}
            className="flex min-h-11 flex-wrap items-center gap-x-2 rounded-md px-3 py-2 text-blue-900 underline-offset-2 hover:bg-slate-50 hover:underline aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold"
          >
            <span className="break-words">{student.name}</span>
            <span className="font-mono text-sm text-slate-600">{student.idcbpf}</span>
            <span className="text-sm text-slate-600">{i18n._(STATUS_LABELS[student.status])}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The Docente's advisees (main and co-advised), each a link to its transcript; opens offline once seen. */
export function AdviseePicker({ current }: { current: string | null }) {
  const query = useCachedQuery("historico:orientandos", ADVISEES_PATH, adviseesAnswer);
  if (query.status !== "ok") return <CachedQueryStatus query={query} />;
  const students = query.data.items.map((item) => item.student);
  if (students.length === 0)
    return (
      <Notice>
        <p>
          <Trans>Você não tem orientandos registrados: não há históricos para ver.</Trans>
        </p>
      </Notice>
    );
  return (
    <section className="mb-6">
      <h2 className="mb-2 font-semibold text-slate-900">
        <Trans>Seus orientandos</Trans>
      </h2>
      <StudentLinks students={students} current={current} />
    </section>
  );
}

type Search =
  | { status: "idle" }
  | { status: "busy" }
  | { status: "done"; items: StudentOption[] }
  | { status: "error"; text: string };

/** The office finds a student by name, idcbpf or e-mail (`GET /api/usuarios?level=Discente&q=`). */
export function StudentSearch({ current }: { current: string | null }) {
  const [q, setQ] = useState("");
  const [search, setSearch] = useState<Search>({ status: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (q.trim() === "") return;
    setSearch({ status: "busy" });
    try {
      const answer = await apiFetch(studentSearchPath(q.trim()), studentsAnswer);
      setSearch({ status: "done", items: answer.items });
    } catch (failure) {
      setSearch({ status: "error", text: errorText(asApiError(failure)) });
    }
  }

  return (
    <div className="mb-6">
      <form
        role="search"
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <TextField
          label={<Trans>Buscar discente</Trans>}
          hint={<Trans>Nome, identificador ou e-mail</Trans>}
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" busy={search.status === "busy"}>
          <Trans>Buscar</Trans>
        </Button>
      </form>
      <div aria-live="polite" className="mt-2">
        {search.status === "error" ? (
          <Notice tone="error">
            <p>{search.text}</p>
          </Notice>
        ) : null}
        {search.status === "done" ? (
          search.items.length === 0 ? (
            <p className="text-slate-700">
              <Trans>Nenhum discente encontrado.</Trans>
            </p>
          ) : (
            <StudentLinks students={search.items} current={current} />
          )
        ) : null}
      </div>
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil, Power, PowerOff } from "lucide-react";
import type { ReactNode } from "react";
import { LOCALE_TAG } from "../../domain/locale.ts";
import type { Subject } from "../../domain/subjects.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { nameIn, type SubjectNames } from "./subject-answers.ts";
import { levelLabel, programmeLabel } from "./subject-labels.ts";

function Badge({ tone, children }: { tone: "grey" | "blue"; children: ReactNode }) {
  const look =
    tone === "grey" ? "border-slate-400 bg-slate-100 text-slate-800" : "border-blue-300 bg-blue-50 text-blue-900";
  return <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${look}`}>{children}</span>;
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export type CardActions = {
  /** Why the write buttons are disabled (offline), as the id of the note that says so. */
  disabledBy: string | null;
  /** With the names of its prerequisites, for the form's chips. */
  onEdit: (subject: Subject, names: SubjectNames) => void;
  onToggleActive: (subject: Subject) => void;
};

/**
 * One subject, readable on a 360 px phone: code and name, its facts in a grid that wraps, the
 * prerequisites by name (in the UI language), the badges, and the syllabus behind a disclosure.
 * The office sees its edit and (de)activate buttons; other levels see none.
 */
export function SubjectCard({
  subject,
  names,
  actions,
}: {
  subject: Subject;
  names: SubjectNames;
  actions: CardActions | null;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  // A syllabus recorded in one language only is shown in that one, saying so, rather than hidden.
  const other = locale === "pt" ? "en" : "pt";
  const fallback = subject.syllabus[locale] === "" && subject.syllabus[other] !== "";
  const syllabus = fallback ? subject.syllabus[other] : subject.syllabus[locale];
  const { hours } = subject;
  const headingId = `subject-${subject.code}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-lg border bg-white p-4 shadow-sm ${subject.active ? "border-slate-200" : "border-dashed border-slate-400"}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words text-blue-950">
          <span className="mr-2 font-mono text-base text-slate-700">{subject.code}</span>
          {nameIn(subject, locale)}
        </h2>
        {subject.active ? null : (
          <Badge tone="grey">
            <Trans>Inativa</Trans>
          </Badge>
        )}
        {subject.repeatable ? (
          <Badge tone="blue">
            <Trans>Repetível</Trans>
          </Badge>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label={<Trans>Créditos</Trans>}>{subject.credits}</Fact>
        <Fact label={<Trans>Carga horária</Trans>}>
          <Trans>{hours} h</Trans>
        </Fact>
        <Fact label={<Trans>Programa</Trans>}>{i18n._(programmeLabel(subject.programme))}</Fact>
        <Fact label={<Trans>Nível</Trans>}>{i18n._(levelLabel(subject.level))}</Fact>
        <div className="col-span-2 min-w-0 sm:col-span-4">
          <dt className="text-xs font-medium text-slate-600">
            <Trans>Pré-requisitos</Trans>
          </dt>
          <dd className="break-words text-slate-900">
            {subject.prerequisites.length === 0 ? (
              <Trans>Nenhum</Trans>
            ) : (
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {subject.prerequisites.map((code) => {
                  const name = names.get(code);
                  return (
                    <li key={code}>
                      <span className="font-mono text-slate-700">{code}</span>
                      {name ? ` ${name[locale]}` : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {syllabus ? (
        <details className="mt-3 rounded-md border border-slate-200 bg-slate-50">
          <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-medium text-blue-900">
            <Trans>Ementa</Trans>
          </summary>
          {fallback ? (
            <p className="px-3 pb-1 text-sm text-slate-600">
              {other === "en" ? (
                <Trans>Disponível apenas em inglês.</Trans>
              ) : (
                <Trans>Disponível apenas em português.</Trans>
              )}
            </p>
          ) : null}
          <p
            lang={LOCALE_TAG[fallback ? other : locale]}
            className="px-3 pb-3 break-words whitespace-pre-line text-slate-800"
          >
            {syllabus}
          </p>
        </details>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Sem ementa cadastrada.</Trans>
        </p>
      )}
      {actions ? <CardButtons subject={subject} names={names} actions={actions} /> : null}
    </li>
  );
}

function CardButtons({ subject, names, actions }: { subject: Subject; names: SubjectNames; actions: CardActions }) {
  const { t } = useLingui();
  const locale = useLocale();
  const name = `${subject.code} ${nameIn(subject, locale)}`;
  const offline = actions.disabledBy !== null;
  const described = actions.disabledBy ?? undefined;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={offline}
        aria-describedby={described}
        aria-label={t`Editar ${name}`}
        onClick={() => actions.onEdit(subject, names)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Editar</Trans>
      </Button>
      <Button
        variant="secondary"
        disabled={offline}
        aria-describedby={described}
        aria-label={subject.active ? t`Desativar ${name}` : t`Reativar ${name}`}
        onClick={() => actions.onToggleActive(subject)}
      >
        {subject.active ? (
          <PowerOff aria-hidden="true" className="size-4" />
        ) : (
          <Power aria-hidden="true" className="size-4" />
        )}
        {subject.active ? <Trans>Desativar</Trans> : <Trans>Reativar</Trans>}
      </Button>
    </div>
  );
}

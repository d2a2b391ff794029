import { Trans, useLingui } from "@lingui/react/macro";
import type { TranscriptEntry } from "../../domain/historico.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { RESULT_LABELS, RESULT_TONES } from "./entry-labels.ts";

/** One term of the transcript: a table from `sm` up, a list of cards on a phone. */
export function TermEntries({ term, entries }: { term: string; entries: readonly TranscriptEntry[] }) {
  const headingId = `termo-${term.replace(".", "-")}`;
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-blue-950">
        <Trans>Período {term}</Trans>
      </h2>
      <table className="hidden w-full border-collapse text-left sm:table" aria-labelledby={headingId}>
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Código</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Disciplina</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              <Trans>Créditos</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Conceito</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              <Trans>Frequência</Trans>
            </th>
            <th scope="col" className="py-2 font-semibold">
              <Trans>Situação</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <Row key={index} entry={entry} />
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 sm:hidden">
        {entries.map((entry, index) => (
          <Card key={index} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function useEntryText(entry: TranscriptEntry) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const name = entry.subject.name[locale];
  const concept =
    entry.concept === null
      ? "—"
      : entry.conceptLabel
        ? `${entry.concept} (${entry.conceptLabel[locale]})`
        : entry.concept;
  const attendance = entry.attendance === null ? "—" : `${i18n.number(entry.attendance)}%`;
  return { name, concept, attendance, result: i18n._(RESULT_LABELS[entry.result]) };
}

function TransferNote({ entry }: { entry: TranscriptEntry }) {
  if (!entry.transfer) return null;
  const { institution, originTerm } = entry.transfer;
  return (
    <span className="block text-sm text-slate-600">
      {originTerm ? (
        <Trans>
          Aproveitamento: {institution}, {originTerm}
        </Trans>
      ) : (
        <Trans>Aproveitamento: {institution}</Trans>
      )}
    </span>
  );
}

function ResultBadge({ entry, text }: { entry: TranscriptEntry; text: string }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-sm font-medium ${RESULT_TONES[entry.result]}`}>
      {text}
    </span>
  );
}

function Row({ entry }: { entry: TranscriptEntry }) {
  const text = useEntryText(entry);
  return (
    <tr className="border-b border-slate-200 align-top">
      <td className="py-2 pr-3 font-mono text-sm whitespace-nowrap">{entry.subject.code ?? "—"}</td>
      <td className="py-2 pr-3">
        {text.name}
        <TransferNote entry={entry} />
      </td>
      <td className="py-2 pr-3 text-right">{entry.subject.credits}</td>
      <td className="py-2 pr-3">{text.concept}</td>
      <td className="py-2 pr-3 text-right">{text.attendance}</td>
      <td className="py-2">
        <ResultBadge entry={entry} text={text.result} />
      </td>
    </tr>
  );
}

function Card({ entry }: { entry: TranscriptEntry }) {
  const text = useEntryText(entry);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words">
          {entry.subject.code ? <span className="font-mono text-sm">{entry.subject.code} </span> : null}
          <span className="font-medium">{text.name}</span>
          <TransferNote entry={entry} />
        </p>
        <ResultBadge entry={entry} text={text.result} />
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">
            <Trans>Créditos</Trans>
          </dt>
          <dd>{entry.subject.credits}</dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Conceito</Trans>
          </dt>
          <dd className="break-words">{text.concept}</dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Frequência</Trans>
          </dt>
          <dd>{text.attendance}</dd>
        </div>
      </dl>
    </li>
  );
}

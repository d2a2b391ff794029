import { Trans } from "@lingui/react/macro";
import type { VerificationTranscript } from "../../domain/declaracoes.ts";
import {
  DEGREE_NAMES,
  formatAttendance,
  formatCr,
  PROGRAMME_NAMES,
  RESULT_NAMES,
  STATUS_NAMES,
  TRANSCRIPT_WORDS as W,
  transferText,
} from "../../domain/document-words.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * A verified transcript's content as the paper prints it: the student, one table per term and
 * the totals, in the words the PDF uses (src/domain/document-words.ts), so screen and paper say
 * the same. Each table scrolls sideways inside its own frame on a phone, never the page.
 */
export function VerifiedTranscript({
  transcript,
  holderName,
}: {
  transcript: VerificationTranscript;
  holderName: string;
}) {
  const locale = useLocale();
  const dash = "—";
  const facts: [string, string][] = [
    [W.name[locale], holderName],
    [W.idcbpf[locale], transcript.idcbpf],
    [W.programme[locale], transcript.programme ? PROGRAMME_NAMES[transcript.programme][locale] : dash],
    [W.degree[locale], transcript.degree ? DEGREE_NAMES[transcript.degree][locale] : dash],
    [W.entryTerm[locale], transcript.entryTerm ?? dash],
    [W.status[locale], STATUS_NAMES[transcript.status][locale]],
  ];
  return (
    <section aria-labelledby="verified-transcript" className="flex flex-col gap-4">
      <h3 id="verified-transcript" className="font-medium text-gray-700">
        <Trans>O que o histórico registra</Trans>
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {transcript.terms.length === 0 ? <p>{W.noSubjects[locale]}</p> : null}
      {transcript.terms.map((term) => {
        const caption = `${W.term[locale]} ${term.term}`;
        return (
          <div
            key={term.term}
            role="region"
            aria-label={caption}
            tabIndex={0}
            className="overflow-x-auto rounded-md border border-gray-300 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <table className="w-full min-w-[34rem] border-collapse text-sm">
              <caption className="bg-gray-50 px-3 py-2 text-left font-semibold text-gray-900">{caption}</caption>
              <thead>
                <tr className="border-y border-gray-300 bg-gray-100 text-left">
                  <th scope="col" className="px-3 py-1.5">
                    {W.code[locale]}
                  </th>
                  <th scope="col" className="px-3 py-1.5">
                    {W.subject[locale]}
                  </th>
                  <th scope="col" className="px-3 py-1.5 text-right">
                    {W.credits[locale]}
                  </th>
                  <th scope="col" className="px-3 py-1.5 text-center">
                    {W.concept[locale]}
                  </th>
                  <th scope="col" className="px-3 py-1.5 text-right">
                    {W.attendance[locale]}
                  </th>
                  <th scope="col" className="px-3 py-1.5">
                    {W.result[locale]}
                  </th>
                </tr>
              </thead>
              <tbody>
                {term.entries.map((entry, index) => {
                  const origin = transferText(entry.transfer, locale);
                  return (
                    <tr key={`${entry.code ?? entry.name.pt}-${index}`} className="border-b border-gray-200 align-top">
                      <td className="px-3 py-1.5 font-mono whitespace-nowrap">{entry.code ?? dash}</td>
                      <td className="px-3 py-1.5">
                        {entry.name[locale]}
                        {origin ? <span className="block text-xs text-gray-700">{origin}</span> : null}
                      </td>
                      <td className="px-3 py-1.5 text-right tabular-nums">{entry.credits}</td>
                      <td className="px-3 py-1.5 text-center">{entry.concept ?? dash}</td>
                      <td className="px-3 py-1.5 text-right tabular-nums">{formatAttendance(entry.attendance)}</td>
                      <td className="px-3 py-1.5">{RESULT_NAMES[entry.result][locale]}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      })}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 font-semibold">
        <dt>{W.creditsEarned[locale]}</dt>
        <dd className="tabular-nums">{transcript.creditsEarned}</dd>
        <dt>{W.cr[locale]}</dt>
        <dd className="tabular-nums">{formatCr(transcript.cr, locale)}</dd>
      </dl>
    </section>
  );
}

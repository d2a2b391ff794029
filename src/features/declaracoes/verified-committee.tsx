import { Trans } from "@lingui/react/macro";
import { presenceWords, ROLE_WORDS, sessionWords, statementDate, VERDICT_WORDS } from "../../domain/banca-texts.ts";
import { COMMITTEE_DOCUMENT_WORDS } from "../../domain/committee-document-words.ts";
import type { VerificationCommittee } from "../../domain/declaracoes.ts";
import { PROGRAMME_NAMES } from "../../domain/document-words.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * A verified committee document's content as the paper prints it, in the PDF's words
 * (src/domain/committee-document-words.ts, banca-texts.ts): the session, the student, the title,
 * the day and time; for an ata the verdict and every member with role, institution and presence (a
 * table that scrolls inside its own frame on a phone); for a participation statement the member,
 * its role and institution.
 */
export function VerifiedCommittee({ committee }: { committee: VerificationCommittee }) {
  const locale = useLocale();
  const W = COMMITTEE_DOCUMENT_WORDS[locale];
  const session = sessionWords(committee.kind, committee.degree)[locale];
  const programme = PROGRAMME_NAMES[committee.student.programme as keyof typeof PROGRAMME_NAMES];
  const facts: [string, string][] = [
    [W.session, session.charAt(0).toUpperCase() + session.slice(1)],
    [W.student, committee.student.name],
    ...(programme ? [[W.programme, programme[locale]] as [string, string]] : []),
    [W.title, committee.title],
    [W.date, statementDate(committee.date, locale)],
    [W.time, committee.time],
    ...(committee.verdict ? [[W.verdict, VERDICT_WORDS[committee.verdict][locale]] as [string, string]] : []),
    ...(committee.member
      ? ([
          [W.member, committee.member.name],
          [W.role, ROLE_WORDS[committee.member.role][locale]],
          [W.institution, committee.member.institution],
        ] as [string, string][])
      : []),
  ];
  return (
    <section aria-labelledby="verified-committee" className="flex flex-col gap-4">
      <h3 id="verified-committee" className="font-medium text-gray-700">
        {committee.members ? <Trans>O que a ata registra</Trans> : <Trans>A banca</Trans>}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-gray-700">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {committee.members ? (
        <div
          role="region"
          aria-label={W.members}
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-gray-300 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <table className="w-full min-w-[30rem] border-collapse text-sm">
            <caption className="bg-gray-50 px-3 py-2 text-left font-semibold text-gray-900">{W.members}</caption>
            <thead>
              <tr className="border-y border-gray-300 bg-gray-100 text-left">
                <th scope="col" className="px-3 py-1.5">
                  {W.name}
                </th>
                <th scope="col" className="px-3 py-1.5">
                  {W.role}
                </th>
                <th scope="col" className="px-3 py-1.5">
                  {W.institution}
                </th>
                <th scope="col" className="px-3 py-1.5">
                  {W.presence}
                </th>
              </tr>
            </thead>
            <tbody>
              {committee.members.map((member, index) => (
                <tr key={`${member.name}-${index}`} className="border-b border-gray-200 align-top">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {member.name}
                  </th>
                  <td className="px-3 py-1.5">{ROLE_WORDS[member.role][locale]}</td>
                  <td className="px-3 py-1.5">{member.institution}</td>
                  <td className="px-3 py-1.5">{presenceWords(member.participated)[locale]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatDay } from "../domain/dates.ts";
import type { Call } from "../domain/inscricoes.ts";
import { useLocale } from "../lib/use-locale.ts";
import { DEGREE_LABELS, PROGRAMME_LABELS } from "./labels.ts";

type CallFacts = Pick<Call, "title" | "programme" | "degree" | "opensOn" | "closesOn" | "documents">;

/** A call's title in the UI language, its programme, degree, dates and the documents it asks for. */
export function CallSummary({ call, headingLevel = 3 }: { call: CallFacts; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const opens = formatDay(call.opensOn, locale);
  const closes = formatDay(call.closesOn, locale);
  return (
    <div className="flex flex-col gap-2">
      <Heading className="text-lg font-semibold break-words text-blue-950">{call.title[locale]}</Heading>
      <p className="text-slate-800">
        {i18n._(PROGRAMME_LABELS[call.programme])} · {i18n._(DEGREE_LABELS[call.degree])}
      </p>
      <p className="text-slate-800">
        <Trans>
          Inscrições de {opens} a {closes}
        </Trans>
      </p>
      {call.documents.length > 0 ? (
        <div>
          <p className="text-sm font-medium text-slate-700">
            <Trans>Documentos pedidos (PDF):</Trans>
          </p>
          <ul className="list-disc ps-5 text-slate-900">
            {call.documents.map((doc) => (
              <li key={doc.key}>{doc.label[locale]}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A call as a card with its action (apply). */
export function CallCard({ call, action }: { call: Call; action: ReactNode }) {
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <CallSummary call={call} />
      <div>{action}</div>
    </article>
  );
}

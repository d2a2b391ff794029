import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useSession } from "../../lib/session.ts";
import { STUDENT_PARAM } from "../../domain/historico.ts";
import type { DeclarationParts } from "../../ui/parts.ts";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { AdviseePicker, StudentSearch } from "./student-pickers.tsx";
import { TranscriptView } from "./transcript-view.tsx";

// The office's credit-transfer form (its checks and the API's messages) is no part of a Discente's or a Docente's page.
const TransferForm = lazy(() => import("./transfer-form.tsx").then((m) => ({ default: m.TransferForm })));

/** What this page shows of another feature (given by src/app/pages/historico.tsx). */
export type HistoricoParts = Pick<DeclarationParts, "IssueDeclarationButton">;

/** Issues the transcript as a declaration (type `historico`, PDF): the Discente its own, the office the student shown. */
function TranscriptDeclaration({ parts, holder }: { parts: HistoricoParts; holder?: string }) {
  const { IssueDeclarationButton } = parts;
  return (
    <div className="mb-6">
      <IssueDeclarationButton input={holder ? { type: "historico", holder } : { type: "historico" }}>
        <Trans>Emitir histórico escolar (PDF)</Trans>
      </IssueDeclarationButton>
    </div>
  );
}

/**
 * `/historico` (PRODUCT §2): the Discente its own transcript; the Docente picks one of its
 * advisees; the office searches any student and records credit transfers. The student shown is
 * in the address (`/historico?aluno=<idcbpf>`), so other screens link to it; the server answers
 * only what the caller may see. The Discente (its own) and the office (anyone's) issue it as a
 * declaration (type `historico`, a PDF anyone can verify).
 */
export function HistoricoPage({ parts }: { parts: HistoricoParts }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const chosen = params.get(STUDENT_PARAM)?.trim().toLowerCase() || null;
  const [revision, setRevision] = useState(0);
  // The guard only lets logged-in users here; the fallback covers a logout in progress.
  if (!user) return <TitleHeading id="historico" />;
  if (user.level === "Discente")
    return (
      <>
        <TitleHeading
          id="historico"
          lead={<Trans>Suas disciplinas por período, os créditos obtidos e o seu CR.</Trans>}
        />
        <TranscriptDeclaration parts={parts} />
        <TranscriptView idcbpf={user.idcbpf} />
      </>
    );
  if (user.level === "Docente")
    return (
      <>
        <TitleHeading id="historico" lead={<Trans>O histórico escolar de cada um de seus orientandos.</Trans>} />
        <AdviseePicker current={chosen} />
        {chosen ? <TranscriptView idcbpf={chosen} /> : null}
      </>
    );
  return (
    <>
      <TitleHeading
        id="historico"
        lead={<Trans>O histórico escolar de qualquer discente; registre aqui os aproveitamentos de créditos.</Trans>}
      />
      <StudentSearch current={chosen} />
      {chosen ? <TranscriptDeclaration key={chosen} parts={parts} holder={chosen} /> : null}
      {chosen ? (
        <TranscriptView idcbpf={chosen} revision={revision}>
          {() => (
            <Suspense fallback={null}>
              <TransferForm idcbpf={chosen} onSaved={() => setRevision((value) => value + 1)} />
            </Suspense>
          )}
        </TranscriptView>
      ) : null}
    </>
  );
}

import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useId, useState } from "react";
import { formatDay } from "../../domain/dates.ts";
import type { Enrolment } from "../../domain/matriculas.ts";
import { useOnline } from "../../lib/online.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import type { EnrolmentActions } from "./use-enrolment-actions.ts";

// The confirmation's code comes with the first press (it is not part of /matricula's first screen).
const ConfirmDialog = lazy(() => import("../../ui/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })));

/**
 * Drop a held request (→ `trancada`, the seat freed) or leave a waitlist, after a confirmation.
 * Dropping ends with the drop deadline (PRODUCT §7): after it the button stays, disabled, with
 * the reason; leaving a waitlist has no deadline. Offline: disabled, with the reason.
 */
export function DropButton({
  enrolment,
  actions,
  dropDeadline,
  deadlinePassed,
}: {
  enrolment: Enrolment;
  actions: EnrolmentActions;
  dropDeadline: string;
  deadlinePassed: boolean;
}) {
  const locale = useLocale();
  const online = useOnline();
  const reason = useId();
  const [asking, setAsking] = useState(false);
  // Asked once: the dialog stays mounted after, so it closes as a dialog (focus back to the button).
  const [asked, setAsked] = useState(false);
  const code = enrolment.offering.subject.code;
  const name = enrolment.offering.subject.name[locale];
  const waiting = enrolment.status === "em_espera";
  const closed = !waiting && deadlinePassed;
  const deadline = formatDay(dropDeadline, locale);
  const why = !online ? (
    <Trans>Sem conexão: trancar ou sair da lista precisa da internet.</Trans>
  ) : closed ? (
    <Trans>O prazo de trancamento terminou em {deadline}.</Trans>
  ) : null;

  async function confirm() {
    // Done or refused, the dialog closes: a refusal shows beside the offering, a failure in a toast.
    await actions.drop(enrolment);
    setAsking(false);
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        disabled={why !== null}
        busy={actions.busy === enrolment.offering.id}
        aria-describedby={why ? reason : undefined}
        onClick={() => {
          setAsked(true);
          setAsking(true);
        }}
      >
        {waiting ? <Trans>Sair da lista de espera</Trans> : <Trans>Trancar</Trans>}
      </Button>
      {why ? (
        <p id={reason} className="text-sm text-amber-900">
          {why}
        </p>
      ) : null}
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={asking}
            title={waiting ? <Trans>Sair da lista de espera de {code}?</Trans> : <Trans>Trancar {code}?</Trans>}
            confirmLabel={waiting ? <Trans>Sair da lista</Trans> : <Trans>Trancar</Trans>}
            busy={actions.busy === enrolment.offering.id}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
          >
            <p>
              {waiting ? (
                <Trans>Você deixa a fila de {name}; para voltar, entra de novo no fim da lista.</Trans>
              ) : (
                <Trans>
                  O pedido em {name} passa a trancado e a vaga fica livre para outro discente. Dentro da janela de
                  matrícula, você pode pedir de novo se ainda houver vaga.
                </Trans>
              )}
            </p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </div>
  );
}

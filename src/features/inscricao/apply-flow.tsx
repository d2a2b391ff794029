import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { Call } from "../../domain/inscricoes.ts";
import { useCachedQuery } from "../../lib/offline-cache.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { Button } from "../../ui/button.tsx";
import { CachedQueryStatus } from "../../ui/cached-query-status.tsx";
import { ApplicationForm, type Created } from "./application-form.tsx";
import { CallCard, CallSummary } from "../../ui/call-card.tsx";
import { callPageAnswer, openCallsPath } from "./inscricao-api.ts";
import { Receipt } from "./receipt.tsx";

type Done = { call: Call; created: Created; at: Date };

/**
 * Applying (PRODUCT §2 `/inscricao`): the open calls as cards; choosing one opens the form;
 * sending it shows the code and its receipt (201) or only "a message was sent" (202: that e-mail
 * already applied to that call, and nothing else is said). The list opens offline with the mark
 * once seen; sending needs the server and says so (SubmitRow). `programme` presets the list
 * (the /gov page of the professional programme); `embedded` opens the follow-up outside a frame.
 * The chosen call is in the URL (`?chamada=12`): a reload, Back and Forward keep the step; a
 * call no longer open (an old link) shows the list.
 */
export function ApplyFlow({ programme, embedded = false }: { programme?: "profissional"; embedded?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const path = openCallsPath(programme);
  const query = useCachedQuery(`inscricao:${path}`, path, callPageAnswer);
  const [params, setParams] = useSearchParams();
  const [done, setDone] = useState<Done | null>(null);
  const chosenId = Number(params.get("chamada"));
  const chosen = query.status === "ok" ? query.data.items.find((call) => call.id === chosenId) : undefined;
  const step = done
    ? ({ kind: "done", ...done } as const)
    : chosen
      ? ({ kind: "form", call: chosen } as const)
      : ({ kind: "calls" } as const);
  const choose = (call: Call | null) => {
    const next = new URLSearchParams(params);
    if (call) next.set("chamada", String(call.id));
    else next.delete("chamada");
    setParams(next);
  };
  const heading = useRef<HTMLHeadingElement>(null);

  // The form's heading takes the focus, so keyboard and screen reader follow the change; on
  // success the receipt moves it to the code itself.
  useEffect(() => {
    if (step.kind === "form") heading.current?.focus();
  }, [step.kind]);

  if (step.kind === "form")
    return (
      <section aria-labelledby="apply-heading" className="flex flex-col gap-4">
        <div>
          <Button variant="secondary" onClick={() => choose(null)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            <Trans>Outras chamadas</Trans>
          </Button>
        </div>
        <h2 id="apply-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-blue-950">
          <Trans>Candidatura: {step.call.title[locale]}</Trans>
        </h2>
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <CallSummary call={step.call} />
        </div>
        <p className="text-slate-700">
          <Trans>
            Preencha seus dados. Depois de enviar, você recebe um código e segue para o envio dos documentos em PDF.
          </Trans>
        </p>
        <ApplicationForm
          call={step.call}
          onCreated={(created) => {
            setDone({ call: step.call, created, at: new Date() });
            // Sent: a reload must not open the same form again.
            const next = new URLSearchParams(params);
            next.delete("chamada");
            setParams(next, { replace: true });
          }}
        />
      </section>
    );

  if (step.kind === "done")
    return (
      <section aria-labelledby="apply-heading" className="flex flex-col gap-4">
        <h2 id="apply-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-blue-950">
          {"codigo" in step.created ? t`Inscrição criada` : t`Mensagem enviada`}
        </h2>
        {"codigo" in step.created ? (
          <Receipt
            codigo={step.created.codigo}
            call={step.call}
            name={step.created.name}
            createdAt={step.at}
            target={embedded ? "_blank" : "_self"}
          />
        ) : (
          <div role="status" className="flex gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-blue-950">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <Trans>Enviamos uma mensagem para {step.created.email}. Confira sua caixa de entrada.</Trans>
            </p>
          </div>
        )}
      </section>
    );

  return (
    <section aria-labelledby="calls-heading" className="flex flex-col gap-3">
      <h2 id="calls-heading" className="text-lg font-semibold text-blue-950">
        <Trans>Chamadas abertas</Trans>
      </h2>
      <CachedQueryStatus query={query} />
      {query.status === "ok" ? (
        query.data.items.length === 0 ? (
          <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
            <Trans>Nenhuma chamada aberta no momento.</Trans>
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {query.data.items.map((call) => (
              <li key={call.id}>
                <CallCard
                  call={call}
                  action={
                    <Button onClick={() => choose(call)}>
                      <Trans>Inscrever-se</Trans>
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

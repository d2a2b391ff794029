import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { useBlocker } from "react-router-dom";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { forgetUnsavedWork, hasUnsavedWork, watchForms } from "../ui/unsaved-forms.ts";

/**
 * Leaving a page with typed work not yet sent asks first: a link or Back inside the app asks in a
 * dialog (React Router's blocker), closing or reloading the tab asks the browser's own question
 * (`beforeunload`). A change of the query counts too (a section of /configuracoes, the chosen call
 * of /inscricao: the form goes with it); only a move to an anchor of the same page never asks.
 */
export function UnsavedGuard() {
  useEffect(() => {
    const stop = watchForms();
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedWork()) return;
      event.preventDefault();
      // Older browsers show the question only with a return value set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      stop();
    };
  }, []);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) &&
      hasUnsavedWork(),
  );
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={<Trans>Sair sem salvar?</Trans>}
      confirmLabel={<Trans>Sair e descartar</Trans>}
      onConfirm={() => {
        forgetUnsavedWork();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      <Trans>O que foi digitado nesta página ainda não foi salvo e será perdido.</Trans>
    </ConfirmDialog>
  );
}

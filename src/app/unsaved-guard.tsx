import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { useBlocker } from "react-router-dom";
import { forgetUnsavedWork, hasUnsavedWork, watchForms } from "../ui/unsaved-forms.ts";

// Loaded when a navigation is first held: the first screen of every page does not carry the dialog's code.
const ConfirmDialog = lazy(() => import("../ui/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })));

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
  const blocked = blocker.state === "blocked";
  // Mounted from the first held navigation on, so that closing it hands the focus back.
  const [asked, setAsked] = useState(false);
  if (blocked && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={blocked}
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
    </Suspense>
  );
}

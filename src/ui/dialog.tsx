import { Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "./button.tsx";
import { workFormOf } from "./unsaved-forms.ts";

/**
 * A modal dialog on the native `<dialog>` (`showModal`): the browser traps focus inside, makes
 * the page behind inert, closes on Escape and returns focus to what opened it. Layer 1100
 * (PRODUCT §3). Open while `open` is true; `onClose` runs on Escape, the close button or a
 * press on the backdrop. Full width on a phone, `max-w-lg` (or `wide`: `max-w-3xl`) above.
 *
 * Typed work is never lost by a slip: once the user has typed in a form inside (unsaved-forms.ts
 * says what counts), Escape, the backdrop and the close button first ask whether to discard it;
 * the form stays as it was (only hidden) while the question is shown. The question is part of
 * this dialog, not a second one: Chrome lets a page keep a dialog open on Escape only once per
 * user action, and a dialog the browser closes anyway is opened again with the question.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const questionId = useId();
  const changed = useRef(false);
  const wanted = useRef(open);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    wanted.current = open;
    if (!dialog) return;
    if (open && !dialog.open) {
      changed.current = false;
      setAsking(false);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const requestClose = () => {
    if (asking) setAsking(false);
    else if (changed.current) setAsking(true);
    else onClose();
  };

  const noteInput = (event: { target: EventTarget | null }) => {
    if (workFormOf(event.target)) changed.current = true;
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        // Closed by the browser itself (a second Escape): the work is kept by opening it again.
        const dialog = ref.current;
        if (!wanted.current || !dialog) return;
        if (changed.current) {
          dialog.showModal();
          setAsking(true);
        } else onClose();
      }}
      onInput={noteInput}
      onChange={noteInput}
      onClick={(event) => {
        if (event.target === ref.current) requestClose();
      }}
      className={`z-[1100] m-auto w-[calc(100%-1.5rem)] ${wide ? "max-w-3xl" : "max-w-lg"} rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open ? (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-start justify-between gap-2 border-b border-slate-200 px-5 py-3">
            <h2 id={titleId} className="text-lg font-semibold text-blue-950">
              {title}
            </h2>
            <button
              type="button"
              onClick={requestClose}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t`Fechar`}</span>
            </button>
          </div>
          {asking ? (
            <div role="alertdialog" aria-labelledby={questionId} className="px-5 py-4">
              <p id={questionId} className="mb-4 text-slate-800">
                <Trans>Descartar o que foi digitado? As alterações deste formulário ainda não foram salvas.</Trans>
              </p>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button autoFocus variant="secondary" onClick={() => setAsking(false)}>
                  <Trans>Continuar editando</Trans>
                </Button>
                <Button onClick={onClose}>
                  <Trans>Descartar</Trans>
                </Button>
              </div>
            </div>
          ) : null}
          <div hidden={asking} className="overflow-y-auto px-5 py-4">
            {children}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

import { Trans } from "@lingui/react/macro";
import { FileUp } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../ui/button.tsx";

const load = () => import("./import-users-dialog.tsx");
const ImportUsersDialog = lazy(() => load().then((m) => ({ default: m.ImportUsersDialog })));

/**
 * The toolbar's "Importar CSV" button. Its dialog (format, upload, progress, report) is no part of
 * /usuarios' first screen: its code is fetched when the pointer or focus comes to the button, or at
 * the first press, and the dialog stays mounted after (its last report stays).
 */
export function ImportUsers({ onImported }: { onImported?: () => void }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <FileUp aria-hidden="true" className="size-4" />
        <Trans>Importar CSV</Trans>
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <ImportUsersDialog open={open} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      ) : null}
    </>
  );
}

import { useLingui } from "@lingui/react/macro";
import { UserRound } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { User } from "../domain/users.ts";
import { withChunkReload } from "../lib/chunk-reload.ts";
import { loadAreaMessages } from "./i18n.ts";

// The dialog's code (forms, schemas) loads on the first press, not with the shell.
const OwnAccountDialog = lazy(
  withChunkReload(() =>
    // With the words of its area (usuarios), which the page on screen may not have loaded.
    Promise.all([import("../features/usuarios/own-account-dialog.tsx"), loadAreaMessages("usuarios")]).then(([m]) => ({
      default: m.OwnAccountDialog,
    })),
  ),
);

/**
 * "Minha conta" in the header, for every level: one's own e-mail, Lattes, preferred language and
 * password in a dialog (PRODUCT §8; the Docente has no profile page to do it on).
 */
export function AccountButton({ user }: { user: User }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-1.5 text-sm font-medium whitespace-nowrap sm:px-2 hover:bg-white/10"
      >
        <UserRound aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t`Minha conta`}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <OwnAccountDialog me={user} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

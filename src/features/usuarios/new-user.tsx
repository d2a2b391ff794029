import { Trans } from "@lingui/react/macro";
import { UserPlus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../ui/button.tsx";

const load = () => import("./new-user-dialog.tsx");
const NewUserDialog = lazy(() => load().then((m) => ({ default: m.NewUserDialog })));

/**
 * The toolbar's "Novo usuário" button. Its dialog (the form, the user schemas, the temporary
 * password) is no part of /usuarios' first screen: its code is fetched when the pointer or focus
 * comes to the button, or at the first press, and the dialog stays mounted after.
 */
export function NewUser({ onCreated }: { onCreated: () => void }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  return (
    <>
      <Button
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        <Trans>Novo usuário</Trans>
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <NewUserDialog
            open={open}
            onClose={(createdOne) => {
              setOpen(false);
              if (createdOne) onCreated();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { useNavigate } from "react-router-dom";
import { localizePath } from "../domain/locale.ts";
import { apiRequest, ApiRequestError } from "../lib/api.ts";
import { useOnline } from "../lib/online.ts";
import { clearSession } from "../lib/session.ts";
import { useLocale } from "../lib/use-locale.ts";
import { errorText } from "../ui/error-text.ts";
import { LogoutButtonView } from "../ui/logout-button-view.tsx";
import { useToast } from "../ui/toast-store.ts";

// Loaded at the first press: the app's first screen does not carry the dialog's code.
const ConfirmDialog = lazy(() => import("../ui/confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialog })));

/**
 * Logs out on the server (`DELETE /api/_auth/session`), then forgets the user here and goes to
 * the login page, once the person confirmed (a tap on a phone's header is easily a slip, and
 * logging in again costs the password). Only a missing connection keeps the session: the server
 * would still honour the cookie, so pretending to be logged out would be a lie. So, offline, the
 * button says beforehand that it needs the connection (src/ui/logout-button-view.tsx) and a press
 * only explains why, with no dialog; on a connection that fails anyway the press says so after
 * trying.
 */
export function LogoutButton() {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLocale();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first press on, so that closing it hands the focus back to the button.
  const [asked, setAsked] = useState(false);

  function press() {
    if (online) {
      setAsked(true);
      setConfirming(true);
      return;
    }
    toast.add({
      severity: "warn",
      summary: t`Sair precisa de conexão`,
      detail: t`A sessão continua aberta neste aparelho. Saia de novo quando a conexão voltar.`,
      life: 6000,
    });
  }

  async function logout() {
    setBusy(true);
    try {
      await apiRequest("/api/_auth/session", { method: "DELETE" });
    } catch (error) {
      if (error instanceof ApiRequestError && error.network) {
        toast.add({ severity: "error", summary: t`Não foi possível sair`, detail: errorText(error), life: 6000 });
        setBusy(false);
        setConfirming(false);
        return;
      }
      // Any answer from the server (401 included) means the session is gone there.
    }
    clearSession();
    toast.add({ severity: "success", summary: t`Você saiu.`, life: 4000 });
    setBusy(false);
    setConfirming(false);
    await navigate(localizePath("/login", locale));
  }

  return (
    <>
      <LogoutButtonView offline={!online} busy={busy} onClick={press} />
      {asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            title={<Trans>Sair do Acadêmico?</Trans>}
            confirmLabel={<Trans>Sair</Trans>}
            busy={busy}
            onConfirm={() => void logout()}
            onCancel={() => setConfirming(false)}
          >
            <Trans>Para usar o Acadêmico neste aparelho de novo, você precisará entrar com sua senha.</Trans>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </>
  );
}

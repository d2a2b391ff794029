import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { localizePath } from "../domain/locale.ts";
import { apiFetch, ApiRequestError } from "../lib/api.ts";
import { useOnline } from "../lib/online.ts";
import { clearSession } from "../lib/session.ts";
import { useLocale } from "../lib/use-locale.ts";
import { errorText } from "../ui/error-text.ts";
import { LogoutButtonView } from "../ui/logout-button-view.tsx";
import { useToast } from "../ui/toast-store.ts";

/**
 * Logs out on the server (`DELETE /api/_auth/session`), then forgets the user here and goes to
 * the login page. Only a missing connection keeps the session: the server would still honour
 * the cookie, so pretending to be logged out would be a lie. So, offline, the button says
 * beforehand that it needs the connection (src/ui/logout-button-view.tsx) and a press only
 * explains why; on a connection that fails anyway the press says so after trying.
 */
export function LogoutButton() {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLocale();
  const online = useOnline();
  const [busy, setBusy] = useState(false);

  async function logout() {
    if (!online) {
      toast.add({
        severity: "warn",
        summary: t`Sair precisa de conexão`,
        detail: t`A sessão continua aberta neste aparelho. Saia de novo quando a conexão voltar.`,
        life: 6000,
      });
      return;
    }
    setBusy(true);
    try {
      await apiFetch("/api/_auth/session", z.object({}), { method: "DELETE" });
    } catch (error) {
      if (error instanceof ApiRequestError && error.network) {
        toast.add({ severity: "error", summary: t`Não foi possível sair`, detail: errorText(error), life: 6000 });
        setBusy(false);
        return;
      }
      // Any answer from the server (401 included) means the session is gone there.
    }
    clearSession();
    toast.add({ severity: "success", summary: t`Você saiu.`, life: 4000 });
    setBusy(false);
    await navigate(localizePath("/login", locale));
  }

  return <LogoutButtonView offline={!online} busy={busy} onClick={() => void logout()} />;
}

import { useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { localizePath } from "../domain/locale.ts";
import { apiFetch, ApiRequestError } from "../lib/api.ts";
import { clearSession } from "../lib/session.ts";
import { useLocale } from "../lib/use-locale.ts";
import { errorText } from "../ui/error-text.ts";
import { useToast } from "../ui/toast-store.ts";

/**
 * Logs out on the server (`DELETE /api/_auth/session`), then forgets the user here and goes
 * to the login page. Only a missing connection keeps the session: the server would still
 * honour the cookie, so pretending to be logged out would be a lie.
 */
export function LogoutButton() {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  async function logout() {
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

  return (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={busy}
      aria-busy={busy || undefined}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-white/10"
    >
      <LogOut aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">{t`Sair`}</span>
    </button>
  );
}

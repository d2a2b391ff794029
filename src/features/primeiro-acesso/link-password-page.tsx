import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { localizePath } from "../../domain/locale.ts";
import type { User } from "../../domain/users.ts";
import { setSessionUser, useSession } from "../../lib/session.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { useToast } from "../../ui/toast-store.ts";
import type { LINK_CALLS } from "./link-password-form.tsx";
import { LinkPasswordForm } from "./link-password-form.tsx";

/**
 * The page a one-time link opens (`/primeiro-acesso/{token}`, `/redefinir-senha/{token}`): the
 * person chooses a password (twice); the server uses the link once, ends every other session of
 * that user and logs this browser in, and the page goes home. A link that is not valid (cut
 * short, used, expired) gets the server's one message and `deadLink`, the way on.
 */
export function LinkPasswordPage({
  id,
  lead,
  deadLink,
}: {
  id: keyof typeof LINK_CALLS;
  lead: ReactNode;
  deadLink: { to: string; label: ReactNode };
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  const { token = "" } = useParams();
  const { user: current } = useSession();
  const [dead, setDead] = useState<string | null>(null);

  function done(user: User) {
    setSessionUser(user);
    const name = user.name;
    toast.add({ severity: "success", summary: t`Senha definida. Bem-vindo(a), ${name}!`, life: 5000 });
    void navigate(localizePath("/", locale));
  }

  return (
    <div className="mx-auto max-w-md">
      <TitleHeading id={id} lead={lead} />
      {dead ? (
        <Notice tone="error">
          <p>{dead}</p>
          <p className="mt-2">
            <AppLink to={deadLink.to} className="font-medium text-blue-800 underline">
              {deadLink.label}
            </AppLink>
          </p>
        </Notice>
      ) : (
        <>
          {current ? (
            <div className="mb-4">
              <Notice>
                <Trans>
                  Você está conectado(a) como {current.name}. Ao definir a senha, esta sessão termina e você entra com a
                  conta deste link.
                </Trans>
              </Notice>
            </div>
          ) : null}
          <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <LinkPasswordForm call={id} token={token} onDone={done} onDead={setDead} />
          </div>
        </>
      )}
    </div>
  );
}

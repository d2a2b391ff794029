import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import type { User } from "../../domain/users.ts";
import { localizePath } from "../../domain/locale.ts";
import { setSessionUser, useSession } from "../../lib/session.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { FirstAccessForm } from "./first-access-form.tsx";

/**
 * `/primeiro-acesso/{token}`: the one-time link mailed to an approved applicant. The person
 * chooses a password (twice); the server uses the link once, ends any other session of that user
 * and logs this browser in, and the page goes home. A link that is not valid (cut short, used,
 * expired) gets one message and the way to the login.
 */
export function PrimeiroAcessoPage() {
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
      <TitleHeading
        id="primeiroAcesso"
        lead={<Trans>Escolha a senha da sua conta. Este link vale uma única vez.</Trans>}
      />
      {dead ? (
        <Notice tone="error">
          <p>{dead}</p>
          <p className="mt-2">
            <AppLink to="/login" className="font-medium text-blue-800 underline">
              <Trans>Ir para a página de entrada</Trans>
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
            <FirstAccessForm token={token} onDone={done} onDead={setDead} />
          </div>
        </>
      )}
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { localizePath } from "../../domain/locale.ts";
import { returnPath } from "../../domain/return-path.ts";
import type { User } from "../../domain/users.ts";
import { rememberLocale } from "../../lib/locale-cookie.ts";
import { inLocale } from "../../lib/preferred-locale.ts";
import { setSessionUser } from "../../lib/session.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { TitleHeading } from "../../ui/title-heading.tsx";
import { useToast } from "../../ui/toast-store.ts";
import { LoginForm } from "./login-form.tsx";

/** "Esqueci minha senha", fetched when opened: nothing of it is on the login's first screen. */
const RecoveryForm = lazy(() => import("./recovery-form.tsx").then((m) => ({ default: m.RecoveryForm })));

export function LoginPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const toast = useToast();
  // The page the visitor was sent here from (checked: a page of this site, never elsewhere).
  const [search] = useSearchParams();
  const next = returnPath(search.get("next")) ?? "/";
  // `?recuperar` opens the password recovery in place of the form (a link, so it works before the
  // app has taken the pre-rendered page over, and Back closes it).
  const recovering = search.has("recuperar");

  function loggedIn(user: User) {
    setSessionUser(user);
    const name = user.name;
    // The page the visitor came from, in the user's preferred language when it has one: that
    // language wins over this page's (PRODUCT §8: on any device).
    const target = localizePath(next, locale);
    if (user.locale) rememberLocale(user.locale);
    const welcome = () => toast.add({ severity: "success", summary: t`Bem-vindo(a), ${name}!`, life: 4000 });
    if (!user.locale || user.locale === locale) {
      welcome();
      void navigate(target);
    } else void Promise.resolve(navigate(inLocale(target, user.locale))).then(welcome); // in the language it now shows
  }

  return (
    <div className="mx-auto max-w-md">
      <TitleHeading id="login" lead={<Trans>Entre com seu identificador institucional (idcbpf) e sua senha.</Trans>} />
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        {recovering ? (
          <Suspense fallback={<p className="text-slate-700">{t`Carregando…`}</p>}>
            <RecoveryForm />
          </Suspense>
        ) : (
          <LoginForm locale={locale} onLoggedIn={loggedIn} />
        )}
      </div>
      {recovering ? null : (
        <p className="mt-4 text-sm">
          <AppLink to="/login?recuperar" className="font-medium text-blue-800 underline">
            <Trans>Esqueci minha senha</Trans>
          </AppLink>
        </p>
      )}
      <p className="mt-6 text-sm text-slate-700">
        <Trans>Quer se candidatar a um dos programas?</Trans>{" "}
        <AppLink to="/inscricao" className="font-medium text-blue-800 underline">
          <Trans>Veja as inscrições</Trans>
        </AppLink>
      </p>
    </div>
  );
}

import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router-dom";
import { localizePath, splitLocale } from "../domain/locale.ts";
import { isBot } from "../lib/bots.ts";
import { PageHeading } from "../ui/page-heading.tsx";
import { ErrorScreen } from "./error-screen.tsx";
import { clearFatalError, statusOf } from "./fatal-error.ts";
import type { NotFoundData } from "./guard.ts";
import type { UnavailableData } from "./server-pages.ts";

function notFoundPath(data: unknown, fallback: string): string {
  const path = (data as Partial<NotFoundData> | null)?.path;
  return typeof path === "string" ? path : fallback;
}

function isServerPage(data: unknown): boolean {
  return (data as Partial<UnavailableData> | null)?.serverPage === true;
}

/**
 * The router's error element: the guard's 404 ("Página não encontrada: {path}"), a server page
 * the app was opened at without the server (503, src/app/server-pages.ts) and any error thrown
 * while loading or rendering a page become the error screen; "Voltar" goes home in the current
 * language.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  const routeError = isRouteErrorResponse(error);

  useEffect(() => {
    if (!routeError) console.error(error);
  }, [error, routeError]);

  const statusCode = routeError ? error.status : statusOf(error);
  const path = routeError ? notFoundPath(error.data, `${location.pathname}${location.search}`) : "";
  const message = !routeError
    ? undefined
    : error.status === 404
      ? t`Página não encontrada: ${path}`
      : isServerPage(error.data)
        ? t`Esta página precisa de conexão com o servidor e não está guardada neste aparelho.`
        : undefined;
  const back = () => {
    clearFatalError();
    void navigate(localizePath("/", splitLocale(location.pathname).locale));
  };
  // Crawlers get the answer as page content (the server already sent the status), never the
  // error screen in place of the app (seed §4).
  if (isBot(navigator.userAgent)) {
    return (
      <main className="mx-auto max-w-3xl p-6 wrap-anywhere">
        <PageHeading>{message ?? t`Algo deu errado...`}</PageHeading>
      </main>
    );
  }
  return <ErrorScreen statusCode={statusCode} message={message} onBack={back} />;
}

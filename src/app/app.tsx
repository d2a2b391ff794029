import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Component, type ReactNode } from "react";
import { RouterProvider, type RouterProviderProps } from "react-router-dom";
import { localizePath, splitLocale } from "../domain/locale.ts";
import { ErrorScreen } from "./error-screen.tsx";
import { clearFatalError, showFatalError, useFatalError } from "./fatal-error.ts";

/** A browser router in the app, a memory router in tests and in the build's pre-rendering. */
export type Router = RouterProviderProps["router"];

/** Last line of defence: a render error outside any page goes to the fatal error screen. */
class AppBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  componentDidCatch(error: unknown): void {
    showFatalError(error);
  }
  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The app: the router inside Lingui's provider, or, while a fatal (uncaught) error is set,
 * the error screen instead of everything. "Voltar" clears it and goes home in the language
 * of the page that failed.
 */
export function App({ router }: { router: Router }) {
  const fatal = useFatalError();
  const back = () => {
    clearFatalError();
    void router.navigate(localizePath("/", splitLocale(router.state.location.pathname).locale));
  };
  return (
    <I18nProvider i18n={i18n}>
      {fatal ? (
        <ErrorScreen statusCode={fatal.statusCode} message={fatal.message} onBack={back} />
      ) : (
        <AppBoundary>
          {/* Router updates render at once, not as time-sliced transitions: pages load their code and
              data in the guard before they render, so there is nothing to keep on screen meanwhile,
              and the first screen of a re-opened app appears sooner (docs/browser.md, "What loads before the first screen"). */}
          <RouterProvider router={router} useTransitions={false} />
        </AppBoundary>
      )}
    </I18nProvider>
  );
}

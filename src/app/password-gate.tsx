import { lazy, Suspense, type ReactNode } from "react";
import { withChunkReload } from "../lib/chunk-reload.ts";
import { loadAreaMessages } from "./i18n.ts";
import { useSession } from "../lib/session.ts";
import { LogoutButton } from "./logout-button.tsx";

// Loaded only for someone who logged in with a temporary password: the first route does not carry it.
const ForcedPasswordChange = lazy(
  withChunkReload(() =>
    // With the words of its area (usuarios), which the page on screen may not have loaded.
    Promise.all([import("../features/usuarios/forced-password-change.tsx"), loadAreaMessages("usuarios")]).then(
      ([m]) => ({
        default: m.ForcedPasswordChange,
      }),
    ),
  ),
);

/**
 * A user logged in with a temporary password (the office's reset) chooses its own before anything
 * else: the page is not shown (its reads would be refused: 403 `password_change_required`), and a
 * blocking dialog asks for the new password. Once saved, the session's user changes and the page opens.
 */
export function PasswordGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user?.mustChangePassword) return children;
  return (
    <Suspense fallback={null}>
      <ForcedPasswordChange
        user={user}
        logout={
          <div className="text-blue-900">
            <LogoutButton />
          </div>
        }
      />
    </Suspense>
  );
}

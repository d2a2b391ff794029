import { Trans } from "@lingui/react/macro";
import { LinkPasswordPage } from "./link-password-page.tsx";

/**
 * `/redefinir-senha/{token}`: the link a password recovery mails (valid for an hour, once). A link
 * that is not valid leads to asking for another.
 */
export function RedefinirSenhaPage() {
  return (
    <LinkPasswordPage
      id="redefinirSenha"
      lead={<Trans>Escolha uma nova senha. Este link vale uma única vez, por 1 hora.</Trans>}
      deadLink={{ to: "/login?recuperar", label: <Trans>Pedir um novo link</Trans> }}
    />
  );
}

import { Trans } from "@lingui/react/macro";
import { LinkPasswordPage } from "./link-password-page.tsx";

/** `/primeiro-acesso/{token}`: the one-time link mailed to an approved applicant. */
export function PrimeiroAcessoPage() {
  return (
    <LinkPasswordPage
      id="primeiroAcesso"
      lead={<Trans>Escolha a senha da sua conta. Este link vale uma única vez.</Trans>}
      deadLink={{ to: "/login", label: <Trans>Ir para a página de entrada</Trans> }}
    />
  );
}

import { Trans } from "@lingui/react/macro";
import type { DeclarationParts } from "../../ui/parts.ts";
import { HomeCard } from "./home-card.tsx";
import { Skeleton } from "./skeleton.tsx";

/**
 * "Minhas declarações" on the home of the Discente and the Docente: the declarations it holds,
 * newest first, with their status (a revoked one says when and why), to download again or share
 * the verification link. On the home because that is where both levels start (the Docente has
 * no profile page) and where the Discente's quick actions issue them.
 */
export function MyDeclarations({
  className,
  parts: { DeclarationList },
}: {
  className: string;
  parts: Pick<DeclarationParts, "DeclarationList">;
}) {
  return (
    <HomeCard id="home-declarations" title={<Trans>Minhas declarações</Trans>} className={className}>
      <DeclarationList
        pageSize={5}
        empty={<Trans>Você ainda não emitiu nenhuma declaração.</Trans>}
        loading={<Skeleton lines={2} />}
      />
    </HomeCard>
  );
}

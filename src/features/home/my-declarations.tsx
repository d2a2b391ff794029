import { Trans } from "@lingui/react/macro";
import { Link, useSearchParams } from "react-router-dom";
import type { DeclarationParts } from "../../ui/parts.ts";
import { HomeCard } from "./home-card.tsx";
import { Skeleton } from "./skeleton.tsx";

/** `?declaracoes=todas` on the home (a search on the same page, in either language): every declaration, paged, instead of the newest five. */
const ALL_PARAM = "declaracoes";
const RECENT = 5;
const LINK = "text-sm font-medium text-blue-800 underline underline-offset-2";

/**
 * "Minhas declarações" on the home of the Discente and the Docente: the newest five it holds,
 * with their status (a revoked one says when and why), to download again or share the
 * verification link, and "ver todas" when there are more, which lists them all, paged (in the
 * address, so it survives a reload). On the home because that is where both levels start (the
 * Docente has no profile page) and where the Discente's quick actions issue them.
 */
export function MyDeclarations({
  className,
  parts: { DeclarationList },
}: {
  className: string;
  parts: Pick<DeclarationParts, "DeclarationList">;
}) {
  const [params] = useSearchParams();
  const all = params.get(ALL_PARAM) === "todas";
  return (
    <HomeCard id="home-declarations" title={<Trans>Minhas declarações</Trans>} className={className}>
      <DeclarationList
        key={all ? "all" : "recent"}
        pageSize={all ? 10 : RECENT}
        empty={<Trans>Você ainda não emitiu nenhuma declaração.</Trans>}
        loading={<Skeleton lines={2} />}
        {...(all
          ? {}
          : {
              more: (total: number) => (
                <Link to={{ search: `?${ALL_PARAM}=todas`, hash: "home-declarations" }} className={LINK}>
                  <Trans>Ver todas ({total})</Trans>
                </Link>
              ),
            })}
      />
      {all ? (
        <p className="mt-3">
          <Link to={{ search: "", hash: "home-declarations" }} className={LINK}>
            <Trans>Mostrar só as recentes</Trans>
          </Link>
        </p>
      ) : null}
    </HomeCard>
  );
}

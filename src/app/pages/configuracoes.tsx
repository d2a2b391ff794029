import { ConfiguracoesPage, type ConfiguracoesParts } from "../../features/configuracoes/configuracoes-page.tsx";
import { ScholarshipsSection } from "../../features/bolsas/scholarships-section.tsx";
import { DeclarationList } from "../../features/declaracoes/declaration-list.tsx";
import { ApplicationReview } from "../../features/inscricao/application-review.tsx";
import { ClassList } from "../../features/turma/class-list.tsx";

/**
 * /configuracoes with the parts of the areas the office administers there: the declarations'
 * list (features/declaracoes), an application's review and decision (features/inscricao) and an
 * offering's class list with grade correction (features/turma), and the scholarships' section
 * (features/bolsas).
 */
const parts: ConfiguracoesParts = { DeclarationList, ApplicationReview, ClassList, ScholarshipsSection };

export function Configuracoes() {
  return <ConfiguracoesPage parts={parts} />;
}

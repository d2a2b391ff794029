import { GovInscricaoProfissionalPage } from "../../features/gov/inscricao-profissional-page.tsx";
import { ApplyFlow } from "../../features/inscricao/apply-flow.tsx";

/** /gov/inscricao-profissional with the application form of features/inscricao. */
const parts = { ApplyFlow };

export function GovInscricaoProfissional() {
  return <GovInscricaoProfissionalPage parts={parts} />;
}

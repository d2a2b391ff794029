import { IssueDeclarationButton } from "../../features/declaracoes/issue-declaration-button.tsx";
import { HistoricoPage, type HistoricoParts } from "../../features/historico/historico-page.tsx";

/** /historico with the transcript's declaration button of features/declaracoes. */
const parts: HistoricoParts = { IssueDeclarationButton };

export function Historico() {
  return <HistoricoPage parts={parts} />;
}

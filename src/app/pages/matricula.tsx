import { IssueDeclarationButton } from "../../features/declaracoes/issue-declaration-button.tsx";
import { MatriculaPage, type MatriculaParts } from "../../features/matricula/matricula-page.tsx";

/** /matricula with the enrolment declaration's button of features/declaracoes. */
const parts: MatriculaParts = { IssueDeclarationButton };

export function Matricula() {
  return <MatriculaPage parts={parts} />;
}

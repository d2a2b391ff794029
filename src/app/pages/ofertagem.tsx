import { IssueDeclarationButton } from "../../features/declaracoes/issue-declaration-button.tsx";
import { OfertagemPage, type OfertagemParts } from "../../features/ofertagem/ofertagem-page.tsx";
import { ClassList } from "../../features/turma/class-list.tsx";

/** /ofertagem with the teaching declaration of features/declaracoes and the class lists of features/turma. */
const parts: OfertagemParts = { IssueDeclarationButton, ClassList };

export function Ofertagem() {
  return <OfertagemPage parts={parts} />;
}

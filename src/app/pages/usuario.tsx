import { DeclarationList } from "../../features/declaracoes/declaration-list.tsx";
import { IssueDeclarationButton } from "../../features/declaracoes/issue-declaration-button.tsx";
import { UsuarioPage, type UsuarioParts } from "../../features/usuarios/usuario-page.tsx";

/** /usuarios/{idcbpf} with the person's declarations (issue, list, revoke) of features/declaracoes. */
const parts: UsuarioParts = { IssueDeclarationButton, DeclarationList };

export function Usuario() {
  return <UsuarioPage parts={parts} />;
}

import { HomePage, type HomeParts } from "../../features/home/home-page.tsx";
import { lazyPart } from "./lazy-part.tsx";

/**
 * The home with the declarations' button and list of features/declaracoes (the Discente's quick
 * actions, everyone's "Minhas declarações"), which it shows only below the week: loaded then.
 */
const parts: HomeParts = {
  IssueDeclarationButton: lazyPart("declaracoes", () =>
    import("../../features/declaracoes/issue-declaration-button.tsx").then((m) => m.IssueDeclarationButton),
  ),
  DeclarationList: lazyPart("declaracoes", () =>
    import("../../features/declaracoes/declaration-list.tsx").then((m) => m.DeclarationList),
  ),
};

export function Home() {
  return <HomePage parts={parts} />;
}

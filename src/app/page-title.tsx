import { useLingui } from "@lingui/react";
import { APP_NAME, PAGE_TITLES } from "../ui/page-titles.ts";
import { useDocumentTitle } from "../ui/use-document-title.ts";
import { useCurrentPage } from "./current-page.ts";

/** Sets the document title to `<page title> · Acadêmico` in the UI language. */
export function PageTitle() {
  const { i18n } = useLingui();
  const id = useCurrentPage();
  const title = id ? `${i18n._(PAGE_TITLES[id])} · ${APP_NAME}` : APP_NAME;
  useDocumentTitle(title);
  return null;
}

import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { AppPageId } from "../domain/routes.ts";
import { PageHeading } from "./page-heading.tsx";
import { PAGE_TITLES } from "./page-titles.ts";

/** A page's heading with its title from the one table of titles. */
export function TitleHeading({ id, lead }: { id: AppPageId; lead?: ReactNode }) {
  const { i18n } = useLingui();
  return <PageHeading lead={lead}>{i18n._(PAGE_TITLES[id])}</PageHeading>;
}

import type { ComponentType, ReactNode } from "react";
import type { Declaration, DeclarationIssueInput, DeclarationListQuery } from "../domain/declaracoes.ts";
import type { Offering } from "../domain/offerings.ts";
import type { Concept } from "../domain/settings.ts";

/**
 * Parts: components one feature owns and another feature's screen shows — a declaration button
 * on /historico, a class list in /configuracoes. Features never import each other (STYLE.md);
 * they meet in the page that composes them (src/app/pages), which hands the owner's component to
 * the feature showing it, as a prop typed here. The owner implements these props; the feature
 * that shows a part asks for it in its own props, e.g. `parts: Pick<DeclarationParts, …>`.
 */

/** features/declaracoes/issue-declaration-button.tsx: issues a declaration and hands over its PDF. */
export type IssueDeclarationProps = {
  input: DeclarationIssueInput;
  /** The button's text; by default the type's name ("Declaração de matrícula"). */
  children?: ReactNode;
  variant?: "primary" | "secondary";
  /** As wide as its container, text at the start (a list of quick actions). */
  fullWidth?: boolean;
  onIssued?: (declaration: Declaration) => void;
};

/** features/declaracoes/declaration-list.tsx: a paged list of declarations, newest first. */
export type DeclarationListProps = {
  filters?: Partial<Pick<DeclarationListQuery, "holder" | "type" | "status">>;
  showHolder?: boolean;
  canRevoke?: boolean;
  pageSize?: number;
  empty: ReactNode;
  /** Shown instead of the words "Carregando…" while nothing is known (the home's cards show a skeleton). */
  loading?: ReactNode;
  /**
   * Only the newest `pageSize`, without a pager: given the total, what leads to the others (the
   * home's "ver todas"), shown when there are more.
   */
  more?: (total: number) => ReactNode;
};

export type DeclarationParts = {
  IssueDeclarationButton: ComponentType<IssueDeclarationProps>;
  DeclarationList: ComponentType<DeclarationListProps>;
};

/** features/turma/class-list.tsx: an offering's class list with grade entry. */
export type ClassListProps = {
  offering: Offering;
  gradeDeadline: string | null;
  today: string;
  concepts: readonly Concept[];
  /** The office corrects grades at any time (audited); teachers only until the deadline. */
  office?: boolean;
};

export type TurmaParts = { ClassList: ComponentType<ClassListProps> };

/** features/inscricao: applying to a call (apply-flow.tsx), and the office's review of one application. */
export type InscricaoParts = {
  /** `programme` presets the list of calls; `embedded` opens the follow-up outside a frame. */
  ApplyFlow: ComponentType<{ programme?: "profissional"; embedded?: boolean }>;
  ApplicationReview: ComponentType<{ codigo: string; onChanged: () => void }>;
};

/** features/bolsas/scholarships-section.tsx: the office's scholarships in /configuracoes?secao=bolsas. */
export type ScholarshipsSectionProps = {
  /** The institution's today (the settings' time zone), for statuses, the timeline and the months. */
  today: string;
};

export type BolsasParts = { ScholarshipsSection: ComponentType<ScholarshipsSectionProps> };

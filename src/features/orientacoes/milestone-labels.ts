import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MilestoneKind, MilestoneResult } from "../../domain/guidance.ts";

/** How milestone kinds and results read on screen, in the UI language. */
export const MILESTONE_KIND_LABELS: Record<MilestoneKind, MessageDescriptor> = {
  qualificacao: msg`Qualificação`,
  defesa: msg`Defesa`,
};

export const MILESTONE_RESULT_LABELS: Record<MilestoneResult, MessageDescriptor> = {
  aprovado: msg`Aprovado`,
  reprovado: msg`Reprovado`,
};

/** A milestone without a result yet. */
export const MILESTONE_PENDING = msg`A realizar`;

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TranscriptResult } from "../../domain/historico.ts";

/** How a transcript entry's result reads on screen. */
export const RESULT_LABELS: Record<TranscriptResult, MessageDescriptor> = {
  aprovado: msg`Aprovado`,
  reprovado: msg`Reprovado`,
  em_curso: msg`Em curso`,
};

export const RESULT_TONES: Record<TranscriptResult, string> = {
  aprovado: "border-green-300 bg-green-50 text-green-900",
  reprovado: "border-red-300 bg-red-50 text-red-900",
  em_curso: "border-slate-300 bg-slate-50 text-slate-800",
};

import { phasePageSchema, phaseSchema, type Phase, type PhaseInput, type PhasePatch } from "../../domain/phases.ts";
import { requestSchema, type DecisionInput, type Request } from "../../domain/requerimentos.ts";
import { apiFetch } from "../../lib/api.ts";

/** The office's calls of the programme year in /configuracoes (programme-year §4): the phase table and decisions. */
export const PHASES_PATH = "/api/fases?pageSize=100";
export { phasePageSchema };

export function createPhase(input: PhaseInput): Promise<Phase> {
  return apiFetch("/api/fases", phaseSchema, { method: "POST", body: input });
}

export function updatePhase(id: number, patch: PhasePatch): Promise<Phase> {
  return apiFetch(`/api/fases/${id}`, phaseSchema, { method: "PATCH", body: patch });
}

export function decideRequest(id: number, input: DecisionInput): Promise<Request> {
  return apiFetch(`/api/requerimentos/${id}/decisao`, requestSchema, { method: "POST", body: input });
}

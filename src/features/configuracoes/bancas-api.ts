import { committeeSchema, type Committee, type CommitteePatch } from "../../domain/bancas.ts";
import { apiFetch } from "../../lib/api.ts";

/** The office's moves on a committee in /configuracoes "Bancas" (programme-year rule 14, §4). */
export function approveCommittee(id: number): Promise<Committee> {
  return apiFetch(`/api/bancas/${id}/aprovacao`, committeeSchema, { method: "POST", body: {} });
}

export function rescheduleCommittee(id: number, patch: CommitteePatch): Promise<Committee> {
  return apiFetch(`/api/bancas/${id}`, committeeSchema, { method: "PATCH", body: patch });
}

export function cancelCommittee(id: number, reason: string): Promise<Committee> {
  return apiFetch(`/api/bancas/${id}/cancelamento`, committeeSchema, { method: "POST", body: { reason } });
}

/** The list's address: `proposta` is the queue; the other statuses and a kind come from the page's address. */
export function committeesPath(status: string, kind: string): string {
  const query = new URLSearchParams({ status, pageSize: "100" });
  if (kind) query.set("kind", kind);
  return `/api/bancas?${query.toString()}`;
}

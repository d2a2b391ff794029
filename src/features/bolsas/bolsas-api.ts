import { z } from "zod";
import {
  allocationSchema,
  quotaSchema,
  suspensionSchema,
  type Allocation,
  type AllocationInput,
  type AllocationPatch,
  type Quota,
  type QuotaInput,
  type QuotaPatch,
  type Suspension,
  type SuspensionInput,
} from "../../domain/funding.ts";
import { apiFetch, apiRequest } from "../../lib/api.ts";

/** The office's scholarship calls (funding §6), for the section's forms. */
export function createQuota(input: QuotaInput): Promise<Quota> {
  return apiFetch("/api/bolsas", quotaSchema, { method: "POST", body: input });
}

export function updateQuota(id: number, patch: QuotaPatch): Promise<Quota> {
  return apiFetch(`/api/bolsas/${id}`, quotaSchema, { method: "PATCH", body: patch });
}

export async function deleteQuota(id: number): Promise<void> {
  await apiRequest(`/api/bolsas/${id}`, { method: "DELETE" });
}

export function createAllocation(input: AllocationInput): Promise<Allocation> {
  return apiFetch("/api/alocacoes", allocationSchema, { method: "POST", body: input });
}

export function updateAllocation(id: number, patch: AllocationPatch): Promise<Allocation> {
  return apiFetch(`/api/alocacoes/${id}`, allocationSchema, { method: "PATCH", body: patch });
}

export async function deleteAllocation(id: number): Promise<void> {
  await apiRequest(`/api/alocacoes/${id}`, { method: "DELETE" });
}

export function createSuspension(allocation: number, input: SuspensionInput): Promise<Suspension> {
  return apiFetch(`/api/alocacoes/${allocation}/suspensoes`, suspensionSchema, { method: "POST", body: input });
}

export async function deleteSuspension(allocation: number, id: number): Promise<void> {
  await apiRequest(`/api/alocacoes/${allocation}/suspensoes/${id}`, { method: "DELETE" });
}

const studentOption = z.object({ idcbpf: z.string(), name: z.string() });
const studentsAnswer = z.object({ items: z.array(studentOption) });

/** `ativo` Discentes of a degree, for "Alocar" (`GET /api/usuarios` filters). */
export async function searchActiveStudents(
  degree: string,
  q: string,
  signal: AbortSignal,
): Promise<z.infer<typeof studentOption>[]> {
  const params = new URLSearchParams({ level: "Discente", status: "ativo", degree, q, pageSize: "8" });
  return (await apiFetch(`/api/usuarios?${params.toString()}`, studentsAnswer, { signal })).items;
}

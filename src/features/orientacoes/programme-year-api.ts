import { phasePageSchema, studentPhasesSchema, type CompletionInput, type StudentPhases } from "../../domain/phases.ts";
import {
  attachmentSchema,
  requestPageSchema,
  requestSchema,
  type OpinionInput,
  type Request,
  type RequestInput,
  type RequestStatus,
} from "../../domain/requerimentos.ts";
import { apiFetch } from "../../lib/api.ts";
import { attachmentHeader, uploadFile } from "../../lib/upload.ts";

/**
 * The programme year's calls of /orientacoes (programme-year §4): a student's phases and due
 * dates, its requests, filing with an optional PDF, cancelling, the advisor's opinion and the
 * office's completions. Reads go through `useCachedQuery` (the device keeps a copy per user).
 */
export function studentPhasesPath(idcbpf: string): string {
  return `/api/usuarios/${encodeURIComponent(idcbpf)}/fases`;
}

/** A student's requests, or (no student) every request the reader may see, newest first. */
export function requestListPath(query: { student?: string; status?: RequestStatus; pageSize?: number }): string {
  const params = new URLSearchParams();
  if (query.student) params.set("student", query.student);
  if (query.status) params.set("status", query.status);
  params.set("pageSize", String(query.pageSize ?? 50));
  return `/api/requerimentos?${params.toString()}`;
}

export { phasePageSchema, requestPageSchema, studentPhasesSchema };

export function fileRequest(input: RequestInput): Promise<Request> {
  return apiFetch("/api/requerimentos", requestSchema, { method: "POST", body: input });
}

export function uploadRequestPdf(id: number, file: File, onProgress: (percent: number | null) => void) {
  return uploadFile(`/api/requerimentos/${id}/anexo`, file, attachmentSchema, {
    method: "PUT",
    contentType: "application/pdf",
    headers: { "Content-Disposition": attachmentHeader(file.name) },
    onProgress,
  });
}

export function cancelRequest(id: number): Promise<Request> {
  return apiFetch(`/api/requerimentos/${id}/cancelamento`, requestSchema, { method: "POST", body: {} });
}

export function giveOpinion(id: number, input: OpinionInput): Promise<Request> {
  return apiFetch(`/api/requerimentos/${id}/parecer`, requestSchema, { method: "POST", body: input });
}

export function recordCompletion(idcbpf: string, code: string, input: CompletionInput): Promise<StudentPhases> {
  return apiFetch(`${studentPhasesPath(idcbpf)}/${encodeURIComponent(code)}`, studentPhasesSchema, {
    method: "PUT",
    body: input,
  });
}

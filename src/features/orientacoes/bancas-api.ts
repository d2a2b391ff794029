import { z } from "zod";
import {
  committeePageSchema,
  committeeSchema,
  finalVersionSchema,
  type Committee,
  type committeeInputSchema,
  type committeePatchSchema,
  type VerdictInput,
} from "../../domain/bancas.ts";
import { apiFetch } from "../../lib/api.ts";
import { downloadFile, type DownloadProgress } from "../../lib/download.ts";
import { attachmentHeader, uploadFile } from "../../lib/upload.ts";
import type { PersonOption } from "../../ui/person-combobox.tsx";

/**
 * The committees' calls of /orientacoes (programme-year §4, `/api/bancas*`): the list each person
 * may see (read through `useCachedQuery`, so it opens offline), proposing, editing, cancelling,
 * the verdict, the final version, and the documents' downloads.
 */
export { committeePageSchema };

/** A student's committees, or (no student) every committee the reader may see, by date. */
export function committeeListPath(student?: string): string {
  const params = new URLSearchParams();
  if (student) params.set("student", student);
  params.set("pageSize", "100");
  return `/api/bancas?${params.toString()}`;
}

/**
 * The bodies as typed, once the shared schema has accepted them: sent as they are, since the
 * schema's output (digits-only CPF, the member's `external` mark) is the server's to derive.
 */
type ProposalBody = z.input<typeof committeeInputSchema>;
type PatchBody = z.input<typeof committeePatchSchema>;

export function proposeCommittee(input: ProposalBody): Promise<Committee> {
  return apiFetch("/api/bancas", committeeSchema, { method: "POST", body: input });
}

export function editCommittee(id: number, patch: PatchBody): Promise<Committee> {
  return apiFetch(`/api/bancas/${id}`, committeeSchema, { method: "PATCH", body: patch });
}

export function cancelCommittee(id: number, reason: string): Promise<Committee> {
  return apiFetch(`/api/bancas/${id}/cancelamento`, committeeSchema, { method: "POST", body: { reason } });
}

export function recordVerdict(id: number, input: VerdictInput): Promise<Committee> {
  return apiFetch(`/api/bancas/${id}/resultado`, committeeSchema, { method: "POST", body: input });
}

export function uploadFinalVersion(id: number, file: File, onProgress: (percent: number | null) => void) {
  return uploadFile(`/api/bancas/${id}/versao-final`, file, finalVersionSchema, {
    method: "PUT",
    contentType: "application/pdf",
    headers: { "Content-Disposition": attachmentHeader(file.name) },
    onProgress,
  });
}

/** A declaration's PDF (the ata, one's own participation statement), in the UI language. */
export function downloadDeclaration(codigo: string, locale: "pt" | "en", onProgress: (p: DownloadProgress) => void) {
  const path = `/api/declaracoes/${encodeURIComponent(codigo)}/pdf?lang=${locale}`;
  return downloadFile(path, `${codigo}.pdf`, onProgress);
}

export function downloadFinalVersion(committee: Committee, onProgress: (p: DownloadProgress) => void) {
  const name = committee.finalVersion?.name ?? `versao-final-${committee.id}.pdf`;
  return downloadFile(`/api/bancas/${committee.id}/versao-final`, name, onProgress);
}

const teacherOptions = z.object({ items: z.array(z.object({ idcbpf: z.string(), name: z.string() })) });

/**
 * Active Docentes to seat on a committee: `GET /api/ofertas/docentes` answers the office and every
 * Docente (the users' list is the office's alone), by name or idcbpf.
 */
export async function searchCommitteeTeachers(q: string, signal: AbortSignal): Promise<PersonOption[]> {
  const answer = await apiFetch(`/api/ofertas/docentes?${new URLSearchParams({ q }).toString()}`, teacherOptions, {
    signal,
  });
  return answer.items;
}

import { z } from "zod";
import { normalizeCode } from "../../domain/codes.ts";
import {
  applicationCreatedSchema,
  applicationResentSchema,
  applicationSchema,
  callSchema,
  type Application,
  type ApplicationCreate,
  type ApplicationPatch,
} from "../../domain/inscricoes.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { termSchema } from "../../domain/terms.ts";
import { apiFetch } from "../../lib/api.ts";
import { attachmentHeader, uploadFile } from "../../lib/upload.ts";

/**
 * The public side of applications (PRODUCT §8 `/api/chamadas`, `/api/inscricoes…`), shared by
 * /inscricao, /inscricao/{codigo}, /gov/inscricao-profissional and the office's review in
 * /configuracoes. Application data is read with plain `apiFetch`, never stored on the device:
 * the code is a credential and the machine may be a library's.
 */
export const callPageAnswer = pageAnswer(callSchema);
/** The terms, for the office's choice of an approved applicant's entry term. */
export const termPageAnswer = pageAnswer(termSchema);

/** The open calls (what the public gets), optionally of one programme. */
export function openCallsPath(programme?: "academico" | "profissional"): string {
  return `/api/chamadas?pageSize=100${programme ? `&programme=${programme}` : ""}`;
}

/** The code in the canonical form the URLs carry (as typed when it cannot be a code: the server says 404). */
function codePath(codigo: string): string {
  return `/api/inscricoes/${encodeURIComponent(normalizeCode(codigo) ?? codigo)}`;
}

export const createAnswer = z.union([applicationCreatedSchema, applicationResentSchema]);
export type CreateAnswer = z.infer<typeof createAnswer>;

export function createApplication(body: ApplicationCreate): Promise<CreateAnswer> {
  return apiFetch("/api/inscricoes", createAnswer, { method: "POST", body });
}

export function fetchApplication(codigo: string, signal?: AbortSignal): Promise<Application> {
  return apiFetch(codePath(codigo), applicationSchema, { signal });
}

export function patchApplication(codigo: string, body: ApplicationPatch): Promise<Application> {
  return apiFetch(codePath(codigo), applicationSchema, { method: "PATCH", body });
}

export function submitApplication(codigo: string): Promise<Application> {
  return apiFetch(`${codePath(codigo)}/submissao`, applicationSchema, { method: "POST" });
}

/** The download link of one document (`Content-Disposition: attachment`). */
export function documentUrl(codigo: string, key: string): string {
  return `${codePath(codigo)}/documentos/${encodeURIComponent(key)}`;
}

export function uploadDocument(
  codigo: string,
  key: string,
  file: File,
  onProgress: (percent: number | null) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  return uploadFile(documentUrl(codigo, key), file, z.unknown(), {
    method: "PUT",
    contentType: "application/pdf",
    headers: { "Content-Disposition": attachmentHeader(file.name) },
    onProgress,
    signal,
  });
}

export function deleteDocument(codigo: string, key: string): Promise<unknown> {
  return apiFetch(documentUrl(codigo, key), z.unknown(), { method: "DELETE" });
}

import { z } from "zod";
import { guidanceSchema } from "../../domain/guidance.ts";
import { transcriptSchema, type Transcript, type TransferInput } from "../../domain/historico.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { USER_STATUSES } from "../../domain/users.ts";
import { apiFetch } from "../../lib/api.ts";

/** The transcript area's calls (PRODUCT §8) and the shapes it reads them with. */
export function transcriptPath(idcbpf: string): string {
  return `/api/historico/${encodeURIComponent(idcbpf)}`;
}

export function transcriptKey(idcbpf: string): string {
  return `historico:${idcbpf}`;
}

export function recordTransfer(idcbpf: string, input: TransferInput): Promise<Transcript> {
  return apiFetch(`${transcriptPath(idcbpf)}/aproveitamentos`, transcriptSchema, { method: "POST", body: input });
}

/** A Docente's advisees: its guidances (main and co-advised), one page holds them all. */
export const ADVISEES_PATH = "/api/orientacoes?page=1&pageSize=100";
export const adviseesAnswer = pageAnswer(guidanceSchema.pick({ id: true, student: true }));

/** The office's student search (`GET /api/usuarios?level=Discente&q=`). */
export const studentOption = z.object({ idcbpf: z.string(), name: z.string(), status: z.enum(USER_STATUSES) });
export type StudentOption = z.infer<typeof studentOption>;
export const studentsAnswer = pageAnswer(studentOption);

export function studentSearchPath(q: string): string {
  return `/api/usuarios?${new URLSearchParams({ level: "Discente", q, pageSize: "10" }).toString()}`;
}

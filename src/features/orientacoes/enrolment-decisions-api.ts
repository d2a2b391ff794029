import { z } from "zod";
import type { EnrolmentStatus } from "../../domain/academic.ts";
import {
  batchDecisionResultSchema,
  enrolmentPageSchema,
  type BatchDecisionInput,
  type BatchDecisionResult,
  type DecisionInput,
} from "../../domain/matriculas.ts";
import { apiFetch } from "../../lib/api.ts";

/**
 * The approvals' calls (PRODUCT §8 `/api/matriculas`): the server answers a Docente only with
 * its advisees' enrolments and the office with everyone's; deciding is the main advisor's or the
 * office's (a co-advisor is refused 403), and the office's overrides and reversals are audited.
 */
export { enrolmentPageSchema };

export const PENDING_PAGE_SIZE = 20;
/** A Docente's advisees' pending requests fit one page: a handful of advisees, a few subjects each. */
export const ALL_PENDING = 100;

export function enrolmentsPath(query: {
  status?: EnrolmentStatus;
  student?: string;
  withoutAdvisor?: boolean;
  term?: string;
  page?: number;
  pageSize?: number;
}) {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.withoutAdvisor !== undefined) params.set("withoutAdvisor", String(query.withoutAdvisor));
  if (query.student) params.set("student", query.student);
  if (query.term) params.set("term", query.term);
  params.set("page", String(query.page ?? 1));
  params.set("pageSize", String(query.pageSize ?? PENDING_PAGE_SIZE));
  return `/api/matriculas?${params.toString()}`;
}

export async function decide(codigo: string, input: DecisionInput): Promise<void> {
  await apiFetch(`/api/matriculas/${encodeURIComponent(codigo)}/decisao`, z.unknown(), {
    method: "POST",
    body: input,
  });
}

/** Several at once (`POST /api/matriculas/decisoes`): what was decided, and each refusal. */
export function decideMany(input: BatchDecisionInput): Promise<BatchDecisionResult> {
  return apiFetch("/api/matriculas/decisoes", batchDecisionResultSchema, { method: "POST", body: input });
}

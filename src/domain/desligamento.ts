import { z } from "zod";
import { isoDaySchema } from "./academic.ts";
import { dayWords, ruleRefusal, type RuleRefusal } from "./rule-refusal.ts";
import { userSchema, type Level, type UserStatus } from "./users.ts";

/**
 * Dismissal (desligamento, programme-year rules 24–25): the office ends a student's link with a
 * reason. `conclusao` makes it `egresso`; every other reason `inativo`. What follows (enrolments
 * dropped, requests and committees cancelled) is the server's, in one transaction.
 */
export const DISMISSAL_REASONS = [
  "conclusao",
  "abandono",
  "desempenho",
  "a_pedido",
  "prazo_esgotado",
  "transferencia",
  "outro",
] as const;
export type DismissalReason = (typeof DISMISSAL_REASONS)[number];
export const DISMISSAL_NOTES_MAX = 2000;

/** The status a dismissal leaves: `egresso` on conclusion, else `inativo`. */
export function statusAfterDismissal(reason: DismissalReason): "egresso" | "inativo" {
  return reason === "conclusao" ? "egresso" : "inativo";
}

/** `POST /api/usuarios/{idcbpf}/desligamento`: `date` defaults to today; `outro` needs notes. */
export const dismissalInputSchema = z
  .strictObject({
    reason: z.enum(DISMISSAL_REASONS),
    date: isoDaySchema.optional(),
    notes: z.string().trim().max(DISMISSAL_NOTES_MAX).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.reason === "outro" && !input.notes)
      ctx.addIssue({ code: "custom", path: ["notes"], message: "dismissal_notes_required" });
  });
export type DismissalInput = z.infer<typeof dismissalInputSchema>;

/** What a user's answer says of its dismissal (null when none). */
export const dismissalSchema = z.object({
  reason: z.enum(DISMISSAL_REASONS),
  date: z.string(),
  notes: z.string().nullable(),
  by: z.object({ idcbpf: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type Dismissal = z.infer<typeof dismissalSchema>;

/** What `GET /api/usuarios/{idcbpf}` adds for the programme year (and `POST`/`PATCH` take: `entryDate`). */
export const userProgrammeYearShape = {
  entryDate: z.string().nullable(),
  dismissal: dismissalSchema.nullable(),
};

/** One user as `GET`/`POST`/`PATCH /api/usuarios/{idcbpf}` answer it: the session's fields and the programme year's. */
export const userDetailSchema = userSchema.extend(userProgrammeYearShape);
export type UserDetail = z.infer<typeof userDetailSchema>;

export type DismissalFacts = {
  today: string;
  student: { level: Level; status: UserStatus; idcbpf: string };
  reason: DismissalReason;
  date: string;
  /** A `realizada` defesa with a passing verdict. */
  defencePassed: boolean;
  /** That defence's final version is deposited. */
  finalVersion: boolean;
};

/**
 * Rule 24 in order: a Discente (`not_a_student`) still `ativo` or `trancado`
 * (`already_dismissed`), on a day not after today (`date_in_future`); `conclusao` needs a passed
 * defence (`defence_not_passed`) and its final version (`final_version_missing`).
 */
export function dismissalRefusal(facts: DismissalFacts): RuleRefusal | null {
  const { student } = facts;
  if (student.level !== "Discente") return ruleRefusal("not_a_student", { idcbpf: student.idcbpf });
  if (student.status !== "ativo" && student.status !== "trancado")
    return ruleRefusal("already_dismissed", { idcbpf: student.idcbpf, status: student.status });
  if (facts.date > facts.today) return ruleRefusal("date_in_future", { date: dayWords(facts.date) });
  if (facts.reason === "conclusao" && !facts.defencePassed) return ruleRefusal("defence_not_passed");
  if (facts.reason === "conclusao" && !facts.finalVersion) return ruleRefusal("final_version_missing");
  return null;
}

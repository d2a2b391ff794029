import type { z } from "zod";
import { userDetailSchema } from "./desligamento.ts";
import { personalAnswerSchema } from "./personal-data-input.ts";

/**
 * One profile as `GET`/`PATCH /api/usuarios/{idcbpf}` and `POST /api/usuarios` answer it: the
 * user, the programme year's fields and the person's data for CAPES (funding §6; a Docente's CAPES
 * fields only for a Docente). Only the office and the person itself get it (P1).
 */
export const userProfileSchema = userDetailSchema.extend(personalAnswerSchema.shape);
export type UserProfile = z.infer<typeof userProfileSchema>;

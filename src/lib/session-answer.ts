import { z } from "zod";
import { userSchema } from "../domain/users.ts";

/** `GET /api/_auth/session`: the user, or `{}` for no one (checked in session.ts, loaded when needed). */
export const sessionAnswer = z.union([z.object({ user: userSchema }), z.object({}).strict()]);

import { z } from "zod";
import { LOG_PATH_MAX } from "./log-limits.ts";

/**
 * The shape of every error answer of the API (PRODUCT §7): `{statusCode, message}`, plus the
 * offending fields of a 400 and the stable rule key of a 422. `message` is already in the
 * request's language.
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  rule: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Access-log entry sent by the client on each navigation (`GET /api/_log`). */
export const logQuerySchema = z.object({
  path: z.string().min(1).max(LOG_PATH_MAX).startsWith("/"),
  /** Client-generated id: a retried send is stored once. */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  /** When the navigation happened on the device (ms since epoch), for entries queued offline. */
  at: z.coerce.number().int().positive().optional(),
});
export type LogQuery = z.infer<typeof logQuerySchema>;

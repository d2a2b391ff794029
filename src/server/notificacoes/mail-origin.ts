import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { Env } from "../env.ts";
import { requestOrigin } from "../http/request-info.ts";

/**
 * Where the links of notification e-mails point (`scheme://host`). A notice is written deep inside
 * a write (a decision, a waitlist's promotion, a grade) that knows nothing of the request, and by
 * jobs that have none; rather than pass the origin through every write, it is kept for the
 * duration of each API request (the request's origin as the applicant mails have it:
 * PUBLIC_ORIGIN, else the address the browser used) and of each job's runs (PUBLIC_ORIGIN, else
 * the server's own local address: `jobOrigin`). Timers started inside `withMailOrigin` keep it.
 */
const scope = new AsyncLocalStorage<() => string>();

/** The origin in force; `http://localhost` when none was set (a write called directly, as tests do). */
export function mailOrigin(): string {
  return scope.getStore()?.() ?? "http://localhost";
}

export function withMailOrigin<T>(origin: string, work: () => T): T {
  return scope.run(() => origin, work);
}

/** Each API request's origin, worked out only when a notice asks for it. */
export function mailOriginOfRequest(env: Env): MiddlewareHandler<AppEnv> {
  return (c, next) => scope.run(() => requestOrigin(c, env), next);
}

/** The origin of jobs (no request to take it from). */
export function jobOrigin(env: Env): string {
  return env.publicOrigin ?? `http://localhost:${env.port}`;
}

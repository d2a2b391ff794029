import { pino, type Logger } from "pino";
import type { Env } from "./env.ts";

/** One JSON line per event on stdout (the platform collects it); `silent` in tests. */
export function createLogger(env: Pick<Env, "logLevel">): Logger {
  return pino({ level: env.logLevel, timestamp: pino.stdTimeFunctions.isoTime });
}

/**
 * The longest path an access-log entry keeps: the server's schema refuses longer ones (src/domain/api.ts)
 * and the browser cuts them before sending (src/lib/log-url.ts). A module of its own, without zod,
 * so that the log queue's code does not pull the schemas in.
 */
export const LOG_PATH_MAX = 2048;

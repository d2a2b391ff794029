import type { Context, TypedResponse } from "hono";
import { stream } from "hono/streaming";
import { NDJSON, type ImportProgress } from "../../domain/user-import.ts";
import type { ImportReport } from "../../domain/user-input.ts";
import type { AppEnv, Deps } from "../context.ts";
import { isViolation, UNIQUE_VIOLATION } from "../db/errors.ts";
import { apiError } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { importUsers } from "./importacao.routes.ts";
import { runImport, type ImportOptions } from "./import-run.ts";

/**
 * The import's route: read the body (the guards have checked its type and size), run the import
 * and answer the report — as one JSON object (PRODUCT §8), or, when the client asks for
 * `application/x-ndjson`, as progress lines while it runs and the report last.
 */
function wantsProgress(c: Context<AppEnv>): boolean {
  return (c.req.header("accept") ?? "").toLowerCase().includes(NDJSON);
}

/** A user or e-mail created meanwhile by someone else (outside the import's lock): a conflict, not a bug. */
function conflictOrThrow(c: Context<AppEnv>, error: unknown) {
  if (isViolation(error, UNIQUE_VIOLATION)) return apiError(c, 409, "conflict");
  throw error;
}

/**
 * @hono/zod-openapi types each declared answer by its media type, and takes `application/x-ndjson`
 * for JSON (it matches `application/…json`): the stream is typed as the report it ends with.
 */
function asDeclared(response: Response): TypedResponse<ImportReport, 200, "json"> {
  return response as unknown as TypedResponse<ImportReport, 200, "json">;
}

export function importacaoRouter({ db, logger }: Deps) {
  return createRouter().openapi(importUsers, async (c) => {
    const { dryRun, skipInvalid } = c.req.valid("query");
    const user = c.get("user");
    if (!user) return c.json(apiError(c, 401), 401); // requireAccess has refused already
    const options: ImportOptions = { dryRun, skipInvalid, locale: requestLocale(c), actor: user };
    const bytes = new Uint8Array(await c.req.arrayBuffer());

    if (!wantsProgress(c)) {
      try {
        return c.json(await runImport(db, bytes, options, async () => {}), 200);
      } catch (error) {
        return c.json(conflictOrThrow(c, error), 409);
      }
    }

    c.header("Content-Type", `${NDJSON}; charset=utf-8`);
    const answer = stream(c, async (out) => {
      // A client that goes away does not stop the import: it finishes (or rolls back) as one transaction.
      const send = async (line: object) => {
        if (!out.aborted) await out.write(`${JSON.stringify(line)}\n`).catch(() => undefined);
      };
      let last = "";
      const progress = async (step: ImportProgress) => {
        const key = `${step.phase}:${step.done}`;
        if (key === last) return;
        last = key;
        await send(step);
        // PGlite answers inside the same turn of the event loop (its queries resolve as microtasks),
        // so without a real turn the socket would only see the lines once the import is over.
        await new Promise((resolve) => setImmediate(resolve));
      };
      try {
        await send({ report: await runImport(db, bytes, options, progress) });
      } catch (error) {
        let body;
        try {
          body = conflictOrThrow(c, error);
        } catch {
          logger.error({ err: error }, "user import failed");
          body = apiError(c, 500);
        }
        await send({ error: body });
      }
    });
    return asDeclared(answer);
  });
}

import type { Context, TypedResponse } from "hono";
import { stream } from "hono/streaming";
import { NDJSON, type ImportProgress } from "../../domain/user-import.ts";
import type { ImportReport } from "../../domain/user-input.ts";
import { Refused } from "../../domain/refusal.ts";
import { loggedInUser } from "../auth/current-user.ts";
import type { AppEnv, Deps } from "../context.ts";
import { refusalBody, serverErrorBody } from "../http/errors.ts";
import { createRouter } from "../http/openapi.ts";
import { requestLocale } from "../http/request-info.ts";
import { importUsers } from "./importacao.routes.ts";
import { runImport, type ImportOptions } from "./import-run.ts";

/**
 * The import's route: read the body (the guards have checked its type and size), run the import
 * and answer the report — as one JSON object (PRODUCT §8), or, when the client asks for
 * `application/x-ndjson`, as progress lines while it runs and the report last. A refusal (409
 * `conflict`, thrown by importacao.writes.ts) is the error answer — or, in the stream, whose 200 is
 * already sent, its last line `{error}`.
 */
function wantsProgress(c: Context<AppEnv>): boolean {
  return (c.req.header("accept") ?? "").toLowerCase().includes(NDJSON);
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
    const options: ImportOptions = { dryRun, skipInvalid, locale: requestLocale(c), actor: loggedInUser(c) };
    const bytes = new Uint8Array(await c.req.arrayBuffer());

    if (!wantsProgress(c)) return c.json(await runImport(db, bytes, options, async () => {}), 200);

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
        if (error instanceof Refused) await send({ error: refusalBody(c, error) });
        else {
          logger.error({ err: error }, "user import failed");
          await send({ error: serverErrorBody(c, 500, "internal") });
        }
      }
    });
    return asDeclared(answer);
  });
}

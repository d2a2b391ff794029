import { serve } from "@hono/node-server";
import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import { NODE_HEADER_LIMIT, answerClientErrors, refuseOversized } from "./client-error.ts";
import { withCompression } from "./compression.ts";
import { discardUnreadBody } from "./unread-body.ts";

/**
 * The app on a socket, as `npm start` serves it (src/server/index.ts) and as the tests that need
 * the real listener start it: a request over our size limits is refused first, in its language
 * (client-error.ts, `refuseOversized`); a body left unread by its answer is read and discarded so
 * the client can read that answer (unread-body.ts); every answer passes through `compress`.
 */
function httpServer(logger: Logger): typeof createServer {
  return ((options: ServerOptions, listener: RequestListener) => {
    const compressed = withCompression(listener);
    return createServer(options, (req, res) => {
      discardUnreadBody(req, res);
      if (!refuseOversized(req, res, logger)) compressed(req, res);
    });
  }) as typeof createServer;
}

export type ListenOptions = {
  port: number;
  hostname?: string;
  logger: Logger;
};

export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  { port, hostname, logger }: ListenOptions,
  onListening?: (info: AddressInfo) => void,
): Server {
  const server = serve(
    {
      fetch,
      port,
      ...(hostname ? { hostname } : {}),
      // Node's 16 KiB is reached by a long search once its accents are percent-encoded (and the
      // Referer repeats the URL). Our own limits are checked on the whole request first
      // (refuseOversized); what overflows even Node's raised limit is answered by answerClientErrors.
      // An idle keep-alive connection is closed by the server only after a minute, not Node's 5 s: a
      // client (a browser, a proxy, a test's request context) that sends on a connection the server
      // is closing at that moment reads a reset. Load balancers keep theirs about as long.
      serverOptions: { maxHeaderSize: NODE_HEADER_LIMIT, keepAliveTimeout: 65_000 },
      // Its clean-up of unread bodies closed the socket after 500 ms: ours reads them (unread-body.ts).
      autoCleanupIncoming: false,
      createServer: httpServer(logger),
    },
    onListening ? (info) => onListening(info as AddressInfo) : undefined,
  ) as Server;
  answerClientErrors(server, logger);
  return server;
}

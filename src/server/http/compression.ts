import compression from "compression";
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from "node:http";

/**
 * Answers compressed on the way out, for every answer that is not compressed already: the app
 * shell, the /gov pages, the sitemaps, the build's fixed-name files and JSON answers, when the
 * body is 1 KiB or more, its type is text-like (`compressible`'s list: not PDFs, not images) and
 * the client accepts brotli (preferred, quality 4: fast enough per answer) or gzip. Answers under
 * 1 KiB (most API calls: a session, an error) go out as they are: their headers weigh more than
 * compression would save. The build's hashed assets come with copies compressed at build time
 * (scripts/precompress.ts), so they leave with their Content-Encoding and are not touched here.
 * Every compressible answer says `Vary: Accept-Encoding`. `Cache-Control: no-transform` is
 * honoured.
 *
 * This is expressjs/compression on Node's own request and response, wrapped around the Hono
 * listener (listener.ts wraps the server's own listener in `withCompression`):
 * compression belongs to the HTTP layer, and Hono's own middleware would compress even a `{}`
 * (it cannot see a body's size before streaming it).
 */
const compress = compression({ threshold: 1024 });

export function withCompression(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    compress(req, res, () => listener(req, res));
  };
}

/** node:http's `createServer`, with every answer passing through `compress`. */
export const compressingServer = ((options: ServerOptions, listener: RequestListener) =>
  createServer(options, withCompression(listener))) as typeof createServer;

import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * A request answered before its body was read — a 401 or 403 judged on who asks, a 413 judged
 * on Content-Length, a 415, a 404 — must still let its client read that answer (PRODUCT §7: never
 * a reset connection). Most clients send their whole body before they read (a browser's upload,
 * most HTTP libraries). If the server closes the socket while bytes are still arriving, its TCP
 * stack answers them with a reset, and the reset can wipe the answer from the client's buffer
 * before it was read (RFC 9112 §9.6). Two things did that: @hono/node-server's clean-up, which
 * read what came in for 500 ms and then closed the socket (turned off, listener.ts), and Node
 * itself when the answer is the connection's last (`Connection: close`): it closes the socket as
 * soon as the answer is written.
 *
 * So once the answer is sent, the rest of the body is read and thrown away: on a keep-alive
 * connection, which then serves the next request; on a closing one, after a half-close (our side
 * says it is done, and keeps reading), closed only once the body has all arrived. `100 Continue`
 * is sent at once (Node's default), so a client that waits for it sends its body and reads the
 * answer too. Bounded: past UNREAD_MAX_BYTES more, or UNREAD_MAX_MS, the socket is closed (a
 * client sending gigabytes to a refusal, or trickling, gets no more of our time).
 */
export const UNREAD_MAX_BYTES = 64 * 1024 * 1024;
export const UNREAD_MAX_MS = 60_000;

/** The request of each connection whose body may still be arriving. */
const unread = new WeakMap<Socket, IncomingMessage>();
const lingering = new WeakSet<Socket>();

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** Node's close after a last answer, made to wait for the body still arriving (a half-close meanwhile). */
function lingerOnClose(socket: Socket): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  const destroySoon = socket.destroySoon.bind(socket);
  socket.destroySoon = () => {
    const req = unread.get(socket);
    if (!req || req.readableEnded) return destroySoon();
    socket.end();
    req.once("end", () => socket.destroy());
  };
}

/** Reads and discards what is left of the body once the answer is sent, within the bounds above. */
function discardRest(req: IncomingMessage, socket: Socket): void {
  // A reader that stopped part-way (a size limit) would buffer what follows: nobody reads it now.
  req.removeAllListeners("data");
  let bytes = 0;
  const stop = () => {
    done();
    socket.destroy();
  };
  const timer = setTimeout(stop, UNREAD_MAX_MS);
  timer.unref();
  // Counted on the socket: Node drops a discarded body's bytes before they reach the request.
  const onData = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > UNREAD_MAX_BYTES) stop();
  };
  const done = () => {
    clearTimeout(timer);
    socket.off("data", onData);
    if (unread.get(socket) === req) unread.delete(socket);
  };
  socket.on("data", onData);
  req.once("end", done);
  req.once("close", done);
  req.resume();
  // The request's 'resume' is emitted on the next tick; the connection's reads are checked after it.
  setImmediate(() => keepReading(socket));
}

type StreamHandle = { reading?: boolean; readStart?: () => number };

/**
 * Node's HTTP server stops reading a connection while a request's body waits unread (backpressure,
 * `readStop` from the parser) and is meant to start again when the request is resumed. On a
 * keep-alive connection whose answer went out first it does not: the socket says it flows, its
 * handle reads nothing, the rest of the body stays in the kernel and the connection sits until
 * UNREAD_MAX_MS closes it with a reset (reproduced on Node 24 with any early answer to a body over
 * about 100 KB). So the handle is started here when it is left stopped — the one place this reaches
 * past Node's public socket API, and a no-op whenever Node did it itself.
 */
function keepReading(socket: Socket): void {
  if (socket.destroyed) return;
  const handle = (socket as unknown as { _handle?: StreamHandle | null })._handle;
  if (handle?.reading !== false || typeof handle.readStart !== "function") return;
  handle.reading = true;
  handle.readStart();
}

export function discardUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (!hasBody(req)) return;
  const socket = req.socket;
  unread.set(socket, req);
  lingerOnClose(socket);
  res.once("finish", () => {
    if (req.readableEnded || req.destroyed || socket.destroyed) unread.delete(socket);
    else discardRest(req, socket);
  });
}

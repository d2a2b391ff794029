import type { Server } from "node:http";
import { connect } from "node:net";
import type { App } from "../../src/server/app.ts";
import type { Env } from "../../src/server/env.ts";
import { listen } from "../../src/server/http/listener.ts";
import { createLogger } from "../../src/server/logger.ts";

/**
 * The app on the real listener (src/server/http/listener.ts, as `npm start` serves it) on a free
 * loopback port, and a raw HTTP client that reports what a client really sees: the answer it
 * read, and any socket error (a reset) on the way.
 */
export async function onSocket(app: App, env: Env): Promise<{ port: number; close: () => Promise<void> }> {
  let server: Server | undefined;
  const port = await new Promise<number>((resolve) => {
    server = listen(app.fetch, { port: 0, hostname: "127.0.0.1", logger: createLogger(env) }, (info) =>
      resolve(info.port),
    );
  });
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        server?.closeAllConnections();
        server?.close(() => resolve());
      }),
  };
}

export type Exchange = {
  /** The final answer's status, or 0 when none was read. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** A socket error met on the way (ECONNRESET, EPIPE…), before or after the answer. */
  error: string | null;
  /** Bytes of the body written to the socket. */
  sent: number;
};

export type SendOptions = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Send `Expect: 100-continue` and wait for the 100 before sending the body. */
  expectContinue?: boolean;
  /** `Connection: close` instead of keep-alive. */
  close?: boolean;
  /** Send the body in pieces of this size… */
  chunkBytes?: number;
  /** …waiting this long between them (a slow client). */
  pauseMs?: number;
  /** No Content-Length: `Transfer-Encoding: chunked`. */
  chunked?: boolean;
};

type Parsed = { status: number; headers: Record<string, string>; body: Buffer; complete: boolean; rest: number };

/** A chunked body from `offset` (RFC 9112 §7.1): its bytes so far, and whether the last chunk came. */
function dechunk(data: Buffer, offset: number): { body: Buffer; complete: boolean; rest: number } {
  const pieces: Buffer[] = [];
  let at = offset;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.toString("latin1", at, lineEnd).split(";")[0] ?? "", 16);
    if (!Number.isFinite(size)) break;
    if (size === 0) {
      // The last chunk, then trailer fields (usually none) up to an empty line.
      const trailerEnd = data.indexOf("\r\n\r\n", lineEnd);
      if (trailerEnd < 0) break;
      return { body: Buffer.concat(pieces), complete: true, rest: trailerEnd + 4 };
    }
    if (data.length < lineEnd + 2 + size + 2) break;
    pieces.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return { body: Buffer.concat(pieces), complete: false, rest: at };
}

/** The first final answer in `data` (1xx answers skipped), and whether all of its body is there. */
function parseAnswer(data: Buffer): Parsed | null {
  let offset = 0;
  for (;;) {
    const end = data.indexOf("\r\n\r\n", offset);
    if (end < 0) return null;
    const [line = "", ...fields] = data.toString("latin1", offset, end).split("\r\n");
    const status = Number(line.split(" ")[1]);
    if (status >= 100 && status < 200) {
      offset = end + 4;
      continue;
    }
    const headers = Object.fromEntries(
      fields.map((field) => [
        field.slice(0, field.indexOf(":")).trim().toLowerCase(),
        field.slice(field.indexOf(":") + 1).trim(),
      ]),
    );
    if (/\bchunked\b/i.test(headers["transfer-encoding"] ?? "")) {
      const chunked = dechunk(data, end + 4);
      return { status, headers, body: chunked.body, complete: chunked.complete, rest: chunked.rest };
    }
    // 204 and 304 have no body (RFC 9110 §6.4.1), whatever their headers say.
    const bodiless = status === 204 || status === 304;
    const length = bodiless
      ? 0
      : headers["content-length"] === undefined
        ? Infinity
        : Number(headers["content-length"]);
    const body = data.subarray(end + 4, Number.isFinite(length) ? end + 4 + length : undefined);
    return { status, headers, body, complete: body.length >= length, rest: end + 4 + body.length };
  }
}

/**
 * One request on its own raw connection, as a plain client does it: the whole body is written
 * (with backpressure, after the 100 when it asked for one) whatever the server answers meanwhile,
 * and the answer is read; the client closes once both are done. Anything that cuts this short is
 * reported in `error`.
 */
export function send(port: number, options: SendOptions): Promise<Exchange> {
  const body = options.body ?? Buffer.alloc(0);
  const head = [
    `${options.method} ${options.path} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    `connection: ${options.close ? "close" : "keep-alive"}`,
    options.chunked ? "transfer-encoding: chunked" : `content-length: ${body.length}`,
    ...(options.expectContinue ? ["expect: 100-continue"] : []),
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  return new Promise((resolve) => {
    const result: Exchange = { status: 0, headers: {}, body: Buffer.alloc(0), error: null, sent: 0 };
    // Half-open allowed: a client keeps sending its body after the server said it is done (a FIN).
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    let received = Buffer.alloc(0);
    let answer: Parsed | null = null;
    let writing = false;
    let written = false;
    const finishIfDone = () => {
      if (answer?.complete && written && !socket.writableEnded) socket.end();
    };
    const write = (chunk: Buffer) =>
      new Promise<boolean>((next) => {
        if (socket.destroyed) return next(false);
        if (socket.write(chunk)) return next(true);
        const onDrain = () => (socket.off("close", onClose), next(true));
        const onClose = () => (socket.off("drain", onDrain), next(false));
        socket.once("drain", onDrain);
        socket.once("close", onClose);
      });
    const writeBody = async () => {
      writing = true;
      const piece = options.chunkBytes ?? 64 * 1024;
      for (let offset = 0; offset < body.length; offset += piece) {
        const chunk = body.subarray(offset, offset + piece);
        const framed = options.chunked
          ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")])
          : chunk;
        if (!(await write(framed))) {
          result.error ??= "closed by the server before the body was sent";
          return;
        }
        result.sent += chunk.length;
        if (options.pauseMs) await new Promise((next) => setTimeout(next, options.pauseMs));
      }
      if (options.chunked && !(await write(Buffer.from("0\r\n\r\n")))) return;
      written = true;
      finishIfDone();
    };
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const text = received.toString("latin1", 0, Math.min(received.length, 64));
      if (options.expectContinue && !writing && text.startsWith("HTTP/1.1 100")) void writeBody();
      answer = parseAnswer(received);
      // Answered without a 100 Continue: the body is not sent (RFC 9110 §10.1.1).
      if (answer && options.expectContinue && !writing) written = true;
      finishIfDone();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => (result.error ??= error.code ?? error.message));
    socket.on("close", () => {
      answer = parseAnswer(received);
      if (answer) Object.assign(result, { status: answer.status, headers: answer.headers, body: answer.body });
      if (answer && !answer.complete) result.error ??= "answer cut short";
      resolve(result);
    });
    // Latin-1: a character of the address up to U+00FF is sent as that one byte (tests send raw bytes so).
    socket.write(`${head}\r\n\r\n`, "latin1");
    if (!options.expectContinue) void writeBody();
  });
}

import { once } from "node:events";
import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  MAX_HEADER_BYTES,
  MAX_URL_BYTES,
  NODE_HEADER_LIMIT,
  refusalResponse,
  refuseOversized,
} from "./client-error.ts";

/** What Node's parser hands over with a refused request: the error code and the chunk being parsed. */
function refused(code: string, packet: string) {
  const error = Object.assign(new Error(code), { code, rawPacket: Buffer.from(packet, "latin1") });
  const { text, status, path } = refusalResponse(error);
  const [head = "", body = ""] = text.split("\r\n\r\n");
  return { status, path, head, body };
}

describe("requests refused before routing", () => {
  it("a request line cut off by the limit is a 414, as a page in the path's language", () => {
    const pt = refused("HPE_HEADER_OVERFLOW", `GET /usuarios?q=${"a".repeat(5000)}`);
    expect(pt.head).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(pt.head).toContain("Content-Type: text/html; charset=utf-8");
    expect(pt.head).toContain("Connection: close");
    expect(pt.head).toContain(`Content-Length: ${Buffer.byteLength(pt.body)}`);
    expect(pt.body).toContain('<html lang="pt-BR">');
    expect(pt.body).toContain('<a href="/">Ir para o início</a>');
    const en = refused("HPE_HEADER_OVERFLOW", `GET /en/usuarios?q=${"a".repeat(5000)}`);
    expect(en.body).toContain('<html lang="en-US">');
    expect(en.body).toContain('<a href="/en">Go to the home page</a>');
  });

  it("headers too large after a complete request line are a 431; under /api our JSON, in Accept-Language", () => {
    const api = refused(
      "HPE_HEADER_OVERFLOW",
      `GET /api/usuarios?q=x HTTP/1.1\r\nHost: a\r\nAccept-Language: en-US,en;q=0.9\r\nCookie: ${"c".repeat(5000)}`,
    );
    expect(api.status).toBe(431);
    expect(api.head).toContain("Content-Type: application/json; charset=utf-8");
    expect(JSON.parse(api.body)).toEqual({
      statusCode: 431,
      message: "The request is too large (address or headers). Shorten the search text and try again.",
    });
    const pt = refused("HPE_HEADER_OVERFLOW", `GET /api HTTP/1.1\r\nCookie: ${"c".repeat(5000)}`);
    expect(JSON.parse(pt.body)).toMatchObject({
      statusCode: 431,
      message: expect.stringMatching(/^O pedido é grande/),
    });
  });

  it("when the chunk does not show the request line, the page says it in both languages", () => {
    const unknown = refused("HPE_HEADER_OVERFLOW", "a".repeat(5000));
    expect(unknown.status).toBe(431);
    expect(unknown.path).toBeNull();
    expect(unknown.body).toContain('<section lang="pt-BR">');
    expect(unknown.body).toContain('<section lang="en-US">');
  });

  it("other refusals: a malformed request is a 400, a slow one a 408; nothing of the request is echoed", () => {
    const bad = refused("HPE_INVALID_METHOD", "<script>alert(1)</script> / HTTP/1.1\r\n");
    expect(bad.status).toBe(400);
    expect(bad.body).not.toContain("<script>");
    expect(refused("ERR_HTTP_REQUEST_TIMEOUT", "GET /en/x HTTP/1.1\r\n").status).toBe(408);
    const odd = refused("HPE_HEADER_OVERFLOW", `GET /"><script>x</script>?${"a".repeat(100)}`);
    expect(odd.body).not.toContain("<script>");
  });
});

describe("our size limits, checked on the whole request however its bytes arrive", () => {
  /** Sends `head` to a real server in 1 KiB pieces, each after the previous was read, and reads the answer. */
  async function sendInPieces(head: string): Promise<string> {
    const server = createServer(
      { maxHeaderSize: NODE_HEADER_LIMIT },
      (req, res) => void (refuseOversized(req, res) || res.end("reached the app")),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
      const answer = new Promise<string>((resolve) => {
        let text = "";
        socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        socket.on("close", () => resolve(text));
        socket.on("error", () => resolve(text));
      });
      await once(socket, "connect");
      for (let at = 0; at < head.length && !socket.destroyed; at += 1024) {
        // Each piece waits for the previous to be written: the server reads the request in many chunks.
        await new Promise<void>((resolve) => socket.write(head.slice(at, at + 1024), () => resolve()));
        await new Promise((resolve) => setImmediate(resolve));
      }
      return await answer;
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }

  it("an address over MAX_URL_BYTES is a 414 in the path's language, a request over MAX_HEADER_BYTES a 431", async () => {
    const url = `/en/usuarios?q=${"a".repeat(MAX_URL_BYTES)}`;
    const long = await sendInPieces(`GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(long).toContain("The address is too long.");

    const api = await sendInPieces(
      `GET /api/usuarios?q=${"a".repeat(MAX_URL_BYTES)} HTTP/1.1\r\nHost: x\r\nAccept-Language: en-US\r\nConnection: close\r\n\r\n`,
    );
    expect(api).toMatch(/^HTTP\/1\.1 414 /);
    expect(api).toContain("application/json");
    expect(api).toContain('"statusCode":414');

    const cookie = `x=${"b".repeat(MAX_HEADER_BYTES)}`;
    const headers = await sendInPieces(
      `GET /login HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
    expect(headers).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(headers).toContain('<html lang="pt-BR">');

    const fine = await sendInPieces(
      `GET /usuarios?q=${"a".repeat(MAX_URL_BYTES - 100)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(fine).toMatch(/^HTTP\/1\.1 200 /);
    expect(fine).toContain("reached the app");
  });
});

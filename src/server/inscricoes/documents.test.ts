import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { formatCode } from "../../domain/codes.ts";
import { MAX_DOCUMENT_BYTES, applicationSchema, type Call } from "../../domain/inscricoes.ts";
import type { App } from "../app.ts";
import { applications, codeLookupThrottle } from "../db/schema.ts";
import { applicantBody, apply, createCall, samplePdf, upload, uploadAll } from "./test-fixtures.ts";

let t: TestApp;
let admin: string;
let theCall: Call;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  theCall = await createCall(t.app, admin);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(codeLookupThrottle);
});

const read = async (codigo: string) => {
  const res = await call(t.app, `/api/inscricoes/${codigo}`);
  expect(res.status).toBe(200);
  return applicationSchema.parse(await res.json());
};

describe("PUT/GET/DELETE /api/inscricoes/{codigo}/documentos/{key}", () => {
  it("stores a PDF under its name and gives it back as an attachment, byte for byte", async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    const pdf = await samplePdf();
    const res = await upload(t.app, codigo, "cv", pdf, {
      "content-disposition": `attachment; filename="curriculo.pdf"; filename*=UTF-8''curr%C3%ADculo%20%22final%22.pdf`,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ key: "cv", name: 'currículo "final".pdf', size: pdf.length });
    expect((await read(codigo)).documents).toEqual([{ key: "cv", name: 'currículo "final".pdf', size: pdf.length }]);

    const down = await call(t.app, `/api/inscricoes/${codigo}/documentos/cv`);
    expect(down.status).toBe(200);
    expect(down.headers.get("content-type")).toBe("application/pdf");
    expect(down.headers.get("x-content-type-options")).toBe("nosniff");
    expect(down.headers.get("content-disposition")).toBe(
      `attachment; filename="curr_culo _final_.pdf"; filename*=UTF-8''curr%C3%ADculo%20%22final%22.pdf`,
    );
    expect(new Uint8Array(await down.arrayBuffer())).toEqual(pdf);
    // The office downloads it too; the typed form of the code works for files as well.
    const office = await call(t.app, `/api/inscricoes/${codigo.toLowerCase()}/documentos/cv`, { cookie: admin });
    expect(office.status).toBe(200);
  });

  it("ignores path tricks in names, and names a file without one after its key", async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    const pdf = await samplePdf();
    const cases: [Record<string, string>, string][] = [
      [{ "content-disposition": 'attachment; filename="../../etc/x.pdf"' }, "x.pdf"],
      [{ "content-disposition": 'attachment; filename="C:\\\\Users\\\\ana\\\\diploma.pdf"' }, "diploma.pdf"],
      [{ "content-disposition": "attachment; filename*=UTF-8''..%2F..%2Fpasswd.pdf" }, "passwd.pdf"],
      [{ "content-disposition": 'attachment; filename="../"' }, "cv.pdf"],
      [{}, "cv.pdf"],
    ];
    for (const [headers, name] of cases) {
      const res = await upload(t.app, codigo, "cv", pdf, headers);
      expect(res.status).toBe(201);
      expect(((await res.json()) as { name: string }).name).toBe(name);
    }
    // Replacing keeps one file per key.
    expect((await read(codigo)).documents).toHaveLength(1);
  });

  it("refuses a text file named .pdf (415 by content), another media type (415), an unknown key (404)", async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    const text = new TextEncoder().encode("Isto não é um PDF, apenas texto.\n");
    const fake = await upload(t.app, codigo, "cv", text, { "content-disposition": 'attachment; filename="cv.pdf"' });
    expect((await expectApiError(fake, 415)).message).toBe("O arquivo não é um PDF.");
    const empty = await upload(t.app, codigo, "cv", new Uint8Array(0));
    expect(empty.status).toBe(415);
    const plain = await call(t.app, `/api/inscricoes/${codigo}/documentos/cv`, {
      method: "PUT",
      body: (await samplePdf()) as Uint8Array<ArrayBuffer>,
      headers: { "content-type": "text/plain", "accept-language": "en" },
    });
    expect((await expectApiError(plain, 415)).message).toBe("The file is not a PDF.");
    const unknown = await upload(t.app, codigo, "passaporte", await samplePdf());
    expect((await expectApiError(unknown, 404)).message).toBe("Esta chamada não pede o documento passaporte.");
    expect((await read(codigo)).documents).toEqual([]);
  });

  it(`answers 413 JSON beyond ${MAX_DOCUMENT_BYTES} bytes, with or without a Content-Length`, async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(await samplePdf());
    const streamed = await upload(t.app, codigo, "cv", big);
    expect((await expectApiError(streamed, 413)).message).toBe("O arquivo passa de 10 MB.");
    const declared = await upload(t.app, codigo, "cv", big, {
      "content-length": String(big.length),
      "accept-language": "en",
    });
    expect((await expectApiError(declared, 413)).message).toBe("The file exceeds 10 MB.");
    expect((await read(codigo)).documents).toEqual([]);
  });

  it("another code cannot read the file; unknown keys and codes are 404", async () => {
    const a = await apply(t.app, applicantBody(theCall.id));
    const b = await apply(t.app, applicantBody(theCall.id));
    await uploadAll(t.app, a, ["cv"]);
    await expectApiError(await call(t.app, `/api/inscricoes/${b}/documentos/cv`), 404);
    await expectApiError(await call(t.app, `/api/inscricoes/${b}/documentos/diploma`), 404);
    expect((await call(t.app, `/api/inscricoes/${a}/documentos/cv`)).status).toBe(200);
    // A logged-in Discente without the code has nothing more than a visitor.
    const discente = await login(t.app, "discente");
    const list = await call(t.app, "/api/inscricoes", { cookie: discente });
    expect(list.status).toBe(403);
  });

  it("deletes a file while editable; a submitted application missing a document goes back to rascunho", async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    await uploadAll(t.app, codigo);
    expect((await call(t.app, `/api/inscricoes/${codigo}/submissao`, { method: "POST" })).status).toBe(200);
    const res = await call(t.app, `/api/inscricoes/${codigo}/documentos/cv`, { method: "DELETE" });
    expect(res.status).toBe(200);
    const after = applicationSchema.parse(await res.json());
    expect(after.status).toBe("rascunho");
    expect(after.documents.map((doc) => doc.key)).toEqual(["diploma"]);
    expect(after.history.map((h) => h.status)).toEqual(["rascunho", "submetida", "rascunho"]);
    await expectApiError(await call(t.app, `/api/inscricoes/${codigo}/documentos/cv`, { method: "DELETE" }), 404);
  });
});

describe("codes typed by people, uniform 404, rate limit", () => {
  let proxied: App;
  beforeAll(() => {
    proxied = t.withEnv({ TRUST_PROXY: "1" });
  });
  const from = (address: string) => ({ "x-forwarded-for": `${address}, 10.0.0.1` });

  it("accepts lower case, spaces, no dashes and the O/I/L aliases", async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    const canonical = "0123456789ABCDEFGHJKMNPQRST1";
    await t.db
      .update(applications)
      .set({ codigo: canonical })
      .where(eq(applications.codigo, codigo.replace(/-/g, "")));
    const printed = formatCode(canonical);
    for (const typed of [
      printed,
      printed.toLowerCase(),
      canonical,
      printed.replace(/-/g, " "),
      encodeURIComponent(` ${printed.replace(/-/g, "  ")} `),
      printed.replace(/0/g, "O").replace(/1/g, "I"),
      printed.replace(/0/g, "o").replace(/1/g, "l"),
    ]) {
      const res = await call(t.app, `/api/inscricoes/${typed}`);
      expect(res.status, typed).toBe(200);
      expect(((await res.json()) as { codigo: string }).codigo).toBe(printed);
    }
  });

  it("answers every unknown or ill-formed code with the same 404", async () => {
    const answers = [];
    for (const typed of ["ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ", "abc", "U".repeat(28), "x".repeat(300), "%20"]) {
      for (const path of [`/api/inscricoes/${typed}`, `/api/inscricoes/${typed}/documentos/cv`]) {
        const res = await call(proxied, path, { headers: from("198.51.100.1") });
        answers.push(await expectApiError(res, 404));
        await t.db.delete(codeLookupThrottle);
      }
    }
    for (const answer of answers)
      expect(answer).toEqual({ statusCode: 404, message: "Inscrição não encontrada. Confira o código." });
    const en = await call(t.app, "/api/inscricoes/abc", { headers: { "accept-language": "en" } });
    expect((await expectApiError(en, 404)).message).toBe("Application not found. Check the code.");
  });

  it("429 after 10 unknown-code attempts a minute per address; known codes do not count", async () => {
    const codigo = await apply(t.app, applicantBody(theCall.id));
    // A holder's own calls, however many, are not limited and count for nothing.
    for (let i = 0; i < 15; i++)
      expect((await call(proxied, `/api/inscricoes/${codigo}`, { headers: from("203.0.113.9") })).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await call(proxied, `/api/inscricoes/${"Z".repeat(28)}`, { headers: from("203.0.113.9") });
      expect(res.status).toBe(404);
    }
    const blocked = await call(proxied, `/api/inscricoes/${"Y".repeat(28)}`, { headers: from("203.0.113.9") });
    const body = await expectApiError(blocked, 429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.message).toBe(`Muitas consultas de código. Tente novamente em ${retryAfter} s.`);
    // Once the address has spent its attempts, a known code waits too (else 429 would mean "unknown").
    expect((await call(proxied, `/api/inscricoes/${codigo}`, { headers: from("203.0.113.9") })).status).toBe(429);
    // Another address is not affected.
    expect((await call(proxied, `/api/inscricoes/${codigo}`, { headers: from("203.0.113.10") })).status).toBe(200);
    // The window ends.
    await t.db.update(codeLookupThrottle).set({ windowStart: new Date(Date.now() - 61_000) });
    expect((await call(proxied, `/api/inscricoes/${codigo}`, { headers: from("203.0.113.9") })).status).toBe(200);
  });
});

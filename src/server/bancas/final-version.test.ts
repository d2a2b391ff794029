import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { finalVersionSchema } from "../../domain/bancas.ts";
import { call, expectApiError } from "../../../tests/node/http.ts";
import { users } from "../db/schema.ts";
import { addPerson } from "../declaracoes/test-fixtures.ts";
import { tinyPdf } from "../inscricoes/tiny-pdf.ts";
import { noticesOf } from "../notificacoes/test-fixtures.ts";
import type { Person } from "../declaracoes/test-fixtures.ts";
import { committeeSuite, external, internal, refusedWith, type Cast } from "./test-fixtures.ts";

/**
 * The thesis's final version (programme-year rule 19): after a held defesa with a passing verdict
 * its student deposits the PDF (≤ 50 MB, by content), a new one replacing the last; before,
 * `deposit_not_allowed`; once `egresso`, `record_closed`. Read by whoever sees the committee.
 */

const suite = committeeSuite();

const put = (id: number, body: Uint8Array, cookie: string, name = "tese final.pdf") =>
  call(suite.app, `/api/bancas/${id}/versao-final`, {
    method: "PUT",
    body: Buffer.from(body),
    cookie,
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${name}"` },
  });

const held = (c: Cast, kind: "qualificacao" | "defesa", verdict: string) =>
  suite.held(
    c,
    { kind, members: [internal(c.teachers[0] as Person), internal(c.teachers[1] as Person), external(0)] },
    verdict,
  );

describe("the final version (rule 19)", () => {
  it("is deposited by the student after a passed defesa, replaced, and read by whoever sees the committee", async () => {
    const c = await suite.cast("zzf-ok");
    const qualifying = await held(c, "qualificacao", "aprovado");
    const pdf = await tinyPdf(["Tese"]);
    await refusedWith(await put(qualifying.id, pdf, c.student.cookie), "deposit_not_allowed");
    const defence = await held(c, "defesa", "aprovado");
    await expectApiError(await put(defence.id, new TextEncoder().encode("não é PDF"), c.student.cookie), 415);
    await expectApiError(await put(defence.id, pdf, c.advisor.cookie), 403);
    const other = await addPerson(suite.db, "zzf-outro");
    await expectApiError(await put(defence.id, pdf, other.cookie), 403);

    const first = await put(defence.id, pdf, c.student.cookie);
    expect(first.status).toBe(201);
    expect(finalVersionSchema.strict().parse(await first.json())).toMatchObject({
      name: "tese final.pdf",
      size: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
    });
    const second = await tinyPdf(["Tese", "corrigida"]);
    expect((await put(defence.id, second, c.student.cookie, "v2.pdf")).status).toBe(201);
    expect((await suite.read(defence.id, c.advisor.cookie)).finalVersion).toMatchObject({
      name: "v2.pdf",
      size: second.length,
    });
    const download = await call(suite.app, `/api/bancas/${defence.id}/versao-final`, { cookie: c.coAdvisor.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(second))).toBe(true);
    await expectApiError(
      await call(suite.app, `/api/bancas/${defence.id}/versao-final`, { cookie: other.cookie }),
      403,
    );
    const audits = await suite.audits(defence.id, "deposit");
    expect(audits).toHaveLength(2);
    const told = await noticesOf(suite.db, c.advisor.id, "banca_resultado");
    expect(told.filter((notice) => notice.title.pt.startsWith("Versão final depositada"))).toHaveLength(2);

    await suite.db.update(users).set({ status: "egresso" }).where(eq(users.id, c.student.id));
    await refusedWith(await put(defence.id, pdf, c.student.cookie), "record_closed");
  });

  it("refuses a failed defesa, and more than 50 MB before reading it (413)", async () => {
    const c = await suite.cast("zzf-rep");
    const failed = await held(c, "defesa", "reprovado");
    await refusedWith(await put(failed.id, await tinyPdf(["Tese"]), c.student.cookie), "deposit_not_allowed");
    const tooLarge = new Uint8Array(50 * 1024 * 1024 + 1);
    await expectApiError(await put(failed.id, tooLarge, c.student.cookie), 413);
  });

  it("stores a large PDF in chunks and gives back the same bytes", async () => {
    const c = await suite.cast("zzf-big");
    const defence = await held(c, "defesa", "aprovado");
    const head = await tinyPdf(["Grande"]);
    const big = new Uint8Array(3 * 1024 * 1024 + 17);
    big.set(head);
    for (let index = head.length; index < big.length; index++) big[index] = index % 251;
    expect((await put(defence.id, big, c.student.cookie)).status).toBe(201);
    const download = await call(suite.app, `/api/bancas/${defence.id}/versao-final`, { cookie: suite.admin });
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(big.length);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(createHash("sha256").update(big).digest("hex"));
  });
});

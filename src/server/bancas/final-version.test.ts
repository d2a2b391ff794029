import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalVersionSchema } from "../../domain/bancas.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { auditLog, users } from "../db/schema.ts";
import { addPerson } from "../declaracoes/test-fixtures.ts";
import { tinyPdf } from "../inscricoes/tiny-pdf.ts";
import { noticesOf } from "../notificacoes/test-fixtures.ts";
import {
  cast,
  external,
  internal,
  move,
  moved,
  proposalBody,
  proposed,
  read,
  refusedWith,
  today,
} from "./test-fixtures.ts";
import type { Cast } from "./test-fixtures.ts";
import type { Person } from "../declaracoes/test-fixtures.ts";

/**
 * The thesis's final version (programme-year rule 19): after a held defesa with a passing verdict
 * its student deposits the PDF (≤ 50 MB, by content), a new one replacing the last; before,
 * `deposit_not_allowed`; once `egresso`, `record_closed`. Read by whoever sees the committee.
 */
let t: TestApp;
let admin: string;
let day: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  day = await today(t.db);
});
afterAll(() => t.close());

const put = (id: number, body: Uint8Array, cookie: string, name = "tese final.pdf") =>
  call(t.app, `/api/bancas/${id}/versao-final`, {
    method: "PUT",
    body: Buffer.from(body),
    cookie,
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${name}"` },
  });

async function held(c: Cast, kind: "qualificacao" | "defesa", verdict: string) {
  const members = [internal(c.teachers[0] as Person), internal(c.teachers[1] as Person), external(0)];
  const committee = await proposed(t.app, proposalBody(c, day, { kind, members }), c.advisor.cookie);
  await moved(await move(t.app, committee.id, "aprovacao", {}, admin));
  return moved(await move(t.app, committee.id, "resultado", { verdict }, admin));
}

describe("the final version (rule 19)", () => {
  it("is deposited by the student after a passed defesa, replaced, and read by whoever sees the committee", async () => {
    const c = await cast(t.db, "zzf-ok");
    const qualifying = await held(c, "qualificacao", "aprovado");
    const pdf = await tinyPdf(["Tese"]);
    await refusedWith(await put(qualifying.id, pdf, c.student.cookie), "deposit_not_allowed");
    const defence = await held(c, "defesa", "aprovado");
    await expectApiError(await put(defence.id, new TextEncoder().encode("não é PDF"), c.student.cookie), 415);
    await expectApiError(await put(defence.id, pdf, c.advisor.cookie), 403);
    const other = await addPerson(t.db, "zzf-outro");
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
    expect((await read(t.app, defence.id, c.advisor.cookie)).finalVersion).toMatchObject({
      name: "v2.pdf",
      size: second.length,
    });
    const download = await call(t.app, `/api/bancas/${defence.id}/versao-final`, { cookie: c.coAdvisor.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(second))).toBe(true);
    await expectApiError(await call(t.app, `/api/bancas/${defence.id}/versao-final`, { cookie: other.cookie }), 403);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "committee"),
          eq(auditLog.entityId, String(defence.id)),
          eq(auditLog.action, "deposit"),
        ),
      );
    expect(audits).toHaveLength(2);
    const told = await noticesOf(t.db, c.advisor.id, "banca_resultado");
    expect(told.filter((notice) => notice.title.pt.startsWith("Versão final depositada"))).toHaveLength(2);

    await t.db.update(users).set({ status: "egresso" }).where(eq(users.id, c.student.id));
    await refusedWith(await put(defence.id, pdf, c.student.cookie), "record_closed");
  });

  it("refuses a failed defesa, and more than 50 MB before reading it (413)", async () => {
    const c = await cast(t.db, "zzf-rep");
    const failed = await held(c, "defesa", "reprovado");
    await refusedWith(await put(failed.id, await tinyPdf(["Tese"]), c.student.cookie), "deposit_not_allowed");
    const tooLarge = new Uint8Array(50 * 1024 * 1024 + 1);
    await expectApiError(await put(failed.id, tooLarge, c.student.cookie), 413);
  });

  it("stores a large PDF in chunks and gives back the same bytes", async () => {
    const c = await cast(t.db, "zzf-big");
    const defence = await held(c, "defesa", "aprovado");
    const head = await tinyPdf(["Grande"]);
    const big = new Uint8Array(3 * 1024 * 1024 + 17);
    big.set(head);
    for (let index = head.length; index < big.length; index++) big[index] = index % 251;
    expect((await put(defence.id, big, c.student.cookie)).status).toBe(201);
    const download = await call(t.app, `/api/bancas/${defence.id}/versao-final`, { cookie: admin });
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(big.length);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(createHash("sha256").update(big).digest("hex"));
  });
});

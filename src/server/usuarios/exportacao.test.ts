import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS, importReportSchema } from "../../domain/user-input.ts";
import { pageAnswer } from "../../domain/paging.ts";
import { userSchema } from "../../domain/users.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { users } from "../db/schema.ts";
import { usersCsvStream } from "./exportacao.queries.ts";

/**
 * GET /api/usuarios.csv (PRODUCT §8): the list's filters, every match — more than a page of the
 * list —, in the list's order, with the import's columns, read back with csv-parse (BOM, `;`,
 * header, accents); read in batches (one of 7 here, so the batches' seams are crossed) to the
 * same file; imported back, it changes nothing; the office's only.
 */
const userPageSchema = pageAnswer(userSchema);
let t: TestApp;
const cookies: Record<string, string> = {};
const PEOPLE = Array.from({ length: 45 }, (_, i) => {
  const n = String(i).padStart(2, "0");
  const level = i % 5 === 0 ? ("Docente" as const) : ("Discente" as const);
  return {
    idcbpf: `zzx-${n}`,
    // Folded order differs from the raw one: "Élida" sorts with the E's.
    name: i === 0 ? "Élida Zzx Conceição" : i === 1 ? "Ávila Zzx Müller" : `Pessoa Zzx ${n}`,
    email: `zzx-${n}@example.org`,
    level,
    programme: (i % 2 === 0 ? "academico" : "profissional") as "academico" | "profissional",
    degree: level === "Discente" ? ("doutorado" as const) : null,
    status: i % 7 === 0 ? ("egresso" as const) : ("ativo" as const),
    entryTerm: level === "Discente" ? "2024.2" : null,
  };
});

beforeAll(async () => {
  t = await createTestApp();
  // One entry day given (exported as stored); the others get none from a term the test has not made.
  await t.db.insert(users).values(PEOPLE.map((p) => (p.idcbpf === "zzx-01" ? { ...p, entryDate: "2024-09-02" } : p)));
  for (const idcbpf of ["admin", "docente", "discente"]) cookies[idcbpf] = await login(t.app, idcbpf);
});
afterAll(() => t.close());

async function download(query: string, who = "admin") {
  const res = await call(t.app, `/api/usuarios.csv?${query}`, { cookie: cookies[who] });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toBe('attachment; filename="usuarios.csv"');
  return new Uint8Array(await res.arrayBuffer());
}

function rowsOf(bytes: Uint8Array): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(new TextDecoder().decode(bytes.subarray(3)), { delimiter: ";" }) as string[][];
}

describe("GET /api/usuarios.csv", () => {
  it("writes every match in the list's order with the import's columns: BOM, `;`, header, accents", async () => {
    const [header, ...rows] = rowsOf(await download("q=zzx"));
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(PEOPLE.length);
    const list = [1, 2, 3].map(async (page) =>
      userPageSchema.parse(
        await (await call(t.app, `/api/usuarios?q=zzx&pageSize=20&page=${page}`, { cookie: cookies.admin })).json(),
      ),
    );
    const listed = (await Promise.all(list)).flatMap((answer) => answer.items.map((user) => user.idcbpf));
    expect(rows.map((row) => row[0])).toEqual(listed);
    expect(rows[0]).toEqual([
      "zzx-01",
      "Ávila Zzx Müller",
      "zzx-01@example.org",
      "Discente",
      "profissional",
      "doutorado",
      "ativo",
      "2024.2",
      "2024-09-02",
    ]);
    expect(rows).toContainEqual([
      "zzx-00",
      "Élida Zzx Conceição",
      "zzx-00@example.org",
      "Docente",
      "academico",
      "",
      "egresso",
      "",
      "",
    ]);
  });

  it("takes the list's filters", async () => {
    const [, ...teachers] = rowsOf(await download("q=zzx&level=Docente"));
    expect(teachers.map((row) => row[0])).toEqual(
      PEOPLE.filter((p) => p.level === "Docente")
        .map((p) => p.idcbpf)
        .sort(),
    );
    const [, ...graduates] = rowsOf(await download("q=zzx&status=egresso&programme=profissional"));
    expect(graduates.map((row) => row[0]).sort()).toEqual(
      PEOPLE.filter((p) => p.status === "egresso" && p.programme === "profissional")
        .map((p) => p.idcbpf)
        .sort(),
    );
    const [header, ...none] = rowsOf(await download("q=zzx-nobody"));
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(none).toEqual([]);
    await expectApiError(await call(t.app, "/api/usuarios.csv?level=Reitor", { cookie: cookies.admin }), 400);
  });

  it("reads in batches, each after the last row of the one before, to the same file", async () => {
    const whole = new TextDecoder().decode(await download("q=zzx"));
    const batched = await new Response(usersCsvStream(t.db, { q: "zzx" }, 7)).text();
    expect(batched).toBe(whole);
  });

  it("imports back unchanged", async () => {
    const res = await call(t.app, "/api/usuarios/importacao?dryRun=true", {
      method: "POST",
      body: await download("q=zzx"),
      headers: { "content-type": "text/csv" },
      cookie: cookies.admin,
    });
    const report = importReportSchema.parse(await res.json());
    expect(report).toMatchObject({ errors: [], created: 0, updated: 0, unchanged: PEOPLE.length });
  });

  it("is the office's: a Docente 403, a Discente 403, a visitor 401", async () => {
    await expectApiError(await call(t.app, "/api/usuarios.csv", { cookie: cookies.docente }), 403);
    await expectApiError(await call(t.app, "/api/usuarios.csv", { cookie: cookies.discente }), 403);
    await expectApiError(await call(t.app, "/api/usuarios.csv"), 401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guidanceSchema, type Guidance } from "../../domain/guidance.ts";
import type { Page } from "../../domain/paging.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { addStudents, addTeachers, TEST_PASSWORD } from "./test-fixtures.ts";

/**
 * Who sees which guidance (PRODUCT §7, §8), the office's search and paging, and who may write.
 * The people and guidances are this file's own: Tânia advises Beatriz (Bruno co-advises) and
 * Davi; Bruno advises Caio; Carla advises no one.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await addTeachers(t.db, [
    { idcbpf: "zzg-prof-tania", name: "Tânia Prado" },
    { idcbpf: "zzg-prof-bruno", name: "Bruno Zélio" },
    { idcbpf: "zzg-prof-carla", name: "Carla Neves" },
  ]);
  await addStudents(t.db, [
    { idcbpf: "zzg-aluna-bia", name: "Beatriz Íris Alves" },
    { idcbpf: "zzg-aluno-caio", name: "Caio Zanetti" },
    { idcbpf: "zzg-aluno-davi", name: "Davi Nunes" },
  ]);
  cookies.admin = await login(t.app, "admin");
  cookies.docente = await login(t.app, "docente");
  cookies.discente = await login(t.app, "discente");
  for (const idcbpf of ["zzg-prof-tania", "zzg-prof-bruno", "zzg-prof-carla", "zzg-aluna-bia", "zzg-aluno-caio"])
    cookies[idcbpf] = await login(t.app, idcbpf, TEST_PASSWORD);

  const assign = async (student: string, advisor: string, coAdvisors: string[] = []) => {
    const res = await call(t.app, "/api/orientacoes", {
      method: "POST",
      cookie: cookies.admin,
      json: { student, advisor, coAdvisors, title: `Tese de ${student}`, startDate: "2025-03-01" },
    });
    expect(res.status).toBe(201);
    ids[student] = ((await res.json()) as Guidance).id;
  };
  await assign("zzg-aluna-bia", "zzg-prof-tania", ["zzg-prof-bruno"]);
  await assign("zzg-aluno-caio", "zzg-prof-bruno");
  await assign("zzg-aluno-davi", "zzg-prof-tania");
});
afterAll(() => t.close());

const get = (path: string, who?: string, headers: Record<string, string> = {}) =>
  call(t.app, path, { headers, ...(who ? { cookie: cookies[who] } : {}) });

async function list(query: string, who = "admin"): Promise<Page<Guidance>> {
  const res = await get(`/api/orientacoes${query}`, who);
  expect(res.status).toBe(200);
  const body = (await res.json()) as Page<Guidance>;
  for (const item of body.items) guidanceSchema.strict().parse(item);
  return body;
}
const students = (page: Page<Guidance>) => page.items.map((item) => item.student.idcbpf);

describe("GET /api/orientacoes: each level sees its own", () => {
  it("shows a Discente only its own guidance, with its advisors as people", async () => {
    const page = await list("", "zzg-aluna-bia");
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.items[0]).toEqual({
      id: ids["zzg-aluna-bia"],
      student: {
        idcbpf: "zzg-aluna-bia",
        name: "Beatriz Íris Alves",
        email: "zzg-aluna-bia@example.org",
        lattes: null,
        status: "ativo",
        programme: "academico",
        degree: "mestrado",
      },
      advisor: {
        idcbpf: "zzg-prof-tania",
        name: "Tânia Prado",
        email: "zzg-prof-tania@example.org",
        lattes: "http://lattes.cnpq.br/zzg-prof-tania",
      },
      coAdvisors: [
        {
          idcbpf: "zzg-prof-bruno",
          name: "Bruno Zélio",
          email: "zzg-prof-bruno@example.org",
          lattes: "http://lattes.cnpq.br/zzg-prof-bruno",
        },
      ],
      title: "Tese de zzg-aluna-bia",
      startDate: "2025-03-01",
      milestones: [],
      egressoProposed: false,
    });
    // Filters cannot widen what a level sees.
    expect((await list("?student=zzg-aluno-caio", "zzg-aluna-bia")).total).toBe(0);
  });

  it("answers 404 for another student's guidance, as for an unknown id", async () => {
    expect((await get(`/api/orientacoes/${ids["zzg-aluna-bia"]}`, "zzg-aluna-bia")).status).toBe(200);
    const foreign = await expectApiError(await get(`/api/orientacoes/${ids["zzg-aluno-caio"]}`, "zzg-aluna-bia"), 404);
    const unknown = await expectApiError(await get("/api/orientacoes/999999", "zzg-aluna-bia"), 404);
    expect(foreign).toEqual(unknown);
    expect(foreign.message).toBe("Não encontrado.");
    const english = await get(`/api/orientacoes/${ids["zzg-aluno-caio"]}`, "zzg-aluna-bia", {
      "accept-language": "en-US",
    });
    expect((await expectApiError(english, 404)).message).toBe("Not found.");
  });

  it("shows a Docente those it advises and those it co-advises", async () => {
    expect(students(await list("", "zzg-prof-bruno"))).toEqual(["zzg-aluna-bia", "zzg-aluno-caio"]);
    expect(students(await list("", "zzg-prof-tania"))).toEqual(["zzg-aluna-bia", "zzg-aluno-davi"]);
    expect((await get(`/api/orientacoes/${ids["zzg-aluna-bia"]}`, "zzg-prof-bruno")).status).toBe(200);
    await expectApiError(await get(`/api/orientacoes/${ids["zzg-aluno-davi"]}`, "zzg-prof-bruno"), 404);
  });

  it("shows an unrelated Docente nothing", async () => {
    expect(await list("", "zzg-prof-carla")).toMatchObject({ items: [], total: 0 });
    await expectApiError(await get(`/api/orientacoes/${ids["zzg-aluna-bia"]}`, "zzg-prof-carla"), 404);
  });

  it("refuses anonymous visitors (401)", async () => {
    await expectApiError(await get("/api/orientacoes"), 401);
    await expectApiError(await get(`/api/orientacoes/${ids["zzg-aluna-bia"]}`), 401);
  });
});

describe("GET /api/orientacoes: the office's search, filters and paging", () => {
  it("shows the office every guidance", async () => {
    const all = await list("?q=zzg-");
    expect(students(all)).toEqual(["zzg-aluna-bia", "zzg-aluno-caio", "zzg-aluno-davi"]);
    expect((await get(`/api/orientacoes/${ids["zzg-aluno-caio"]}`, "admin")).status).toBe(200);
  });

  it("searches students' and advisors' names without accents or case", async () => {
    expect(students(await list("?q=IRIS"))).toEqual(["zzg-aluna-bia"]);
    expect(students(await list("?q=tania%20prado"))).toEqual(["zzg-aluna-bia", "zzg-aluno-davi"]);
    // A co-advisor's name finds the guidance too.
    expect(students(await list("?q=z%C3%A9lio"))).toEqual(["zzg-aluna-bia", "zzg-aluno-caio"]);
    expect(students(await list("?q=zanetti"))).toEqual(["zzg-aluno-caio"]);
    expect((await list("?q=%25zzg")).total).toBe(0);
  });

  it("filters by advisor (main or co-advisor) and by student", async () => {
    expect(students(await list("?advisor=zzg-prof-bruno"))).toEqual(["zzg-aluna-bia", "zzg-aluno-caio"]);
    expect(students(await list("?advisor=ZZG-PROF-TANIA&q=davi"))).toEqual(["zzg-aluno-davi"]);
    expect(students(await list("?student=zzg-aluno-davi"))).toEqual(["zzg-aluno-davi"]);
    expect((await list("?advisor=zzg-prof-carla")).total).toBe(0);
  });

  it("pages on the server, ordered by the student's name", async () => {
    const first = await list("?q=zzg-alun&pageSize=2");
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(students(first)).toEqual(["zzg-aluna-bia", "zzg-aluno-caio"]);
    const second = await list("?q=zzg-alun&pageSize=2&page=2");
    expect(students(second)).toEqual(["zzg-aluno-davi"]);
    expect(await list("?q=zzg-alun&pageSize=2&page=9")).toMatchObject({ items: [], total: 3, page: 9 });
  });

  it("refuses bad parameters with 400 and the fields", async () => {
    const body = await expectApiError(await get("/api/orientacoes?pageSize=101&advisor=Não%20é%20id", "admin"), 400);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(["advisor", "pageSize"]);
    const long = await expectApiError(await get(`/api/orientacoes?q=${"x".repeat(101)}`, "admin"), 400);
    expect(long.fields?.q).toBe("No máximo 100 caracteres.");
    await expectApiError(await get("/api/orientacoes/abc", "admin"), 400);
    await expectApiError(await get("/api/orientacoes/0", "admin"), 400);
  });
});

describe("writing guidances is the office's", () => {
  const body = { student: "discente", advisor: "docente", startDate: "2025-03-01" };

  it("refuses a Docente and a Discente (403) and anonymous visitors (401)", async () => {
    const id = ids["zzg-aluno-caio"];
    for (const who of ["docente", "discente", "zzg-prof-bruno", "zzg-aluno-caio"]) {
      const post = await call(t.app, "/api/orientacoes", { method: "POST", cookie: cookies[who], json: body });
      await expectApiError(post, 403);
      const patch = await call(t.app, `/api/orientacoes/${id}`, {
        method: "PATCH",
        cookie: cookies[who],
        json: { title: "Outra" },
      });
      await expectApiError(patch, 403);
    }
    await expectApiError(await call(t.app, "/api/orientacoes", { method: "POST", json: body }), 401);
    await expectApiError(
      await call(t.app, `/api/orientacoes/${id}`, { method: "PATCH", json: { title: "Outra" } }),
      401,
    );
    expect((await list(`?student=zzg-aluno-caio`)).items[0]?.title).toBe("Tese de zzg-aluno-caio");
  });
});

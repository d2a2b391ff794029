import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Guidance } from "../../domain/guidance.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { interceptFetch, json } from "../../../tests/browser/network.ts";

/**
 * `/orientacoes` for each level, against a server played by the test: what each level sees,
 * the office's dialog (people picked with the keyboard, the advisee cap's refusal shown next to
 * the advisor) and the egresso proposal, which changes the student's status only when confirmed.
 */
type Call = { method: string; url: URL; body: unknown };
type Handler = (call: Call) => Response | undefined;

function server(handler: Handler): Call[] {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    const ours = ["/api/orientacoes", "/api/usuarios", "/api/configuracoes"].some((p) => url.pathname.startsWith(p));
    if (!ours) return real(input, init);
    const call = { method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return Promise.resolve(handler(call) ?? json(404, { statusCode: 404, message: "Não encontrado." }));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const person = (idcbpf: string, name: string) => ({ idcbpf, name, email: `${idcbpf}@example.org`, lattes: null });

function guidance(id: number, more: Partial<Guidance> = {}): Guidance {
  return {
    id,
    student: { ...person(`aluno.${id}`, `Aluno ${id}`), status: "ativo", programme: "academico", degree: "mestrado" },
    advisor: person("prof.lia", "Lia Prado"),
    coAdvisors: [],
    title: `Tese ${id}`,
    startDate: "2025-03-01",
    milestones: [],
    egressoProposed: false,
    ...more,
  };
}
const pageOf = (items: Guidance[]) => json(200, { items, total: items.length, page: 1, pageSize: 20 });

test("a Discente without guidance is told so; with one, sees its advisors and milestones", async () => {
  let mine: Guidance[] = [];
  server(({ url }) => (url.pathname === "/api/orientacoes" ? pageOf(mine) : undefined));
  const first = await renderApp("/orientacoes", demoUser("Discente", "aluna.sem"));
  await expect.element(page.getByText(/Você ainda não tem orientação registrada/)).toBeVisible();
  first.screen.unmount();

  mine = [
    guidance(7, {
      coAdvisors: [{ ...person("prof.rui", "Rui Lemos"), lattes: "http://lattes.cnpq.br/1" }],
      milestones: [
        { kind: "defesa", date: "2027-02-01", result: null },
        { kind: "qualificacao", date: "2026-03-10", result: "reprovado" },
      ],
    }),
  ];
  await renderApp("/en/orientacoes", demoUser("Discente", "aluna.com"));
  await expect.element(page.getByText("Lia Prado")).toBeVisible();
  await expect.element(page.getByRole("link", { name: "Lattes CV of Rui Lemos (opens in a new tab)" })).toBeVisible();
  const steps = page.getByRole("listitem").filter({ has: page.getByRole("time") });
  await expect.element(steps.nth(0)).toMatchTextContent("Qualifying exam03/10/26Failed");
  await expect.element(steps.nth(1)).toMatchTextContent("Defence02/01/27To take place");
});

test("a Docente sees its advisees, main or co-advised, and its load against the cap", async () => {
  server(({ url }) => {
    if (url.pathname === "/api/configuracoes") return json(200, { adviseeCap: 3, institutionName: "X" });
    if (url.pathname !== "/api/orientacoes") return undefined;
    const trancado = guidance(2);
    trancado.student.status = "trancado";
    const inativo = guidance(3);
    inativo.student.status = "inativo";
    const coAdvised = guidance(4, {
      advisor: person("prof.rui", "Rui Lemos"),
      coAdvisors: [person("prof.lia", "Lia")],
    });
    return pageOf([guidance(1), trancado, inativo, coAdvised]);
  });
  await renderApp("/orientacoes", demoUser("Docente", "prof.lia"));
  await expect.element(page.getByText("2 de 3 orientandos")).toBeVisible();
  const advisee = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  await expect.element(advisee("Aluno 1")).toMatchTextContent(/Orientação principal/);
  await expect.element(advisee("Aluno 2")).toMatchTextContent(/Trancado/);
  await expect.element(advisee("Aluno 4")).toMatchTextContent(/Coorientação/);
});

test("the office picks people with the keyboard, and the advisee cap's refusal lands next to the advisor", async () => {
  const calls = server(({ method, url }) => {
    if (url.pathname === "/api/usuarios") {
      const level = url.searchParams.get("level");
      const items = level === "Discente" ? [person("aluno.novo", "Aluno Novo")] : [person("prof.lia", "Lia Prado")];
      return json(200, { items, total: 1, page: 1, pageSize: 8 });
    }
    if (url.pathname === "/api/orientacoes" && method === "POST")
      return json(422, {
        statusCode: 422,
        rule: "advisee_cap",
        message: "Lia Prado já orienta 8 discentes ativos ou trancados (o limite).",
      });
    if (url.pathname === "/api/orientacoes") return pageOf([]);
    return undefined;
  });
  await renderApp("/orientacoes", demoUser("Administrador", "office.a"));
  await page.getByRole("button", { name: "Nova orientação" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Criar orientação" }).click();
  await expect.element(dialog.getByText("Campo obrigatório.").first()).toBeVisible();
  expect(calls.filter((call) => call.method === "POST")).toEqual([]);

  for (const [label, typed] of [
    ["Discente", "novo"],
    ["Orientador(a) principal", "lia"],
  ] as const) {
    const box = dialog.getByRole("combobox", { name: label });
    await box.click();
    await userEvent.keyboard(typed);
    await expect.element(page.getByRole("option")).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect.element(box).toHaveValue(typed === "novo" ? "Aluno Novo (aluno.novo)" : "Lia Prado (prof.lia)");
  }
  await dialog.getByLabelText("Início da orientação").fill("2025-03-01");
  await dialog.getByRole("button", { name: "Criar orientação" }).click();
  const advisor = dialog.getByRole("combobox", { name: "Orientador(a) principal" });
  await expect.element(advisor).toHaveAttribute("aria-invalid", "true");
  await expect.element(advisor).toHaveAccessibleDescription(/Lia Prado já orienta 8 discentes/);
  const post = calls.find((call) => call.method === "POST");
  expect(post?.body).toEqual({
    student: "aluno.novo",
    advisor: "prof.lia",
    coAdvisors: [],
    title: "",
    startDate: "2025-03-01",
    milestones: [],
  });
  await expect.element(dialog).toBeVisible();
});

test("a proposed egresso changes the student's status only after the office confirms", async () => {
  const calls = server(({ method, url }) => {
    if (url.pathname.startsWith("/api/usuarios/") && method === "PATCH") return json(200, {});
    if (url.pathname === "/api/orientacoes") return pageOf([guidance(9, { egressoProposed: true })]);
    return undefined;
  });
  await renderApp("/orientacoes", demoUser("Administrador", "office.b"));
  await expect.element(page.getByText("Defesa aprovada — propor egresso")).toBeVisible();
  await page.getByRole("button", { name: "Tornar egresso" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancelar" }).click();
  expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);

  await page.getByRole("button", { name: "Tornar egresso" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Tornar egresso" }).click();
  await expect.element(page.getByText("Aluno 9 agora é egresso(a).")).toBeVisible();
  const patch = calls.find((call) => call.method === "PATCH");
  expect(patch?.url.pathname).toBe("/api/usuarios/aluno.9");
  expect(patch?.body).toEqual({ status: "egresso" });
});

test("the office's two searches live in the URL side by side: a reload keeps both", async () => {
  const { calls } = interceptFetch("/api/", () => ({
    status: 200,
    body: { items: [], total: 0, page: 1, pageSize: 20 },
  }));
  const { router } = await renderApp("/orientacoes?q=lia&discente=ana.b", demoUser("Administrador", "office.c"));
  await expect.element(page.getByLabelText("idcbpf do discente")).toHaveValue("ana.b");
  await expect
    .poll(() => calls.some((url) => url.pathname === "/api/matriculas" && url.searchParams.get("student") === "ana.b"))
    .toBe(true);
  await userEvent.fill(page.getByLabelText("idcbpf do discente"), "bia.c");
  await page.getByRole("button", { name: "Ver matrículas" }).click();
  await expect.poll(() => router.state.location.search).toBe("?q=lia&discente=bia.c");
  await router.navigate(-1);
  await expect.element(page.getByLabelText("idcbpf do discente")).toHaveValue("ana.b");
});

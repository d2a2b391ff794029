import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { Subject } from "../../domain/subjects.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json } from "../../../tests/browser/network.ts";

/**
 * The catalogue screen against a server the test plays (the real API is tested in
 * src/server/disciplinas): the URL drives the call, the prerequisites are named, a too-long
 * search is stopped before it is sent, a page past the end goes to the last one, a change is
 * shown at once, and only the office sees write controls.
 */
const subject = (code: string, name: string, more: Partial<Subject> = {}): Subject => ({
  code,
  name: { pt: name, en: `${name} (en)` },
  syllabus: { pt: "", en: "" },
  credits: 4,
  hours: 60,
  programme: null,
  level: null,
  prerequisites: [],
  repeatable: false,
  active: true,
  ...more,
});

type Call = { method: string; url: URL; body: unknown };

/** The catalogue's server: `subjects` by code; the list answers one page of 20, like the API. */
function catalogueServer(
  subjects: Map<string, Subject>,
  total = subjects.size,
  refuse?: (body: unknown) => Response | undefined,
) {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), location.origin);
    if (!url.pathname.startsWith("/api/disciplinas")) return real(input, init);
    const method = init?.method ?? "GET";
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (method === "PATCH") {
      const refusal = refuse?.(body);
      if (refusal) return Promise.resolve(refusal);
      const code = decodeURIComponent(url.pathname.split("/").pop() ?? "");
      const changed = { ...(subjects.get(code) as Subject), ...(body as Partial<Subject>) };
      subjects.set(code, changed);
      return Promise.resolve(json(200, changed));
    }
    const codes = url.searchParams.get("codes")?.split(",");
    const items = [...subjects.values()].filter((item) => !codes || codes.includes(item.code));
    const page = Number(url.searchParams.get("page") ?? "1");
    const answer = { items: page === 1 ? items : [], total: codes ? items.length : total, page, pageSize: 20 };
    return Promise.resolve(json(200, answer));
  });
  return calls;
}

const lists = (calls: Call[]) => calls.filter((call) => call.method === "GET" && !call.url.searchParams.has("codes"));

afterEach(() => {
  vi.unstubAllGlobals();
});

test("shows each subject with its prerequisites by name, and lets the office deactivate one", async () => {
  const subjects = new Map([
    ["FIS-501", subject("FIS-501", "Mecânica Quântica I")],
    ["FIS-601", subject("FIS-601", "Mecânica Quântica II", { prerequisites: ["FIS-501"], repeatable: true })],
  ]);
  const calls = catalogueServer(subjects);
  const { router } = await renderApp("/disciplinas?q=mecanica&level=mestrado", demoUser("Administrador"));
  await expect.element(page.getByText("2 disciplinas encontradas.")).toBeVisible();
  expect(lists(calls)[0]?.url.search).toBe("?q=mecanica&level=mestrado&page=1&pageSize=20");
  const second = page.getByRole("listitem").filter({ hasText: "FIS-601" }).first();
  await expect.element(second.getByText("FIS-501 Mecânica Quântica I")).toBeVisible();
  await expect.element(second.getByText("Repetível")).toBeVisible();

  await page.getByRole("button", { name: "Desativar FIS-601 Mecânica Quântica II" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Desativar" }).click();
  await expect.element(page.getByText("Disciplina FIS-601 desativada.")).toBeVisible();
  expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ active: false });
  // The page is read again (same URL, a new revision) and shows the change.
  await expect.element(second.getByText("Inativa")).toBeVisible();
  expect(lists(calls).length).toBe(2);
  expect(router.state.location.search).toBe("?q=mecanica&level=mestrado");
});

test("stops a too-long search before sending it, naming the limit", async () => {
  const calls = catalogueServer(new Map([["FIS-501", subject("FIS-501", "Mecânica")]]));
  await renderApp("/disciplinas", demoUser("Discente"));
  await expect.element(page.getByText("1 disciplina encontrada.")).toBeVisible();
  const box = page.getByLabelText("Buscar por código ou nome");
  await userEvent.fill(box, "x".repeat(101));
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByText("A busca aceita no máximo 100 caracteres.")).toBeVisible();
  await expect.element(box).toHaveFocus();
  expect(lists(calls)).toHaveLength(1);
});

test("goes from a page past the end to the last page, and says 'none' once", async () => {
  const calls = catalogueServer(new Map([["FIS-501", subject("FIS-501", "Mecânica")]]), 25);
  const { router } = await renderApp("/en/disciplinas?page=9", demoUser("Docente"));
  await expect.poll(() => router.state.location.search).toBe("?page=2");
  // The second read starts after the page has moved: wait for it, not for the address.
  await expect.poll(() => lists(calls).map((call) => call.url.searchParams.get("page"))).toEqual(["9", "2"]);
  await expect.element(page.getByText("Page 2 of 2")).toBeVisible();
  await expect.element(page.getByText("25 subjects found.")).toBeVisible();

  catalogueServer(new Map(), 0);
  await router.navigate("/en/disciplinas?q=nothing");
  await expect.element(page.getByText("No subjects found.")).toBeVisible();
  expect(page.getByText(/found\.$/).elements()).toHaveLength(1);
});

test("shows no write controls to a Discente or a Docente", async () => {
  catalogueServer(new Map([["FIS-501", subject("FIS-501", "Mecânica")]]));
  for (const level of ["Discente", "Docente"] as const) {
    const { screen } = await renderApp("/disciplinas", demoUser(level));
    await expect.element(page.getByText("1 disciplina encontrada.")).toBeVisible();
    expect(page.getByRole("button", { name: /Nova disciplina|Editar|Desativar/ }).elements()).toHaveLength(0);
    await screen.unmount();
  }
});

test("the edit form checks before sending, and shows the server's refusals in the form and as a toast", async () => {
  const subjects = new Map([
    ["FIS-501", subject("FIS-501", "Mecânica Quântica I")],
    ["FIS-601", subject("FIS-601", "Mecânica Quântica II", { prerequisites: ["FIS-501"] })],
  ]);
  const cycle = {
    statusCode: 422,
    message: "Pré-requisitos em ciclo: FIS-501 → FIS-601 → FIS-501.",
    rule: "prerequisite_cycle",
  };
  const tooLong = {
    statusCode: 400,
    message: "Alguns campos são inválidos.",
    fields: { "name.en": "No máximo 200 caracteres." },
  };
  const calls = catalogueServer(subjects, 2, (body) => {
    const patch = body as { prerequisites?: string[]; name?: { en: string } };
    if (patch.name?.en === "server says no") return json(400, tooLong);
    return patch.prerequisites?.includes("FIS-601") ? json(422, cycle) : undefined;
  });
  await renderApp("/disciplinas", demoUser("Administrador"));
  await page.getByRole("button", { name: "Editar FIS-501 Mecânica Quântica I" }).click();
  const form = page.getByRole("dialog", { name: "Editar FIS-501" });
  await expect.element(form.getByLabelText("Código")).toHaveAttribute("readonly");

  // The shared schema refuses before anything is sent; the field in error takes the focus.
  await userEvent.clear(form.getByLabelText("Nome em português"));
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect.element(form.getByText("Campo obrigatório.")).toBeVisible();
  await expect.element(form.getByLabelText("Nome em português")).toHaveFocus();
  expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(0);

  // The server's 400 shows beside its field.
  await userEvent.fill(form.getByLabelText("Nome em português"), "Mecânica Quântica I");
  await userEvent.fill(form.getByLabelText("Nome em inglês"), "server says no");
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect.element(form.getByText("No máximo 200 caracteres.")).toBeVisible();

  // A prerequisite chosen from the picker closes a cycle: 422 in the form and as a toast.
  await userEvent.fill(form.getByLabelText("Nome em inglês"), "Quantum Mechanics I");
  await userEvent.fill(form.getByRole("combobox", { name: "Pré-requisitos" }), "quantica ii");
  await expect.element(form.getByRole("option", { name: /FIS-601/ })).toBeVisible();
  await userEvent.keyboard("{ArrowDown}{Enter}");
  await expect.element(form.getByRole("button", { name: "Remover FIS-601" })).toBeVisible();
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect.element(form.getByText(cycle.message)).toBeVisible();
  await expect.element(page.getByText("A disciplina não foi salva.")).toBeVisible();
  expect(calls.filter((call) => call.method === "PATCH").at(-1)?.body).toMatchObject({
    prerequisites: ["FIS-601"],
    name: { pt: "Mecânica Quântica I", en: "Quantum Mechanics I" },
  });
});

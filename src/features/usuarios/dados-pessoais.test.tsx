import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { json } from "../../../tests/browser/network.ts";
import type { ProfileUser } from "./user-answers.ts";

/**
 * "Dados pessoais" and "Dados CAPES" on `/usuarios/{idcbpf}` (funding §2, P3): the office edits
 * every field (a bad CPF caught before sending, a duplicate refused beside its field), the person
 * corrects only its own five fields and reads its documents, in both languages, against a server
 * the test plays.
 */
type Call = { method: string; body: unknown };

function usersServer(reply: (call: Call) => { status: number; body?: unknown }) {
  const calls: Call[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/usuarios")) return real(input, init);
    const call = { method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const answer = reply(call);
    return json(answer.status, answer.body);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "i18n_redirected=; Max-Age=0; Path=/";
});

const personal = {
  cpf: "52998224725",
  passport: null,
  passportCountry: null,
  birthDate: "1999-04-02",
  nationality: "BR",
  sex: "feminino",
  race: "parda",
  disability: false,
  affirmativeAction: true,
  statusSince: "2025-03-03",
} as const;
const ana: ProfileUser = {
  ...demoUser("Discente", "ana.b"),
  name: "Ana Beatriz",
  entryTerm: "2025.1",
  entryDate: "2025-03-03",
  dismissal: null,
  ...personal,
};
const teacher: ProfileUser = {
  ...demoUser("Docente", "rita.p"),
  name: "Rita Prado",
  entryDate: null,
  dismissal: null,
  ...personal,
  affirmativeAction: null,
  capesCategory: "permanente",
  workRegime: "dedicacao_exclusiva",
  titulationLevel: "doutorado",
  titulationYear: 2010,
  titulationInstitution: "UFRJ",
  titulationCountry: "BR",
};

test("the office edits every field: a bad CPF is caught before sending, a duplicate refused beside it", async () => {
  let duplicate = true;
  const calls = usersServer(({ method, body }) => {
    if (method !== "PATCH") return { status: 200, body: { user: ana } };
    if (duplicate) {
      duplicate = false;
      return {
        status: 409,
        body: { statusCode: 409, message: "CPF já cadastrado.", fields: { cpf: "CPF já cadastrado." } },
      };
    }
    return { status: 200, body: { user: { ...ana, ...(body as object) } } };
  });
  await renderApp("/usuarios/ana.b", demoUser("Administrador", "admin"));
  await expect.element(page.getByRole("heading", { name: "Dados pessoais" })).toBeVisible();
  const cpf = page.getByLabelText("CPF");
  await expect.element(cpf).toHaveValue("529.982.247-25");
  await expect.element(page.getByRole("heading", { name: "Dados CAPES" })).not.toBeInTheDocument();

  await userEvent.clear(cpf);
  await userEvent.type(cpf, "123.456.789-00");
  await page.getByRole("button", { name: "Salvar dados pessoais" }).click();
  await expect.element(page.getByText("CPF inválido: 11 dígitos com os dígitos verificadores corretos.")).toBeVisible();
  await expect.element(cpf).toHaveAttribute("aria-invalid", "true");
  expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);

  await userEvent.clear(cpf);
  await userEvent.type(cpf, "111.444.777-35");
  await page.getByRole("button", { name: "Salvar dados pessoais" }).click();
  await expect.element(page.getByText("CPF já cadastrado.").first()).toBeVisible();
  await expect.element(cpf).toHaveAttribute("aria-invalid", "true");

  await page.getByLabelText("Passaporte", { exact: true }).fill("ab12345");
  await page.getByLabelText("País emissor do passaporte").selectOptions("AR");
  await page.getByRole("button", { name: "Salvar dados pessoais" }).click();
  await expect.element(page.getByText("Dados pessoais salvos.")).toBeVisible();
  const sent = calls.filter((call) => call.method === "PATCH").map((call) => call.body);
  expect(sent[1]).toMatchObject({ cpf: "11144477735", passport: "AB12345", passportCountry: "AR", sex: "feminino" });
});

test("the person, in English, reads its documents and corrects only its own five fields", async () => {
  const calls = usersServer(({ method, body }) => ({
    status: 200,
    body: { user: method === "PATCH" ? { ...ana, ...(body as object) } : ana },
  }));
  await renderApp("/en/usuarios/ana.b", demoUser("Discente", "ana.b"));
  await expect.element(page.getByRole("heading", { name: "Personal data" })).toBeVisible();
  await expect.element(page.getByText("529.982.247-25")).toBeVisible();
  await expect.element(page.getByText(/ask the office to correct them/)).toBeVisible();
  await expect.element(page.getByRole("textbox", { name: "CPF" })).not.toBeInTheDocument();
  const nationality = page.getByLabelText("Nationality");
  await expect.element(nationality).toHaveDisplayValue("Brazil");
  await nationality.selectOptions("PT");
  await expect.element(nationality).toHaveDisplayValue("Portugal");
  await page.getByLabelText("Race/colour (self-declared)").selectOptions("nao_declarada");
  await page.getByRole("button", { name: "Save personal data" }).click();
  await expect.element(page.getByText("Personal data saved.")).toBeVisible();
  const sent = calls.find((call) => call.method === "PATCH")?.body;
  expect(sent).toEqual({
    birthDate: "1999-04-02",
    nationality: "PT",
    sex: "feminino",
    race: "nao_declarada",
    disability: false,
  });
});

test("a Docente's CAPES data: the office's form, its year checked against the rule", async () => {
  const calls = usersServer(({ method, body }) => ({
    status: 200,
    body: { user: method === "PATCH" ? { ...teacher, ...(body as object) } : teacher },
  }));
  await renderApp("/usuarios/rita.p", demoUser("Administrador", "admin"));
  await expect.element(page.getByRole("heading", { name: "Dados CAPES" })).toBeVisible();
  await expect.element(page.getByLabelText("Categoria")).toHaveValue("permanente");
  const year = page.getByLabelText("Ano de titulação");
  await userEvent.clear(year);
  await userEvent.type(year, "1940");
  await page.getByRole("button", { name: "Salvar dados CAPES" }).click();
  await expect.element(year).toHaveAttribute("aria-invalid", "true");
  expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);
  await userEvent.clear(year);
  await userEvent.type(year, "2012");
  await page.getByLabelText("Categoria").selectOptions("colaborador");
  await page.getByRole("button", { name: "Salvar dados CAPES" }).click();
  await expect.element(page.getByText("Dados CAPES salvos.")).toBeVisible();
  expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({
    capesCategory: "colaborador",
    titulationYear: 2012,
    titulationInstitution: "UFRJ",
  });
});

test("on a 360 px phone the section and each of its fields fit the screen's width", async () => {
  usersServer(() => ({ status: 200, body: { user: ana } }));
  await page.viewport(360, 800);
  await renderApp("/usuarios/ana.b", demoUser("Administrador", "admin"));
  await expect.element(page.getByRole("button", { name: "Salvar dados pessoais" })).toBeVisible();
  const section = document.getElementById("dados-pessoais");
  const parts = [section, ...Array.from(section?.querySelectorAll("input, select, button, dl") ?? [])];
  for (const part of parts) expect(part?.getBoundingClientRect().right).toBeLessThanOrEqual(360);
});

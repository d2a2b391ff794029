import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import type { GradeSheetRow } from "../../domain/grade-sheet.ts";
import type { ClassListEntry, Offering } from "../../domain/offerings.ts";
import { DEFAULT_CONCEPTS } from "../../domain/settings.ts";
import { demoUser, renderPart } from "../../../tests/browser/helpers.tsx";
import { json, restoreOnline, setOnline } from "../../../tests/browser/network.ts";
import { ClassList } from "./class-list.tsx";

/**
 * The grade sheet of a class list against a server the test plays (`GET …/turma`, `PUT …/notas`):
 * filled with the keyboard (arrows, Enter), sent at once by "Salvar tudo", a row the server refuses
 * shown in place and read out; drafts kept on the device across a reload; offline saving disabled
 * with the reason; `T` only for the office; read-only after the deadline.
 */
type Call = { method: string; url: URL; body: unknown };

const entry = (idcbpf: string, name: string, over: Partial<ClassListEntry> = {}): ClassListEntry => ({
  idcbpf,
  name,
  programme: "academico",
  degree: "mestrado",
  codigo: `CODE-${idcbpf.toUpperCase()}`,
  status: "deferida",
  grade: null,
  ...over,
});
const CLASS = [
  entry("ana", "Ana Lima"),
  entry("bruno", "Bruno Reis", { grade: { concept: "C", attendance: 80, final: false } }),
  entry("carla", "Carla Dias"),
  entry("davi", "Davi Melo", { status: "pendente" }),
];
let nextOffering = 100;
const offering = (): Offering => ({
  id: nextOffering++,
  term: "2026.1",
  subject: { code: "FIS-501", name: { pt: "Mecânica Quântica I", en: "Quantum Mechanics I" }, credits: 4 },
  teachers: [{ idcbpf: "docente", name: "Docente Teste", responsible: true }],
  slots: [],
  capacity: 10,
  taken: 4,
  waiting: 0,
  language: "pt",
  notes: null,
});

/**
 * Plays the class list and the sheet: Carla's enrolment was dropped meanwhile (`not_enrolled`), so
 * once her row is refused the class list read again no longer has her — and has Eva, accepted
 * meanwhile.
 */
function server(list: ClassListEntry[] = CLASS): Call[] {
  const calls: Call[] = [];
  let dropped = false;
  const real = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
    if (!url.pathname.startsWith("/api/")) return real(input, init);
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method: init?.method ?? "GET", url, body });
    if (url.pathname.endsWith("/turma"))
      return json(200, dropped ? [...list.filter((one) => one.idcbpf !== "carla"), entry("eva", "Eva Nova")] : list);
    if (url.pathname.endsWith("/notas") && init?.method === "PUT") {
      const rows = body as GradeSheetRow[];
      const english = new Headers(init.headers).get("Accept-Language") === "en-US";
      const refused = rows.filter((row) => row.idcbpf === "carla");
      dropped ||= refused.length > 0;
      return json(200, {
        saved: rows.filter((row) => row.idcbpf !== "carla").map((row) => row.idcbpf),
        errors: refused.map(() => ({
          idcbpf: "carla",
          field: "idcbpf",
          rule: "not_enrolled",
          message: english
            ? "Carla Dias has no accepted enrolment in this offering."
            : "Carla Dias não tem matrícula deferida nesta oferta.",
        })),
      });
    }
    return json(404, { statusCode: 404, message: "Não encontrado." });
  });
  return calls;
}

type Options = { office?: boolean; gradeDeadline?: string; path?: string; of?: Offering };
async function renderSheet({ office = false, gradeDeadline = "2099-12-31", path = "/ofertagem", of }: Options = {}) {
  const shown = of ?? offering();
  const user = office ? demoUser("Administrador", "admin") : demoUser("Docente", "docente");
  const screen = await renderPart(
    path,
    office ? "configuracoes" : "ofertagem",
    user,
    <ClassList
      offering={shown}
      gradeDeadline={gradeDeadline}
      today="2026-05-01"
      concepts={DEFAULT_CONCEPTS}
      office={office}
    />,
  );
  return { screen, offering: shown };
}

/** Focus as a keyboard user lands on a control (a click would open a select's list). */
const focus = (locator: { element: () => Element }) => (locator.element() as HTMLElement).focus();

afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const sheet = () => page.getByRole("table", { name: /Notas de FIS-501|Grades of FIS-501/ });

test("a Docente fills three rows with the keyboard and saves all; the row the server refuses says why in place", async () => {
  const calls = server();
  await renderSheet();
  const concept = (name: string) => page.getByRole("combobox", { name: `Conceito de ${name}` });
  const attendance = (name: string) => page.getByRole("textbox", { name: `Frequência (%) de ${name}` });
  await expect.element(sheet()).toBeVisible();
  // A real table: column headers and a row header per student; no grade for a pending student.
  await expect.element(sheet().getByRole("columnheader", { name: "Conceito" })).toBeVisible();
  await expect.element(sheet().getByRole("rowheader", { name: /Ana Lima/ })).toBeVisible();
  await expect.element(page.getByText("Nota só para matrícula deferida.")).toBeVisible();

  // The concepts column, top to bottom: a letter picks the concept, Down goes to the next row.
  focus(concept("Ana Lima"));
  await userEvent.keyboard("b");
  await userEvent.keyboard("{ArrowDown}");
  await expect.element(concept("Bruno Reis")).toHaveFocus();
  await expect.element(concept("Ana Lima")).toHaveValue("B");
  await expect.element(concept("Bruno Reis")).toHaveValue("C"); // Down moved, it did not change the value
  await userEvent.keyboard("a{ArrowDown}c");
  await expect.element(concept("Carla Dias")).toHaveValue("C");
  // Enter past the last row goes to the next column's first row; Enter goes down it.
  await userEvent.keyboard("{Enter}");
  await expect.element(attendance("Ana Lima")).toHaveFocus();
  await userEvent.keyboard("90{Enter}");
  await expect.element(attendance("Bruno Reis")).toHaveFocus();
  await userEvent.keyboard("85{Enter}70");
  // Left from the start of a field goes to the concept beside it; Up goes to the row above.
  await userEvent.keyboard("{Home}{ArrowLeft}");
  await expect.element(concept("Carla Dias")).toHaveFocus();
  await userEvent.keyboard("{ArrowRight}{ArrowUp}");
  await expect.element(attendance("Bruno Reis")).toHaveFocus();
  await expect.element(page.getByText("3 notas alteradas, ainda não salvas.")).toBeVisible();
  expect(calls.filter((call) => call.method === "PUT")).toEqual([]);

  // Enter from the last cell reaches "Salvar tudo"; Enter presses it: one request with the three rows.
  focus(attendance("Carla Dias"));
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("button", { name: "Salvar tudo" })).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  const status = page.getByRole("status");
  await expect
    .element(status)
    .toHaveTextContent(
      "2 notas salvas. 1 linha não foi salva: Carla Dias — Carla Dias não tem matrícula deferida nesta oferta.",
    );
  const puts = calls.filter((call) => call.method === "PUT");
  expect(puts.map((call) => call.url.pathname)).toEqual([expect.stringMatching(/^\/api\/ofertas\/\d+\/notas$/)]);
  expect(puts[0]?.body).toEqual([
    { idcbpf: "ana", concept: "B", attendance: 90 },
    { idcbpf: "bruno", concept: "A", attendance: 85 },
    { idcbpf: "carla", concept: "C", attendance: 70 },
  ]);
  // In place: Carla's row says why, its fields point at it — still there after the class list,
  // read again, no longer has her; the others are marked saved.
  await expect.element(sheet().getByRole("rowheader", { name: /Eva Nova/ })).toBeVisible();
  const carla = sheet().getByRole("row", { name: /Carla Dias/ });
  await expect.element(carla.getByText("Carla Dias não tem matrícula deferida nesta oferta.")).toBeVisible();
  await expect.element(concept("Carla Dias")).toHaveAttribute("aria-invalid", "true");
  await expect
    .element(concept("Carla Dias"))
    .toHaveAccessibleDescription("Carla Dias não tem matrícula deferida nesta oferta.");
  await expect.element(carla.getByText("Não salva")).toBeVisible();
  await expect
    .element(
      sheet()
        .getByRole("row", { name: /Ana Lima/ })
        .getByText("Salva", { exact: true }),
    )
    .toBeVisible();
  await expect
    .element(
      sheet()
        .getByRole("row", { name: /Bruno Reis/ })
        .getByText("Salva", { exact: true }),
    )
    .toBeVisible();
  await expect.element(page.getByText("1 nota alterada, ainda não salva.")).toBeVisible();
});

test("a value the browser can judge is refused in place without asking the server, in English", async () => {
  const calls = server();
  await renderSheet({ path: "/en/ofertagem" });
  const attendance = page.getByRole("textbox", { name: "Attendance (%) for Ana Lima" });
  await expect.element(sheet()).toBeVisible();
  focus(page.getByRole("combobox", { name: "Concept for Ana Lima" }));
  await userEvent.keyboard("a");
  await userEvent.fill(attendance, "101");
  await userEvent.click(page.getByRole("button", { name: "Save all" }));
  await expect.element(attendance).toHaveAccessibleDescription("The maximum is 100.");
  await expect
    .element(page.getByRole("status"))
    .toHaveTextContent("No grade saved. 1 row was not saved: Ana Lima — The maximum is 100.");
  expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
  // Typing again clears that field's problem.
  await userEvent.fill(attendance, "99");
  await expect.element(attendance).not.toHaveAttribute("aria-invalid");
});

test("every keystroke is kept on the device: after a reload the drafts are back, marked unsaved", async () => {
  server();
  const first = await renderSheet();
  await expect.element(sheet()).toBeVisible();
  focus(page.getByRole("combobox", { name: "Conceito de Ana Lima" }));
  await userEvent.keyboard("d");
  await userEvent.fill(page.getByRole("textbox", { name: "Frequência (%) de Ana Lima" }), "64");
  await first.screen.unmount();

  await renderSheet({ of: first.offering });
  await expect.element(page.getByRole("combobox", { name: "Conceito de Ana Lima" })).toHaveValue("D");
  await expect.element(page.getByRole("textbox", { name: "Frequência (%) de Ana Lima" })).toHaveValue("64");
  const ana = sheet().getByRole("row", { name: /Ana Lima/ });
  await expect.element(ana.getByText("Rascunho não salvo")).toBeVisible();
  await expect.element(page.getByText("1 nota alterada, ainda não salva.")).toBeVisible();
});

test("offline, saving is disabled with the reason and typing goes on", async () => {
  const calls = server();
  await renderSheet();
  await expect.element(sheet()).toBeVisible();
  setOnline(false);
  const save = page.getByRole("button", { name: "Salvar tudo" });
  await expect.element(save).toBeDisabled();
  await expect.element(save).toHaveAccessibleDescription(/Sem conexão: lançar notas precisa da internet/);
  await expect.element(page.getByRole("button", { name: "Importar CSV" })).toBeDisabled();
  await userEvent.fill(page.getByRole("textbox", { name: "Frequência (%) de Carla Dias" }), "77");
  await expect
    .element(
      sheet()
        .getByRole("row", { name: /Carla Dias/ })
        .getByText("Rascunho não salvo"),
    )
    .toBeVisible();
  setOnline(true);
  await expect.element(save).toBeEnabled();
  expect(calls.filter((call) => call.method === "PUT")).toEqual([]);
});

test("the concept T is offered to the office, not to a teacher", async () => {
  server();
  const teacher = await renderSheet();
  const options = () =>
    page
      .getByRole("combobox", { name: /Ana Lima/ })
      .element()
      .querySelectorAll("option");
  await expect.element(page.getByRole("combobox", { name: /Ana Lima/ })).toBeVisible();
  expect([...options()].map((option) => option.value)).toEqual(["", "A", "B", "C", "D", "R"]);
  await teacher.screen.unmount();
  await renderSheet({ office: true });
  await expect.element(page.getByRole("combobox", { name: /Ana Lima/ })).toBeVisible();
  expect([...options()].map((option) => option.value)).toEqual(["", "A", "B", "C", "D", "R", "T"]);
});

test("after the grade deadline a teacher sees the grades as text, with the reason, and no save", async () => {
  server();
  await renderSheet({ gradeDeadline: "2026-04-30" });
  await expect.element(sheet()).toBeVisible();
  await expect.element(page.getByText(/O prazo de notas terminou em 30\/04\/26/)).toBeVisible();
  await expect.element(sheet().getByRole("row", { name: /Bruno Reis/ })).toMatchTextContent(/C80Nota final\./);
  expect(page.getByRole("combobox").elements()).toEqual([]);
  expect(page.getByRole("button", { name: "Salvar tudo" }).elements()).toEqual([]);
});

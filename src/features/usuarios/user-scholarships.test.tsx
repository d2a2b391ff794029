import { afterEach, expect, test, vi } from "vitest";
import { page } from "vitest/browser";
import { formatDay } from "../../domain/dates.ts";
import type { Allocation } from "../../domain/funding.ts";
import { demoUser, renderApp } from "../../../tests/browser/helpers.tsx";
import { interceptFetch, restoreOnline } from "../../../tests/browser/network.ts";

/**
 * "Bolsas" on `/usuarios/{idcbpf}` (funding spec §2): the office sees a student's allocations,
 * newest first, with status, cancel date and reason and suspensions; the student sees its own;
 * a teacher's or the office's own profile has no such section — in both languages.
 */
afterEach(() => {
  restoreOnline();
  vi.unstubAllGlobals();
});

const ana = { ...demoUser("Discente", "ana.b"), entryDate: null, dismissal: null };
const CANCELLED: Allocation = {
  id: 1,
  bolsa: { id: 10, number: "CAPES-DS-2024-03", sponsor: "CAPES", type: "DS", level: "mestrado" },
  student: { idcbpf: "ana.b", name: ana.name },
  startDate: "2024-03-01",
  endDate: "2026-02-28",
  cancelDate: "2025-06-30",
  cancelReason: "Vínculo empregatício",
  suspensions: [{ id: 4, startDate: "2024-09-01", endDate: "2024-11-30", reason: "Licença de saúde" }],
  status: "cancelada",
  notes: "",
};
const RUNNING: Allocation = {
  ...CANCELLED,
  id: 2,
  bolsa: { id: 11, number: "CNPq-GM-2025-01", sponsor: "CNPq", type: "GM", level: "mestrado" },
  startDate: "2025-08-01",
  endDate: "2099-07-31",
  cancelDate: null,
  cancelReason: null,
  suspensions: [],
  status: "ativa",
};

function serve(items: Allocation[]) {
  interceptFetch("/api/usuarios/", () => ({ status: 200, body: { user: ana } }));
  return interceptFetch("/api/alocacoes", () => ({
    status: 200,
    body: { items, total: items.length, page: 1, pageSize: 100 },
  })).calls;
}

for (const [locale, text] of [
  [
    "pt",
    {
      prefix: "",
      section: "Bolsas",
      cancelled: "Cancelada",
      on: "Cancelada em",
      active: "Ativa",
      suspensions: "Suspensões",
    },
  ],
  [
    "en",
    {
      prefix: "/en",
      section: "Scholarships",
      cancelled: "Cancelled",
      on: "Cancelled on",
      active: "Active",
      suspensions: "Suspensions",
    },
  ],
] as const) {
  test(`the office reads a student's scholarships, newest first (${locale})`, async () => {
    const calls = serve([CANCELLED, RUNNING]);
    await renderApp(`${text.prefix}/usuarios/ana.b`, demoUser("Administrador", `adm.${locale}`));
    const section = page.getByRole("heading", { level: 2, name: text.section, exact: true });
    await expect.element(section).toBeVisible();
    const rows = page.getByTestId("user-scholarship");
    await expect.poll(() => rows.elements().length).toBe(2);
    const first = rows.nth(0).element().textContent ?? "";
    expect(first).toContain("CNPq · GM");
    expect(first).toContain(text.active);
    const second = rows.nth(1).element().textContent ?? "";
    expect(second).toContain("CAPES-DS-2024-03");
    expect(second).toContain(text.cancelled);
    expect(second).toContain(`${text.on}${formatDay("2025-06-30", locale)}: Vínculo empregatício`);
    expect(second).toContain(
      `${text.suspensions}${formatDay("2024-09-01", locale)} – ${formatDay("2024-11-30", locale)}: Licença de saúde`,
    );
    expect(calls[0]?.searchParams.get("student")).toBe("ana.b");
  });
}

test("the student sees its own scholarships on its profile", async () => {
  serve([RUNNING]);
  await renderApp("/usuarios/ana.b", ana);
  await expect.poll(() => page.getByTestId("user-scholarship").elements().length).toBe(1);
  await expect.element(page.getByRole("heading", { level: 2, name: "Bolsas", exact: true })).toBeVisible();
});

test("a profile that is not a student's has no scholarships' section, and asks nothing about them", async () => {
  const calls = serve([]);
  const office = demoUser("Administrador", "adm.own");
  interceptFetch("/api/usuarios/", () => ({
    status: 200,
    body: { user: { ...office, entryDate: null, dismissal: null } },
  }));
  await renderApp("/usuarios/adm.own", office);
  await expect.element(page.getByRole("heading", { level: 2, name: "Senha" })).toBeVisible();
  await expect.element(page.getByRole("heading", { level: 2, name: "Bolsas", exact: true })).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { DEMO, login } from "./helpers.ts";

/**
 * The home of each level (PRODUCT §2) through the real UI, in both languages, with the demo
 * logins: what each card shows is compared with what the API answers the same user, so the test
 * holds whatever the demo data holds. Nothing is written. Where a card reads an endpoint that may
 * not exist yet on this branch (`/api/ofertas?mine=true`, `/api/matriculas`), the card must show
 * that endpoint's data when it answers, and an error in place (not a blank) when it does not.
 */
const TEXT = {
  pt: {
    week: "Esta semana",
    term: "Período atual",
    figures: "Números",
    attention: "Requer atenção",
    offerings: /Suas ofertas/,
    approvals: "Aprovações pendentes",
    advisees: "Orientandos",
    status: "Sua matrícula",
    advisor: "Orientação",
    shortcuts: "Atalhos",
    ics: "Exportar horário (.ics)",
    enrol: "Matrícula",
    enrolment: "Matrícula",
    offering: "Ofertagem",
    seats: "Vagas ocupadas no período",
    nothing: "Nada requer atenção agora.",
    noAdvisees: "Você não tem orientandos registrados.",
    nonePending: "Nenhuma matrícula aguarda a sua aprovação.",
    noRequests: "Você não tem pedidos de matrícula neste período.",
    accepted: "deferida",
    todo: "O que espera por você",
    declarations: "Minhas declarações",
    seeAll: /^Ver todas \(\d+\)$/,
  },
  en: {
    week: "This week",
    term: "Current term",
    figures: "Figures",
    attention: "Needs attention",
    offerings: /Your offerings/,
    approvals: "Pending approvals",
    advisees: "Advisees",
    status: "Your enrolment",
    advisor: "Guidance",
    shortcuts: "Shortcuts",
    ics: "Export timetable (.ics)",
    enrol: "Enrolment",
    enrolment: "Enrolment",
    offering: "Offerings",
    seats: "Seats taken this term",
    nothing: "Nothing needs attention now.",
    noAdvisees: "You have no advisees on record.",
    nonePending: "No enrolment awaits your approval.",
    noRequests: "You have no enrolment requests this term.",
    accepted: "accepted",
    todo: "What waits for you",
    declarations: "My declarations",
    seeAll: /^See all \(\d+\)$/,
  },
} as const;

const card = (page: Page, name: string | RegExp): Locator => page.getByRole("region", { name, exact: true });

async function apiJson(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  const res = await page.request.get(path);
  return { status: res.status(), body: res.ok() ? await res.json() : null };
}

/** No horizontal scroll: nothing wider than the window. */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of ["pt", "en"] as const) {
  const text = TEXT[locale];
  const at = (path: string) => localizePath(path, locale as Locale);

  test.describe(`home (${locale})`, () => {
    // The browser's language too: the first visit of `/` follows it (src/app/initial-locale.ts).
    test.use({ locale: locale === "en" ? "en-US" : "pt-BR" });

    test("the office: current term on a timeline, counts and what needs attention, as /api/painel says", async ({
      page,
    }) => {
      await login(page, DEMO.Administrador);
      const painel = (await apiJson(page, "/api/painel")).body as {
        term: { code: string } | null;
        counts: { offerings: number; seats: { taken: number; capacity: number }; enrolments: { pendente: number } };
        applications: { submitted: number };
        attention: { pendingPastDrop: { total: number }; missingGrades: { total: number } };
      };
      await page.goto(at("/"));
      const term = card(page, text.term);
      await expect(term).toBeVisible();
      if (painel.term) {
        await expect(term.getByTestId("home-term")).toContainText(painel.term.code);
        await expect(term.getByRole("listitem")).toHaveCount(5); // offering, enrolment, classes, drop, grades
      }
      const figures = card(page, text.figures);
      await expect(figures.getByTestId("home-counts")).toContainText(String(painel.counts.offerings));
      const seats = figures.getByRole("progressbar", { name: text.seats });
      await expect(seats).toHaveAttribute("aria-valuenow", String(painel.counts.seats.taken));
      await expect(seats).toHaveAttribute("aria-valuemax", String(painel.counts.seats.capacity));
      const attention = card(page, text.attention);
      const { pendingPastDrop, missingGrades } = painel.attention;
      if (pendingPastDrop.total + missingGrades.total === 0) await expect(attention).toContainText(text.nothing);
      else {
        await expect(attention.getByTestId("home-attention-pending")).toContainText(String(pendingPastDrop.total));
        await expect(attention.getByTestId("home-attention-grades")).toContainText(String(missingGrades.total));
      }
      // What waits for the office: links with counts, straight to where it is done.
      const todo = card(page, text.todo);
      const waiting = todo.getByTestId("todo-link");
      if (painel.counts.enrolments.pendente > 0)
        await expect(waiting.filter({ hasText: String(painel.counts.enrolments.pendente) }).first()).toHaveAttribute(
          "href",
          at("/orientacoes"),
        );
      if (painel.applications.submitted > 0)
        await expect(todo.locator(`a[href="${at("/configuracoes?secao=inscricoes&estado=submetida")}"]`)).toContainText(
          String(painel.applications.submitted),
        );
      await expectNoSidewaysOverflow(page);
    });

    test("the Docente: its offerings with fill bars, pending approvals and advisees", async ({ page }) => {
      await login(page, DEMO.Docente);
      const guidances = (await apiJson(page, "/api/orientacoes?page=1&pageSize=100")).body as {
        items: { student: { name: string } }[];
      };
      const offerings = await apiJson(page, "/api/ofertas?mine=true&pageSize=100");
      const pending = await apiJson(page, "/api/matriculas?status=pendente&pageSize=100");
      await page.goto(at("/"));

      const advisees = card(page, text.advisees);
      if (guidances.items.length === 0) await expect(advisees).toContainText(text.noAdvisees);
      for (const guidance of guidances.items.slice(0, 5))
        await expect(advisees.getByTestId("home-advisees")).toContainText(guidance.student.name);

      const mine = card(page, text.offerings);
      await expect(mine.getByRole("link", { name: new RegExp(text.offering) })).toBeVisible();
      if (offerings.status === 200) {
        const list = offerings.body as { items?: { subject: { code: string } }[] } | { subject: { code: string } }[];
        const items = Array.isArray(list) ? list : (list.items ?? []);
        for (const item of items.slice(0, 5)) await expect(mine).toContainText(item.subject.code);
        if (items.length > 0) await expect(mine.getByRole("progressbar").first()).toBeVisible();
      } else await expect(mine.getByRole("alert")).toBeVisible();

      const approvals = card(page, text.approvals);
      await expect(approvals.getByRole("link")).toHaveAttribute("href", at("/orientacoes"));
      if (pending.status === 200) {
        const items = (pending.body as { items: { status: string; canDecide?: boolean }[] }).items;
        const mine = items.filter((item) => item.status === "pendente" && item.canDecide !== false).length;
        const shown = approvals.getByTestId("home-pending-approvals");
        if (mine === 0) await expect(shown).toHaveText(text.nonePending);
        else {
          await expect(shown).toContainText(String(mine));
          // …and the same count leads straight there from "what waits for you".
          await expect(card(page, text.todo).locator(`a[href="${at("/orientacoes")}"]`)).toContainText(String(mine));
        }
      } else await expect(approvals.getByRole("alert")).toBeVisible();
      await expectNoSidewaysOverflow(page);
    });

    test("the Discente: its week, then its enrolment status, advisor and shortcuts", async ({ page }) => {
      await login(page, DEMO.Discente);
      const week = (await apiJson(page, "/api/horario")).body as { term: { code: string } | null };
      const guidance = (await apiJson(page, "/api/orientacoes?page=1&pageSize=100")).body as {
        items: { advisor: { name: string } }[];
      };
      const enrolments = week.term
        ? await apiJson(page, `/api/matriculas?term=${encodeURIComponent(week.term.code)}&pageSize=100`)
        : null;
      await page.goto(at("/"));
      await expect(page.getByRole("heading", { name: text.week })).toBeVisible();

      const status = card(page, text.status);
      await expect(status).toBeVisible();
      if (week.term) await expect(status).toContainText(week.term.code);
      if (enrolments?.status === 200) {
        const items = (enrolments.body as { items: { status: string }[] }).items;
        const accepted = items.filter((item) => item.status === "deferida").length;
        if (items.length === 0) await expect(status).toContainText(text.noRequests);
        else if (accepted > 0)
          await expect(status.getByTestId("enrolment-status").getByRole("listitem").first()).toHaveText(
            new RegExp(`^${accepted} ${text.accepted}`),
          );
        else await expect(status.getByTestId("enrolment-status")).toBeVisible();
      } else if (enrolments) await expect(status.getByRole("alert")).toBeVisible();

      const advisor = card(page, text.advisor);
      const name = guidance.items[0]?.advisor.name;
      if (name) await expect(advisor.getByTestId("home-advisor-name")).toContainText(name);

      const shortcuts = card(page, text.shortcuts);
      await expect(shortcuts.getByRole("link", { name: text.ics })).toHaveAttribute(
        "href",
        `/api/horario.ics?lang=${locale}`,
      );
      const ics = await page.request.get(`/api/horario.ics?lang=${locale}`);
      expect(ics.status()).toBe(200);
      expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
      await expect(shortcuts.getByRole("link", { name: text.enrol, exact: true })).toHaveAttribute(
        "href",
        at("/matricula"),
      );
      // Its newest five declarations; "see all" when it holds more.
      const held = (await apiJson(page, "/api/declaracoes?page=1&pageSize=5")).body as { total: number };
      const declarations = card(page, text.declarations);
      if (held.total > 5) {
        await declarations.getByRole("link", { name: text.seeAll }).click();
        await expect(page).toHaveURL(/declaracoes=todas/);
      } else await expect(declarations.getByRole("link", { name: text.seeAll })).toHaveCount(0);
      await expectNoSidewaysOverflow(page);
    });
  });
}

test("on a 360 px phone every home fits the width", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Every card there (Suspense placeholders replaced) before measuring.
  for (const level of ["Administrador", "Docente", "Discente"] as const) {
    await page.context().clearCookies();
    await login(page, DEMO[level]);
    await page.goto("/");
    await expect(page.getByRole("region").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysOverflow(page);
  }
});

test("the office's and the Docente's homes, once seen, open offline with the mark", async ({ browser, baseURL }) => {
  for (const level of ["Administrador", "Docente"] as const) {
    const context = await browser.newContext({ baseURL, locale: "pt-BR", serviceWorkers: "allow" });
    const page = await context.newPage();
    await login(page, DEMO[level]);
    await page.goto("/");
    const region = card(page, level === "Administrador" ? TEXT.pt.figures : TEXT.pt.advisees);
    await expect(region.getByRole("status", { name: "Carregando…" })).toHaveCount(0);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(region.getByText(/^Offline — atualizado em/)).toBeVisible();
    if (level === "Administrador") await expect(region.getByRole("progressbar")).toBeVisible();
    else await expect(region.getByTestId("home-advisees")).toBeVisible();
    await context.close();
  }
});

/**
 * The programme year on the homes, at 360 px in both languages: the office's "Prazos" card and
 * committees to approve as `GET /api/prazos` and `GET /api/bancas` say; the Docente's verdict due
 * on a committee this test schedules for today (as the office, through the API) and cancels again,
 * so it relies on no other spec's data and leaves no open committee behind.
 */
const YEAR = {
  pt: { prazos: "Prazos", advisees: "Prazos dos orientandos", final: "Versão final", verdicts: /o seu resultado/ },
  en: { prazos: "Due dates", advisees: "Advisees' due dates", final: "Final version", verdicts: /your verdict/ },
} as const;

type Page1<T> = { items: T[]; total: number };
type PrazoRow = {
  student: { idcbpf: string; name: string };
  phase: { code: string; name: { pt: string; en: string } };
};
type Banca = { id: number; date: string; status: string; members: { role: string; idcbpf: string | null }[] };

for (const locale of ["pt", "en"] as const) {
  const text = { ...TEXT[locale], ...YEAR[locale] };
  const at = (path: string) => localizePath(path, locale as Locale);

  test.describe(`the programme year on the homes (${locale}, 360 px)`, () => {
    test.use({ locale: locale === "en" ? "en-US" : "pt-BR", viewport: { width: 360, height: 740 } });

    test("the office: overdue and due-soon totals, the first rows linking to each student, committees to approve", async ({
      page,
    }) => {
      await login(page, DEMO.Administrador);
      const total = async (path: string) => ((await apiJson(page, path)).body as Page1<unknown>).total;
      const overdue = await total("/api/prazos?status=vencida&pageSize=1");
      const soon = await total("/api/prazos?status=a_vencer&pageSize=1");
      const rows = (await apiJson(page, "/api/prazos?pageSize=10")).body as Page1<PrazoRow>;
      const toApprove = await total("/api/bancas?status=proposta&pageSize=1");
      await page.goto(at("/"));

      const prazos = card(page, text.prazos);
      if (rows.items.length === 0) await expect(prazos.getByTestId("home-prazos-empty")).toBeVisible();
      else {
        const counts = prazos.getByTestId("home-prazos-counts").locator("dd");
        await expect(counts.nth(0)).toHaveText(String(overdue));
        await expect(counts.nth(1)).toHaveText(String(soon));
        const shown = prazos.getByTestId("home-prazos-row");
        await expect(shown).toHaveCount(rows.items.length);
        const [first] = rows.items;
        if (first) {
          const query = new URLSearchParams({ discente: first.student.idcbpf, nome: first.student.name });
          await expect(shown.first().getByRole("link", { name: first.student.name })).toHaveAttribute(
            "href",
            at(`/orientacoes?${query.toString()}`),
          );
          await expect(shown.first()).toContainText(
            first.phase.code === "versao_final" ? text.final : first.phase.name[locale],
          );
        }
      }
      const approve = card(page, text.todo).locator(`a[href="${at("/configuracoes?secao=bancas")}"]`);
      if (toApprove > 0) await expect(approve).toContainText(String(toApprove));
      else await expect(approve).toHaveCount(0);
      await expectNoSidewaysOverflow(page);
    });

    test("the Docente: a committee it presides, scheduled for today, is a verdict due; its advisees' due dates", async ({
      page,
      browser,
      baseURL,
    }) => {
      const office = await browser.newContext({ baseURL });
      const res = await office.request.post("/api/_auth/session", {
        data: { idcbpf: DEMO.Administrador, password: "demo1234" },
      });
      expect(res.status()).toBe(200);
      const { today } = (await (await office.request.get("/api/painel")).json()) as { today: string };
      await login(page, DEMO.Docente);
      const guidances = (await apiJson(page, "/api/orientacoes?page=1&pageSize=100")).body as Page1<{
        advisor: { idcbpf: string };
        student: { idcbpf: string };
      }>;
      // A main advisee of docente with no open qualifying committee: propose one for today and approve it.
      let committee: number | null = null;
      for (const guidance of guidances.items.filter((g) => g.advisor.idcbpf === DEMO.Docente)) {
        if (guidance.student.idcbpf === DEMO.Discente) continue; // its notices are other specs' to read
        const proposed = await office.request.post("/api/bancas", {
          data: {
            student: guidance.student.idcbpf,
            kind: "qualificacao",
            title: `Sessão de teste ${locale}`,
            language: locale,
            date: today,
            time: "08:00",
            place: "Sala de teste",
            members: [
              { idcbpf: "julia.fonseca", role: "titular" },
              { idcbpf: "natalia.ramos", role: "titular" },
            ],
          },
        });
        if (proposed.status() !== 201) continue;
        committee = ((await proposed.json()) as { id: number }).id;
        break;
      }
      expect(committee, "a main advisee of docente free for a qualifying committee").not.toBeNull();
      try {
        const approved = await office.request.post(`/api/bancas/${committee}/aprovacao`, { data: {} });
        expect(approved.status()).toBe(200);
        const scheduled = (await apiJson(page, "/api/bancas?status=agendada&pageSize=100")).body as Page1<Banca>;
        const due = scheduled.items.filter(
          (c) => c.date <= today && c.members.some((m) => m.role === "presidente" && m.idcbpf === DEMO.Docente),
        ).length;
        expect(due).toBeGreaterThanOrEqual(1);
        const rows = (await apiJson(page, "/api/prazos?pageSize=10")).body as Page1<PrazoRow>;
        await page.goto(at("/"));
        const verdicts = card(page, text.todo)
          .locator(`a[href="${at("/orientacoes")}"]`)
          .filter({ hasText: text.verdicts });
        await expect(verdicts).toContainText(String(due));
        const advisees = card(page, text.advisees);
        if (rows.items.length === 0) await expect(advisees.getByTestId("home-prazos-empty")).toBeVisible();
        else await expect(advisees.getByTestId("home-prazos-row")).toHaveCount(rows.items.length);
        await expectNoSidewaysOverflow(page);
      } finally {
        await office.request.post(`/api/bancas/${committee}/cancelamento`, { data: { reason: "Sessão de teste" } });
        await office.close();
      }
    });
  });
}

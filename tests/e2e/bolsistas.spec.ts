import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { test } from "./test.ts";
import { addDays } from "../../src/domain/calendar-days.ts";
import { formatDay } from "../../src/domain/dates.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { localMoment } from "../../src/domain/timetable.ts";
import { DEMO, login, loggedInContext } from "./helpers.ts";

/**
 * Scholarships where people see them (funding spec §2, P5), through the real UI in both
 * languages: the student's "Minha bolsa" and its profile's "Bolsas" on a 360 px phone, its
 * advisor's home and /orientacoes on a desktop, the office's view of the profile, and the public
 * /gov list naming the sponsor. The people, the guidance, the quota and the allocation are created
 * here by the office, so the demo data stays as it was and no other spec's data is read.
 */
const PASSWORD = "bolsa-e2e-1";
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const TEXT = {
  pt: {
    card: "Minha bolsa",
    active: "Ativa",
    advisees: "Orientandos",
    section: "Bolsas",
    note: (sponsor: string, type: string, day: string) => `bolsista ${sponsor} ${type} até ${day}`,
    gov: (sponsor: string) => `bolsista ${sponsor}`,
  },
  en: {
    card: "My scholarship",
    active: "Active",
    advisees: "Advisees",
    section: "Scholarships",
    note: (sponsor: string, type: string, day: string) => `${sponsor} ${type} scholarship holder until ${day}`,
    gov: (sponsor: string) => `${sponsor} scholarship holder`,
  },
} as const;

type Person = { idcbpf: string; name: string };

async function createUser(office: APIRequestContext, person: Person, level: "Discente" | "Docente", locale: Locale) {
  const res = await office.post("/api/usuarios", {
    data: {
      ...person,
      email: `${person.idcbpf}@example.org`,
      level,
      programme: "academico",
      degree: level === "Discente" ? "mestrado" : null,
      status: "ativo",
      entryTerm: level === "Discente" ? "2025.1" : null,
      locale,
      password: PASSWORD,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

function contextOf(browser: Browser, baseURL: string, locale: Locale, idcbpf: string, viewport = PHONE) {
  return loggedInContext(browser, { baseURL, locale, idcbpf, password: PASSWORD, viewport });
}

for (const locale of ["pt", "en"] as const) {
  test(`a scholarship seen by its holder, its advisor, the office and the public (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const today = localMoment(new Date()).day;
    const end = addDays(today, 200);
    const student: Person = { idcbpf: `zz-e2e-bolsista-${tag}`, name: `Zuleica Bolsista ${tag}` };
    const advisor: Person = { idcbpf: `zz-e2e-orienta-${tag}`, name: `Zeferino Orientador ${tag}` };
    const sponsor = "FAPERJ";
    const type = `ZT${tag.slice(-4).toUpperCase()}`;

    await login(page, DEMO.Administrador);
    const office = page.request;
    await createUser(office, student, "Discente", locale);
    await createUser(office, advisor, "Docente", locale);
    const guidance = await office.post("/api/orientacoes", {
      data: { student: student.idcbpf, advisor: advisor.idcbpf, startDate: "2025-03-01" },
    });
    expect(guidance.status(), await guidance.text()).toBe(201);
    const quota = await office.post("/api/bolsas", {
      data: {
        number: `ZZ-E2E-${tag}`,
        sponsor,
        type,
        level: "mestrado",
        startDate: addDays(today, -30),
        endDate: addDays(today, 400),
        monthlyValue: 2100,
      },
    });
    expect(quota.status(), await quota.text()).toBe(201);
    const { id } = (await quota.json()) as { id: number };
    const allocation = await office.post("/api/alocacoes", {
      data: { bolsa: id, student: student.idcbpf, startDate: addDays(today, -10), endDate: end },
    });
    expect(allocation.status(), await allocation.text()).toBe(201);
    const day = formatDay(end, locale);

    // The student, on a phone: "Minha bolsa" on its home, "Bolsas" on its profile, nothing sideways.
    const phone = await contextOf(browser, baseURL ?? "", locale, student.idcbpf);
    const mine = await phone.newPage();
    await mine.goto(localizePath("/", locale));
    const card = mine.getByRole("region", { name: text.card });
    await expect(card.getByTestId("my-scholarship")).toContainText(`${sponsor} · ${type}`);
    await expect(card.getByTestId("my-scholarship")).toContainText(text.active);
    await expect(card.getByTestId("my-scholarship")).toContainText(
      `${formatDay(addDays(today, -10), locale)} – ${day}`,
    );
    expect(await mine.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await mine.goto(localizePath(`/usuarios/${student.idcbpf}`, locale));
    await expect(mine.getByRole("heading", { level: 2, name: text.section, exact: true })).toBeVisible();
    await expect(mine.getByTestId("user-scholarship")).toContainText(`ZZ-E2E-${tag}`);
    expect(await mine.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.close();

    // Its advisor, on a desktop: the note beside the advisee on its home and in /orientacoes.
    const desk = await contextOf(browser, baseURL ?? "", locale, advisor.idcbpf, DESKTOP);
    const advising = await desk.newPage();
    await advising.goto(localizePath("/", locale));
    const advisee = advising
      .getByRole("region", { name: text.advisees, exact: true })
      .getByRole("listitem")
      .filter({ hasText: student.name });
    await expect(advisee.getByTestId("scholarship-note")).toHaveText(text.note(sponsor, type, day));
    await advising.goto(localizePath("/orientacoes", locale));
    // Its only advisee, so the only note on the page.
    await expect(advising.getByTestId("scholarship-note")).toHaveText(text.note(sponsor, type, day));
    await desk.close();

    // The office, on the student's profile.
    await page.goto(localizePath(`/usuarios/${student.idcbpf}`, locale));
    await expect(page.getByTestId("user-scholarship")).toContainText(`${sponsor} · ${type}`);

    // The public: the sponsor beside the name, nothing more.
    await page.goto(`${localizePath("/gov/discente-academico", locale)}?q=${encodeURIComponent(student.name)}`);
    const row = page.getByRole("rowheader", { name: `${student.name} ${text.gov(sponsor)}`, exact: true });
    await expect(row).toBeVisible();
    await expect(page.locator("main")).not.toContainText(type);
  });
}

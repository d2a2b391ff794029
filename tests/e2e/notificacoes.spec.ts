import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { DEMO, login, loggedInContext } from "./helpers.ts";

/**
 * Notifications through the real UI, in both languages, on a 360 px phone (PRODUCT §7): an
 * advisor rejects its advisee's enrolment with a reason in /orientacoes; the student's bell then
 * counts it, and its panel names the subject and the reason. Every person, the subject and the
 * offering are created here by the office (PRODUCT §8), so the shared demo data stays as it was.
 */
const PASSWORD = "notificacao-e2e-1";
const PHONE = { width: 360, height: 740 };

const TEXT = {
  pt: {
    reject: "Indeferir",
    reason: "Motivo",
    rejected: "Matrícula indeferida",
    bell: "1 notificação não lida",
    none: "Notificações",
    title: (code: string) => `Matrícula indeferida: ${code}`,
  },
  en: {
    reject: "Reject",
    reason: "Reason",
    rejected: "Enrolment rejected",
    bell: "1 unread notification",
    none: "Notifications",
    title: (code: string) => `Enrolment rejected: ${code}`,
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

/** A browser context on a phone, logged in as `idcbpf` (past a password change, if one is asked). */
function phoneOf(browser: Browser, baseURL: string, locale: Locale, idcbpf: string) {
  return loggedInContext(browser, { baseURL, locale, idcbpf, password: PASSWORD, viewport: PHONE });
}

for (const locale of ["pt", "en"] as const) {
  test(`an advisor rejects an enrolment with a reason; the student's bell tells it (${locale}, 360 px)`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const code = `ZZN-${String(Date.now() % 10_000).padStart(4, "0")}${locale === "pt" ? "P" : "E"}`;
    const student: Person = { idcbpf: `zz-e2e-aviso-${tag}`, name: `Zilda Avisada ${tag}` };
    const advisor: Person = { idcbpf: `zz-e2e-avisa-${tag}`, name: `Zacarias Orientador ${tag}` };
    const reason = `Choque com o estágio ${tag}`;

    // The office: the people, the guidance, a subject and its offering in the current term.
    await login(page, DEMO.Administrador);
    const office = page.request;
    await createUser(office, student, "Discente", locale);
    await createUser(office, advisor, "Docente", locale);
    const guidance = await office.post("/api/orientacoes", {
      data: { student: student.idcbpf, advisor: advisor.idcbpf, startDate: "2025-03-01" },
    });
    expect(guidance.status(), await guidance.text()).toBe(201);
    const subject = await office.post("/api/disciplinas", {
      data: { code, name: { pt: `Tópicos ${tag}`, en: `Topics ${tag}` }, credits: 2, hours: 30 },
    });
    expect(subject.status(), await subject.text()).toBe(201);
    const terms = (await (await office.get("/api/periodos")).json()) as { items: { code: string; current: boolean }[] };
    const current = terms.items.find((term) => term.current)?.code ?? "";
    const offering = await office.post("/api/ofertas", {
      data: {
        term: current,
        subject: code,
        responsible: advisor.idcbpf,
        slots: [{ weekday: 6, start: "07:00", end: "08:00", room: `Sala ${tag}` }],
        capacity: 5,
        language: "pt",
      },
    });
    expect(offering.status(), await offering.text()).toBe(201);
    const { id } = (await offering.json()) as { id: number };

    // The student asks for a seat (through the API: the enrolment page has its own tests).
    const phone = await phoneOf(browser, baseURL ?? "", locale, student.idcbpf);
    const enrolled = await phone.request.post("/api/matriculas", { data: { offering: id } });
    expect(enrolled.status(), await enrolled.text()).toBe(201);

    // The advisor rejects it, with a reason, on its phone.
    const advising = await phoneOf(browser, baseURL ?? "", locale, advisor.idcbpf);
    const advisorPage = await advising.newPage();
    await advisorPage.goto(localizePath("/orientacoes", locale));
    const request = advisorPage.getByTestId("enrolment-request").filter({ hasText: code });
    await request.getByRole("button", { name: text.reject, exact: true }).click();
    const dialog = advisorPage.getByRole("dialog");
    await dialog.getByLabel(text.reason).fill(reason);
    await dialog.getByRole("button", { name: text.reject, exact: true }).click();
    await expect(advisorPage.getByText(text.rejected, { exact: true })).toBeVisible();
    await advising.close();

    // The student's bell counts it; its panel names the subject and the reason, within the screen.
    const studentPage = await phone.newPage();
    await studentPage.goto(localizePath("/", locale));
    const bell = studentPage.getByRole("button", { name: text.bell });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(bell).toHaveAttribute("aria-expanded", "true");
    const panel = studentPage.getByTestId("notifications-panel");
    const notice = panel.getByRole("link", {
      name: new RegExp(text.title(code).replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")),
    });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(reason);
    await expect(notice).toContainText(code);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await studentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Followed, it is read: the student lands on its enrolments and the bell has nothing unread.
    await notice.click();
    await expect.poll(() => new URL(studentPage.url()).pathname).toBe(localizePath("/matricula", locale));
    await expect(studentPage.getByRole("button", { name: text.none, exact: true })).toBeVisible();
    await phone.close();
  });
}

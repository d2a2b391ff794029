import { expect } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath } from "../../src/domain/locale.ts";
import { DEMO, login, create } from "./helpers.ts";

/**
 * The office's part of a student's programme year, in each language on a 360 px phone: it sets
 * the student's entry date and sees the due dates move on /orientacoes, approves the student's
 * proposed committee in /configuracoes "Bancas", then dismisses the student and sees the status
 * and the record. The student, its advisor, two more teachers and the committee are created here
 * through the API as the office, so no other spec's data is touched.
 */
const PHONE = { width: 360, height: 740 };

const TEXT = {
  pt: {
    entryDate: "Data de ingresso",
    save: "Salvar alterações",
    saved: "Alterações salvas.",
    committee: (name: string) => `Exame de qualificação de ${name}`,
    approve: "Aprovar e agendar",
    approved: /aprovada e agendada/,
    reason: "Motivo",
    abandonment: "Abandono",
    dismiss: "Desligar",
    dismissed: /foi desligado\(a\)/,
    status: "Situação atual: Inativo.",
  },
  en: {
    entryDate: "Entry date",
    save: "Save changes",
    saved: "Changes saved.",
    committee: (name: string) => `Qualifying exam of ${name}`,
    approve: "Approve and schedule",
    approved: /approved and scheduled/,
    reason: "Reason",
    abandonment: "Abandonment",
    dismiss: "Dismiss",
    dismissed: /has been dismissed/,
    status: "Current status: Inactive.",
  },
} as const;

/** A day this many days from now, as the API takes it (a month ahead: "today" anywhere). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const locale of ["pt", "en"] as const) {
  test(`the office sets an entry date, approves a committee and dismisses a student (${locale})`, async ({ page }) => {
    test.setTimeout(150_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const student = { idcbpf: `zz-e2e-dsl-${tag}`, name: `Zilda Desligada ${tag}` };
    const teachers = ["orient", "membro-a", "membro-b"].map((role) => ({
      idcbpf: `zz-e2e-dsl-${role}-${tag}`,
      name: `Zeca ${role} ${tag}`,
    }));
    const [advisor, first, second] = teachers;
    if (!advisor || !first || !second) throw new Error("three teachers");

    await login(page, DEMO.Administrador);
    await page.setViewportSize(PHONE);
    const office = page.request;
    await create(office, "/api/usuarios", {
      ...student,
      email: `${student.idcbpf}@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      status: "ativo",
      entryTerm: "2025.1",
    });
    for (const teacher of teachers)
      await create(office, "/api/usuarios", {
        ...teacher,
        email: `${teacher.idcbpf}@example.org`,
        level: "Docente",
        programme: "academico",
        status: "ativo",
      });
    await create(office, "/api/orientacoes", {
      student: student.idcbpf,
      advisor: advisor.idcbpf,
      startDate: "2025-03-01",
    });
    await create(office, "/api/bancas", {
      student: student.idcbpf,
      kind: "qualificacao",
      title: "Um estudo e2e",
      language: locale,
      date: daysAhead(30),
      time: "14:00",
      place: "Sala 1",
      members: [
        { idcbpf: first.idcbpf, role: "titular" },
        { idcbpf: second.idcbpf, role: "titular" },
      ],
    });

    // The entry date, in the office's form; the due dates follow at once (qualifying exam: 18 months).
    await page.goto(localizePath(`/usuarios/${student.idcbpf}`, locale));
    await page.getByLabel(text.entryDate).fill("2024-01-15");
    await page.getByRole("button", { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    const query = new URLSearchParams({ discente: student.idcbpf, nome: student.name }).toString();
    await page.goto(localizePath(`/orientacoes?${query}`, locale));
    await expect(page.locator('time[datetime="2024-01-15"]').first()).toBeVisible();
    await expect(page.locator('time[datetime="2025-07-15"]').first()).toBeVisible();

    // The proposed committee, approved from the queue.
    await page.goto(localizePath("/configuracoes?secao=bancas", locale));
    const card = page.getByRole("article", { name: text.committee(student.name) });
    await card.getByRole("button", { name: text.approve }).click();
    await expect(page.getByText(text.approved)).toBeVisible();

    // The dismissal: reason, today's date by default, a confirmation; then the status and the record.
    await page.goto(localizePath(`/usuarios/${student.idcbpf}`, locale));
    const form = page.getByRole("form", { name: `${text.dismiss} ${student.name}` });
    await form.getByLabel(text.reason).selectOption({ label: text.abandonment });
    await form.getByRole("button", { name: text.dismiss, exact: true }).click();
    await page
      .getByRole("dialog", { name: `${text.dismiss} ${student.name}?` })
      .getByRole("button", { name: text.dismiss, exact: true })
      .click();
    await expect(page.getByText(text.dismissed)).toBeVisible();
    await expect(page.getByText(text.status)).toBeVisible();
    await expect(page.getByText(text.abandonment, { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });
}

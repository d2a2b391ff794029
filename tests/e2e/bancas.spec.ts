import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { localizePath, type Locale } from "../../src/domain/locale.ts";
import { dayIn } from "../../src/domain/zoned-days.ts";
import { DEMO, login, create, loggedInContext } from "./helpers.ts";

/**
 * A defence committee's whole path (programme-year §2), in each language, the advisor on a phone:
 * a student, its advisor and a second teacher of this spec's own (created here through the API as
 * the office, so no other spec's data is touched); the advisor proposes a master's defence for
 * today with the second teacher and an external member, the composition line changing as members
 * are added; the office approves it from its queue; it is on the public calendar; the advisor, who presides,
 * records the verdict behind a confirmation; the ata's code is authentic on the verification page.
 */
// This spec's own client address for the verification's look-up limit (see playwright.config.ts).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.31" } });

const PASSWORD = "bancas-e2e-1";
const PHONE = { width: 360, height: 740 };

const TEXT = {
  pt: {
    region: "Bancas",
    propose: "Propor banca",
    advisee: "Orientando da banca",
    kind: "Tipo de banca",
    needs: "Defesa de mestrado: 3 membros entre presidente e titulares, com ao menos 1 externo",
    empty: "faltam 2 membros e falta 1 externo",
    oneTeacher: "falta 1 membro e falta 1 externo",
    complete: "composição completa",
    addTeacher: "Adicionar docente",
    addExternal: "Adicionar membro externo",
    teacher: "Docente",
    external: "Membro 2 (externo)",
    name: "Nome",
    email: "E-mail",
    institution: "Instituição",
    cpf: "Número do CPF",
    title: "Título do trabalho",
    date: "Data",
    time: "Horário",
    place: "Local",
    proposed: /Banca nº (\d+) proposta/,
    scheduled: "Agendada",
    verdictButton: (id: string) => `Registrar resultado da banca nº ${id}`,
    verdictForm: (id: string) => `Resultado da banca nº ${id}`,
    approved: "Aprovado",
    record: "Registrar resultado",
    confirm: "Registrar e emitir a ata",
    held: "Realizada",
    ata: /^Ata \(PDF\) — (.+)$/,
    authentic: "Ata autêntica",
    queued: (name: string) => `Defesa de mestrado de ${name}`,
    approve: "Aprovar e agendar",
    approvedToast: /aprovada e agendada/,
  },
  en: {
    region: "Committees",
    propose: "Propose a committee",
    advisee: "Advisee of the committee",
    kind: "Kind of committee",
    needs: "Master's defence: 3 members counting the chair and full members, with at least 1 external",
    empty: "2 members missing and 1 external missing",
    oneTeacher: "1 member missing and 1 external missing",
    complete: "composition complete",
    addTeacher: "Add a teacher",
    addExternal: "Add an external member",
    teacher: "Teacher",
    external: "Member 2 (external)",
    name: "Name",
    email: "E-mail",
    institution: "Institution",
    cpf: "CPF number",
    title: "Thesis title",
    date: "Date",
    time: "Time",
    place: "Place",
    proposed: /Committee no\. (\d+) proposed/,
    scheduled: "Scheduled",
    verdictButton: (id: string) => `Record the verdict of committee no. ${id}`,
    verdictForm: (id: string) => `Verdict of committee no. ${id}`,
    approved: "Approved",
    record: "Record verdict",
    confirm: "Record and issue the minutes",
    held: "Held",
    ata: /^Minutes \(PDF\) — (.+)$/,
    authentic: "Authentic committee minutes",
    queued: (name: string) => `Master's defence of ${name}`,
    approve: "Approve and schedule",
    approvedToast: /approved and scheduled/,
  },
} as const;

/** axe's serious and critical findings (WCAG 2.2 A and AA) inside `scope`, one line each. */
async function axeFindings(page: Page, scope: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .include(scope)
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

function loggedIn(browser: Browser, baseURL: string, locale: Locale, idcbpf: string) {
  return loggedInContext(browser, { baseURL, locale, idcbpf, password: PASSWORD });
}

for (const locale of ["pt", "en"] as const) {
  test(`an advisor proposes a defence, the office approves, the president records the verdict, the ata verifies (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}`;
    const student = { idcbpf: `zz-e2e-banca-${tag}`, name: `Zuleica Defensora ${tag}` };
    const advisor = { idcbpf: `zz-e2e-pres-${tag}`, name: `Zeno Presidente ${tag}` };
    const member = { idcbpf: `zz-e2e-tit-${tag}`, name: `Zilda Titular ${tag}` };

    await login(page, DEMO.Administrador);
    const office = page.request;
    const person = (p: typeof student, level: "Discente" | "Docente") => ({
      ...p,
      email: `${p.idcbpf}@example.org`,
      level,
      programme: "academico",
      degree: level === "Discente" ? "mestrado" : null,
      status: "ativo",
      entryTerm: level === "Discente" ? "2025.1" : null,
      password: PASSWORD,
    });
    await create(office, "/api/usuarios", person(student, "Discente"));
    await create(office, "/api/usuarios", person(advisor, "Docente"));
    await create(office, "/api/usuarios", person(member, "Docente"));
    await create(office, "/api/orientacoes", {
      student: student.idcbpf,
      advisor: advisor.idcbpf,
      startDate: "2025-03-01",
    });

    // The advisor, on a phone, proposes a master's defence for today (the verdict is recorded today).
    const theirs = await loggedIn(browser, baseURL ?? "", locale, advisor.idcbpf);
    const phone = await theirs.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(localizePath("/orientacoes", locale));
    const region = phone.getByRole("region", { name: text.region });
    await region.getByRole("button", { name: text.propose }).click();
    await region.getByRole("combobox", { name: text.advisee }).selectOption(student.idcbpf);
    const form = phone.getByRole("form", { name: text.propose });
    await form.getByRole("combobox", { name: text.kind }).selectOption("defesa");
    const status = form.getByRole("status");
    await expect(status).toContainText(text.needs);
    await expect(status).toContainText(text.empty);

    await form.getByRole("button", { name: text.addTeacher }).click();
    const teacher = form.getByRole("combobox", { name: text.teacher, exact: true });
    await teacher.fill(member.idcbpf);
    await phone.getByRole("option", { name: new RegExp(member.name) }).click();
    await expect(status).toContainText(text.oneTeacher);

    await form.getByRole("button", { name: text.addExternal }).click();
    const external = form.getByRole("group", { name: text.external });
    await external.getByRole("textbox", { name: text.name, exact: true }).fill(`Xavier Externo ${tag}`);
    await expect(status).toContainText(text.complete);
    await external.getByRole("textbox", { name: text.email }).fill(`externo-${tag}@example.org`);
    await external.getByRole("textbox", { name: text.institution }).fill("Universidade Federal");
    await external.getByRole("textbox", { name: text.cpf }).fill("529.982.247-25");

    const today = dayIn(new Date(), "America/Sao_Paulo");
    await form.getByRole("textbox", { name: text.title }).fill(`Ondas em meios granulares ${tag}`);
    await form.getByLabel(text.date, { exact: true }).fill(today);
    await form.getByLabel(text.time, { exact: true }).fill("09:00");
    await form.getByRole("textbox", { name: text.place, exact: true }).fill("Auditório 2");
    // The open form, three members' rows and all, fits the phone and passes axe.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeFindings(phone, "main")).toEqual([]);
    await form.getByRole("button", { name: text.propose }).click();
    const proposed = phone.getByText(text.proposed);
    await expect(proposed).toBeVisible();
    const id = text.proposed.exec((await proposed.textContent()) ?? "")?.[1] ?? "";
    expect(id).not.toBe("");

    // The office approves it from its queue in /configuracoes.
    await page.goto(localizePath("/configuracoes?secao=bancas", locale));
    const queued = page.getByRole("article", { name: text.queued(student.name) });
    await queued.getByRole("button", { name: text.approve }).click();
    await expect(page.getByText(text.approvedToast)).toBeVisible();

    // On the public calendar.
    await page.goto(localizePath(`/gov/defesas?q=${encodeURIComponent(student.name)}`, locale));
    await expect(page.getByTestId("gov-defence").filter({ hasText: student.name })).toBeVisible();

    // The president records the verdict on the session's day, behind a confirmation.
    await phone.reload();
    const card = phone.getByRole("article").filter({ hasText: student.name });
    await expect(card.getByText(text.scheduled, { exact: true })).toBeVisible();
    await card.getByRole("button", { name: text.verdictButton(id) }).click();
    const verdict = phone.getByRole("form", { name: text.verdictForm(id) });
    await verdict.getByRole("radio", { name: text.approved, exact: true }).check();
    await verdict.getByRole("button", { name: text.record }).click();
    await phone.getByRole("dialog").getByRole("button", { name: text.confirm }).click();
    await expect(card.getByText(text.held, { exact: true })).toBeVisible();
    const ata = card.getByRole("button", { name: text.ata });
    await expect(ata).toBeVisible();
    const codigo = text.ata.exec(((await ata.textContent()) ?? "").trim())?.[1] ?? "";
    expect(codigo).not.toBe("");
    expect(await axeFindings(phone, "main")).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Anyone holding the ata checks its code.
    await page.goto(localizePath(`/autenciacar-declaracao/${codigo}`, locale));
    const verified = page.getByRole("region", { name: text.authentic });
    await expect(verified.getByRole("heading", { name: text.authentic })).toBeVisible();
    await expect(verified.getByRole("rowheader", { name: `Xavier Externo ${tag}` })).toBeVisible();
    await theirs.close();
  });
}

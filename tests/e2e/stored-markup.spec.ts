import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./test.ts";
import { DEMO, DEMO_PASSWORD } from "./helpers.ts";

/**
 * Stored markup never executes: markup a person could type — an `<img onerror>`, a `<script>`,
 * an `<svg onload>`, a `javascript:` address — is stored through the API in a user's name and
 * Lattes address, a subject's title and an offering's notes, an application's fields and a
 * document's file name, then every page that shows them is opened in Chromium: the office's and
 * the student's pages, the /gov pages the server renders, the declaration's verification page.
 * Each shows the markup as text; nothing ran (the payloads set a window flag and open a dialog,
 * neither happened; no request for the injected image's `x`); no link leads to `javascript:`. The
 * declaration's PDF carries no script or action. Verifications count against this spec's own
 * client address (see playwright.config.ts).
 */
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });

const PAYLOAD = (n: number) =>
  `<img src=x onerror="window.__pwned=${n};alert(${n})"><script>window.__pwned=${n}</script><svg onload=window.__pwned=${n}>`;
const STUDENT_PASSWORD = "Marcação-inerte-2026";
const LINK = (n: number) => `javascript:window.__pwned=${n}`;
/** A Lattes address the server takes (http, no spaces) that breaks out of an attribute if pasted raw. */
const LATTES = `http://lattes.cnpq.br/1"><img/src=x/onerror=window.__pwned=9>`;

type Watch = { dialogs: string[]; injected: string[] };

/** Notes every dialog and every request for the injected image's address `x`. */
function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], injected: [] };
  page.on("dialog", (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/x")) seen.injected.push(request.url());
  });
  return seen;
}

/** The page shows `text` (the markup as text), and nothing of it ran. */
async function expectInert(page: Page, seen: Watch, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await page.waitForLoadState("load");
  // Two frames: an injected element's load or error handler has had its turn.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.locator('[href^="javascript:" i], [src^="javascript:" i]').count()).toBe(0);
  expect(await page.locator("[onerror], [onload]").count()).toBe(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.injected).toEqual([]);
}

async function asOffice(request: APIRequestContext): Promise<void> {
  const res = await request.post("/api/_auth/session", {
    data: { idcbpf: DEMO.Administrador, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
}

test("the watch sees markup that does run (so the test below can fail)", async ({ page }) => {
  const seen = watch(page);
  await page.setContent(`<p>${PAYLOAD(0)}</p>`);
  await expect.poll(() => seen.dialogs).toEqual(["0"]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBe(0);
  expect(await page.locator("[onerror], [onload]").count()).toBeGreaterThan(0);
});

test("stored markup shows as text and never runs, on the app's pages, /gov and the declaration", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Some twenty page loads in two languages: a bound for a loaded 2-core machine, not a retry.
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-5);
  const idcbpf = `zzxss${tag}`;
  const name = `Zz Marcação ${tag} ${PAYLOAD(1)}`;
  const subjectCode = `XSS-${(Date.now() % 9000) + 1000}`;
  const subjectName = `Zz Disciplina ${tag} ${PAYLOAD(2)} ${LINK(2)}`;
  const applicant = `Zz Candidata ${tag} ${PAYLOAD(3)}`;
  const seen = watch(page);

  const office = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.78" },
  });
  await asOffice(office);
  // A `javascript:` address is refused where the server takes addresses…
  const refusedLink = await office.post("/api/usuarios", {
    data: {
      idcbpf: `${idcbpf}j`,
      name: "Zz",
      email: `${idcbpf}j@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      lattes: LINK(0),
    },
  });
  expect(refusedLink.status()).toBe(400);
  // …and taken, as text, everywhere text goes.
  const created = await office.post("/api/usuarios", {
    data: {
      idcbpf,
      name,
      email: `${idcbpf}@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "mestrado",
      status: "ativo",
      entryTerm: "2025.1",
      lattes: LATTES,
      password: STUDENT_PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const subject = await office.post("/api/disciplinas", {
    data: {
      code: subjectCode,
      name: { pt: subjectName, en: subjectName },
      syllabus: { pt: PAYLOAD(4), en: PAYLOAD(4) },
      credits: 2,
      hours: 30,
    },
  });
  expect(subject.status(), await subject.text()).toBe(201);
  const terms = (await (await office.get("/api/periodos?pageSize=100")).json()) as {
    items: { code: string; current: boolean }[];
  };
  const current = terms.items.find((term) => term.current)?.code ?? "";
  const offering = await office.post("/api/ofertas", {
    data: {
      term: current,
      subject: subjectCode,
      responsible: DEMO.Docente,
      slots: [{ weekday: 6, start: "07:00", end: "08:00", room: `Sala ${tag}` }],
      capacity: 5,
      language: "pt",
      notes: `${PAYLOAD(5)} ${LINK(5)}`,
    },
  });
  expect(offering.status(), await offering.text()).toBe(201);
  const { id: offeringId } = (await offering.json()) as { id: number };
  const enrolled = await office.post("/api/matriculas", { data: { offering: offeringId, student: idcbpf } });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const declaration = await office.post("/api/declaracoes", { data: { type: "vinculo", holder: idcbpf } });
  expect(declaration.status(), await declaration.text()).toBe(201);
  const { codigo: declarationCode } = (await declaration.json()) as { codigo: string };

  const calls = (await (await office.get("/api/chamadas")).json()) as { items: { id: number }[] };
  const call = calls.items[0]?.id ?? 0;
  const application = await office.post("/api/inscricoes", {
    data: {
      call,
      name: applicant,
      email: `${idcbpf}.cand@example.org`,
      documentId: PAYLOAD(6).slice(0, 50),
      birthDate: "1995-05-05",
      researchArea: `${PAYLOAD(7)} ${LINK(7)}`,
      desiredAdvisor: PAYLOAD(8),
    },
  });
  expect(application.status(), await application.text()).toBe(201);
  const { codigo: applicationCode } = (await application.json()) as { codigo: string };
  const documentKey = (
    (await (await office.get(`/api/inscricoes/${applicationCode}`)).json()) as {
      call: { documents: { key: string }[] };
    }
  ).call.documents[0]?.key;
  const upload = await office.put(`/api/inscricoes/${applicationCode}/documentos/${documentKey}`, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="<img src=x onerror=alert(10)>.pdf"`,
    },
    data: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  expect(upload.status(), await upload.text()).toBe(201);

  // The declaration's PDF: no script, no action that runs on opening, the name only as text.
  const pdf = await office.get(`/api/declaracoes/${declarationCode}/pdf`);
  expect(pdf.status()).toBe(200);
  const bytes = (await pdf.body()).toString("latin1");
  expect(bytes.startsWith("%PDF-")).toBe(true);
  expect(bytes).not.toMatch(/\/(JavaScript|JS|OpenAction|AA|Launch|SubmitForm|ImportData)\b/);
  expect(bytes).not.toMatch(/javascript:/i);

  // The office's pages, in both languages.
  await page
    .context()
    .request.post("/api/_auth/session", { data: { idcbpf: DEMO.Administrador, password: DEMO_PASSWORD } });
  for (const prefix of ["", "/en"]) {
    await page.goto(`${prefix}/usuarios?q=${idcbpf}`);
    await expectInert(page, seen, `Zz Marcação ${tag}`);
    await page.goto(`${prefix}/usuarios/${idcbpf}`);
    await expectInert(page, seen, `Zz Marcação ${tag}`);
    await page.goto(`${prefix}/disciplinas`);
    await page.getByRole("searchbox").first().fill(subjectCode);
    await page.getByRole("searchbox").first().press("Enter");
    await expectInert(page, seen, `Zz Disciplina ${tag}`);
    // The office's offerings (the current term's by default), searched by the subject's code.
    await page.goto(`${prefix}/configuracoes?secao=ofertas`);
    await page
      .getByRole("searchbox", { name: prefix ? "Subject or teacher" : "Disciplina ou docente" })
      .fill(subjectCode);
    await page.getByRole("searchbox", { name: prefix ? "Subject or teacher" : "Disciplina ou docente" }).press("Enter");
    await expectInert(page, seen, `Zz Disciplina ${tag}`);
    await page.goto(`${prefix}/configuracoes?secao=inscricoes`);
    await expectInert(page, seen, `Zz Candidata ${tag}`);
    await page
      .getByRole("button", { name: new RegExp(`Zz Candidata ${tag}`) })
      .first()
      .click();
    await expectInert(page, seen, "<img src=x onerror=alert(10)>.pdf");
  }

  // The student's own pages: the header and the home page name them, the enrolment page lists
  // the subject.
  await page.context().clearCookies();
  const student = await page.context().request.post("/api/_auth/session", {
    data: { idcbpf, password: STUDENT_PASSWORD },
  });
  expect(student.status(), await student.text()).toBe(200);
  for (const prefix of ["", "/en"]) {
    await page.goto(`${prefix}/`);
    await expectInert(page, seen, `Zz Marcação ${tag}`);
    await page.goto(`${prefix}/usuarios/${idcbpf}`);
    await expectInert(page, seen, `Zz Marcação ${tag}`);
    await page.goto(`${prefix}/matricula`);
    await expectInert(page, seen, `Zz Disciplina ${tag}`);
  }

  // The /gov pages the server renders, and the public verification of the declaration, in a
  // visitor's own browser: the student's device keeps its copy of the session, which would send
  // it from the application's page (open to visitors only) to its home.
  const visitor = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" },
  });
  const publicPage = await visitor.newPage();
  const publicSeen = watch(publicPage);
  for (const prefix of ["", "/en"]) {
    await publicPage.goto(`${prefix}/gov/discente-academico?q=${encodeURIComponent(`Marcação ${tag}`)}`);
    await expectInert(publicPage, publicSeen, `Zz Marcação ${tag}`);
    await publicPage.goto(`${prefix}/gov/agenda-disciplinas`);
    await expectInert(publicPage, publicSeen, `Zz Disciplina ${tag}`);
    await publicPage.goto(`${prefix}/inscricao/${applicationCode}`);
    await expectInert(publicPage, publicSeen, `Zz Candidata ${tag}`);
    await publicPage.goto(`${prefix}/autenciacar-declaracao/${declarationCode}`);
    await expectInert(publicPage, publicSeen, `Zz Marcação ${tag}`);
  }
  await visitor.close();
  await office.dispose();
});

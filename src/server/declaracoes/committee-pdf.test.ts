import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationSchema } from "../../domain/declaracoes.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { decodeQr, firstOutOfOrder, readPdf, type ReadPdf } from "../../../tests/node/pdf-read.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { declarations, settings } from "../db/schema.ts";
import { addHeldCommittee, type HeldCommittee } from "./committee-fixtures.ts";
import { addPerson, type Person } from "./test-fixtures.ts";

/**
 * A committee's documents (programme-year rules 16–17) read back as a reader would: the ata lists
 * every member with role, institution and presence, the verdict, the corrections deadline and the
 * notes, Portuguese first and an English part when the session or a member is English; the
 * participation statement is Portuguese, then English for an English-speaking member. Both carry
 * the signatory with their title, the code, the URL and the QR code, every page numbered. The
 * verification answers their content; an external member downloads its statement by code alone
 * (`GET /api/autenticacao/{codigo}/pdf`), and no other code.
 */
let t: TestApp;
let proxied: TestApp["app"];
let admin: string;
let student: Person;
let advisor: Person;
let internal: Person;
let doctoral: HeldCommittee;
let qualifying: HeldCommittee;
let address = 0;
const INSTITUTION = "Instituto Zé de Física Teórica";
const SIGNATORY = "Dra. Inês Gonçalves";
const TITLE = "Coordenadora do Programa";
const ORIGIN = "http://academico.example.org";
const THESIS = "Óptica quântica em cavidades acopladas";

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  proxied = t.withEnv({ TRUST_PROXY: "1" });
  await t.db
    .update(settings)
    .set({ institutionName: INSTITUTION, signatory: SIGNATORY, signatoryTitle: TITLE, timeZone: "America/Sao_Paulo" });
  admin = await login(t.app, "admin");
  student = await addPerson(t.db, "zzk-estudante", { name: "Conceição Ávila", degree: "doutorado" });
  advisor = await addPerson(t.db, "zzk-orientador", { level: "Docente", name: "Prof. Álvaro Nunes" });
  internal = await addPerson(t.db, "zzk-interno", { level: "Docente", name: "Profa. Júlia Reis" });
  doctoral = await addHeldCommittee(t.db, {
    student,
    kind: "defesa",
    degree: "doutorado",
    title: THESIS,
    language: "pt",
    date: "2026-03-10",
    time: "14:00",
    place: "Auditório 2",
    remoteLink: "https://meet.example.org/defesa",
    verdict: "aprovado_com_correcoes",
    correctionsDeadline: "2026-05-09",
    notes: "Revisar o capítulo 3.",
    institution: INSTITUTION,
    issuedBy: advisor.id,
    members: [
      { role: "presidente", user: advisor, locale: "pt" },
      { role: "titular", user: internal, locale: "pt" },
      {
        role: "titular",
        external: {
          name: "Dr. John Smith",
          email: "smith@example.edu",
          institution: "MIT",
          passport: "X1234567",
          locale: "en",
        },
      },
      {
        role: "titular",
        external: {
          name: "Dra. Lúcia Prado",
          email: "lucia@ufpr.br",
          institution: "UFPR",
          cpf: "52998224725",
          locale: "pt",
        },
      },
    ],
  });
  qualifying = await addHeldCommittee(t.db, {
    student,
    kind: "qualificacao",
    degree: "doutorado",
    title: "Plano de tese",
    language: "pt",
    date: "2025-06-02",
    time: "09:30",
    place: "Sala 101",
    remoteLink: null,
    verdict: "aprovado",
    institution: INSTITUTION,
    issuedBy: advisor.id,
    members: [
      { role: "presidente", user: advisor, locale: "pt" },
      { role: "titular", user: internal, locale: "pt" },
      {
        role: "suplente",
        external: {
          name: "Dr. Rui Costa",
          email: "rui@ufrj.br",
          institution: "UFRJ",
          cpf: "11144477735",
          locale: "pt",
        },
        participated: false,
      },
    ],
  });
});
afterAll(() => t.close());

async function pdfOf(codigo: string, cookie = admin): Promise<ReadPdf> {
  const res = await call(t.app, `/api/declaracoes/${codigo}/pdf`, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return readPdf(new Uint8Array(await res.arrayBuffer()));
}

const urlOf = (codigo: string) => `${ORIGIN}/autenciacar-declaracao/${codigo}`;

/** Every page numbered, one QR code saying the verification URL, the URL printed, fonts embedded. */
function expectPagesAndQr(pdf: ReadPdf, codigo: string): void {
  pdf.pages.forEach((page, index) => expect(page.text).toContain(`Página ${index + 1} de ${pdf.pages.length}`));
  const images = pdf.pages.flatMap((page) => page.images);
  expect(images).toHaveLength(1);
  const [qr] = images;
  if (!qr) throw new Error("no QR code");
  expect(decodeQr(qr)).toBe(urlOf(codigo));
  expect(pdf.text.replace(/ /g, "")).toContain(urlOf(codigo));
  for (const font of pdf.fonts) expect(font.missingFile).toBe(false);
}

function publicCall(path: string, addressOf = () => `198.51.100.${(address += 1)}`) {
  return call(proxied, path, { headers: { "x-forwarded-for": addressOf() } });
}

describe("the ata", () => {
  it("lists the session, every member present or absent, the verdict, deadline and notes; then an English part", async () => {
    const pdf = await pdfOf(doctoral.ata);
    const missing = firstOutOfOrder(pdf.text, [
      INSTITUTION,
      "Programa Acadêmico",
      "ATA DE DEFESA DE TESE DE DOUTORADO",
      "Discente: Conceição Ávila",
      `Título: ${THESIS}`,
      "Data: 10/03/2026",
      "Horário: 14:00",
      "Local: Auditório 2",
      "Sessão remota: https://meet.example.org/defesa",
      "Membros da banca",
      "Nome Função Instituição Presença",
      `Prof. Álvaro Nunes Presidente ${INSTITUTION} Presente`,
      `Profa. Júlia Reis Membro titular ${INSTITUTION} Presente`,
      "Dr. John Smith Membro titular MIT Presente",
      "Dra. Lúcia Prado Membro titular UFPR Presente",
      "Resultado: Aprovado com correções",
      "Prazo para as correções: 09/05/2026",
      "Observações: Revisar o capítulo 3.",
      SIGNATORY,
      TITLE,
      "MINUTES OF THE DOCTORAL THESIS DEFENCE",
      "Student: Conceição Ávila",
      "Date: March 10, 2026",
      "Name Role Institution Attendance",
      "Dr. John Smith Full member MIT Present",
      "Result: Approved with corrections",
      "Deadline for corrections: May 9, 2026",
      SIGNATORY,
      "Código de verificação / Verification code:",
      doctoral.ata,
      "Emitido em",
      "(Horário Padrão de Brasília)",
      "Issued on",
    ]);
    expect(missing).toBeNull();
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    expectPagesAndQr(pdf, doctoral.ata);
    // Nothing private: the external members' e-mail and documents are not the ata's.
    for (const secret of ["smith@example.edu", "X1234567", "529.982.247-25", "52998224725"])
      expect(pdf.text).not.toContain(secret);
  });

  it("is Portuguese only when the session and every member are, and says who was absent", async () => {
    const pdf = await pdfOf(qualifying.ata);
    const missing = firstOutOfOrder(pdf.text, [
      "ATA DE EXAME DE QUALIFICAÇÃO",
      "Data: 02/06/2025",
      "Local: Sala 101",
      "Dr. Rui Costa Membro suplente UFRJ Ausente",
      "Resultado: Aprovado",
      SIGNATORY,
      "Código de verificação:",
      qualifying.ata,
    ]);
    expect(missing).toBeNull();
    expect(pdf.text).not.toContain("MINUTES");
    expect(pdf.text).not.toContain("Sessão remota");
    expect(pdf.text).not.toContain("Prazo para as correções");
    expect(pdf.pages).toHaveLength(1);
    expectPagesAndQr(pdf, qualifying.ata);
  });
});

describe("the participation statement", () => {
  it("is Portuguese for a Portuguese-speaking member", async () => {
    const codigo = doctoral.statements[1] ?? "";
    const pdf = await pdfOf(codigo, internal.cookie);
    const missing = firstOutOfOrder(pdf.text, [
      INSTITUTION,
      "DECLARAÇÃO DE PARTICIPAÇÃO EM BANCA",
      `Declaramos que Profa. Júlia Reis participou como membro titular da banca de defesa de tese de doutorado de Conceição Ávila, intitulada “${THESIS}”, realizada em 10/03/2026.`,
      SIGNATORY,
      TITLE,
      "Código de verificação:",
      codigo,
    ]);
    expect(missing).toBeNull();
    expect(pdf.text).not.toContain("We certify");
    expect(pdf.pages).toHaveLength(1);
    expectPagesAndQr(pdf, codigo);
  });

  it("follows with English for an English-speaking member", async () => {
    const codigo = doctoral.statements[2] ?? "";
    const pdf = await pdfOf(codigo);
    const missing = firstOutOfOrder(pdf.text, [
      "DECLARAÇÃO DE PARTICIPAÇÃO EM BANCA",
      "Declaramos que Dr. John Smith participou como membro titular da banca de defesa de tese de doutorado",
      SIGNATORY,
      "COMMITTEE PARTICIPATION STATEMENT",
      `We certify that Dr. John Smith took part as full member in the doctoral thesis defence committee of Conceição Ávila, entitled “${THESIS}”, held on March 10, 2026.`,
      SIGNATORY,
      "Código de verificação / Verification code:",
      codigo,
    ]);
    expect(missing).toBeNull();
    expectPagesAndQr(pdf, codigo);
  });
});

describe("the signatory", () => {
  it("is the one the snapshot names when it names one, else today's settings", async () => {
    const codigo = doctoral.statements[0] ?? "";
    const [row] = await t.db
      .select()
      .from(declarations)
      .where(eq(declarations.codigo, codigo.replace(/-/g, "")));
    await t.db
      .update(declarations)
      .set({
        snapshot: { ...row?.snapshot, signatory: "Dr. Antigo", signatoryTitle: "Diretor", timeZone: "America/Manaus" },
      })
      .where(eq(declarations.codigo, codigo.replace(/-/g, "")));
    const pdf = await pdfOf(codigo);
    expect(
      firstOutOfOrder(pdf.text, [
        "Declaramos que Prof. Álvaro Nunes",
        "Dr. Antigo",
        "Diretor",
        "(Horário Padrão do Amazonas)",
      ]),
    ).toBeNull();
    expect(pdf.text).not.toContain(SIGNATORY);
    const found = verificationSchema.parse(await (await publicCall(`/api/autenticacao/${codigo}`)).json());
    expect(found).toMatchObject({ signatory: "Dr. Antigo", signatoryTitle: "Diretor", timeZone: "America/Manaus" });
  });
});

describe("the verification of a committee document", () => {
  it("answers the ata's session, student, title, date and members", async () => {
    const res = await publicCall(`/api/autenticacao/${doctoral.ata}`);
    expect(res.status).toBe(200);
    const found = verificationSchema.strict().parse(await res.json());
    expect(found).toMatchObject({
      type: "ata_banca",
      holderName: "Conceição Ávila",
      institution: INSTITUTION,
      signatory: SIGNATORY,
      signatoryTitle: TITLE,
      timeZone: "America/Sao_Paulo",
      committee: {
        kind: "defesa",
        degree: "doutorado",
        title: THESIS,
        date: "2026-03-10",
        time: "14:00",
        student: { name: "Conceição Ávila" },
        verdict: "aprovado_com_correcoes",
      },
    });
    expect(found.committee?.members?.map((member) => [member.name, member.role, member.participated])).toEqual([
      ["Prof. Álvaro Nunes", "presidente", true],
      ["Profa. Júlia Reis", "titular", true],
      ["Dr. John Smith", "titular", true],
      ["Dra. Lúcia Prado", "titular", true],
    ]);
    expect(found.committee?.member).toBeUndefined();
    expect(JSON.stringify(found)).not.toContain("smith@example.edu");
  });

  it("answers a participation statement's member and role", async () => {
    const res = await publicCall(`/api/autenticacao/${doctoral.statements[2] ?? ""}`);
    const found = verificationSchema.strict().parse(await res.json());
    expect(found.holderName).toBe("Dr. John Smith");
    expect(found.committee?.member).toEqual({ name: "Dr. John Smith", role: "titular", institution: "MIT" });
    expect(found.committee?.members).toBeUndefined();
    expect(found.statement.en).toContain("We certify that Dr. John Smith took part as full member");
  });
});

describe("GET /api/autenticacao/{codigo}/pdf", () => {
  it("serves an external member's statement to anyone holding the code", async () => {
    const codigo = doctoral.statements[2] ?? "";
    const res = await publicCall(`/api/autenticacao/${codigo}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(pdf.text).toContain("We certify that Dr. John Smith");
  });

  it("answers a user's code, a revoked one and an unknown one with the same 404; the revoked one says so on paper", async () => {
    const revoked = doctoral.statements[3] ?? "";
    await t.db
      .update(declarations)
      .set({ status: "revogada", revokedAt: new Date(), reason: "Reemitida" })
      .where(eq(declarations.codigo, revoked.replace(/-/g, "")));
    const answers = [];
    for (const codigo of [doctoral.statements[1] ?? "", doctoral.ata, revoked, "ZZZZ-ZZZZ", "nada"]) {
      const res = await publicCall(`/api/autenticacao/${codigo}/pdf`);
      answers.push(await expectApiError(res, 404));
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // Its holder's own download says it was revoked, and why.
    const pdf = await pdfOf(revoked);
    expect(
      firstOutOfOrder(pdf.text, ["DOCUMENTO REVOGADO em", "Motivo: Reemitida", "Declaramos que Dra. Lúcia Prado"]),
    ).toBeNull();
  });

  it("counts against the verification's limit: the 11th look-up in a minute from one address is 429", async () => {
    const codigo = doctoral.statements[2] ?? "";
    const from = () => "203.0.113.42";
    for (let i = 0; i < 5; i++) expect((await publicCall(`/api/autenticacao/${codigo}`, from)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await publicCall(`/api/autenticacao/${codigo}/pdf`, from)).status).toBe(200);
    const blocked = await publicCall(`/api/autenticacao/${codigo}/pdf`, from);
    await expectApiError(blocked, 429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await publicCall(`/api/autenticacao/${codigo}/pdf`)).status).toBe(200);
  });
});

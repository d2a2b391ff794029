import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarationSchema, type Declaration } from "../../domain/declaracoes.ts";
import { transcriptSchema } from "../../domain/historico.ts";
import type { Locale } from "../../domain/locale.ts";
import { call, login } from "../../../tests/node/http.ts";
import { decodeQr, firstOutOfOrder, readPdf, type ReadPdf } from "../../../tests/node/pdf-read.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { declarations, settings, subjects } from "../db/schema.ts";
import { addAttempt, addPastTerm, addSubject, currentTermId } from "../historico/test-fixtures.ts";
import { addPerson, addTaughtOffering, type Person } from "./test-fixtures.ts";

/**
 * The declarations' PDFs read back as a reader would (pdf.js for the text, jsQR for the code): a
 * transcript long enough for two pages, laid out as tables — its text in order, every row whole
 * on one page, the header again on the second page, "Página 1 de 2" — and every other type, in
 * both languages: the words (counts agree with their number), the signatory's title, the time of
 * issue naming the institution's zone, the QR code decoding to the verification URL. A snapshot
 * stored before transcripts became tables still renders.
 */
let t: TestApp;
let admin: string;
let student: Person;
let egresso: Person;
let teacher: Person;
let offering = 0;
const INSTITUTION = "Instituto Zé de Física Teórica";
const SIGNATORY = "Dra. Inês Gonçalves";
const TITLE = "Coordenadora do Programa";
const ORIGIN = "http://academico.example.org";

const WORDS = {
  pt: {
    transcript: "HISTÓRICO ESCOLAR",
    header: "Código Disciplina Créditos Conceito Frequência Resultado",
    term: "Período letivo",
    continued: "(continuação)",
    page: (n: number, of: number) => `Página ${n} de ${of}`,
    zone: "(Horário Padrão de Brasília)",
    issued: "Emitido em",
    code: "Código de verificação:",
    verify: "Confira a autenticidade deste documento em:",
    results: { aprovado: "Aprovado", reprovado: "Reprovado", em_curso: "Em curso" },
  },
  en: {
    transcript: "ACADEMIC TRANSCRIPT",
    header: "Code Subject Credits Grade Attendance Result",
    term: "Term",
    continued: "(continued)",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    zone: "(Brasilia Standard Time)",
    issued: "Issued on",
    code: "Verification code:",
    verify: "Check that this document is authentic at:",
    results: { aprovado: "Passed", reprovado: "Failed", em_curso: "In progress" },
  },
} as const;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  await t.db
    .update(settings)
    .set({ institutionName: INSTITUTION, signatory: SIGNATORY, signatoryTitle: TITLE, timeZone: "America/Sao_Paulo" });
  admin = await login(t.app, "admin");
  student = await addPerson(t.db, "zzp-conceicao", {
    name: "Conceição Ávila Müller",
    degree: "doutorado",
    entryTerm: "2001.1",
  });
  egresso = await addPerson(t.db, "zzp-egresso", { name: "Ênio Egresso", status: "egresso" });
  teacher = await addPerson(t.db, "zzp-prof", { level: "Docente", name: "Profa. Zélia Araújo" });
  // Two terms of fifteen subjects: the second one's table runs over onto the second page.
  for (const [t0, code] of ["2001.1", "2001.2"].entries()) {
    const term = await addPastTerm(t.db, code);
    for (let i = 0; i < 15; i++) {
      const subject = await addSubject(t.db, `ZZP-${t0 + 1}${String(i).padStart(2, "0")}`, 2 + (i % 3), `Física ${i}`);
      const failed = t0 === 0 && i === 3;
      await addAttempt(t.db, {
        studentId: student.id,
        termId: term,
        subjectId: subject,
        grade: { concept: ["A", "B", "C"][i % 3] ?? "A", attendance: failed ? 60 : 80 + i, final: true },
      });
    }
  }
  const current = await currentTermId(t.db);
  const oneCredit = await addSubject(t.db, "ZZP-900", 1, "Seminário");
  await addAttempt(t.db, { studentId: student.id, termId: current, subjectId: oneCredit });
  const transfer = await call(t.app, `/api/historico/${student.idcbpf}/aproveitamentos`, {
    method: "POST",
    cookie: admin,
    json: {
      externalName: "Óptica Não Linear",
      credits: 1,
      term: "2001.2",
      institution: "Universidade Federal do Paraná",
      originTerm: "2000.2",
    },
  });
  expect(transfer.status).toBe(201);
  offering = await addTaughtOffering(t.db, current, oneCredit, [teacher.id]);
});
afterAll(() => t.close());

async function issue(json: unknown, cookie = admin): Promise<Declaration> {
  const res = await call(t.app, "/api/declaracoes", { method: "POST", json, cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return declarationSchema.parse(await res.json());
}

async function pdfOf(codigo: string, locale: Locale, cookie = admin): Promise<ReadPdf> {
  const res = await call(t.app, `/api/declaracoes/${codigo}/pdf?lang=${locale}`, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return readPdf(new Uint8Array(await res.arrayBuffer()));
}

/** Every page numbered "Página n de N"; the QR code (on the last page) says the verification URL. */
function expectPagesAndQr(pdf: ReadPdf, doc: Declaration, locale: Locale): void {
  pdf.pages.forEach((page, index) => expect(page.text).toContain(WORDS[locale].page(index + 1, pdf.pages.length)));
  const images = pdf.pages.flatMap((page) => page.images);
  expect(images).toHaveLength(1);
  const [qr] = images;
  if (!qr) throw new Error("no QR code");
  expect(decodeQr(qr)).toBe(doc.url);
  expect(pdf.text.replace(/ /g, "")).toContain(doc.url); // the printed URL may wrap at a dash
  for (const font of pdf.fonts) expect(font.missingFile).toBe(false);
}

describe("the transcript as a document", () => {
  let doc: Declaration;
  beforeAll(async () => {
    doc = await issue({ type: "historico", holder: student.idcbpf });
  });

  for (const locale of ["pt", "en"] as const) {
    const words = WORDS[locale];

    it(`lays the record out as tables over two numbered pages, rows whole, header repeated (${locale})`, async () => {
      const transcript = transcriptSchema.parse(
        await (await call(t.app, `/api/historico/${student.idcbpf}`, { cookie: admin })).json(),
      );
      const pdf = await pdfOf(doc.codigo, locale);
      expect(pdf.pages).toHaveLength(2);
      expect(pdf.pages[0]?.text).toContain(words.page(1, 2));
      expect(pdf.pages[1]?.text).toContain(words.page(2, 2));

      // Each row of the transcript, as its cells read in order, on exactly one page.
      const rows = transcript.terms.flatMap((term) =>
        term.entries.map((entry) => {
          const attendance = entry.attendance === null ? "—" : `${entry.attendance}%`;
          const origin = entry.transfer
            ? ` ${locale === "pt" ? "Aproveitamento de" : "Transferred from"} ${entry.transfer.institution} (${entry.transfer.originTerm})`
            : "";
          return `${entry.subject.code ?? "—"} ${entry.subject.name[locale]}${origin} ${entry.subject.credits} ${entry.concept ?? "—"} ${attendance} ${words.results[entry.result]}`;
        }),
      );
      expect(rows.length).toBe(32);
      for (const row of rows)
        expect(
          pdf.pages.filter((page) => page.text.includes(row)),
          row,
        ).toHaveLength(1);
      expect(rows).toContain(
        locale === "pt" ? "ZZP-103 Física 3 (pt) 2 A 60% Reprovado" : "ZZP-103 Física 3 (en) 2 A 60% Failed",
      );
      expect(rows.some((row) => row.includes("Universidade Federal do Paraná (2000.2) 1 T —"))).toBe(true);

      // The second page starts with the running term heading and the table's header, then rows.
      const second = pdf.pages[1]?.text ?? "";
      expect(second.startsWith(`${words.term} 2001.2 ${words.continued} ${words.header}`)).toBe(true);
      for (const page of pdf.pages) {
        const firstRow = Math.min(...rows.map((row) => page.text.indexOf(row)).filter((at) => at >= 0));
        expect(page.text.indexOf(words.header)).toBeLessThan(firstRow);
      }

      const cr = locale === "pt" ? String(transcript.cr?.toFixed(2)).replace(".", ",") : transcript.cr?.toFixed(2);
      const missing = firstOutOfOrder(pdf.text, [
        INSTITUTION,
        locale === "pt" ? "Programa Acadêmico" : "Academic Programme",
        words.transcript,
        locale === "pt" ? "Nome: Conceição Ávila Müller" : "Name: Conceição Ávila Müller",
        locale === "pt" ? "Identificador: zzp-conceicao" : "ID: zzp-conceicao",
        locale === "pt" ? "Nível: Doutorado" : "Degree: Doctorate",
        locale === "pt" ? "Ingresso: 2001.1" : "Entry term: 2001.1",
        locale === "pt" ? "Situação: Matrícula ativa" : "Status: Active",
        `${words.term} 2001.1 ${words.header}`,
        rows[0] ?? "",
        `${words.term} 2001.2 ${words.header}`,
        `${words.term} 2001.2 ${words.continued}`,
        rows[rows.length - 1] ?? "",
        `${locale === "pt" ? "Créditos obtidos" : "Credits earned"}: ${transcript.creditsEarned}`,
        `(CR): ${cr}`,
        doc.statement[locale],
        SIGNATORY,
        TITLE,
        words.code,
        doc.codigo,
        words.issued,
        words.zone,
        words.verify,
      ]);
      expect(missing).toBeNull();
      expectPagesAndQr(pdf, doc, locale);
    });
  }

  it("states the totals in the statement, one credit as one, and the table in the verification", async () => {
    expect(doc.statement.pt).toContain("Declaramos que Conceição Ávila Müller (identificador zzp-conceicao)");
    expect(doc.statement.pt).toContain("conforme as disciplinas relacionadas neste histórico.");
    const res = await call(t.withEnv({ TRUST_PROXY: "1" }), `/api/autenticacao/${doc.codigo}`, {
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    const verified = (await res.json()) as { transcript: { terms: unknown[] }; signatoryTitle: string };
    expect(verified.transcript.terms).toHaveLength(3);
    expect(verified.signatoryTitle).toBe(TITLE);
  });
});

describe("every other declaration type", () => {
  const cases = [
    {
      type: "vinculo",
      holder: () => egresso,
      title: { pt: "DECLARAÇÃO DE VÍNCULO", en: "DECLARATION OF AFFILIATION" },
      says: { pt: "egresso(a), tendo concluído o curso", en: "a graduate, having completed the course" },
    },
    {
      type: "matricula",
      holder: () => student,
      title: { pt: "DECLARAÇÃO DE MATRÍCULA", en: "ENROLMENT DECLARATION" },
      says: { pt: "ZZP-900 Seminário (pt) (1 crédito).", en: "ZZP-900 Seminário (en) (1 credit)." },
    },
    {
      type: "docencia",
      holder: () => teacher,
      title: { pt: "DECLARAÇÃO DE DOCÊNCIA", en: "TEACHING DECLARATION" },
      says: { pt: "ZZP-900 Seminário (pt) (1 crédito, 15 horas)", en: "ZZP-900 Seminário (en) (1 credit, 15 hours)" },
    },
  ] as const;

  for (const each of cases)
    for (const locale of ["pt", "en"] as const)
      it(`${each.type}: the title, the statement with its counts agreeing, the signatory's title (${locale})`, async () => {
        const holder = each.holder();
        const doc = await issue({
          type: each.type,
          holder: holder.idcbpf,
          ...(each.type === "docencia" ? { offering } : {}),
        });
        expect(doc.statement[locale]).toContain(each.says[locale]);
        const pdf = await pdfOf(doc.codigo, locale, holder.cookie);
        expect(pdf.pages).toHaveLength(1);
        const missing = firstOutOfOrder(pdf.text, [
          INSTITUTION,
          each.title[locale],
          doc.statement[locale],
          SIGNATORY,
          TITLE,
          INSTITUTION,
          WORDS[locale].code,
          doc.codigo,
          `${WORDS[locale].issued} `,
          WORDS[locale].zone,
          WORDS[locale].page(1, 1),
        ]);
        expect(missing).toBeNull();
        expect(pdf.info).toMatchObject({ Author: INSTITUTION });
        expectPagesAndQr(pdf, doc, locale);
      });

  it("says when a revoked one was revoked and why", async () => {
    const doc = await issue({ type: "vinculo", holder: egresso.idcbpf });
    await call(t.app, `/api/declaracoes/${doc.codigo}/revogacao`, {
      method: "POST",
      json: { reason: "Dados incorretos — reemitida" },
      cookie: admin,
    });
    const pdf = await pdfOf(doc.codigo, "en", egresso.cookie);
    expect(firstOutOfOrder(pdf.text, ["DOCUMENT REVOKED on", "Reason: Dados incorretos — reemitida"])).toBeNull();
  });
});

describe("a declaration stored before transcripts became tables", () => {
  it("still renders: its stored statement, the subjects without attendance, no signatory's title", async () => {
    const doc = await issue({ type: "historico", holder: egresso.idcbpf });
    const [row] = await t.db
      .select()
      .from(declarations)
      .where(eq(declarations.codigo, doc.codigo.replace(/-/g, "")));
    if (!row) throw new Error("declaration not stored");
    const [subject] = await t.db.select().from(subjects).where(eq(subjects.code, "ZZP-100"));
    const statement = {
      pt: "Declaramos que Ênio Egresso … Disciplinas por período — 2001.1: ZZP-100.",
      en: "We declare…",
    };
    await t.db
      .update(declarations)
      .set({
        statement,
        snapshot: {
          type: "historico",
          holder: { idcbpf: egresso.idcbpf, name: "Ênio Egresso" },
          programme: "academico",
          degree: "mestrado",
          status: "egresso",
          entryTerm: "2024.1",
          terms: [
            {
              term: "2001.1",
              entries: [
                {
                  code: "ZZP-100",
                  name: { pt: subject?.namePt ?? "", en: subject?.nameEn ?? "" },
                  credits: 2,
                  concept: "A",
                  result: "aprovado",
                },
              ],
            },
          ],
          creditsEarned: 2,
          cr: 4,
          institution: "Instituto Antigo",
          signatory: "Dr. Antigo",
          issuedOn: "2020-01-02",
          timeZone: "America/Sao_Paulo",
        },
      })
      .where(eq(declarations.id, row.id));
    const pdf = await pdfOf(doc.codigo, "pt");
    expect(
      firstOutOfOrder(pdf.text, [
        "Instituto Antigo",
        "HISTÓRICO ESCOLAR",
        "ZZP-100 Física 0 (pt) 2 A — Aprovado",
        statement.pt,
        "2 de janeiro de 2020",
        "Dr. Antigo",
        "Instituto Antigo",
      ]),
    ).toBeNull();
    expect(pdf.text).not.toContain(TITLE);
  });
});

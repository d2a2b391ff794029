import { and, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capesReportSchema, type CapesIssue, type CapesReport } from "../../domain/capes.ts";
import { call, expectApiError, login } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import { COOKIE_NAME } from "../auth/session-cookie.ts";
import { createSession } from "../auth/sessions.ts";
import { auditLog, settings } from "../db/schema.ts";
import {
  BRAZILIAN,
  YEAR,
  addDefence,
  addEnrolment,
  addGuidance,
  addOffering,
  addPerson,
  addScholarship,
  addTerm,
  declare,
} from "./test-fixtures.ts";

/**
 * The CAPES pack (funding spec §5, §6): one fixture per rule, in 2003 (no demo row is that old),
 * read back through the JSON report and the ZIP — rows, mapped values, the issues each fixture
 * was built to raise and no other, their order, the programme filter, access, headers and audit.
 */
let t: TestApp;
let admin: string;
let teacherCookie: string;
let studentCookie: string;
const id: Record<string, number> = {};

const FULL_TEACHER = {
  ...BRAZILIAN,
  cpf: "11144477735",
  sex: "feminino" as const,
  capesCategory: "permanente" as const,
  workRegime: "dedicacao_exclusiva" as const,
  titulationLevel: "doutorado" as const,
  titulationYear: 2000,
  titulationInstitution: "UFRJ",
  titulationCountry: "PT",
};
const LONG_NAME = "Fábio " + "Sobrenome-Muito-Comprido ".repeat(3).trim();

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, "admin");
  const db = t.db;
  await db.update(settings).set({ capesCodeAcademico: "31001017004P3", capesCodeProfissional: null });
  await addTerm(db, "2002.2", "2002-08-01", "2002-12-15");
  const t2003 = await addTerm(db, "2003.1", "2003-03-01", "2003-07-31");
  await addTerm(db, "2004.1", "2004-03-01", "2004-07-31");
  id.ana = await addPerson(db, "zzc-ana", { name: "Ana Orientadora", level: "Docente" });
  await declare(db, id.ana, FULL_TEACHER);
  id.bruno = await addPerson(db, "zzc-bruno", { name: "Bruno Sem Dados", level: "Docente" });
  id.carla = await addPerson(db, "zzc-carla", { name: "Carla Inativa", level: "Docente", status: "inativo" });
  await declare(db, id.carla, { ...FULL_TEACHER, cpf: "39053344705", titulationYear: null });
  id.davi = await addPerson(db, "zzc-davi", { name: "Davi Ausente", level: "Docente", status: "inativo" });

  id.s1 = await addPerson(db, "zzc-s1", { name: "Álvaro Completo" });
  await declare(db, id.s1, BRAZILIAN);
  await addGuidance(db, id.s1, id.ana, { coAdvisors: [id.bruno] });
  await addScholarship(
    db,
    id.s1,
    { number: "CAPES-DS-2003-01", sponsor: "CAPES", type: "DS", monthlyValue: "2100.00" },
    { startDate: "2003-03-01", endDate: "2004-02-29" },
    { startDate: "2003-06-01", endDate: "2003-08-31" },
  );
  id.s2 = await addPerson(db, "zzc-s2", {
    name: "Beatriz Titulada",
    status: "egresso",
    entryTerm: "2002.2",
    degree: "doutorado",
  });
  await declare(db, id.s2, {
    ...BRAZILIAN,
    cpf: null,
    passport: "AB12345",
    passportCountry: "AR",
    nationality: "AR",
    sex: "feminino",
  });
  await addGuidance(db, id.s2, id.ana);
  await addDefence(db, id.s2, id.ana, "2003-11-20", 'Sobre bolsas; e "aspas"');
  id.s3 = await addPerson(db, "zzc-s3", {
    name: "Caio Abandono",
    status: "inativo",
    entryTerm: "2002.2",
    dismissal: { reason: "abandono", date: "2003-05-10" },
  });
  await addScholarship(
    db,
    id.s3,
    { number: "FAPERJ-7", sponsor: "FAPERJ", type: "Nota 10", monthlyValue: "1500.5" },
    { startDate: "2003-01-01", endDate: "2003-12-31", cancelDate: "2003-05-10", cancelReason: "Abandono\ndo curso" },
  );
  id.s4 = await addPerson(db, "zzc-s4", { name: "Dora Sem Data", status: "inativo", entryTerm: "2002.2" });
  id.s5 = await addPerson(db, "zzc-s5", { name: "Eva Defendida" });
  await declare(db, id.s5, { ...BRAZILIAN, cpf: "15350946056" });
  await addGuidance(db, id.s5, id.ana, {
    title: '=SOMA(1;2) "citação"',
    milestones: [{ kind: "defesa", date: "2003-06-10", result: "aprovado" }],
  });
  id.s6 = await addPerson(db, "zzc-s6", { name: LONG_NAME, entryTerm: null });
  await declare(db, id.s6, { ...BRAZILIAN, cpf: "71428793860" });
  id.s7 = await addPerson(db, "zzc-s7", {
    name: "Gabi Sem Defesa",
    status: "egresso",
    entryTerm: "2002.2",
    statusSince: "2003-09-01",
  });
  await declare(db, id.s7, { ...BRAZILIAN, cpf: "28625587887", nationality: "PT", passport: null });
  await addGuidance(db, id.s7, id.ana);
  id.s8 = await addPerson(db, "zzc-s8", { name: "Hugo Futuro", entryTerm: "2004.1" });
  id.s9 = await addPerson(db, "zzc-s9", { name: "Iris Antiga", status: "egresso", entryTerm: "2002.2" });
  await addGuidance(db, id.s9, id.ana, { milestones: [{ kind: "defesa", date: "2002-12-01", result: "aprovado" }] });
  id.s10 = await addPerson(db, "zzc-s10", { name: "Jonas Profissional", programme: "profissional" });
  await declare(db, id.s10, { ...BRAZILIAN, cpf: "86288366757" });
  await addGuidance(db, id.s10, id.ana);

  const both = await addOffering(db, t2003, { code: "CPS-901", namePt: "Métodos; CAPES", programme: null }, [
    id.carla,
    id.ana,
  ]);
  await addOffering(db, t2003, { code: "CPS-902", namePt: "Gestão", programme: "profissional" }, [id.bruno]);
  await addEnrolment(db, both, id.s1, "deferida", { concept: "A", attendance: 90 });
  await addEnrolment(db, both, id.s5, "deferida", { concept: "B", attendance: 50 });
  await addEnrolment(db, both, id.s7, "pendente");

  teacherCookie = `${COOKIE_NAME}=${await createSession(db, id.ana, 30)}`;
  studentCookie = `${COOKIE_NAME}=${await createSession(db, id.s1, 30)}`;
}, 60_000);
afterAll(() => t.close());

async function report(query = "", headers: Record<string, string> = {}): Promise<CapesReport> {
  const res = await call(t.app, `/api/capes/${YEAR}${query}`, { cookie: admin, headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return capesReportSchema.strict().parse(await res.json());
}

function fileOf(pack: CapesReport, name: string): CapesReport["files"][number] {
  const file = pack.files.find((f) => f.name === name);
  if (!file) throw new Error(name);
  return file;
}

/** A file's fixture rows (idcbpf `zzc-…` in `column`) as records by that column. */
function records(pack: CapesReport, name: string, column: string): Map<string, Record<string, string>> {
  const file = fileOf(pack, name);
  const out = new Map<string, Record<string, string>>();
  for (const row of file.rows) {
    const record = Object.fromEntries(file.columns.map((c, i) => [c, row[i] ?? ""]));
    if (record[column]?.startsWith("zzc-")) out.set(record[column], record);
  }
  return out;
}

/** The file's text with its BOM kept (a plain TextDecoder drops it). */
const strFromU8 = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

const codesOf = (pack: CapesReport, idcbpf: string) =>
  pack.issues.filter((i) => i.person?.idcbpf === idcbpf).map((i) => `${i.code}:${i.field}`);

describe("GET /api/capes/{ano}: discentes.csv", () => {
  it("keeps the students of the year, by name, with the mapped values", async () => {
    const pack = await report();
    const rows = records(pack, "discentes.csv", "CD_DISCENTE_IES");
    expect([...rows.keys()]).toEqual(["zzc-s1", "zzc-s2", "zzc-s3", "zzc-s5", "zzc-s6", "zzc-s7", "zzc-s10"]);
    expect(rows.get("zzc-s1")).toEqual({
      AN_BASE: "2003",
      CD_PROGRAMA_IES: "31001017004P3",
      NM_MODALIDADE_PROGRAMA: "ACADÊMICO",
      CD_DISCENTE_IES: "zzc-s1",
      NM_DISCENTE: "Álvaro Completo",
      TP_DOCUMENTO_DISCENTE: "CPF",
      NR_DOCUMENTO_DISCENTE: "529.982.247-25",
      NM_PAIS_NACIONALIDADE_DISCENTE: "BRASIL",
      DS_TIPO_NACIONALIDADE_DISCENTE: "BRASILEIRO",
      AN_NASCIMENTO_DISCENTE: "1990",
      TP_SEXO_DISCENTE: "M",
      DS_RACA_COR_DISCENTE: "PARDA",
      IN_DEFICIENCIA_DISCENTE: "N",
      IN_ACAO_AFIRMATIVA_DISCENTE: "S",
      DS_GRAU_ACADEMICO_DISCENTE: "MESTRADO",
      ST_INGRESSANTE: "S",
      NM_SITUACAO_DISCENTE: "MATRICULADO",
      DT_MATRICULA_DISCENTE: "01/03/2003",
      DT_SITUACAO_DISCENTE: "",
      QT_MES_TITULACAO: "",
      NM_ORIENTADOR_PRINCIPAL: "Ana Orientadora",
      NM_COORIENTADORES: "Bruno Sem Dados",
      IN_BOLSISTA: "S",
      NM_AGENCIA_BOLSA: "CAPES",
      DS_TIPO_BOLSA: "DS",
      QT_MESES_BOLSA_ANO: "7",
    });
    expect(rows.get("zzc-s2")).toMatchObject({
      TP_DOCUMENTO_DISCENTE: "PASSAPORTE",
      NR_DOCUMENTO_DISCENTE: "AB12345",
      NM_PAIS_NACIONALIDADE_DISCENTE: "ARGENTINA",
      DS_TIPO_NACIONALIDADE_DISCENTE: "ESTRANGEIRO",
      DS_GRAU_ACADEMICO_DISCENTE: "DOUTORADO",
      ST_INGRESSANTE: "N",
      NM_SITUACAO_DISCENTE: "TITULADO",
      DT_MATRICULA_DISCENTE: "01/08/2002",
      DT_SITUACAO_DISCENTE: "20/11/2003",
      QT_MES_TITULACAO: "15",
      IN_BOLSISTA: "N",
      QT_MESES_BOLSA_ANO: "0",
    });
    expect(rows.get("zzc-s3")).toMatchObject({
      NM_SITUACAO_DISCENTE: "ABANDONOU",
      DT_SITUACAO_DISCENTE: "10/05/2003",
      TP_DOCUMENTO_DISCENTE: "",
      NM_PAIS_NACIONALIDADE_DISCENTE: "",
      IN_DEFICIENCIA_DISCENTE: "",
      IN_BOLSISTA: "S",
      NM_AGENCIA_BOLSA: "FAPERJ",
      QT_MESES_BOLSA_ANO: "4",
    });
    expect(rows.get("zzc-s7")).toMatchObject({
      NM_SITUACAO_DISCENTE: "TITULADO",
      DT_SITUACAO_DISCENTE: "01/09/2003",
      QT_MES_TITULACAO: "13",
      NM_PAIS_NACIONALIDADE_DISCENTE: "PORTUGAL",
    });
    expect(rows.get("zzc-s6")).toMatchObject({
      DT_MATRICULA_DISCENTE: "",
      ST_INGRESSANTE: "N",
      NM_ORIENTADOR_PRINCIPAL: "",
    });
    expect(rows.get("zzc-s10")).toMatchObject({
      CD_PROGRAMA_IES: "",
      NM_MODALIDADE_PROGRAMA: "PROFISSIONAL",
      DS_GRAU_ACADEMICO_DISCENTE: "MESTRADO PROFISSIONAL",
    });
  });

  it("raises each code on the fixture built for it and no other", async () => {
    const pack = await report();
    expect(codesOf(pack, "zzc-s1")).toEqual([]);
    expect(codesOf(pack, "zzc-s2")).toEqual([
      "missing_defence_data:NR_PAGINAS",
      "missing_defence_data:DS_PALAVRA_CHAVE",
    ]);
    expect(codesOf(pack, "zzc-s3")).toEqual([
      "missing_document:NR_DOCUMENTO_DISCENTE",
      "missing_nationality:NM_PAIS_NACIONALIDADE_DISCENTE",
      "missing_birth_year:AN_NASCIMENTO_DISCENTE",
    ]);
    expect(codesOf(pack, "zzc-s4")).toEqual(["missing_situation_date:DT_SITUACAO_DISCENTE"]);
    expect(codesOf(pack, "zzc-s5")).toEqual([
      "defended_not_titled:NM_SITUACAO_DISCENTE",
      "missing_defence_data:NM_BANCA",
      "missing_defence_data:DS_IDIOMA",
      "missing_defence_data:NR_PAGINAS",
      "missing_defence_data:DS_PALAVRA_CHAVE",
    ]);
    expect(codesOf(pack, "zzc-s6")).toEqual([
      "name_too_long:NM_DISCENTE",
      "missing_entry_date:DT_MATRICULA_DISCENTE",
      "missing_advisor:NM_ORIENTADOR_PRINCIPAL",
    ]);
    expect(codesOf(pack, "zzc-s7")).toEqual(["titled_without_defence:DT_SITUACAO_DISCENTE"]);
    expect(codesOf(pack, "zzc-s10")).toEqual([]);
    expect(codesOf(pack, "zzc-ana")).toEqual([]);
    expect(codesOf(pack, "zzc-bruno")).toEqual([
      "missing_document:NR_DOCUMENTO_DOCENTE",
      "missing_nationality:NM_PAIS_NACIONALIDADE_DOCENTE",
      "missing_birth_year:AN_NASCIMENTO_DOCENTE",
      "missing_category:DS_CATEGORIA_DOCENTE",
      "missing_work_regime:DS_REGIME_TRABALHO",
    ]);
    expect(codesOf(pack, "zzc-carla")).toEqual(["missing_titulation_year:AN_TITULACAO"]);
    const programme = pack.issues.filter((i) => i.code === "missing_programme_code");
    expect(programme).toEqual([
      {
        code: "missing_programme_code",
        severity: "bloqueante",
        file: "discentes.csv",
        field: "CD_PROGRAMA_IES",
        person: null,
        message: "Programa profissional: falta o código CAPES do programa nas configurações (CD_PROGRAMA_IES).",
      },
    ]);
    expect(pack.issues.find((i) => i.person?.idcbpf === "zzc-s3")?.message).toBe(
      "Caio Abandono (zzc-s3): falta CPF ou passaporte (brasileiros precisam de CPF) (NR_DOCUMENTO_DISCENTE).",
    );
    expect(pack.blocking).toBe(pack.issues.filter((i) => i.severity === "bloqueante").length);
    expect(pack.warnings).toBe(pack.issues.length - pack.blocking);
    expect(pack.ready).toBe(false);
  });

  it("orders the issues: bloqueante first, then file order, then person name", async () => {
    const pack = await report();
    const files = pack.files.map((f) => f.name);
    const collator = new Intl.Collator("pt-BR");
    const severity = (x: CapesIssue) => (x.severity === "bloqueante" ? 0 : 1);
    pack.issues.slice(1).forEach((b, i) => {
      const a = pack.issues[i] as CapesIssue;
      const cmp =
        severity(a) - severity(b) ||
        files.indexOf(a.file) - files.indexOf(b.file) ||
        collator.compare(a.person?.name ?? "", b.person?.name ?? "");
      expect(cmp, `${a.message} before ${b.message}`).toBeLessThanOrEqual(0);
    });
    const validacao = fileOf(pack, "validacao.csv");
    expect(validacao.rows.map((r) => r[6])).toEqual(pack.issues.map((i) => i.message));
    expect(validacao.rows[0]?.slice(0, 6)).toEqual([
      "BLOQUEANTE",
      "missing_programme_code",
      "discentes.csv",
      "CD_PROGRAMA_IES",
      "",
      "",
    ]);
  });

  it("answers the messages in the request's language", async () => {
    const pack = await report("", { "accept-language": "en" });
    expect(pack.issues.find((i) => i.person?.idcbpf === "zzc-s6" && i.code === "missing_advisor")?.message).toBe(
      `${LONG_NAME} (zzc-s6): the main advisor is missing (NM_ORIENTADOR_PRINCIPAL).`,
    );
  });
});

describe("GET /api/capes/{ano}: the other files", () => {
  it("docentes.csv: ativo, teaching or advising, with advisees and classes counted", async () => {
    const pack = await report();
    const rows = records(pack, "docentes.csv", "CD_DOCENTE_IES");
    expect([...rows.keys()]).toEqual(["zzc-ana", "zzc-bruno", "zzc-carla"]);
    expect(rows.get("zzc-ana")).toEqual({
      AN_BASE: "2003",
      CD_PROGRAMA_IES: "31001017004P3",
      NM_MODALIDADE_PROGRAMA: "ACADÊMICO",
      CD_DOCENTE_IES: "zzc-ana",
      NM_DOCENTE: "Ana Orientadora",
      TP_DOCUMENTO_DOCENTE: "CPF",
      NR_DOCUMENTO_DOCENTE: "111.444.777-35",
      NM_PAIS_NACIONALIDADE_DOCENTE: "BRASIL",
      DS_TIPO_NACIONALIDADE_DOCENTE: "BRASILEIRO",
      AN_NASCIMENTO_DOCENTE: "1990",
      TP_SEXO_DOCENTE: "F",
      DS_CATEGORIA_DOCENTE: "PERMANENTE",
      DS_REGIME_TRABALHO: "DEDICAÇÃO EXCLUSIVA",
      NM_GRAU_TITULACAO: "DOUTORADO",
      AN_TITULACAO: "2000",
      SG_IES_TITULACAO: "UFRJ",
      NM_PAIS_IES_TITULACAO: "PORTUGAL",
      QT_ORIENTANDOS_ANO: "5",
      QT_TURMAS_ANO: "1",
    });
    expect(rows.get("zzc-carla")).toMatchObject({ QT_ORIENTANDOS_ANO: "0", QT_TURMAS_ANO: "1" });
    expect(rows.get("zzc-bruno")).toMatchObject({ QT_TURMAS_ANO: "1", DS_CATEGORIA_DOCENTE: "" });
  });

  it("disciplinas.csv, trabalhos-conclusao.csv and bolsas.csv", async () => {
    const pack = await report();
    const disciplinas = fileOf(pack, "disciplinas.csv");
    const ours = disciplinas.rows.filter((r) => r[3]?.startsWith("CPS-"));
    expect(ours).toEqual([
      [
        "2003",
        "2003.1",
        "AMBOS",
        "CPS-901",
        "Métodos; CAPES",
        "4",
        "60",
        "MESTRADO E DOUTORADO",
        "Carla Inativa",
        "Carla Inativa | Ana Orientadora",
        "PORTUGUÊS",
        "2",
        "1",
        "1",
      ],
      [
        "2003",
        "2003.1",
        "PROFISSIONAL",
        "CPS-902",
        "Gestão",
        "4",
        "60",
        "MESTRADO E DOUTORADO",
        "Bruno Sem Dados",
        "Bruno Sem Dados",
        "PORTUGUÊS",
        "0",
        "0",
        "0",
      ],
    ]);
    const trabalhos = records(pack, "trabalhos-conclusao.csv", "CD_DISCENTE_IES");
    expect([...trabalhos.keys()]).toEqual(["zzc-s5", "zzc-s2"]);
    expect(trabalhos.get("zzc-s2")).toMatchObject({
      DS_GRAU_ACADEMICO_DISCENTE: "DOUTORADO",
      NM_PRODUCAO: 'Sobre bolsas; e "aspas"',
      DT_TITULACAO: "20/11/2003",
      NM_ORIENTADOR: "Ana Orientadora",
      NM_BANCA: "Ana Orientadora | Dra. Zélia Externa",
      DS_IDIOMA: "INGLÊS",
      NR_PAGINAS: "",
    });
    expect(trabalhos.get("zzc-s5")).toMatchObject({ NM_PRODUCAO: '=SOMA(1;2) "citação"', NM_BANCA: "", DS_IDIOMA: "" });
    const bolsas = fileOf(pack, "bolsas.csv");
    expect(bolsas.rows.filter((r) => r[5]?.startsWith("zzc-"))).toEqual([
      [
        "2003",
        "CAPES-DS-2003-01",
        "CAPES",
        "DS",
        "MESTRADO",
        "zzc-s1",
        "Álvaro Completo",
        "CPF",
        "529.982.247-25",
        "01/03/2003",
        "29/02/2004",
        "",
        "",
        "7",
        "3",
        "2100,00",
      ],
      [
        "2003",
        "FAPERJ-7",
        "FAPERJ",
        "Nota 10",
        "MESTRADO",
        "zzc-s3",
        "Caio Abandono",
        "",
        "",
        "01/01/2003",
        "31/12/2003",
        "10/05/2003",
        "Abandono\ndo curso",
        "4",
        "0",
        "1500,50",
      ],
    ]);
    expect(pack.summary.scholarshipMonths).toEqual(
      expect.arrayContaining([
        { sponsor: "CAPES", months: 7 },
        { sponsor: "FAPERJ", months: 4 },
      ]),
    );
  });

  it("keeps one programme's people and rows with `programme`", async () => {
    const pack = await report("?programme=academico");
    expect(pack.programme).toBe("academico");
    expect(records(pack, "discentes.csv", "CD_DISCENTE_IES").has("zzc-s10")).toBe(false);
    expect(records(pack, "docentes.csv", "CD_DOCENTE_IES").get("zzc-ana")?.QT_ORIENTANDOS_ANO).toBe("4");
    const codes = fileOf(pack, "disciplinas.csv").rows.map((r) => r[3]);
    expect(codes).toContain("CPS-901");
    expect(codes).not.toContain("CPS-902");
    expect(pack.issues.some((i) => i.code === "missing_programme_code")).toBe(false);
    const profissional = await report("?programme=profissional");
    expect([...records(profissional, "discentes.csv", "CD_DISCENTE_IES").keys()]).toEqual(["zzc-s10"]);
    expect(profissional.issues.filter((i) => i.code === "missing_programme_code")).toHaveLength(1);
  });
});

describe("GET /api/capes/{ano}.zip", () => {
  it("holds the six files at the root, in order, as §5 writes them; audited, never cached", async () => {
    const res = await call(t.app, `/api/capes/${YEAR}.zip`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="capes-${YEAR}.zip"`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files)).toEqual([
      "discentes.csv",
      "docentes.csv",
      "disciplinas.csv",
      "trabalhos-conclusao.csv",
      "bolsas.csv",
      "validacao.csv",
    ]);
    for (const bytes of Object.values(files)) {
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(strFromU8(bytes).endsWith("\r\n")).toBe(true);
    }
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array()).slice(1);
    expect(text("bolsas.csv").split("\r\n")[0]).toBe(
      "AN_BASE;NR_BOLSA;NM_AGENCIA_FINANCIADORA;DS_TIPO_BOLSA;DS_NIVEL_BOLSA;CD_DISCENTE_IES;NM_DISCENTE;TP_DOCUMENTO_DISCENTE;NR_DOCUMENTO_DISCENTE;DT_INICIO_BOLSA;DT_FIM_BOLSA;DT_CANCELAMENTO_BOLSA;DS_MOTIVO_CANCELAMENTO;QT_MESES_ANO;QT_MESES_SUSPENSAO_ANO;VL_MENSALIDADE",
    );
    expect(text("bolsas.csv")).toContain(
      '2003;FAPERJ-7;FAPERJ;Nota 10;MESTRADO;zzc-s3;Caio Abandono;;;01/01/2003;31/12/2003;10/05/2003;"Abandono\ndo curso";4;0;1500,50\r\n',
    );
    expect(text("trabalhos-conclusao.csv")).toContain(';"\'=SOMA(1;2) ""citação""";10/06/2003;');
    expect(text("trabalhos-conclusao.csv")).toContain(';"Sobre bolsas; e ""aspas""";20/11/2003;');
    expect(text("disciplinas.csv")).toContain(';CPS-901;"Métodos; CAPES";4;60;');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "capes_pack"), eq(auditLog.entityId, String(YEAR))));
    expect(entry).toMatchObject({ action: "download", after: { year: YEAR, programme: null } });
    expect(JSON.stringify(entry)).not.toContain("zzc-");
  });

  it("writes the header of an empty file, and names a programme's pack after it", async () => {
    const res = await call(t.app, "/api/capes/2000.zip?programme=profissional", { cookie: admin });
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="capes-2000-profissional.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(strFromU8(files["bolsas.csv"] ?? new Uint8Array())).toBe(
      "\uFEFFAN_BASE;NR_BOLSA;NM_AGENCIA_FINANCIADORA;DS_TIPO_BOLSA;DS_NIVEL_BOLSA;CD_DISCENTE_IES;NM_DISCENTE;TP_DOCUMENTO_DISCENTE;NR_DOCUMENTO_DISCENTE;DT_INICIO_BOLSA;DT_FIM_BOLSA;DT_CANCELAMENTO_BOLSA;DS_MOTIVO_CANCELAMENTO;QT_MESES_ANO;QT_MESES_SUSPENSAO_ANO;VL_MENSALIDADE\r\n",
    );
  });
});

describe("who may ask, and for which year", () => {
  it("answers 401 without a session and 403 to a Docente or a Discente", async () => {
    for (const path of [`/api/capes/${YEAR}`, `/api/capes/${YEAR}.zip`]) {
      await expectApiError(await call(t.app, path), 401);
      await expectApiError(await call(t.app, path, { cookie: teacherCookie }), 403);
      await expectApiError(await call(t.app, path, { cookie: studentCookie }), 403);
    }
  });

  it("answers 400 fields.ano outside 2000 … this year, and on a bad programme", async () => {
    const next = new Date().getUTCFullYear() + 2;
    for (const path of [
      "/api/capes/1999",
      `/api/capes/${next}`,
      "/api/capes/1999.zip",
      `/api/capes/${next}.zip`,
      "/api/capes/abc",
      "/api/capes/abc.zip",
    ]) {
      const error = await expectApiError(await call(t.app, path, { cookie: admin }), 400);
      expect(error.fields, path).toHaveProperty("ano");
    }
    const error = await expectApiError(await call(t.app, "/api/capes/2003.zip?programme=x", { cookie: admin }), 400);
    expect(error.fields).toHaveProperty("programme");
  });
});

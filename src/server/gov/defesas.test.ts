import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../domain/calendar-days.ts";
import { defencesPageSchema } from "../../domain/defesas.ts";
import { dayIn } from "../../domain/zoned-days.ts";
import { call, expectApiError } from "../../../tests/node/http.ts";
import { createTestApp, type TestApp } from "../../../tests/node/test-app.ts";
import type { App } from "../app.ts";
import { committeeMembers, committees, settings, users } from "../db/schema.ts";

/**
 * The public calendar of defences (`GET /api/gov/defesas`, `/gov/defesas`, `/en/gov/defesas`):
 * scheduled and held committees only, in the default window around the institution's today unless
 * `from`/`to` say otherwise, by date and time; searched by student, title and member (accents
 * aside); only public fields — no e-mail, document or verdict in the JSON or the HTML.
 */
let t: TestApp;
let app: App;
const INSTITUTION = "Instituto Zk de Física";
const ZONE = "America/Sao_Paulo";
const today = dayIn(new Date(), ZONE);
const SECRETS = ["zk-private.example.org", "52998224725", "529.982.247-25", "ZK1234567", "aprovado_com_correcoes"];

async function person(idcbpf: string, name: string, level: "Discente" | "Docente") {
  const [row] = await t.db
    .insert(users)
    .values({
      idcbpf,
      name,
      email: `${idcbpf}@zk-private.example.org`,
      level,
      programme: "academico",
      degree: level === "Discente" ? "doutorado" : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error("user insert");
  return row.id;
}

async function committee(spec: {
  student: number;
  president: number;
  title: string;
  date: string;
  time: string;
  status: "proposta" | "agendada" | "realizada" | "cancelada";
  place?: string;
  remoteLink?: string;
}) {
  const held = spec.status === "realizada";
  const [row] = await t.db
    .insert(committees)
    .values({
      studentId: spec.student,
      kind: "defesa",
      degree: "doutorado",
      title: spec.title,
      language: "pt",
      date: spec.date,
      time: spec.time,
      place: spec.place ?? null,
      remoteLink: spec.remoteLink ?? null,
      status: spec.status,
      verdict: held ? "aprovado_com_correcoes" : null,
      correctionsDeadline: held ? addDays(spec.date, 30) : null,
      cancelReason: spec.status === "cancelada" ? "Adiada" : null,
    })
    .returning({ id: committees.id });
  if (!row) throw new Error("committee insert");
  await t.db.insert(committeeMembers).values([
    { committeeId: row.id, role: "presidente", position: 0, external: false, userId: spec.president },
    {
      committeeId: row.id,
      role: "titular",
      position: 1,
      external: true,
      name: "Dra. Zuleica Ávila",
      email: "zuleica@zk-private.example.org",
      institution: "UFPR",
      highestDegree: "doutorado",
      documentKind: "cpf",
      documentNumber: "52998224725",
      locale: "pt",
    },
    {
      committeeId: row.id,
      role: "suplente",
      position: 2,
      external: true,
      name: "Dr. Zack Brown",
      email: "zack@zk-private.example.org",
      institution: "MIT",
      highestDegree: "doutorado",
      documentKind: "passaporte",
      documentNumber: "ZK1234567",
      documentCountry: "US",
      locale: "en",
    },
  ]);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  await t.db.update(settings).set({ institutionName: INSTITUTION, timeZone: ZONE });
  const advisor = await person("zk-orientador", "Prof. Zeno Prado", "Docente");
  const one = await person("zk-ana", "Zk Ana Conceição", "Discente");
  const two = await person("zk-bruno", "Zk Bruno Dias", "Discente");
  // One open committee of a kind per student: the hidden open ones are other students'.
  const three = await person("zk-carla", "Zk Carla Reis", "Discente");
  const four = await person("zk-davi", "Zk Davi Lima", "Discente");
  await committee({
    student: one,
    president: advisor,
    title: "Zk cavidades acopladas",
    date: addDays(today, 10),
    time: "14:00",
    status: "agendada",
    remoteLink: "https://meet.example.org/zk",
  });
  await committee({
    student: two,
    president: advisor,
    title: "Zk óptica não linear",
    date: addDays(today, -5),
    time: "09:30",
    status: "realizada",
    place: "Auditório Zk",
  });
  await committee({
    student: two,
    president: advisor,
    title: "Zk mesma data mais cedo",
    date: addDays(today, 10),
    time: "08:00",
    status: "agendada",
    place: "Sala Zk",
  });
  // Not public: proposed, cancelled, or outside the default window.
  await committee({
    student: three,
    president: advisor,
    title: "Zk proposta",
    date: addDays(today, 20),
    time: "10:00",
    status: "proposta",
    place: "Sala",
  });
  await committee({
    student: one,
    president: advisor,
    title: "Zk cancelada",
    date: addDays(today, 21),
    time: "10:00",
    status: "cancelada",
    place: "Sala",
  });
  await committee({
    student: one,
    president: advisor,
    title: "Zk antiga",
    date: addDays(today, -40),
    time: "10:00",
    status: "realizada",
    place: "Sala",
  });
  await committee({
    student: four,
    president: advisor,
    title: "Zk distante",
    date: addDays(today, 200),
    time: "10:00",
    status: "agendada",
    place: "Sala",
  });
});
afterAll(() => t.close());

async function calendar(query = "") {
  const res = await call(app, `/api/gov/defesas?q=zk${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("public, max-age=60");
  const text = await res.text();
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  return defencesPageSchema.strict().parse(JSON.parse(text));
}

describe("GET /api/gov/defesas", () => {
  it("lists scheduled and held committees of the default window by date and time, public fields only", async () => {
    const page = await calendar();
    expect(page.items.map((item) => item.title)).toEqual([
      "Zk óptica não linear",
      "Zk mesma data mais cedo",
      "Zk cavidades acopladas",
    ]);
    expect(page.total).toBe(3);
    const [, , remote] = page.items;
    expect(remote).toEqual({
      id: remote?.id,
      kind: "defesa",
      degree: "doutorado",
      programme: "academico",
      date: addDays(today, 10),
      time: "14:00",
      place: null,
      remoteLink: "https://meet.example.org/zk",
      language: "pt",
      title: "Zk cavidades acopladas",
      student: { name: "Zk Ana Conceição" },
      advisor: { name: "Prof. Zeno Prado" },
      members: [
        { name: "Prof. Zeno Prado", institution: INSTITUTION, role: "presidente" },
        { name: "Dra. Zuleica Ávila", institution: "UFPR", role: "titular" },
        { name: "Dr. Zack Brown", institution: "MIT", role: "suplente" },
      ],
      status: "agendada",
    });
    for (const item of page.items) expect(Object.keys(item)).not.toContain("verdict");
  });

  it("takes other days with from and to, and refuses an impossible day", async () => {
    const wide = await calendar(`&from=${addDays(today, -60)}&to=${addDays(today, 365)}`);
    expect(wide.items.map((item) => item.title)).toEqual([
      "Zk antiga",
      "Zk óptica não linear",
      "Zk mesma data mais cedo",
      "Zk cavidades acopladas",
      "Zk distante",
    ]);
    expect((await calendar(`&from=${addDays(today, 1)}`)).items).toHaveLength(2);
    await expectApiError(await call(app, "/api/gov/defesas?from=2026-02-30"), 400);
    await expectApiError(await call(app, "/api/gov/defesas?to=2026-13-01"), 400);
  });

  it("searches the student, the title and the members' names, accents and case aside — never an e-mail", async () => {
    expect((await calendar("+bruno")).items.map((item) => item.title)).toEqual([
      "Zk óptica não linear",
      "Zk mesma data mais cedo",
    ]);
    const byStudent = await (await call(app, "/api/gov/defesas?q=ana%20conceicao")).json();
    expect(defencesPageSchema.parse(byStudent).items.map((item) => item.title)).toEqual(["Zk cavidades acopladas"]);
    const byTitle = defencesPageSchema.parse(await (await call(app, "/api/gov/defesas?q=OPTICA")).json());
    expect(byTitle.items.map((item) => item.title)).toEqual(["Zk óptica não linear"]);
    const byMember = defencesPageSchema.parse(await (await call(app, "/api/gov/defesas?q=zuleica%20avila")).json());
    expect(byMember.total).toBe(3);
    const byEmail = defencesPageSchema.parse(await (await call(app, "/api/gov/defesas?q=zk-private")).json());
    expect(byEmail.total).toBe(0);
  });
});

describe("/gov/defesas and /en/gov/defesas", () => {
  const page = async (path: string) => {
    const res = await call(app, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const text = await res.text();
    expect(text).not.toMatch(/<script/i);
    for (const secret of [...SECRETS, "Aprovado com correções", "Approved with corrections"])
      expect(text).not.toContain(secret);
    return text;
  };
  const short = (day: string, locale: "pt" | "en") =>
    locale === "pt"
      ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`
      : `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`;

  it("renders the calendar in Portuguese: dd/mm/yy, kinds, members with roles, place or Remota with the link", async () => {
    const text = await page("/gov/defesas?q=zk");
    expect(text).toContain('<html lang="pt-BR">');
    expect(text).toContain("<title>Defesas e qualificações · Acadêmico</title>");
    expect(text).toContain(`${short(addDays(today, 10), "pt")} · 14:00`);
    expect(text).toContain("Defesa de doutorado");
    expect(text).toContain("Dra. Zuleica Ávila (UFPR) — Membro titular");
    expect(text).toContain(`Prof. Zeno Prado (${INSTITUTION}) — Presidente`);
    expect(text).toContain("Remota: <a");
    expect(text).toContain('href="https://meet.example.org/zk"');
    expect(text).toContain("Auditório Zk");
    expect(text).toContain("3 resultados para “zk”.");
    expect(text).not.toContain("Zk proposta");
    expect(text).not.toContain("Zk cancelada");
    expect(text.indexOf("Zk óptica não linear")).toBeLessThan(text.indexOf("Zk mesma data mais cedo"));
    expect(text.indexOf("Zk mesma data mais cedo")).toBeLessThan(text.indexOf("Zk cavidades acopladas"));
  });

  it("speaks English under /en: mm/dd/yy, its kinds and roles, Remote", async () => {
    const text = await page("/en/gov/defesas?q=zk");
    expect(text).toContain('<html lang="en-US">');
    expect(text).toContain("<title>Defences and qualifying exams · Acadêmico</title>");
    expect(text).toContain(`${short(addDays(today, 10), "en")} · 14:00`);
    expect(text).toContain("Doctoral defence");
    expect(text).toContain("Dr. Zack Brown (MIT) — Alternate member");
    expect(text).toContain("Remote: <a");
    expect(text).toContain("3 results for “zk”.");
    expect(text).toContain('href="/gov/defesas?q=zk"');
  });

  it("searches with ?q= without a script, and is linked from the index in both languages", async () => {
    const text = await page(`/gov/defesas?q=${encodeURIComponent("óptica")}`);
    expect(text).toContain("1 resultado para “óptica”.");
    expect(text).not.toContain("Zk cavidades acopladas");
    expect(await page("/gov")).toContain('href="/gov/defesas"');
    expect(await page("/en/gov")).toContain('href="/en/gov/defesas"');
    expect(await page("/en/gov")).toContain("Defences and qualifying exams");
  });
});

import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { todayThere } from "../../src/server/configuracoes/configuracoes.queries.ts";
import { committees, users } from "../../src/server/db/schema.ts";
import { samplePdf } from "../../src/server/inscricoes/test-fixtures.ts";
import type { Scene } from "./access-scene.ts";
import { call } from "./http.ts";

/**
 * Committees for the access matrix's rows: the Discente's (advised by the Docente, who chairs
 * them; its co-advisor `marina.costa` and an external sit), made fresh for each request at the
 * stage the row needs. The one open committee of a kind a student may have is cleared first.
 */
export type CommitteeStage = "proposta" | "agendada" | "defesa aprovada" | "com versão final";

let sequence = 0;

async function clearOpen(scene: Scene, kind: "qualificacao" | "defesa") {
  const [student] = await scene.db.select({ id: users.id }).from(users).where(eq(users.idcbpf, "discente"));
  await scene.db
    .update(committees)
    .set({ status: "cancelada", cancelReason: "Matriz de acesso." })
    .where(
      and(
        eq(committees.studentId, student?.id ?? 0),
        eq(committees.kind, kind),
        inArray(committees.status, ["proposta", "agendada"]),
      ),
    );
}

/** A proposal's body for the Discente, today, with room for the verdict to be recorded at once. */
export async function committeeBody(scene: Scene, kind: "qualificacao" | "defesa" = "qualificacao") {
  await clearOpen(scene, kind);
  const n = ++sequence;
  return {
    student: "discente",
    kind,
    title: `Banca da matriz ${n}`,
    language: "pt",
    date: await todayThere(scene.db),
    time: "10:00",
    remoteLink: "https://meet.example.org/matriz",
    members: [
      { idcbpf: "marina.costa", role: "titular" },
      {
        name: `Externo ${n}`,
        email: `externo.matriz.${n}@example.org`,
        institution: "Outra Universidade",
        highestDegree: "doutorado",
        document: { kind: "passaporte", number: `MX${String(100000 + n)}`, country: "PT" },
        role: "titular",
      },
    ],
  };
}

async function post(scene: Scene, path: string, json: unknown, cookie: string | undefined, status: number) {
  const res = await call(scene.app, path, { method: "POST", json, ...(cookie ? { cookie } : {}) });
  expect(res.status, `${path} for the scene: ${await res.clone().text()}`).toBe(status);
  return (await res.json()) as { id: number };
}

export async function freshCommitteeOfDiscente(scene: Scene, stage: CommitteeStage): Promise<number> {
  const kind = stage === "proposta" || stage === "agendada" ? "qualificacao" : "defesa";
  const { id } = await post(scene, "/api/bancas", await committeeBody(scene, kind), scene.cookie.docente, 201);
  if (stage === "proposta") return id;
  await post(scene, `/api/bancas/${id}/aprovacao`, {}, scene.cookie.admin, 200);
  if (stage === "agendada") return id;
  await post(scene, `/api/bancas/${id}/resultado`, { verdict: "aprovado" }, scene.cookie.docente, 200);
  if (stage === "defesa aprovada") return id;
  const res = await call(scene.app, `/api/bancas/${id}/versao-final`, {
    method: "PUT",
    ...(scene.cookie.discente ? { cookie: scene.cookie.discente } : {}),
    body: Buffer.from(await samplePdf()),
    headers: { "content-type": "application/pdf" },
  });
  expect(res.status, "the final version for the scene").toBe(201);
  return id;
}

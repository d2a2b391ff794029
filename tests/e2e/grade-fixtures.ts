import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO } from "./helpers.ts";

/**
 * Students of a test's own, each with an accepted enrolment in the same current-term class of the
 * demo `docente` (the office registers and accepts them, PRODUCT §8), so grading touches no demo
 * row. Their names share the test's tag, so the class list (ordered by name) shows them together.
 */
export type Offering = { id: number; subject: { code: string }; teachers: { idcbpf: string }[] };
export type Student = { idcbpf: string; name: string; codigo: string };
export type Entry = {
  idcbpf: string;
  name: string;
  status: string;
  grade: { concept: string; attendance: number; final: boolean } | null;
};

async function createStudent(office: APIRequestContext, idcbpf: string, name: string): Promise<void> {
  const created = await office.post("/api/usuarios", {
    data: {
      idcbpf,
      name,
      email: `${idcbpf}@example.org`,
      level: "Discente",
      programme: "academico",
      degree: "doutorado",
      status: "ativo",
      entryTerm: "2025.1",
      password: "oferta-e2e-1",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** `count` students of the test's own, accepted in one of the docente's current-term classes. */
export async function enrolledStudents(
  office: APIRequestContext,
  tag: string,
  count: number,
): Promise<{ offering: Offering; students: Student[] }> {
  const people = Array.from({ length: count }, (_, i) => ({
    idcbpf: `zz-e2e-nota-${tag}-${i + 1}`,
    name: `Zelda Nota ${tag} ${i + 1}`,
  }));
  for (const person of people) await createStudent(office, person.idcbpf, person.name);
  const all = ((await (await office.get("/api/ofertas?pageSize=100")).json()) as { items: Offering[] }).items;
  const mine = all.filter((offering) => offering.teachers.some((teacher) => teacher.idcbpf === DEMO.Docente));
  for (const offering of mine) {
    const taken: Student[] = [];
    for (const person of people) {
      const res = await office.post("/api/matriculas", { data: { offering: offering.id, student: person.idcbpf } });
      if (res.status() !== 201) break;
      const { codigo, status } = (await res.json()) as { codigo: string; status: string };
      if (status !== "pendente") {
        await office.delete(`/api/matriculas/${codigo}`);
        break;
      }
      taken.push({ ...person, codigo });
    }
    if (taken.length === count) {
      for (const { codigo } of taken) {
        const decided = await office.post(`/api/matriculas/${codigo}/decisao`, { data: { decision: "deferida" } });
        expect(decided.status(), await decided.text()).toBe(200);
      }
      return { offering, students: taken };
    }
    // Not all of them fit in this class: leave it as it was and try the next one.
    for (const { codigo } of taken) await office.delete(`/api/matriculas/${codigo}`);
  }
  throw new Error(`no class of the docente took ${count} of the test's students`);
}

/** The class list as the API has it (for checking what was stored). */
export async function classList(api: APIRequestContext, offering: number): Promise<Entry[]> {
  const res = await api.get(`/api/ofertas/${offering}/turma`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Entry[];
}

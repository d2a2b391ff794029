import { seededRandom } from "../../domain/seeded-random.ts";
import type { Degree, Programme, UserStatus } from "../../domain/users.ts";
import type { users } from "./schema.ts";

/**
 * The demo institute's people beyond the named logins (demo-users.ts): teachers of both
 * programmes with their research areas and students of every degree and status, generated from
 * fixed lists by a fixed-seed generator, so every start and every machine gets the same people.
 * Fictional names; e-mails under example.org (reserved for examples, never delivered).
 */
export type DemoUser = Omit<
  typeof users.$inferInsert,
  "id" | "passwordHash" | "passwordTemporary" | "search" | "createdAt" | "updatedAt"
>;

const FIRST = [
  "Adriana",
  "Alexandre",
  "Aline",
  "André",
  "Beatriz",
  "Bruno",
  "Caio",
  "Carla",
  "Carolina",
  "Daniel",
  "Débora",
  "Diego",
  "Eduarda",
  "Eduardo",
  "Elisa",
  "Fábio",
  "Felipe",
  "Fernanda",
  "Gabriel",
  "Gabriela",
  "Gustavo",
  "Heitor",
  "Isabela",
  "Igor",
  "Júlia",
  "Juliano",
  "Karina",
  "Leonardo",
  "Letícia",
  "Lucas",
  "Luana",
  "Luís",
  "Manuela",
  "Marcelo",
  "Mariana",
  "Mateus",
  "Natália",
  "Otávio",
  "Paula",
  "Priscila",
  "Rafael",
  "Raquel",
  "Renata",
  "Rodrigo",
  "Sabrina",
  "Samuel",
  "Sofia",
  "Tatiana",
  "Tiago",
  "Valéria",
  "Vinícius",
  "Vitória",
  "Yasmin",
  "Wagner",
];
const LAST = [
  "Abreu",
  "Andrade",
  "Araújo",
  "Azevedo",
  "Bastos",
  "Borges",
  "Cardoso",
  "Castro",
  "Correia",
  "Cunha",
  "Dias",
  "Farias",
  "Fernandes",
  "Fonseca",
  "Freitas",
  "Gomes",
  "Lacerda",
  "Leite",
  "Lopes",
  "Macedo",
  "Machado",
  "Martins",
  "Medeiros",
  "Melo",
  "Mendes",
  "Monteiro",
  "Moraes",
  "Moura",
  "Nascimento",
  "Neves",
  "Oliveira",
  "Pacheco",
  "Peixoto",
  "Pinto",
  "Queiroz",
  "Ramos",
  "Rezende",
  "Ribeiro",
  "Sampaio",
  "Siqueira",
  "Soares",
  "Teixeira",
  "Vasconcelos",
  "Vieira",
];

/** The idcbpf a person gets from its name: `first.last`, lower case, no accents. */
function idOf(first: string, last: string): string {
  const plain = (text: string) =>
    text
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  return `${plain(first)}.${plain(last)}`;
}

const ACADEMIC_AREAS = [
  "Teoria quântica de campos",
  "Física da matéria condensada",
  "Cosmologia e gravitação",
  "Física estatística e sistemas complexos",
  "Óptica e informação quântica",
  "Física de partículas experimental",
  "Astrofísica de altas energias",
  "Biofísica",
  "Física nuclear",
  "Física de plasmas",
  "Materiais magnéticos",
];
const PROFESSIONAL_AREAS = ["Instrumentação científica", "Física médica", "Metrologia", "Sistemas embarcados"];

export type DemoPerson = DemoUser & { programme: Programme };

/** Picks distinct names, skipping those the named demo users already have. */
function namePicker(random: () => number, taken: Set<string>) {
  return () => {
    for (;;) {
      const first = FIRST[Math.floor(random() * FIRST.length)] as string;
      const last = LAST[Math.floor(random() * LAST.length)] as string;
      const idcbpf = idOf(first, last);
      if (taken.has(idcbpf)) continue;
      taken.add(idcbpf);
      const middle = LAST[Math.floor(random() * LAST.length)] as string;
      return { idcbpf, name: middle === last ? `${first} ${last}` : `${first} ${middle} ${last}` };
    }
  };
}

const lattesOf = (n: number) => `http://lattes.cnpq.br/${String(4_000_000_000_000_000 + n * 7919).padStart(16, "0")}`;

/** Thirteen teachers beside the named two (fifteen in all): ten more of the academic programme, three of the professional one. */
export function demoTeachers(taken: Set<string>): DemoPerson[] {
  const random = seededRandom(2026);
  const next = namePicker(random, taken);
  const areas = [...ACADEMIC_AREAS.slice(1), ...PROFESSIONAL_AREAS.slice(1)];
  return areas.map((researchArea, i) => {
    const { idcbpf, name } = next();
    const programme: Programme = i < ACADEMIC_AREAS.length - 1 ? "academico" : "profissional";
    return {
      idcbpf,
      name,
      email: `${idcbpf}@example.org`,
      level: "Docente" as const,
      programme,
      researchArea,
      lattes: lattesOf(i + 10),
    };
  });
}

/** Entry terms from 2020.1 on, the most recent ones most common (students leave as they finish). */
const ENTRY_TERMS = [
  "2021.1",
  "2021.2",
  "2022.1",
  "2022.2",
  "2023.1",
  "2023.2",
  "2024.1",
  "2024.2",
  "2025.1",
  "2025.2",
  "2026.1",
  "2026.2",
];

/** What a generated student is: mostly active, some on leave, some gone, some graduated (older ones). */
function statusFor(entry: string, roll: number): UserStatus {
  if (entry <= "2022.2") return roll < 0.7 ? "egresso" : roll < 0.85 ? "inativo" : "ativo";
  if (roll < 0.06) return "trancado";
  if (roll < 0.1) return "inativo";
  return "ativo";
}

/**
 * 114 students: the academic programme's master's and doctoral students and the professional
 * master's students, entry terms spread over the last years, statuses as a real programme has.
 */
export function demoStudents(taken: Set<string>): DemoPerson[] {
  const random = seededRandom(1808);
  const next = namePicker(random, taken);
  const out: DemoPerson[] = [];
  const plan: [Programme, Degree, number][] = [
    ["academico", "mestrado", 44],
    ["academico", "doutorado", 34],
    ["profissional", "mestrado", 36],
  ];
  for (const [programme, degree, count] of plan) {
    for (let i = 0; i < count; i++) {
      const { idcbpf, name } = next();
      const entryTerm = ENTRY_TERMS[Math.floor(Math.pow(random(), 0.6) * ENTRY_TERMS.length)] as string;
      out.push({
        idcbpf,
        name,
        email: `${idcbpf}@example.org`,
        level: "Discente",
        programme,
        degree,
        entryTerm,
        status: statusFor(entryTerm, random()),
        ...(random() < 0.08 ? { locale: "en" as const } : {}),
      });
    }
  }
  return out;
}

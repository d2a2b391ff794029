import { demoStudents, demoTeachers, type DemoUser } from "./demo-people.ts";

/**
 * The demo dataset's people: the three logins the README announces (admin, docente, discente)
 * and a few more named ones that tests and the demo's classes refer to, then the generated
 * teachers and students of demo-people.ts (about 135 people in all). All share the demo
 * password. Fictional names; e-mails under example.org (reserved for examples, never delivered).
 */
export const DEMO_PASSWORD = "demo1234";

export const NAMED_DEMO_USERS: readonly DemoUser[] = [
  {
    idcbpf: "admin",
    name: "Helena Duarte Moreira",
    email: "secretaria@example.org",
    level: "Administrador",
    locale: "pt",
  },
  {
    idcbpf: "docente",
    name: "Ricardo Tavares Lima",
    email: "ricardo.lima@example.org",
    level: "Docente",
    programme: "academico",
    lattes: "http://lattes.cnpq.br/0000000000000001",
    researchArea: "Teoria quântica de campos",
  },
  {
    idcbpf: "discente",
    name: "Ana Beatriz Carvalho",
    email: "ana.carvalho@example.org",
    level: "Discente",
    programme: "academico",
    degree: "mestrado",
    entryTerm: "2025.1",
  },
  {
    idcbpf: "marina.costa",
    name: "Marina Costa Figueiredo",
    email: "marina.figueiredo@example.org",
    level: "Docente",
    programme: "profissional",
    lattes: "http://lattes.cnpq.br/0000000000000002",
    researchArea: "Instrumentação científica",
  },
  {
    idcbpf: "joao.pereira",
    name: "João Victor Pereira",
    email: "joao.pereira@example.org",
    level: "Discente",
    programme: "academico",
    degree: "doutorado",
    entryTerm: "2024.1",
  },
  {
    idcbpf: "larissa.nunes",
    name: "Larissa Nunes Barbosa",
    email: "larissa.barbosa@example.org",
    level: "Discente",
    programme: "profissional",
    degree: "mestrado",
    entryTerm: "2025.2",
    locale: "en",
  },
  {
    idcbpf: "pedro.almeida",
    name: "Pedro Henrique Almeida",
    email: "pedro.almeida@example.org",
    level: "Discente",
    programme: "academico",
    degree: "mestrado",
    status: "trancado",
    entryTerm: "2024.2",
  },
  {
    idcbpf: "camila.rocha",
    name: "Camila Rocha Santos",
    email: "camila.santos@example.org",
    level: "Discente",
    programme: "academico",
    degree: "doutorado",
    status: "egresso",
    entryTerm: "2020.1",
  },
  {
    idcbpf: "thiago.souza",
    name: "Thiago Souza Ribeiro",
    email: "thiago.ribeiro@example.org",
    level: "Discente",
    programme: "profissional",
    degree: "mestrado",
    status: "inativo",
    entryTerm: "2023.1",
  },
];

const taken = new Set(NAMED_DEMO_USERS.map((user) => user.idcbpf));
export const DEMO_TEACHERS = demoTeachers(taken);
export const DEMO_STUDENTS = demoStudents(taken);

export const DEMO_USERS: readonly DemoUser[] = [...NAMED_DEMO_USERS, ...DEMO_TEACHERS, ...DEMO_STUDENTS];

import type { users } from "./schema.ts";

/**
 * The demo dataset's people: the three logins the README announces (admin, docente, discente)
 * and a few more so that lists, filters and statuses have something real to show. Fictional
 * names; e-mails under example.org (reserved for examples, never delivered).
 */
export const DEMO_PASSWORD = "demo1234";

type DemoUser = Omit<typeof users.$inferInsert, "id" | "passwordHash" | "createdAt" | "updatedAt">;

export const DEMO_USERS: readonly DemoUser[] = [
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

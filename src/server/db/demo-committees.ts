import { and, eq, ne, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { addDays } from "../../domain/calendar-days.ts";
import { committeeInputSchema } from "../../domain/bancas.ts";
import type { Milestone, MilestoneKind } from "../../domain/guidance.ts";
import type { Level } from "../../domain/users.ts";
import { approveCommittee, proposeCommittee } from "../bancas/bancas.writes.ts";
import { recordVerdict } from "../bancas/verdict.ts";
import type { Database } from "./client.ts";
import { committees, guidances, users } from "./schema.ts";

/**
 * The demo's committees, through the API's writes (proposal, approval, verdict — so the ata, the
 * participation statements, the milestones and the phase completions are the ones the API would
 * make):
 * - every past milestone of `docente`'s main advisees that has no result yet (demo-guidance.ts
 *   leaves two: `discente`'s qualifying exam three weeks ago and another advisee's defence ten days
 *   ago) is proposed by `docente`, approved by the office and judged `aprovado` by `docente` as
 *   president on its day;
 * - the nearest defence of another advisor's student in the coming weeks is scheduled (`agendada`)
 *   with `docente` and an external member from abroad;
 * - the next qualifying exam of a `docente` advisee is proposed by `docente`, for the office to approve.
 * A proposal cannot be dated in the past, so a past session is proposed and approved for today and
 * then moved to its day in the database (the one step no route makes) before its verdict.
 */
type Actor = { id: number; idcbpf: string; level: Level };
type Advisee = { id: number; idcbpf: string; degree: string | null; title: string; milestones: Milestone[] };

const PLACE = "Auditório Jayme Tiomno, Prédio de Física";
const EXTERNAL_BR = {
  name: "Beatriz Lemos Andrade",
  email: "beatriz.andrade@example.org",
  institution: "Universidade Federal Fluminense",
  highestDegree: "doutorado",
  document: { kind: "cpf", number: "529.982.247-25" },
};
const EXTERNAL_ABROAD = {
  name: "Sarah Mitchell",
  email: "sarah.mitchell@example.org",
  institution: "University of Edinburgh",
  highestDegree: "doutorado",
  document: { kind: "passaporte", number: "GB4419027", country: "GB" },
};
const EXTERNAL_SECOND = {
  name: "Rodrigo Pacheco Vilela",
  email: "rodrigo.vilela@example.org",
  institution: "Universidade de São Paulo",
  highestDegree: "doutorado",
  document: { kind: "cpf", number: "111.444.777-35" },
};

/** The members after the president: enough for the kind and degree (rule 13), never the president. */
function membersFor(kind: MilestoneKind, degree: string | null, president: string, withDocente: boolean) {
  const internal = ["docente", "julia.fonseca", "natalia.ramos", "marcelo.cardoso"].filter(
    (idcbpf) => idcbpf !== president && (withDocente || idcbpf !== "docente"),
  );
  const titular = (idcbpf: string | undefined) => ({ idcbpf: idcbpf ?? "", role: "titular" });
  if (kind === "qualificacao") return [titular(internal[0]), titular(internal[1])];
  if (degree === "doutorado")
    return [
      titular(internal[0]),
      titular(internal[1]),
      { ...EXTERNAL_BR, role: "titular" },
      { ...EXTERNAL_ABROAD, role: "titular" },
      { idcbpf: internal[2] ?? "", role: "suplente" },
    ];
  return [
    titular(internal[0]),
    { ...(withDocente ? EXTERNAL_ABROAD : EXTERNAL_BR), role: "titular" },
    { ...EXTERNAL_SECOND, role: "suplente" },
  ];
}

async function propose(
  db: Database,
  advisee: Advisee,
  kind: MilestoneKind,
  date: string,
  president: string,
  by: Actor,
) {
  const input = committeeInputSchema.parse({
    student: advisee.idcbpf,
    kind,
    title: advisee.title,
    language: "pt",
    date,
    time: kind === "defesa" ? "14:00" : "10:00",
    place: PLACE,
    ...(kind === "defesa" ? { remoteLink: "https://conferencia.example.org/sala/defesas" } : {}),
    members: membersFor(kind, advisee.degree, president, president !== "docente"),
  });
  return proposeCommittee(db, input, by);
}

/** The `ativo` students with a guidance (and `where`), with their advisor, title and milestones. */
async function advisees(db: Database, where: SQL): Promise<(Advisee & { advisor: string })[]> {
  const advisor = alias(users, "advisor");
  return db
    .select({
      id: users.id,
      idcbpf: users.idcbpf,
      degree: users.degree,
      title: guidances.title,
      milestones: guidances.milestones,
      advisor: advisor.idcbpf,
    })
    .from(guidances)
    .innerJoin(users, eq(users.id, guidances.studentId))
    .innerJoin(advisor, eq(advisor.id, guidances.advisorId))
    .where(and(eq(users.status, "ativo"), where))
    .orderBy(users.idcbpf);
}

export async function seedDemoCommittees(
  db: Database,
  today: string,
  people: { admin: Actor; docente: Actor },
  quietly: <T>(step: () => Promise<T>) => Promise<T | null>,
): Promise<void> {
  const { admin, docente } = people;
  const mine = await advisees(db, eq(guidances.advisorId, docente.id));
  const open = (milestone: Milestone) => milestone.result === null;

  for (const advisee of mine)
    for (const milestone of advisee.milestones.filter((m) => open(m) && m.date < today)) {
      const id = await quietly(() => propose(db, advisee, milestone.kind, today, "docente", docente));
      if (id === null) continue;
      await quietly(() => approveCommittee(db, id, admin.id));
      await db
        .update(committees)
        .set({ date: milestone.date })
        .where(and(eq(committees.id, id), eq(committees.status, "agendada")));
      await quietly(() => recordVerdict(db, id, { verdict: "aprovado" }, docente.id));
    }

  const soon = (await advisees(db, ne(guidances.advisorId, docente.id)))
    .flatMap((advisee) =>
      advisee.milestones
        .filter((m) => m.kind === "defesa" && open(m) && m.date >= addDays(today, 7) && m.date <= addDays(today, 60))
        .map((m) => ({ advisee, date: m.date })),
    )
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (soon) {
    const id = await quietly(() => propose(db, soon.advisee, "defesa", soon.date, soon.advisee.advisor, admin));
    if (id !== null) await quietly(() => approveCommittee(db, id, admin.id));
  }

  const next = mine
    .flatMap((advisee) =>
      advisee.milestones
        .filter((m) => m.kind === "qualificacao" && open(m) && m.date > today)
        .map((m) => ({ advisee, date: m.date })),
    )
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (next) await quietly(() => propose(db, next.advisee, "qualificacao", next.date, "docente", docente));
}

import type { Milestone } from "../../domain/guidance.ts";
import type { DemoUser } from "./demo-people.ts";
import { seededRandom } from "../../domain/seeded-random.ts";

/**
 * Who advises whom in the demo: the named students have fixed advisors (the `discente` login is
 * advised by `docente`, with `marina.costa` as co-advisor), the others get a teacher of their
 * programme in turn, never more than the default advisee cap (8 `ativo` or `trancado` students
 * per main advisor), some with a co-advisor; a few of the newest students have none yet (the
 * office approves their enrolments). Theses, start dates and milestones follow the student's
 * entry and degree, with results for what is past on the day of the seed and none for what is
 * ahead; one active student of `docente` defended ten days ago and `discente` sat its qualifying
 * exam three weeks ago (their results come from the committees' verdicts, demo-committees.ts), so
 * the office sees an `egresso` proposal.
 */
export type DemoGuidance = {
  student: string;
  advisor: string;
  coAdvisors: string[];
  title: string;
  startDate: string;
  milestones: Milestone[];
};

const CAP = 8;

const FIXED: Record<string, { advisor: string; coAdvisors?: string[] }> = {
  discente: { advisor: "docente", coAdvisors: ["marina.costa"] },
  "joao.pereira": { advisor: "docente" },
  "pedro.almeida": { advisor: "docente" },
  "camila.rocha": { advisor: "docente" },
  "larissa.nunes": { advisor: "marina.costa" },
  "thiago.souza": { advisor: "marina.costa" },
};

const TITLES: Record<string, string[]> = {
  "Teoria quântica de campos": [
    "Renormalização de teorias de calibre em espaços curvos",
    "Anomalias quânticas e teorias efetivas de baixas energias",
  ],
  "Física da matéria condensada": [
    "Transporte eletrônico em materiais bidimensionais",
    "Fases topológicas em redes de spins frustradas",
  ],
  "Cosmologia e gravitação": [
    "Vínculos observacionais a modelos de energia escura",
    "Ondas gravitacionais primordiais e inflação",
  ],
  "Física estatística e sistemas complexos": [
    "Dinâmica de epidemias em redes adaptativas",
    "Criticalidade em sistemas fora do equilíbrio",
  ],
  "Óptica e informação quântica": [
    "Geração de estados emaranhados em cavidades ópticas",
    "Correção de erros em qubits supercondutores",
  ],
  "Física de partículas experimental": [
    "Calibração de calorímetros para o experimento LHCb",
    "Busca por partículas de longa vida em colisões próton-próton",
  ],
  "Astrofísica de altas energias": [
    "Emissão de raios gama em núcleos ativos de galáxias",
    "Modelagem de estrelas de nêutrons magnetizadas",
  ],
  Biofísica: ["Mecânica de membranas celulares sob tensão", "Dinâmica de motores moleculares"],
  "Física nuclear": ["Estrutura de núcleos exóticos ricos em nêutrons", "Reações de fusão em energias astrofísicas"],
  "Física de plasmas": ["Instabilidades em plasmas de fusão magnética", "Turbulência em plasmas espaciais"],
  "Materiais magnéticos": ["Dinâmica de skyrmions em filmes finos", "Magnetocalóricos à temperatura ambiente"],
  "Instrumentação científica": [
    "Sistema de aquisição de dados de baixo custo para laboratórios didáticos",
    "Controle automatizado de criostatos",
  ],
  "Física médica": ["Dosimetria in vivo em radioterapia", "Controle de qualidade em tomografia computadorizada"],
  Metrologia: ["Calibração rastreável de termômetros industriais", "Incerteza em medições de campo magnético"],
  "Sistemas embarcados": [
    "Monitoramento remoto de experimentos com microcontroladores",
    "Firmware de tempo real para detectores",
  ],
};

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Guidance starts a month into the entry term. */
function startOf(entryTerm: string): string {
  const year = entryTerm.slice(0, 4);
  return entryTerm.endsWith(".1") ? `${year}-03-02` : `${year}-09-01`;
}

function milestonesFor(student: DemoUser, start: string, today: string, random: () => number): Milestone[] {
  const doctoral = student.degree === "doutorado";
  const out: Milestone[] = [];
  const qualifying = addMonths(start, doctoral ? 24 : 12);
  if (student.status === "inativo" && qualifying >= today) return out;
  const failed = qualifying < today && random() < 0.08;
  out.push({
    kind: "qualificacao",
    date: qualifying,
    result: qualifying < today ? (failed ? "reprovado" : "aprovado") : null,
  });
  if (failed) {
    const retake = addMonths(qualifying, 6);
    out.push({ kind: "qualificacao", date: retake, result: retake < today ? "aprovado" : null });
  }
  if (student.status === "inativo") return out;
  let defence = addMonths(start, doctoral ? 48 : 24);
  if (student.status === "egresso") {
    if (defence >= today) defence = addDays(today, -30);
    out.push({ kind: "defesa", date: defence, result: "aprovado" });
  } else if (defence < today) {
    // An active student past its planned defence: most have it scheduled again; a few defended.
    if (random() < 0.25) out.push({ kind: "defesa", date: defence, result: "aprovado" });
    else out.push({ kind: "defesa", date: addDays(today, 20 + Math.floor(random() * 100)), result: null });
  } else {
    out.push({ kind: "defesa", date: defence, result: null });
  }
  return out;
}

export function demoGuidances(people: readonly DemoUser[], today: string): DemoGuidance[] {
  const random = seededRandom(77);
  const teachers = people.filter((person) => person.level === "Docente");
  const areaOf = new Map(teachers.map((teacher) => [teacher.idcbpf, teacher.researchArea ?? ""]));
  const load = new Map<string, number>();
  const counts = (student: DemoUser) => (student.status ?? "ativo") === "ativo" || student.status === "trancado";
  const take = (advisor: string, student: DemoUser) => {
    if (counts(student)) load.set(advisor, (load.get(advisor) ?? 0) + 1);
  };
  const out: DemoGuidance[] = [];
  const add = (student: DemoUser, advisor: string, coAdvisors: string[]) => {
    take(advisor, student);
    const titles = TITLES[areaOf.get(advisor) ?? ""] ?? ["Projeto de pesquisa"];
    const title = titles[out.length % titles.length] as string;
    const startDate = startOf(student.entryTerm ?? "2025.1");
    out.push({
      student: student.idcbpf,
      advisor,
      coAdvisors,
      title,
      startDate,
      milestones: milestonesFor(student, startDate, today, random),
    });
  };

  const students = people.filter((person) => person.level === "Discente");
  for (const student of students) {
    const fixed = FIXED[student.idcbpf];
    if (fixed) add(student, fixed.advisor, fixed.coAdvisors ?? []);
  }
  let turn = 0;
  let newest = 0;
  for (const student of students) {
    if (FIXED[student.idcbpf]) continue;
    if (student.entryTerm === "2026.2" && newest++ % 2 === 0) continue; // no advisor yet
    const ofProgramme = teachers.filter((teacher) => teacher.programme === student.programme);
    let advisor: string | undefined;
    for (let tries = 0; tries < ofProgramme.length && !advisor; tries++) {
      const candidate = ofProgramme[(turn + tries) % ofProgramme.length]?.idcbpf ?? "";
      if (!counts(student) || (load.get(candidate) ?? 0) < CAP) advisor = candidate;
    }
    turn++;
    if (!advisor) continue;
    const others = teachers.filter((teacher) => teacher.idcbpf !== advisor);
    const coAdvisors = out.length % 5 === 0 ? [others[out.length % others.length]?.idcbpf ?? ""] : [];
    add(student, advisor, coAdvisors.filter(Boolean));
  }

  // One active advisee of `docente` has just defended: the office is asked to make it egresso.
  const proposal = out.find(
    (guidance) =>
      guidance.advisor === "docente" &&
      !FIXED[guidance.student] &&
      guidance.startDate <= addMonths(today, -20) &&
      students.find((student) => student.idcbpf === guidance.student)?.status === "ativo",
  );
  // Its result, and the demo student's qualifying exam three weeks ago, come from their committees'
  // verdicts (demo-committees.ts), so the ata, the statements and the completions are all there.
  if (proposal) {
    proposal.milestones = [
      { kind: "qualificacao", date: addMonths(proposal.startDate, 12), result: "aprovado" },
      { kind: "defesa", date: addDays(today, -10), result: null },
    ];
  }
  const own = out.find((guidance) => guidance.student === "discente");
  if (own)
    own.milestones = own.milestones.map((milestone) =>
      milestone.kind === "qualificacao" ? { kind: "qualificacao", date: addDays(today, -20), result: null } : milestone,
    );
  return out;
}

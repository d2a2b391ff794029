import { DEFAULT_CONCEPTS, DEFAULT_SETTINGS } from "../../domain/settings.ts";
import { attemptResult, conceptTable } from "../../domain/transcript.ts";
import {
  at,
  subjectOf,
  termIndex,
  type DemoLedger,
  type Dice,
  type PlannedTransfer,
  type Student,
  type TermDays,
} from "./demo-ledger.ts";

/**
 * The demo's past terms (planned by demo-classes.ts): who took what and with which final grade.
 * Students take two or three classes a term while in their course years (three for a master's,
 * four for a doctorate), a seminar now and then afterwards; a few requests were dropped or
 * rejected. Concepts spread over A–D and R, about 7 % below the attendance minimum (a fail
 * whatever the concept); a failed subject may be taken again later. Prerequisites count only once
 * the term that passed them is over. The named logins' current classes are kept for them (never
 * passed before, prerequisites passed); the `discente` login's history is written by hand.
 */
const CONCEPTS = conceptTable(DEFAULT_CONCEPTS);
const passes = (concept: string, attendance: number) =>
  attemptResult({ credits: 1, concept, attendance, final: true }, CONCEPTS, DEFAULT_SETTINGS.attendanceMinimum) ===
  "aprovado";

/** A credit load the demo keeps to (the settings' default limit is none). */
export const DEMO_LOAD = 14;

export function planPastTerm(
  ledger: DemoLedger,
  term: TermDays,
  codes: readonly string[],
  { random, pick, shuffled }: Dice,
  /** Named students' current classes: subject codes by idcbpf. */
  reserved: ReadonlyMap<string, ReadonlySet<string>>,
  discenteTerms: readonly string[],
): void {
  const passedNow: [Student, string][] = [];
  const base = (hours: number) => at(term.enrolmentStart, hours);
  const decide = (
    s: Student,
    code: string,
    status: "deferida" | "indeferida" | "trancada",
    grade: [string, number] | null,
  ) => {
    const createdAt = base(random() * 96);
    ledger.request(s, term.code, code, {
      status,
      createdAt,
      decidedBy: s.advisor ?? "admin",
      decidedAt: new Date(createdAt.getTime() + 36 * 3_600_000),
      reason: null,
      grade: grade && {
        concept: grade[0],
        attendance: grade[1],
        by: ledger.offeringOf(term.code, code).teachers[0] as string,
        at: at(term.gradeDeadline, -24 * (3 + Math.floor(random() * 10))),
      },
    });
    if (grade && passes(...grade)) passedNow.push([s, code]);
  };

  const discente = ledger.student("discente");
  for (const [code, grade] of discenteHistory(discenteTerms, term.code)) {
    const why = ledger.refusal(discente, term.code, code, 0);
    if (why) throw new Error(`demo: discente refused ${code} in ${term.code}: ${why.rule}`);
    decide(discente, code, grade ? "deferida" : "trancada", grade);
  }

  for (const s of shuffled([...ledger.students.values()])) {
    if (s.user.idcbpf === "discente" || !s.user.entryTerm) continue;
    const offset = termIndex(term.code) - termIndex(s.user.entryTerm);
    if (offset < 0) continue;
    const courseTerms = s.user.degree === "doutorado" ? 4 : 3;
    if (offset >= courseTerms + 2 && s.user.status === "egresso") continue;
    const target = offset < courseTerms ? 2 + (random() < 0.5 ? 1 : 0) : random() < 0.35 ? 1 : 0;
    const later = reserved.get(s.user.idcbpf) ?? new Set<string>();
    const must = [...later]
      .flatMap((code) => subjectOf(code).prerequisites.map((p) => p.code))
      .filter((code) => !s.passed.has(code));
    const open = codes.filter((code) => (offset < courseTerms || subjectOf(code).repeatable) && !must.includes(code));
    let taken = 0;
    for (const code of [...must, ...shuffled(open)]) {
      if (taken >= target) break;
      if (later.has(code) && !subjectOf(code).repeatable) continue;
      const seat = ledger.seat(term.code, code);
      if (!seat || seat.taken >= seat.capacity || ledger.refusal(s, term.code, code, DEMO_LOAD)) continue;
      const roll = random();
      if (!must.includes(code) && roll < 0.04) {
        decide(s, code, roll < 0.02 ? "indeferida" : "trancada", null);
        continue;
      }
      decide(
        s,
        code,
        "deferida",
        must.includes(code) ? [pick(["A", "B", "C"]), 80 + Math.floor(random() * 20)] : randomGrade(random),
      );
      taken++;
    }
  }
  for (const [s, code] of passedNow) s.passed.add(code);
}

function randomGrade(random: () => number): [string, number] {
  const roll = random();
  const concept = roll < 0.3 ? "A" : roll < 0.64 ? "B" : roll < 0.84 ? "C" : roll < 0.92 ? "D" : "R";
  const attendance = random() < 0.07 ? 45 + Math.floor(random() * 29) : 76 + Math.floor(random() * 25);
  return [concept, attendance];
}

/** The past terms since the `discente` login's entry (2025.1), at least the last two. */
export function discenteTerms(past: readonly TermDays[]): string[] {
  const since = past.map((t) => t.code).filter((code) => termIndex(code) >= termIndex("2025.1"));
  return since.length >= 2 ? since : past.slice(-2).map((t) => t.code);
}

/**
 * The `discente` login's classes in `term`: FIS-506 failed (D) in its first term and passed (B)
 * in its last, seminars every term, a drop (null grade) in between, which the transcript omits.
 */
function discenteHistory(own: readonly string[], term: string): [string, [string, number] | null][] {
  if (term === own[0])
    return [
      ["FIS-506", ["D", 82]],
      ["FIS-590", ["A", 95]],
    ];
  if (term === own[own.length - 1])
    return [
      ["FIS-506", ["B", 90]],
      ["FIS-590", ["A", 100]],
    ];
  if (own.includes(term))
    return [
      ["FIS-590", ["B", 88]],
      ["FIS-503", null],
    ];
  return [];
}

const ELSEWHERE = [
  ["Métodos Matemáticos da Física", "Universidade Federal de Minas Gerais", 4],
  ["Física Estatística", "Universidade Federal do Rio de Janeiro", 4],
  ["Eletrônica Analógica", "Universidade Tecnológica Federal do Paraná", 3],
  ["Introdução à Física Médica", "Universidade de São Paulo", 2],
] as const;

/** Credit transfers (concept T) of subjects taken elsewhere: the `discente` login's and a few others'. */
export function demoTransfers(
  past: readonly TermDays[],
  students: readonly Student[],
  random: () => number,
): PlannedTransfer[] {
  const first = discenteTerms(past)[0];
  if (!first) return [];
  const [name, institution, credits] = ELSEWHERE[0];
  const out: PlannedTransfer[] = [
    {
      student: "discente",
      term: first,
      externalName: name,
      credits,
      institution,
      originTerm: "2024.2",
    },
  ];
  const others = students.filter((s) => s.user.idcbpf !== "discente" && past.some((t) => t.code === s.user.entryTerm));
  for (const [externalName, where, cr] of ELSEWHERE.slice(1)) {
    const s = others[Math.floor(random() * others.length)];
    if (!s?.user.entryTerm) continue;
    out.push({
      student: s.user.idcbpf,
      term: s.user.entryTerm,
      externalName,
      credits: cr,
      institution: where,
      originTerm: `${Number(s.user.entryTerm.slice(0, 4)) - 1}.2`,
    });
  }
  return out;
}

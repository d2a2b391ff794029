import { seededRandom } from "../../src/domain/seeded-random.ts";
import { planEnrolments } from "./enrol-plan.ts";
import { ascii, FIRST, LAST } from "../harness/people.ts";
import { CURRENT, DEPARTMENTS, LEVELS, PAST_TERMS, PATTERNS, TOPICS } from "./names.ts";

export { CURRENT, PAST_TERMS, patternOf } from "./names.ts";

/**
 * A university-sized dataset, planned in memory (pure and deterministic for a seed; written by
 * load.ts): at scale 1, 50,000 students, 2,000 teachers, 4,000 subjects (some with a
 * prerequisite), 5,000 offerings in each of 20 past terms and the current one (weekly patterns and
 * rooms that never double-book, each teacher's offerings on distinct patterns), every student
 * enrolled in a few offerings a term while active (graded in past terms, clash-free, prerequisites
 * passed, within capacity), a few ten-year doctoral records, an advisor for everyone, and the
 * enrolment rush of the current term (who asks for what, in arrival order, demand skewed).
 * Indexes: term 0…19 are the past terms oldest first, 20 the current; an offering's index is
 * `term * offeringsPerTerm + k`.
 */

export type Person = { idcbpf: string; name: string; programme: "academico" | "profissional" };
export type Student = Person & {
  degree: "mestrado" | "doutorado";
  status: "ativo" | "trancado" | "egresso" | "inativo";
  /** Term of entry and terms enrolled (mestrado 4–5, doutorado 8–10). */
  entry: number;
  stay: number;
  advisor: number;
};
export type SubjectPlan = {
  code: string;
  namePt: string;
  nameEn: string;
  credits: number;
  programme: "academico" | "profissional" | null;
  level: "mestrado" | "doutorado" | null;
  repeatable: boolean;
  requires: number | null;
};
/** Columnar: one entry per enrolment. Concept -1: no grade (current term, dropped or rejected). */
export type Attempts = {
  student: number[];
  offering: number[];
  status: string[];
  concept: number[];
  attendance: number[];
};
export const CONCEPTS = ["A", "B", "C", "D", "R"] as const;

export type ScalePlan = {
  offeringsPerTerm: number;
  teachers: Person[];
  students: Student[];
  subjects: SubjectPlan[];
  /** Per offering index: its subject, capacity and seats held (`pendente` + `deferida`). */
  offeringSubject: Int32Array;
  capacity: Int16Array;
  taken: Int16Array;
  attempts: Attempts;
  /** Students with ten years of records, still active. */
  longRecords: number[];
  /** The rush: [student, offering index] in arrival order. */
  rush: [number, number][];
};

export const roomOf = (k: number) => `Bloco ${String(Math.floor(k / PATTERNS.length) + 1).padStart(3, "0")}`;
/** Teacher k % teachers: with 2,000 teachers their 2–3 offerings fall on patterns t, t+2, t+4. */
export const teacherOf = (k: number, teachers: number) => k % teachers;

export function planUniversity(scale = 1, seed = 17): ScalePlan {
  const next = seededRandom(seed);
  const int = (n: number) => Math.floor(next() * n);
  const size = (n: number) => Math.max(1, Math.round(n * scale));
  const nStudents = size(50_000);
  const nTeachers = size(2_000);
  const nSubjects = Math.max(PATTERNS.length * 4, size(4_000));
  const perTerm = Math.max(PATTERNS.length * 4, size(5_000));

  const person = (prefix: string, i: number): Person => {
    const first = FIRST[int(FIRST.length)] ?? "Ana";
    const last = [LAST[int(LAST.length)] ?? "Silva", LAST[int(LAST.length)] ?? "Lima"];
    const idcbpf = `${prefix}${ascii(first)}.${ascii(last[1] ?? "")}.${i}`;
    return { idcbpf, name: `${first} ${last.join(" ")}`, programme: next() < 0.7 ? "academico" : "profissional" };
  };
  const teachers = Array.from({ length: nTeachers }, (_, i) => person("prof.", i));

  const perDepartment = nSubjects / DEPARTMENTS.length;
  const subjects: SubjectPlan[] = Array.from({ length: nSubjects }, (_, s) => {
    const [dept, pt, en] = DEPARTMENTS[s % DEPARTMENTS.length] ?? DEPARTMENTS[0];
    const n = Math.floor(s / DEPARTMENTS.length);
    const [topicPt, topicEn] = TOPICS[n % TOPICS.length] ?? TOPICS[0];
    const level = LEVELS[Math.floor(n / TOPICS.length) % LEVELS.length];
    const r = next();
    const back = DEPARTMENTS.length * (1 + (s % 7));
    return {
      code: `${dept}-${1000 + n}`,
      namePt: `${pt} ${topicPt} ${level} (${n})`,
      nameEn: `${topicEn} ${en} ${level} (${n})`,
      credits: [2, 3, 4, 4, 6][s % 5] ?? 4,
      programme: r < 0.15 ? "academico" : r < 0.3 ? "profissional" : null,
      level: r > 0.85 ? "mestrado" : r > 0.7 ? "doutorado" : null,
      repeatable: s % 20 === 7,
      // A third of the advanced half requires an earlier subject of its department (acyclic).
      requires: n >= perDepartment / 2 && s % 3 === 0 && s - back >= 0 ? s - back : null,
    };
  });

  const terms = PAST_TERMS + 1;
  const offeringSubject = new Int32Array(terms * perTerm);
  const capacity = new Int16Array(terms * perTerm);
  const taken = new Int16Array(terms * perTerm);
  for (let j = 0; j < terms; j++)
    for (let k = 0; k < perTerm; k++) {
      offeringSubject[j * perTerm + k] = (k * 7 + j * 131) % nSubjects;
      capacity[j * perTerm + k] = 20 + int(41);
    }

  // Entries grow with the years (weight 1 + term/10); masters stay 4–5 terms, doctorates 8–10.
  const entryWeights = Array.from({ length: terms }, (_, e) => 1 + e / 10);
  const entryTotal = entryWeights.reduce((a, b) => a + b, 0);
  const nLong = Math.max(1, Math.round(10 * scale));
  const students: Student[] = [];
  for (let i = 0; i < nStudents; i++) {
    const base = person("", i);
    const long = i < nLong;
    const degree = long || next() >= 0.6 ? "doutorado" : "mestrado";
    const d = long ? terms : degree === "mestrado" ? 4 + int(2) : 8 + int(3);
    let entry = 0;
    for (let r = next() * entryTotal; !long && entry < terms - 1 && (r -= entryWeights[entry] ?? 0) > 0;) entry++;
    const active = entry + d > CURRENT;
    const r = next();
    const status = active ? (r < 0.05 && !long ? "trancado" : "ativo") : r < 0.85 ? "egresso" : "inativo";
    students.push({ ...base, degree, status, entry, stay: d, advisor: (i * 7919 + 13) % nTeachers });
  }
  const longRecords = Array.from({ length: nLong }, (_, i) => i);
  const { attempts, rush } = planEnrolments(next, {
    students,
    subjects,
    perTerm,
    offeringSubject,
    capacity,
    taken,
    nLong,
  });
  return {
    offeringsPerTerm: perTerm,
    teachers,
    students,
    subjects,
    offeringSubject,
    capacity,
    taken,
    attempts,
    longRecords,
    rush,
  };
}

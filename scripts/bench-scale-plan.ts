import { seededRandom } from "../src/domain/seeded-random.ts";
import { DEPARTMENTS, FIRST, LAST, LEVELS, PATTERNS, TOPICS, ascii } from "./bench-scale-names.ts";

/**
 * A university-sized dataset, planned in memory (pure and deterministic for a seed; written by
 * bench-scale-load.ts): at scale 1, 50,000 students, 2,000 teachers, 4,000 subjects (some with a
 * prerequisite), 5,000 offerings in each of 20 past terms and the current one (weekly patterns and
 * rooms that never double-book, each teacher's offerings on distinct patterns), every student
 * enrolled in a few offerings a term while active (graded in past terms, clash-free, prerequisites
 * passed, within capacity), a few ten-year doctoral records, an advisor for everyone, and the
 * enrolment rush of the current term (who asks for what, in arrival order, demand skewed).
 * Indexes: term 0…19 are the past terms oldest first, 20 the current; an offering's index is
 * `term * offeringsPerTerm + k`.
 */
export const PAST_TERMS = 20;
export const CURRENT = PAST_TERMS;

export type Person = { idcbpf: string; name: string; programme: "academico" | "profissional" };
export type Student = Person & {
  degree: "mestrado" | "doutorado";
  status: "ativo" | "trancado" | "egresso" | "inativo";
  entry: number;
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

/** The 18 patterns tile the week; offering k of a term uses pattern k % 18 in room floor(k / 18). */
export const patternOf = (k: number) => k % PATTERNS.length;
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
  const duration: number[] = [];
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
    students.push({ ...base, degree, status, entry, advisor: (i * 7919 + 13) % nTeachers });
    duration.push(d);
  }
  const longRecords = Array.from({ length: nLong }, (_, i) => i);
  const attempts: Attempts = { student: [], offering: [], status: [], concept: [], attendance: [] };
  const passed = students.map(() => new Set<number>());
  const fits = (s: SubjectPlan, st: Student) =>
    (s.programme === null || s.programme === st.programme) && (s.level === null || s.level === st.degree);
  /** What a student holds in a term: patterns (no clash) and subjects (no second request). */
  type Held = { patterns: Set<number>; subjects: Set<number> };
  /** An offering of term j the student may ask for: fits, not passed, prerequisite passed, no clash. */
  const allowed = (i: number, j: number, k: number, held: Held, seatNeeded: boolean) => {
    const o = j * perTerm + k;
    const s = offeringSubject[o] ?? 0;
    const subject = subjects[s];
    const st = students[i];
    if (!subject || !st || held.patterns.has(patternOf(k)) || held.subjects.has(s)) return false;
    if (seatNeeded && (taken[o] ?? 0) >= (capacity[o] ?? 0)) return false;
    if (!fits(subject, st) || (passed[i]?.has(s) && !subject.repeatable)) return false;
    return subject.requires === null || (passed[i]?.has(subject.requires) ?? false);
  };
  const hold = (held: Held, o: number) => {
    held.patterns.add(patternOf(o % perTerm));
    held.subjects.add(offeringSubject[o] ?? 0);
  };
  const take = (i: number, j: number, count: number, onTake: (o: number) => void): Held => {
    const held: Held = { patterns: new Set(), subjects: new Set() };
    for (let tries = 0, n = 0; n < count && tries < count * 12; tries++) {
      const k = int(perTerm);
      if (!allowed(i, j, k, held, true)) continue;
      hold(held, j * perTerm + k);
      onTake(j * perTerm + k);
      n++;
    }
    return held;
  };
  const push = (i: number, o: number, status: string, concept: number, attendance: number) => {
    attempts.student.push(i);
    attempts.offering.push(o);
    attempts.status.push(status);
    attempts.concept.push(concept);
    attempts.attendance.push(attendance);
  };

  for (let j = 0; j < CURRENT; j++)
    for (let i = 0; i < nStudents; i++) {
      const st = students[i];
      const d = duration[i] ?? 0;
      if (!st || j < st.entry || j >= st.entry + d) continue;
      const load = i < nLong || j - st.entry < 4 ? 3 : 1;
      take(i, j, load, (o) => {
        const r = next();
        if (r < 0.03) return push(i, o, "trancada", -1, 0);
        if (r < 0.05) return push(i, o, "indeferida", -1, 0);
        taken[o] = (taken[o] ?? 0) + 1;
        const g = next();
        const concept = g < 0.4 ? 0 : g < 0.7 ? 1 : g < 0.87 ? 2 : g < 0.97 ? 3 : 4;
        const attendance = next() < 0.02 ? 40 + int(35) : 75 + int(26);
        push(i, o, "deferida", concept, attendance);
        if (concept <= 2 && attendance >= 75) passed[i]?.add(offeringSubject[o] ?? 0);
      });
    }

  // The current term: two accepted classes each before the rush (seats held, timetables drawn).
  const activeNow = students.flatMap((st, i) => (st.status === "ativo" && st.entry <= CURRENT ? [i] : []));
  const heldNow = activeNow.map((i) =>
    take(i, CURRENT, 2, (o) => {
      taken[o] = (taken[o] ?? 0) + 1;
      push(i, o, "deferida", -1, 0);
    }),
  );
  // The rush: each active student asks for up to 8 more, each one the rules would allow on its
  // own (the seat may be gone by then: the waitlist); demand skewed (the k-th most wanted
  // offering in proportion to 1/(k+10)); in rounds, so one student's requests are far apart.
  const pick = skewedPicker(next, perTerm);
  const wants = activeNow.map((i, n) => {
    const held = heldNow[n] ?? { patterns: new Set<number>(), subjects: new Set<number>() };
    const list: number[] = [];
    for (let tries = 0; list.length < 8 && tries < 40; tries++) {
      const k = pick();
      if (!allowed(i, CURRENT, k, held, false)) continue;
      hold(held, CURRENT * perTerm + k);
      list.push(CURRENT * perTerm + k);
    }
    return list;
  });
  const order = shuffled(next, activeNow.length);
  const rush: [number, number][] = [];
  for (let round = 0; round < 8; round++)
    for (const n of order) {
      const o = wants[n]?.[round];
      if (o !== undefined) rush.push([activeNow[n] ?? 0, o]);
    }

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

function shuffled(next: () => number, n: number): number[] {
  const list = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const r = Math.floor(next() * (i + 1));
    [list[i], list[r]] = [list[r] ?? 0, list[i] ?? 0];
  }
  return list;
}

/** Offering k of a term, the k-th most wanted (a shuffled rank) drawn in proportion to 1/(k+10). */
function skewedPicker(next: () => number, perTerm: number): () => number {
  const rank = shuffled(next, perTerm);
  const cumulative = new Float64Array(perTerm);
  let sum = 0;
  for (let k = 0; k < perTerm; k++) cumulative[k] = sum += 1 / (k + 10);
  return () => {
    const r = next() * sum;
    let lo = 0;
    let hi = perTerm - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < r) lo = mid + 1;
      else hi = mid;
    }
    return rank[lo] ?? 0;
  };
}

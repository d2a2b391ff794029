import { CURRENT, patternOf, type Attempts, type ScalePlan, type Student, type SubjectPlan } from "./plan.ts";

/**
 * The enrolments of the planned university (plan.ts): every student in a few
 * offerings of each term while active — past terms graded (three subjects a term for the first
 * two years, one after; a few dropped or rejected; most passed), never two on one weekly pattern,
 * never beyond an offering's capacity, a subject passed not taken again (unless repeatable), a
 * prerequisite passed first — two accepted classes each in the current term, and the rush: each
 * active student's next requests, in arrival order.
 */
type World = Pick<ScalePlan, "students" | "subjects" | "offeringSubject" | "capacity" | "taken"> & {
  perTerm: number;
  nLong: number;
};

export function planEnrolments(next: () => number, world: World): { attempts: Attempts; rush: [number, number][] } {
  const { students, subjects, perTerm, offeringSubject, capacity, taken, nLong } = world;
  const int = (n: number) => Math.floor(next() * n);
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
    for (let i = 0; i < students.length; i++) {
      const st = students[i];
      const d = st?.stay ?? 0;
      if (!st || j < st.entry || j >= st.entry + d) continue;
      const load = i < nLong || j - st.entry < 4 ? 3 : 1;
      // Passed this term counts from the next one (a prerequisite is passed before, not beside).
      const passedNow: number[] = [];
      take(i, j, load, (o) => {
        const r = next();
        if (r < 0.03) return push(i, o, "trancada", -1, 0);
        if (r < 0.05) return push(i, o, "indeferida", -1, 0);
        taken[o] = (taken[o] ?? 0) + 1;
        const g = next();
        const concept = g < 0.4 ? 0 : g < 0.7 ? 1 : g < 0.87 ? 2 : g < 0.97 ? 3 : 4;
        const attendance = next() < 0.02 ? 40 + int(35) : 75 + int(26);
        push(i, o, "deferida", concept, attendance);
        if (concept <= 2 && attendance >= 75) passedNow.push(offeringSubject[o] ?? 0);
      });
      for (const subject of passedNow) passed[i]?.add(subject);
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

  return { attempts, rush };
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

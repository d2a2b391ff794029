import { describe, expect, it } from "vitest";
import { SUBJECT_CODE_PATTERN } from "../../src/domain/subjects.ts";
import { CONCEPTS, CURRENT, PAST_TERMS, patternOf, planUniversity } from "./plan.ts";

/**
 * The university-sized dataset's plan (plan.ts) at a fiftieth of its size: what the
 * benchmark's figures rely on — deterministic, seats never beyond capacity, timetables without
 * clashes, prerequisites passed first, a rush of requests each allowed on its own.
 */
const plan = planUniversity(0.02, 17);
const per = plan.offeringsPerTerm;
const a = plan.attempts;
const termOf = (o: number) => Math.floor(o / per);
const passes = (e: number) => (a.concept[e] ?? 9) <= 2 && (a.attendance[e] ?? 0) >= 75;

describe("the university plan", () => {
  it("comes out the same for the same seed, and differently for another", () => {
    const again = planUniversity(0.02, 17);
    expect(again.attempts).toEqual(a);
    expect(again.rush).toEqual(plan.rush);
    expect(planUniversity(0.02, 18).rush).not.toEqual(plan.rush);
  });

  it("has unique logins and e-mails and valid subject codes", () => {
    const people = [...plan.teachers, ...plan.students].map((p) => p.idcbpf);
    expect(new Set(people).size).toBe(people.length);
    expect(plan.subjects.every((s) => SUBJECT_CODE_PATTERN.test(s.code))).toBe(true);
    expect(plan.subjects.every((s, i) => s.requires === null || s.requires < i)).toBe(true);
  });

  it("holds seats as counted and never beyond an offering's capacity", () => {
    const held = new Int16Array(plan.capacity.length);
    a.offering.forEach((o, e) => {
      if (a.status[e] === "deferida") held[o] = (held[o] ?? 0) + 1;
    });
    expect(Array.from(held)).toEqual(Array.from(plan.taken));
    expect(plan.taken.every((taken, o) => taken <= (plan.capacity[o] ?? 0))).toBe(true);
  });

  it("gives no student two classes on one pattern, and grades only past terms", () => {
    const seen = new Set<string>();
    a.student.forEach((i, e) => {
      const o = a.offering[e] ?? 0;
      const key = `${i}:${termOf(o)}:${patternOf(o % per)}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      expect((a.concept[e] ?? -1) >= 0).toBe(a.status[e] === "deferida" && termOf(o) < CURRENT);
    });
    expect(a.concept.every((c) => c < CONCEPTS.length)).toBe(true);
  });

  it("takes a subject with a prerequisite only after passing it in an earlier term", () => {
    const passedBy = new Map<number, Map<number, number>>();
    a.student.forEach((i, e) => {
      if (!passes(e) || a.status[e] !== "deferida") return;
      const subject = plan.offeringSubject[a.offering[e] ?? 0] ?? 0;
      const mine = passedBy.get(i) ?? new Map<number, number>();
      mine.set(subject, Math.min(mine.get(subject) ?? 99, termOf(a.offering[e] ?? 0)));
      passedBy.set(i, mine);
    });
    let checked = 0;
    a.student.forEach((i, e) => {
      const requires = plan.subjects[plan.offeringSubject[a.offering[e] ?? 0] ?? 0]?.requires ?? null;
      if (requires === null) return;
      checked++;
      expect(passedBy.get(i)?.get(requires) ?? 99).toBeLessThan(termOf(a.offering[e] ?? 0));
    });
    expect(checked).toBeGreaterThan(0);
  });

  it("keeps ten-year records and a rush of active students' distinct requests in the current term", () => {
    const long = plan.longRecords[0] ?? -1;
    const terms = new Set(a.student.flatMap((i, e) => (i === long ? [termOf(a.offering[e] ?? 0)] : [])));
    expect(terms.size).toBe(PAST_TERMS + 1);
    expect(plan.rush.length).toBeGreaterThan(plan.students.length);
    const asked = new Set<string>();
    for (const [i, o] of plan.rush) {
      expect(plan.students[i]?.status).toBe("ativo");
      expect(termOf(o)).toBe(CURRENT);
      const key = `${i}:${plan.offeringSubject[o]}`;
      expect(asked.has(key)).toBe(false);
      asked.add(key);
    }
  });
});
